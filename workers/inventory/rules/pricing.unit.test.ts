import { describe, expect, it } from "vitest";
import { divRoundHalfEven } from "./money";
import { type CityTax, cityTaxAmount, nightlyRate, priceStay } from "./pricing";
import { testRateCard } from "./test-support/rate-card";

const card = testRateCard;

describe("divRoundHalfEven", () => {
  it.each([
    [10, 4, 2], // 2.5 -> 2
    [14, 4, 4], // 3.5 -> 4
    [7, 2, 4], // 3.5 -> 4
    [5, 2, 2], // 2.5 -> 2
    [11, 3, 4], // 3.67 -> 4
    [-10, 4, -2],
    [0, 7, 0],
  ])("%i / %i = %i", (n, d, q) => {
    expect(divRoundHalfEven(n, d)).toBe(q);
  });
});

describe("nightlyRate", () => {
  it.each([
    { date: "2026-03-02", rate: 10_000, why: "Monday" },
    { date: "2026-03-06", rate: 12_000, why: "Friday" },
    { date: "2026-03-07", rate: 12_000, why: "Saturday" },
    { date: "2026-03-08", rate: 10_000, why: "Sunday" },
    { date: "2026-07-06", rate: 15_000, why: "Monday in high season" },
    { date: "2026-07-10", rate: 18_000, why: "Friday in high season" },
  ])("$why", ({ date, rate }) => {
    expect(nightlyRate(card, date)).toBe(rate);
  });
});

describe("cityTaxAmount", () => {
  it.each<{ tax: CityTax; acc: number; nights: number; guests: number; amount: number }>([
    { tax: { kind: "none" }, acc: 50_000, nights: 5, guests: 2, amount: 0 },
    { tax: { kind: "percent", basisPoints: 750 }, acc: 50_000, nights: 5, guests: 2, amount: 3_750 },
    { tax: { kind: "percent", basisPoints: 1000, maxNights: 2 }, acc: 50_000, nights: 5, guests: 2, amount: 2_000 },
    { tax: { kind: "perPersonPerNight", amount: 300 }, acc: 50_000, nights: 5, guests: 2, amount: 3_000 },
    { tax: { kind: "perPersonPerNight", amount: 300, maxNights: 3 }, acc: 50_000, nights: 5, guests: 2, amount: 1_800 },
  ])("$tax.kind over $nights nights", ({ tax, acc, nights, guests, amount }) => {
    expect(cityTaxAmount(tax, acc, nights, guests)).toBe(amount);
  });
});

describe("priceStay", () => {
  it("sums nightly rates, cleaning and city tax (Mon-Sun, weekend nights dearer)", () => {
    const { price, nightly } = priceStay(card, {
      from: "2026-03-02",
      to: "2026-03-09",
      guests: 2,
      planFactorBp: 10_000,
    });
    expect(nightly).toEqual([10_000, 10_000, 10_000, 10_000, 12_000, 12_000, 10_000]);
    expect(price.accommodation).toBe(74_000);
    expect(price.lines).toEqual([
      { code: "cleaning", amount: 5_000 },
      { code: "cityTax", amount: 3_700 },
    ]);
    expect(price.total).toBe(82_700);
    expect(price.monthlyRateApplied).toBe(false);
  });

  it("applies the rate plan factor per night", () => {
    const { nightly } = priceStay(card, { from: "2026-03-02", to: "2026-03-04", guests: 1, planFactorBp: 9_000 });
    expect(nightly).toEqual([9_000, 9_000]);
  });

  it.each([
    { pricing: "once" as const, to: "2026-03-05", amount: 2_500, accommodation: 30_000 },
    { pricing: "perNight" as const, to: "2026-03-05", amount: 2_500 * 3, accommodation: 30_000 },
    { pricing: "perPerson" as const, to: "2026-03-05", amount: 2_500 * 2, accommodation: 30_000 },
    { pricing: "perPersonPerNight" as const, to: "2026-03-05", amount: 2_500 * 2 * 3, accommodation: 30_000 },
    // A long stay (35 nights: one month and 4 nights at 7_000): extras still per night over all nights.
    { pricing: "perNight" as const, to: "2026-04-06", amount: 2_500 * 35, accommodation: 238_000 },
  ])("prices an extra service $pricing until $to", ({ pricing, to, amount, accommodation }) => {
    const { price } = priceStay(
      { ...card, cleaningFee: 0, cityTax: { kind: "none" } },
      { from: "2026-03-02", to, guests: 2, planFactorBp: 10_000, extras: [{ id: "x", price: 2_500, pricing }] },
    );
    expect(price.lines).toEqual([{ code: "extraService", serviceId: "x", amount }]);
    expect(price.total).toBe(accommodation + amount);
  });
});
