import { describe, expect, it } from "vitest";
import { decimalAmount } from "./booking-snapshot";
import { bookingSnapshotFixture, severalApartmentsFixture } from "./test-support/booking-snapshot";
import { webhookBodyOf } from "./webhook-body";

describe("decimalAmount", () => {
  it.each([
    [52_050, "EUR", "520.50"],
    [5, "EUR", "0.05"],
    [0, "CHF", "0.00"],
    [1_234_500, "GBP", "12345.00"],
    [5_000, "JPY", "5000"],
    [1_234, "KWD", "1.234"],
  ])("%i %s -> %s", (minor, currency, text) => {
    expect(decimalAmount(minor, currency)).toBe(text);
  });
});

describe("webhookBodyOf", () => {
  const created = {
    kind: "created" as const,
    createdAt: "2026-11-29T09:00:00.000Z",
    booking: bookingSnapshotFixture(),
  };

  it("tells a new booking: reference, dates, apartment type and the channel's code, guests, price, guest, items", () => {
    const apartment = {
      apartmentType: { id: "apt_1", name: "Studio Deluxe", channelCode: "STD-DLX" },
      ratePlanId: "flex",
      guests: 2,
      price: { total: "520.50", currency: "EUR" },
    };
    expect(webhookBodyOf(created, "SITEMINDER")).toEqual({
      type: "booking.created",
      timestamp: "2026-11-29T09:00:00.000Z",
      data: {
        reference: "Q-ABCD-EFGH",
        status: "created",
        arrival: "2027-01-10",
        departure: "2027-01-14",
        ...apartment,
        guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
        items: [
          { code: "cleaning", amount: "40.00" },
          { code: "extraService", serviceId: "breakfast", amount: "20.50" },
        ],
        createdAt: "2026-11-29T09:00:00.000Z",
        cancelledAt: null,
        apartments: [{ itemId: "bk_1", status: "confirmed", ...apartment, cancelledAt: null }],
      },
    });
  });

  it("lists every apartment of a booking of several, one cancelled in a modification", () => {
    const booking = severalApartmentsFixture();
    const body = webhookBodyOf({ kind: "modified", createdAt: "2026-12-01T08:00:00.000Z", booking }, "SITEMINDER");
    expect(body.data.apartments.map((a) => [a.itemId, a.status, a.apartmentType.channelCode, a.price.total])).toEqual([
      ["bk_1", "confirmed", "STD-DLX", "520.50"],
      ["bk_2", "cancelled", "LOFT", "310.00"],
    ]);
    expect(body.data.apartments[1]?.cancelledAt).toBe("2026-12-01T08:00:00.000Z");
  });

  it.each([
    ["a channel the type is linked to", "BOOKING_COM", "4711"],
    ["a channel it is not linked to", "EXPEDIA", null],
    ["a connection without channel", null, null],
  ])("names the code of %s", (_, channel, code) => {
    expect(webhookBodyOf(created, channel).data.apartmentType.channelCode).toBe(code);
  });

  it("tells a cancellation with its time", () => {
    const booking = bookingSnapshotFixture({ status: "cancelled", cancelledAt: "2026-12-01T08:00:00.000Z" });
    const body = webhookBodyOf({ kind: "cancelled", createdAt: "2026-12-01T08:00:00.000Z", booking }, null);
    expect(body.type).toBe("booking.cancelled");
    expect(body.data.status).toBe("cancelled");
    expect(body.data.cancelledAt).toBe("2026-12-01T08:00:00.000Z");
  });

  it("leaves out items when there are none, and carries no card or payment data", () => {
    const booking = bookingSnapshotFixture({ price: { currency: "EUR", total: 10_000, lines: [] } });
    const body = webhookBodyOf({ ...created, booking }, null);
    expect(body.data.items).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/card|payment|iban/i);
  });

  it.each([
    ["a campaign", { utm_source: "newsletter", cms: "spring" }, { utm_source: "newsletter", cms: "spring" }],
    ["none", null, undefined],
    ["an event written before campaigns were kept", undefined, undefined],
  ])("carries where the guest came from: %s", (_, campaign, expected) => {
    const booking = bookingSnapshotFixture(campaign === undefined ? {} : { campaign });
    expect(webhookBodyOf({ ...created, booking }, null).data.campaign).toEqual(expected);
  });
});
