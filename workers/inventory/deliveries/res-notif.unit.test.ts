import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { resNotifOf } from "./res-notif";
import { bookingSnapshotFixture, severalApartmentsFixture } from "./test-support/booking-snapshot";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
const SENT = "2026-11-29T09:00:05.000Z";

type ParsedRoomStay = {
  IndexNumber: string;
  RoomStayStatus?: string;
  RoomTypes: { RoomType: { RoomTypeCode: string } };
  GuestCounts: { GuestCount: { Count: string } };
  Total: { AmountAfterTax: string };
};

function parsed(kind: "created" | "modified" | "cancelled", channel: string | null = "SITEMINDER", overrides = {}) {
  const booking = bookingSnapshotFixture(overrides);
  const xml = resNotifOf({ id: "ev_1", kind, createdAt: "2026-11-30T10:00:00.000Z", booking }, channel, SENT);
  return { xml, rq: parser.parse(xml).OTA_HotelResNotifRQ };
}

describe("resNotifOf (OTA_HotelResNotifRQ)", () => {
  it.each([
    ["created", "Commit", "Reserved"],
    ["modified", "Modify", "Reserved"],
    ["cancelled", "Cancel", "Cancelled"],
  ] as const)("a %s event: message ResStatus %s, reservation %s", (kind, transaction, reservation) => {
    const { rq } = parsed(kind);
    expect(rq.ResStatus).toBe(transaction);
    expect(rq.HotelReservations.HotelReservation.ResStatus).toBe(reservation);
  });

  it("is the OpenTravel 2003/05 message with the event as echo token and the sending time", () => {
    const { xml, rq } = parsed("created");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><OTA_HotelResNotifRQ')).toBe(true);
    expect(rq).toMatchObject({
      xmlns: "http://www.opentravel.org/OTA/2003/05",
      Version: "1.0",
      EchoToken: "ev_1",
      TimeStamp: SENT,
    });
  });

  it("carries the stay: reference, room type code, rate plan, guests, dates, total after tax", () => {
    const reservation = parsed("created").rq.HotelReservations.HotelReservation;
    expect(reservation.CreateDateTime).toBe("2026-11-29T09:00:00.000Z");
    expect(reservation.LastModifyDateTime).toBeUndefined();
    expect(reservation.UniqueID).toEqual({ Type: "14", ID: "Q-ABCD-EFGH" });
    const stay = reservation.RoomStays.RoomStay;
    expect(stay.RoomTypes.RoomType).toMatchObject({ RoomTypeCode: "STD-DLX", NumberOfUnits: "1" });
    expect(stay.RoomTypes.RoomType.RoomDescription.Name).toBe("Studio Deluxe");
    expect(stay.RatePlans.RatePlan.RatePlanCode).toBe("flex");
    expect(stay.GuestCounts.GuestCount).toEqual({ AgeQualifyingCode: "10", Count: "2" });
    expect(stay.TimeSpan).toEqual({ Start: "2027-01-10", End: "2027-01-14" });
    expect(stay.Total).toEqual({ AmountAfterTax: "520.50", CurrencyCode: "EUR" });
    expect(reservation.ResGlobalInfo.BasicPropertyInfo.HotelCode).toBe("prop_1");
  });

  it("names the guest and the booked extra services", () => {
    const reservation = parsed("created").rq.HotelReservations.HotelReservation;
    const customer = reservation.ResGuests.ResGuest.Profiles.ProfileInfo.Profile.Customer;
    expect(customer.PersonName).toEqual({ GivenName: "Ada", Surname: "Lovelace" });
    expect(customer.Email).toBe("ada@example.com");
    expect(reservation.Services.Service).toEqual({
      ServiceInventoryCode: "breakfast",
      Price: { Total: { AmountAfterTax: "20.50", CurrencyCode: "EUR" } },
    });
  });

  it("falls back to the apartment type's id when the channel has no code for it", () => {
    const stay = parsed("created", "EXPEDIA").rq.HotelReservations.HotelReservation.RoomStays.RoomStay;
    expect(stay.RoomTypes.RoomType.RoomTypeCode).toBe("apt_1");
  });

  it("marks a change's time and has no Services element without extras", () => {
    const reservation = parsed("cancelled", null, { price: { currency: "EUR", total: 100, lines: [] } }).rq
      .HotelReservations.HotelReservation;
    expect(reservation.LastModifyDateTime).toBe("2026-11-30T10:00:00.000Z");
    expect(reservation.Services).toBeUndefined();
  });

  it("escapes what guests type", () => {
    const { xml, rq } = parsed("created", null, {
      guest: { firstName: 'Jo <b>"&', lastName: "O'Neil", email: "jo@example.com" },
    });
    expect(xml).not.toContain("<b>");
    const customer = rq.HotelReservations.HotelReservation.ResGuests.ResGuest.Profiles.ProfileInfo.Profile.Customer;
    expect(customer.PersonName.Surname).toBe("O'Neil");
  });

  it("has one RoomStay per apartment of a booking of several, a cancelled one marked", () => {
    const booking = severalApartmentsFixture();
    const xml = resNotifOf(
      { id: "ev_2", kind: "modified", createdAt: "2026-12-01T08:00:00.000Z", booking },
      "SITEMINDER",
      SENT,
    );
    const reservation = parser.parse(xml).OTA_HotelResNotifRQ.HotelReservations.HotelReservation;
    const stays = reservation.RoomStays.RoomStay as ParsedRoomStay[];
    expect(
      stays.map((s) => [s.IndexNumber, s.RoomStayStatus, s.RoomTypes.RoomType.RoomTypeCode, s.Total.AmountAfterTax]),
    ).toEqual([
      ["1", undefined, "STD-DLX", "520.50"],
      ["2", "Cancelled", "LOFT", "310.00"],
    ]);
    expect(stays[1]?.GuestCounts.GuestCount.Count).toBe("3");
    // The services still booked: the first apartment's breakfast, not the cancelled one's parking.
    expect(reservation.Services.Service.ServiceInventoryCode).toBe("breakfast");
  });
});
