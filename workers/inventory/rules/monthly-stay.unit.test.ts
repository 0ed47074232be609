import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { monthlyAccommodation, wholeMonths } from "./monthly-stay";
import { priceStay } from "./pricing";
import { testRateCard } from "./test-support/rate-card";

const card = testRateCard;
const flat = (rate: number) => () => rate;

describe("wholeMonths (calendar months from arrival, dayjs clamping at month ends)", () => {
  it.each([
    { from: "2026-03-02", to: "2026-03-30", months: 0, why: "28 nights in March" },
    { from: "2026-03-02", to: "2026-04-01", months: 0, why: "30 nights, one short of a month" },
    { from: "2026-03-02", to: "2026-04-02", months: 1, why: "one month, 31 nights" },
    { from: "2026-04-02", to: "2026-05-02", months: 1, why: "one month, 30 nights" },
    { from: "2026-02-01", to: "2026-03-01", months: 1, why: "February, 28 nights" },
    { from: "2028-02-01", to: "2028-03-01", months: 1, why: "leap February, 29 nights" },
    { from: "2028-02-01", to: "2028-02-29", months: 0, why: "leap February, 28 nights short of a month" },
    { from: "2026-01-31", to: "2026-02-28", months: 1, why: "31 January + 1 month = 28 February" },
    { from: "2028-01-31", to: "2028-02-28", months: 0, why: "31 January + 1 month = 29 February in a leap year" },
    { from: "2028-01-31", to: "2028-02-29", months: 1, why: "leap year month end" },
    { from: "2026-01-31", to: "2026-03-31", months: 2, why: "counted from arrival: 31 March, not 28 March" },
    { from: "2026-01-31", to: "2026-03-30", months: 1, why: "a day short of two months" },
    { from: "2026-12-15", to: "2027-02-15", months: 2, why: "across the year end" },
    { from: "2026-03-02", to: "2026-05-31", months: 2, why: "90 nights" },
  ])("$why: $months", ({ from, to, months }) => {
    expect(wholeMonths(from, to)).toBe(months);
  });
});

describe("monthlyAccommodation", () => {
  it.each([
    { from: "2026-03-02", nights: 28, months: 0, extraNights: 28, total: 28 * 7_000 },
    { from: "2026-03-02", nights: 29, months: 0, extraNights: 29, total: 29 * 7_000 },
    { from: "2026-03-02", nights: 30, months: 0, extraNights: 30, total: 210_000 },
    { from: "2026-03-02", nights: 31, months: 1, extraNights: 0, total: 210_000 },
    { from: "2026-03-02", nights: 59, months: 1, extraNights: 28, total: 210_000 + 28 * 7_000 },
    { from: "2026-03-02", nights: 60, months: 1, extraNights: 29, total: 210_000 + 29 * 7_000 },
    { from: "2026-03-02", nights: 61, months: 2, extraNights: 0, total: 420_000 },
    { from: "2026-03-02", nights: 90, months: 2, extraNights: 29, total: 420_000 + 29 * 7_000 },
    { from: "2026-02-01", nights: 28, months: 1, extraNights: 0, total: 210_000 },
    { from: "2028-02-01", nights: 29, months: 1, extraNights: 0, total: 210_000 },
    { from: "2028-02-01", nights: 28, months: 0, extraNights: 28, total: 28 * 7_000 },
    { from: "2026-01-31", nights: 35, months: 1, extraNights: 7, total: 210_000 + 7 * 7_000 },
  ])("$nights nights from $from: $months months + $extraNights nights", ({ from, nights, ...expected }) => {
    const long = monthlyAccommodation(from, addDays(from, nights), 210_000, flat(10_000));
    expect(long.months).toBe(expected.months);
    expect(long.extraNights).toBe(expected.extraNights);
    expect(long.extraNightsAmount + long.months * 210_000).toBe(expected.total);
    expect(long.nightly).toHaveLength(nights);
    expect(long.nightly.reduce((a, b) => a + b, 0)).toBe(expected.total);
  });

  it.each([
    { nightRate: 5_000, each: 5_000, why: "the night's own rate when it is cheaper" },
    { nightRate: 7_000, each: 7_000, why: "equal rates" },
    { nightRate: 9_000, each: 7_000, why: "the monthly rate / 30 when it is cheaper" },
  ])("a night beyond whole months costs $why", ({ nightRate, each }) => {
    const long = monthlyAccommodation("2026-03-02", "2026-04-07", 210_000, flat(nightRate));
    expect(long.extraNights).toBe(5);
    expect(long.extraNightsAmount).toBe(5 * each);
  });

  it("spreads a month over its nights to the cent (first nights carry the rounding)", () => {
    const long = monthlyAccommodation("2026-04-02", "2026-05-02", 100_001, flat(10_000));
    // 100_001 over 30 nights: 3_333 each and 11 cents over, on the first 11 nights.
    expect(long.nightly[10]).toBe(3_334);
    expect(long.nightly[11]).toBe(3_333);
    expect(long.nightly.reduce((a, b) => a + b, 0)).toBe(100_001);
  });

  it.each(["2026-01-28", "2026-01-31", "2026-02-01", "2028-01-29", "2028-02-29", "2026-03-02", "2026-12-31"])(
    "never gets cheaper with one more night (from %s, 28 to 120 nights)",
    (from) => {
      let previous = 0;
      for (let nights = 28; nights <= 120; nights++) {
        const { nightly } = monthlyAccommodation(from, addDays(from, nights), 210_000, flat(9_000));
        const total = nightly.reduce((a, b) => a + b, 0);
        expect(total).toBeGreaterThanOrEqual(previous);
        previous = total;
      }
    },
  );
});

describe("priceStay for long stays", () => {
  it.each([
    { nights: 27, monthly: false },
    { nights: 28, monthly: true },
    { nights: 29, monthly: true },
    { nights: 31, monthly: true },
  ])("uses the monthly rate from 28 nights ($nights nights: $monthly)", ({ nights, monthly }) => {
    const { price } = priceStay(card, {
      from: "2026-03-02",
      to: addDays("2026-03-02", nights),
      guests: 1,
      planFactorBp: 10_000,
    });
    expect(price.monthlyRateApplied).toBe(monthly);
    expect(price.monthly !== undefined).toBe(monthly);
  });

  it("prices 35 nights: one month, 4 nights beyond, city tax on the accommodation, cleaning once", () => {
    const { price } = priceStay(card, { from: "2026-03-02", to: "2026-04-06", guests: 2, planFactorBp: 10_000 });
    expect(price.monthly).toEqual({ perMonth: 210_000, months: 1, extraNights: 4, extraNightsAmount: 28_000 });
    expect(price.accommodation).toBe(238_000);
    expect(price.lines).toEqual([
      { code: "cleaning", amount: 5_000 },
      { code: "cityTax", amount: 11_900 },
    ]);
    expect(price.total).toBe(254_900);
  });

  it("applies the rate plan factor to the monthly rate and compares nights beyond at the plan's rates", () => {
    const { price } = priceStay(
      { ...card, cleaningFee: 0, cityTax: { kind: "none" } },
      { from: "2026-03-02", to: "2026-04-04", guests: 1, planFactorBp: 9_000 },
    );
    expect(price.monthly).toEqual({ perMonth: 189_000, months: 1, extraNights: 2, extraNightsAmount: 12_600 });
    expect(price.total).toBe(201_600);
  });

  it("takes the nightly rate for nights beyond whole months when it is lower (low nightly rate)", () => {
    const cheapNights = { ...card, baseNightly: 5_000, cleaningFee: 0, cityTax: { kind: "none" } as const };
    // 2 April 2026 is a Thursday: Thu 5_000, Fri 6_000, Sat 6_000, Sun 5_000, all below 7_000.
    const { price } = priceStay(cheapNights, { from: "2026-03-02", to: "2026-04-06", guests: 1, planFactorBp: 10_000 });
    expect(price.monthly?.extraNightsAmount).toBe(22_000);
  });

  it.each([
    {
      tax: { kind: "perPersonPerNight", amount: 300 } as const,
      guests: 2,
      amount: 300 * 2 * 35,
    },
    { tax: { kind: "perPersonPerNight", amount: 500, maxNights: 21 } as const, guests: 1, amount: 500 * 21 },
    { tax: { kind: "percent", basisPoints: 750, maxNights: 7 } as const, guests: 1, amount: 3_570 }, // 7/35 of 238_000 at 7.5 %
  ])("charges city tax over a long stay ($tax.kind)", ({ tax, guests, amount }) => {
    const { price } = priceStay(
      { ...card, cleaningFee: 0, cityTax: tax },
      { from: "2026-03-02", to: "2026-04-06", guests, planFactorBp: 10_000 },
    );
    expect(price.lines).toEqual([{ code: "cityTax", amount }]);
  });

  it.each([
    { currency: "EUR", monthlyRate: 210_000, planFactorBp: 8_800, perMonth: 184_800, extra: 4 * 6_160 },
    { currency: "JPY", monthlyRate: 300_000, planFactorBp: 8_500, perMonth: 255_000, extra: 4 * 8_500 },
    { currency: "CHF", monthlyRate: 333_335, planFactorBp: 10_000, perMonth: 333_335, extra: 4 * 11_111 },
  ])("keeps whole minor units in $currency", ({ currency, monthlyRate, planFactorBp, perMonth, extra }) => {
    const { price } = priceStay(
      { ...card, currency, monthlyRate, baseNightly: 50_000, cleaningFee: 0, cityTax: { kind: "none" } },
      { from: "2026-03-02", to: "2026-04-06", guests: 1, planFactorBp },
    );
    expect(price.currency).toBe(currency);
    expect(price.monthly?.perMonth).toBe(perMonth);
    expect(price.accommodation).toBe(perMonth + extra);
    expect(Number.isInteger(price.total)).toBe(true);
  });
});
