import { describe, expect, it } from "vitest";
import type { StayPrice } from "../../../shared/ota/listing";
import { bookedExtrasOf, changeDifference, changeRefusal, withoutOwnNights } from "./booking-change";

const booking = { status: "confirmed", from: "2027-03-10", to: "2027-03-13", guests: 2, fromRfpOffer: false };
const free = { fee: 0, freeUntil: "2027-03-09T00:00:00.000Z" };
const today = "2027-02-01";

describe("whether a booking may change its stay", () => {
  it.each([
    ["longer", { from: "2027-03-10", to: "2027-03-15", guests: 2 }, booking, free, today, null],
    ["shorter", { from: "2027-03-10", to: "2027-03-12", guests: 2 }, booking, free, today, null],
    ["shifted", { from: "2027-03-11", to: "2027-03-14", guests: 2 }, booking, free, today, null],
    ["more guests", { from: "2027-03-10", to: "2027-03-13", guests: 3 }, booking, free, today, null],
    ["the same stay", { from: "2027-03-10", to: "2027-03-13", guests: 2 }, booking, free, today, "unchanged"],
    [
      "free cancellation over",
      { from: "2027-03-11", to: "2027-03-14", guests: 2 },
      booking,
      { fee: 5000, freeUntil: free.freeUntil },
      today,
      "terms",
    ],
    [
      "never free (non-refundable)",
      { from: "2027-03-11", to: "2027-03-14", guests: 2 },
      booking,
      { fee: 0, freeUntil: null },
      today,
      "terms",
    ],
    [
      "cancelled",
      { from: "2027-03-11", to: "2027-03-14", guests: 2 },
      { ...booking, status: "cancelled" },
      free,
      today,
      "cancelled",
    ],
    ["arrival today", { from: "2027-03-11", to: "2027-03-14", guests: 2 }, booking, free, "2027-03-10", "started"],
    [
      "an enquiry's offer",
      { from: "2027-03-11", to: "2027-03-14", guests: 2 },
      { ...booking, fromRfpOffer: true },
      free,
      today,
      "rfpOffer",
    ],
    [
      "a booking of several apartments",
      { from: "2027-03-11", to: "2027-03-14", guests: 2 },
      { ...booking, severalApartments: true },
      free,
      today,
      "severalApartments",
    ],
  ] as const)("%s", (_name, stay, b, terms, day, expected) => {
    expect(changeRefusal(b, terms, stay, day)).toBe(expected);
  });
});

const price = (total: number, voucher?: number): StayPrice => ({
  currency: "EUR",
  nights: 3,
  accommodation: total,
  lines: [],
  total: total - (voucher ?? 0),
  monthlyRateApplied: false,
  ...(voucher ? { voucher: { code: "SPRING", amount: voucher } } : {}),
});

describe("the difference a change makes", () => {
  it.each([
    ["longer: the guest pays", price(30000), price(50000), 20000],
    ["shorter: the guest gets back", price(30000), price(20000), -10000],
    ["voucher kept on both", price(30000, 3000), price(50000, 5000), 18000],
    ["voucher dropped", price(30000, 3000), price(30000), 3000],
  ] as const)("%s", (_name, before, after, amount) => {
    expect(changeDifference(before, after)).toEqual({ amount, currency: "EUR" });
  });
});

describe("the booked extras priced again", () => {
  const cleaning = { id: "cleaning", name: "Cleaning", pricing: "perNight" as const, price: 1000, currency: "EUR" };
  it("keeps each offered extra with the quantity its line shows, and drops one no longer offered", () => {
    const lines = [
      { code: "extraService" as const, serviceId: "cleaning", amount: 6000 },
      { code: "extraService" as const, serviceId: "parking", amount: 4500 },
    ];
    expect(bookedExtrasOf(lines, [cleaning], { nights: 3, guests: 2 })).toEqual([{ ...cleaning, quantity: 2 }]);
  });
});

describe("a booking's own nights", () => {
  it("do not count against its new stay", () => {
    const facts = {
      bookedByNight: new Map([
        ["2027-03-10", 1],
        ["2027-03-11", 2],
      ]),
      closedNights: new Set<string>(),
      unitsByNight: new Map(),
    };
    expect([...withoutOwnNights(facts, ["2027-03-10", "2027-03-11"]).bookedByNight]).toEqual([
      ["2027-03-10", 0],
      ["2027-03-11", 1],
    ]);
  });
});
