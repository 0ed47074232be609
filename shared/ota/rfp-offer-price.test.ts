import { describe, expect, it } from "vitest";
import type { CancellationPolicy, RatePlan, StayPrice } from "./listing";
import {
  type OfferForStay,
  offeredLongStay,
  offeredMonthly,
  offeredRate,
  offeredStayPrice,
  ratesAtOffer,
} from "./rfp-offer-price";

describe("offered rate", () => {
  it.each([
    [70_000, 7, "night", 10_000],
    [100_001, 2, "night", 50_000],
    [100_003, 2, "night", 50_002],
    [300_000, 30, "month", 300_000],
    [620_000, 62, "month", 300_000],
    [150_000, 14, "month", 321_429],
  ] as const)("%i over %i nights per %s = %i", (total, nights, per, amount) => {
    expect(offeredRate(total, nights, per)).toEqual({ amount, per });
  });
});

describe("an offered total split per month (long stays)", () => {
  it.each([
    { why: "27 nights: not a long stay", total: 270_000, from: "2027-03-01", to: "2027-03-28", split: null },
    {
      why: "one calendar month exactly (February, 28 nights)",
      total: 250_000,
      from: "2027-02-01",
      to: "2027-03-01",
      split: { months: 1, perMonth: 250_000, extraNights: 0, extraNightsAmount: 0 },
    },
    {
      why: "28 nights inside a 31-day month: no whole month, all nights beyond",
      total: 280_000,
      from: "2027-01-01",
      to: "2027-01-29",
      split: { months: 0, perMonth: 300_000, extraNights: 28, extraNightsAmount: 280_000 },
    },
    {
      why: "two months and 10 nights",
      total: 700_000,
      from: "2027-01-15",
      to: "2027-03-25",
      split: { months: 2, perMonth: 300_000, extraNights: 10, extraNightsAmount: 100_000 },
    },
    {
      why: "31 January + 1 month = end of February",
      total: 310_000,
      from: "2027-01-31",
      to: "2027-03-03",
      split: { months: 1, perMonth: 281_818, extraNights: 3, extraNightsAmount: 28_182 },
    },
    {
      why: "rounding: the nights beyond carry the rest",
      total: 100_000,
      from: "2027-04-01",
      to: "2027-05-08",
      split: { months: 1, perMonth: 81_081, extraNights: 7, extraNightsAmount: 18_919 },
    },
  ])("$why", ({ total, from, to, split }) => {
    const monthly = offeredMonthly(total, from, to);
    expect(monthly).toEqual(split);
    if (monthly && monthly.extraNights > 0)
      expect(monthly.months * monthly.perMonth + monthly.extraNightsAmount).toBe(total);
  });
});

const publicPrice: StayPrice = {
  currency: "EUR",
  nights: 7,
  accommodation: 140_000,
  lines: [
    { code: "cleaning", amount: 8_000 },
    { code: "cityTax", amount: 7_000 },
    { code: "extraService", serviceId: "parking", amount: 3_500 },
  ],
  total: 158_500,
  monthlyRateApplied: false,
};

describe("an offer's long-stay view keeps the operator's choice of rate", () => {
  const price = { amount: 900_000, currency: "EUR" };
  it.each([
    { why: "45 nights shown per month", per: "month", to: "2027-04-15", monthly: true },
    { why: "45 nights shown per night", per: "night", to: "2027-04-15", monthly: false },
    { why: "27 nights shown per month", per: "month", to: "2027-03-28", monthly: false },
    { why: "28 nights shown per night", per: "night", to: "2027-03-29", monthly: false },
  ] as const)("$why", ({ per, to, monthly }) => {
    const view = offeredLongStay({ price, from: "2027-03-01", to, rate: { per } });
    expect(view !== null).toBe(monthly);
  });
});

describe("stay price at the offered total", () => {
  it("takes the offered total as accommodation and keeps only the extras", () => {
    expect(offeredStayPrice({ amount: 100_000, currency: "EUR" }, publicPrice)).toEqual({
      currency: "EUR",
      nights: 7,
      accommodation: 100_000,
      lines: [{ code: "extraService", serviceId: "parking", amount: 3_500 }],
      total: 103_500,
      monthlyRateApplied: false,
    });
  });

  it("takes the offer's currency when there are no extras", () => {
    const noExtras = { ...publicPrice, lines: publicPrice.lines.filter((l) => l.code !== "extraService") };
    expect(offeredStayPrice({ amount: 90_000, currency: "CHF" }, noExtras)).toMatchObject({
      currency: "CHF",
      total: 90_000,
      lines: [],
    });
  });

  it("refuses extras in another currency than the offer", () => {
    expect(offeredStayPrice({ amount: 90_000, currency: "CHF" }, publicPrice)).toBeNull();
  });
});

describe("rates at an enquiry's offer", () => {
  const stay = { from: "2030-03-01", to: "2030-03-08" };
  const plan = (id: string, percent: number): RatePlan => ({
    id,
    code: id.toUpperCase(),
    name: id,
    cancellationPolicy: { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent } },
  });
  const rates = [
    { id: "saver", ratePlan: plan("saver", 100), price: { ...publicPrice, accommodation: 120_000, total: 138_500 } },
    { id: "flex", ratePlan: plan("flex", 20), price: publicPrice },
  ];
  const terms: CancellationPolicy = { freeUntilDaysBeforeArrival: 21, fee: { kind: "percentOfStay", percent: 40 } };
  const offer = (changes: Partial<OfferForStay> = {}): OfferForStay => ({
    status: "BOOKABLE",
    ...stay,
    price: { amount: 100_000, currency: "EUR" },
    cancellationPolicy: terms,
    rateName: "Your offer",
    ...changes,
  });
  it.each<[string, OfferForStay | null, number[]]>([
    ["no offer: the public rates", null, [138_500, 158_500]],
    ["a bookable offer for this stay: one rate at the offered total plus extras", offer(), [103_500]],
    ["an offer not sent yet (OPEN)", offer({ status: "OPEN" }), [138_500, 158_500]],
    ["an offer lost or booked", offer({ status: "LOST" }), [138_500, 158_500]],
    ["an offer for other dates", offer({ from: "2030-03-02" }), [138_500, 158_500]],
    [
      "an offer in another currency than the extras: no rate to sell",
      offer({ price: { amount: 90_000, currency: "CHF" } }),
      [],
    ],
  ])("%s", (_case, given, totals) => {
    expect(ratesAtOffer(rates, given, stay).map((rate) => rate.price.total)).toEqual(totals);
  });

  it("sells the offer with the operator's cancellation terms and name, never a public plan's", () => {
    const [rate, ...more] = ratesAtOffer(rates, offer(), stay);
    expect(more).toEqual([]);
    expect(rate?.ratePlan).toEqual({ id: "saver", code: "SAVER", name: "Your offer", cancellationPolicy: terms });
    expect(rate?.id).toBe("saver");
  });
});
