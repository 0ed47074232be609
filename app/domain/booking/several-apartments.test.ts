import { describe, expect, it } from "vitest";
import type { Booking } from "../../../shared/ota/booking";
import { bookingCalendarEvents } from "./booking-calendar-events";
import { cancellableItem, cancelledItemsOf, feeOfItems, freeUntilOfItems, hasSeveralItems } from "./booking-items";
import { confirmationMail } from "./confirmation-mail";
import { cancellationMail } from "./guest-mails";
import { bookingFixture, itemFixture, mailContext } from "./test-support/mail-fixtures";

// What the surfaces after booking show for a booking of three apartments (decision 0142), before and
// after one of them (the Loft, at its policy's fee of 150.00) is cancelled.
const studio = itemFixture("b-1", 30000, { apartmentTypeName: "Studio" });
const loft = itemFixture("b-2", 45000, {
  apartmentTypeName: "Loft",
  guests: 3,
  cancellation: {
    freeUntil: null,
    policy: { freeUntilDaysBeforeArrival: null, fee: { kind: "firstNight" } },
    fee: 15000,
    cancelledAt: null,
  },
});
const suite = itemFixture("b-3", 60000, {
  apartmentTypeName: "Suite",
  propertyName: "Haus am Park",
  price: {
    currency: "EUR",
    nights: 3,
    accommodation: 55000,
    lines: [{ code: "extraService", serviceId: "breakfast", amount: 5000 }],
    total: 60000,
    monthlyRateApplied: false,
  },
});
const booked: Booking = bookingFixture({ items: [studio, loft, suite], total: { amount: 135000, currency: "EUR" } });
const loftCancelled = {
  ...loft,
  status: "cancelled" as const,
  cancellation: { ...loft.cancellation, cancelledAt: "2027-01-02T10:00:00.000Z" },
};
const afterOne: Booking = {
  ...booked,
  items: [studio, loftCancelled, suite],
  total: { amount: 105000, currency: "EUR" },
};
const allCancelled: Booking = {
  ...booked,
  status: "cancelled",
  items: [studio, loftCancelled, suite].map((item) => ({ ...item, status: "cancelled" as const })),
  total: { amount: 15000, currency: "EUR" },
};

const confirmation = (booking: Booking) =>
  confirmationMail({
    ...mailContext,
    booking,
    lng: "en",
    manageUrl: "https://q.example/en/bookings/b-1?token=t",
    cancellation: "unused for several",
    serviceName: (id) => `service:${id}`,
  });

describe("the items of a booking", () => {
  it.each([
    ["booked", booked, undefined, [], 0],
    ["the loft named", afterOne, ["b-2"], ["b-2"], 15000],
    ["the loft, named none", afterOne, undefined, ["b-2"], 15000],
    ["all, named none", allCancelled, undefined, ["b-1", "b-2", "b-3"], 15000],
    ["an active item named", afterOne, ["b-1"], [], 0],
  ])("%s", (_name, booking, named, ids, fee) => {
    const cancelled = cancelledItemsOf(booking, named);
    expect(cancelled.map((item) => item.itemId)).toEqual(ids);
    expect(feeOfItems(cancelled)).toBe(fee);
  });

  it.each([
    ["b-1", "b-1"],
    ["b-2", null], // already cancelled
    ["b-9", null], // not of this booking
    [null, null],
  ])("cancellable %s: %s", (id, expected) => {
    expect(cancellableItem(afterOne, id)?.itemId ?? null).toBe(expected);
  });

  it.each([
    ["all free until a day", [studio, suite], "2027-02-28T00:00:00.000Z"],
    [
      "the earliest end",
      [studio, { ...suite, cancellation: { ...suite.cancellation, freeUntil: "2027-02-20T00:00:00.000Z" } }],
      "2027-02-20T00:00:00.000Z",
    ],
    ["one never free", [studio, loft], null],
    ["none", [], null],
  ])("free to cancel them all: %s", (_name, items, expected) => {
    expect(freeUntilOfItems(items)).toBe(expected);
  });

  it("tells a booking of one apartment from one of several", () => {
    expect(hasSeveralItems(bookingFixture())).toBe(false);
    expect(hasSeveralItems(booked)).toBe(true);
  });
});

describe("the confirmation mail of several apartments", () => {
  it.each([
    ["each apartment's heading", "mail.items.heading(index=2,of=3,name=Loft, Haus am See)"],
    [
      "each apartment's guests",
      "mail.items.heading(index=2,of=3,name=Loft, Haus am See)\nmail.confirmation.address: Seestraße 1, 10115 Berlin\nmail.confirmation.guests: 3",
    ],
    ["each apartment's own terms", "mail.confirmation.cancellation: offer.cancellation.neverFirstNight"],
    ["another's own terms", "mail.confirmation.cancellation: offer.cancellation.freeUntilFirstNight(count=1)"],
    ["an apartment's own extras and total", "service:breakfast: 50.00 EUR\nmail.items.total: 600.00 EUR"],
    ["the whole booking's total", "mail.confirmation.total: 1350.00 EUR"],
    ["every guest of the booking", "mail.confirmation.guests: 7"],
  ])("has %s", (_name, expected) => {
    expect(confirmation(booked).text).toContain(expected);
  });

  it("lists every apartment once, in the HTML part under its own heading", () => {
    const { html, text } = confirmation(booked);
    expect(text.match(/mail\.items\.heading/g)).toHaveLength(3);
    expect(html.match(/<table role="presentation" data-item>/g)).toHaveLength(3);
    expect(text).not.toContain("unused for several");
  });

  it("after one is cancelled: says so with its fee, and the total is what stays plus that fee", () => {
    const { text } = confirmation(afterOne);
    expect(text).toContain(
      "mail.items.heading(index=2,of=3,name=Loft, Haus am See)\nmail.confirmation.address: Seestraße 1, 10115 Berlin\nmail.confirmation.guests: 3\nmail.confirmation.cancellation: offer.cancellation.neverFirstNight()\nmail.items.status: manageBooking.status.cancelled\nmail.cancellation.fee: 150.00 EUR",
    );
    expect(text).toContain("mail.confirmation.total: 1050.00 EUR");
  });

  it("leaves a booking of one apartment as it was: no item headings", () => {
    expect(confirmation(bookingFixture()).text).not.toContain("mail.items.heading");
  });
});

describe("the cancellation mail of several apartments", () => {
  const mail = (booking: Booking, ids?: string[], paymentMethod = "card") =>
    cancellationMail({
      ...mailContext,
      lng: "en",
      booking: { ...booking, paymentMethod },
      manageUrl: "https://q.example/x",
      cancelledItemIds: ids,
    });

  it.each([
    [
      "which apartment, with its fee",
      "mail.cancellation.cancelledApartment: Loft, Haus am See · mail.cancellation.fee: 150.00 EUR",
    ],
    [
      "what stays booked",
      "mail.cancellation.stillBooked: Studio, Haus am See\nmail.cancellation.stillBooked: Suite, Haus am Park",
    ],
    ["the fee", "mail.cancellation.fee: 150.00 EUR"],
    ["the booking's new total", "mail.cancellation.newTotal: 1050.00 EUR"],
    ["the new total as the payment note", "mail.cancellation.partialRefund.other(total=1050.00 EUR)"],
    [
      "an intro that names it",
      "mail.cancellation.itemIntro(brand=Quartier,reference=Q-ABCD-EFGH,apartments=Loft, Haus am See)",
    ],
  ])("one apartment cancelled: %s", (_name, expected) => {
    expect(mail(afterOne, ["b-2"]).text).toContain(expected);
  });

  it("one apartment cancelled: its own subject, and a bank transfer asks for the new total", () => {
    expect(mail(afterOne, ["b-2"]).subject).toBe("mail.cancellation.itemSubject(brand=Quartier,reference=Q-ABCD-EFGH)");
    expect(mail(afterOne, ["b-2"], "bankTransfer").text).toContain(
      "mail.cancellation.partialRefund.bankTransfer(total=1050.00 EUR)",
    );
  });

  it("the whole booking: every apartment cancelled, the fees summed, nothing still booked", () => {
    const { subject, text } = mail(allCancelled);
    expect(subject).toBe("mail.cancellation.subject(brand=Quartier,reference=Q-ABCD-EFGH)");
    expect(text.match(/mail\.cancellation\.cancelledApartment/g)).toHaveLength(3);
    expect(text).not.toContain("mail.cancellation.stillBooked");
    expect(text).toContain("mail.cancellation.refund.card.fee(fee=150.00 EUR,total=1350.00 EUR)");
  });
});

describe("the calendar file of several apartments", () => {
  const events = (booking: Booking) =>
    bookingCalendarEvents(booking, {
      host: "q.example",
      url: "https://q.example/en",
      summary: (item) => `Stay: ${item.apartmentTypeName}`,
      description: () => "Booking Q-ABCD-EFGH",
    });

  it("has one event per apartment, each under its item's id", () => {
    expect(events(booked).map((event) => [event.uid, event.summary, event.status])).toEqual([
      ["b-1@q.example", "Stay: Studio", "CONFIRMED"],
      ["b-2@q.example", "Stay: Loft", "CONFIRMED"],
      ["b-3@q.example", "Stay: Suite", "CONFIRMED"],
    ]);
    expect(events(booked)[2]?.location).toBe("Seestraße 1, 10115 Berlin");
  });

  it("marks a cancelled apartment's event CANCELLED, stamped when it was cancelled; the others stay", () => {
    expect(events(afterOne).map((event) => [event.uid, event.status, event.stamp])).toEqual([
      ["b-1@q.example", "CONFIRMED", "2027-01-01T10:00:00.000Z"],
      ["b-2@q.example", "CANCELLED", "2027-01-02T10:00:00.000Z"],
      ["b-3@q.example", "CONFIRMED", "2027-01-01T10:00:00.000Z"],
    ]);
  });

  it("keeps a booking of one apartment's one event under the booking's id", () => {
    expect(events(bookingFixture()).map((event) => event.uid)).toEqual(["b-1@q.example"]);
  });
});
