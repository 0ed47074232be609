import { describe, expect, it } from "vitest";
import type { RateOffer, StayPrice } from "../../../shared/ota/listing";
import type { StayCalendar } from "../../../shared/ota/stay-calendar";
import { offerPageAmounts } from "./offer-page-amounts";

const price = (overrides: Partial<StayPrice> = {}): StayPrice => ({
  currency: "EUR",
  nights: 3,
  accommodation: 30000,
  lines: [{ code: "cleaning", amount: 4000 }] as StayPrice["lines"],
  total: 34001,
  monthlyRateApplied: false,
  ...overrides,
});
const rate = (id: string, stay: StayPrice): RateOffer =>
  ({ ratePlan: { id, code: id, name: id, cancellationPolicy: {} }, price: stay }) as unknown as RateOffer;
const day = (date: string, free: boolean, amount: number) => ({
  date,
  free,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: 1,
  maxStay: 90,
  rate: amount,
});
const amountsOf = (list: { amount: number; currency: string }[]) => list.map((m) => `${m.amount} ${m.currency}`);

describe("offerPageAmounts", () => {
  const base = {
    rates: [],
    cheapest: null,
    baseNightly: { amount: 9000, currency: "EUR" },
    calendar: null,
    siblings: [],
  };

  it("lists a stay's total, its rate per night (half-even), accommodation and lines", () => {
    const offer = rate("flex", price());
    const exact = amountsOf(offerPageAmounts({ ...base, rates: [offer], cheapest: offer }).exact);
    expect(exact).toEqual(expect.arrayContaining(["9000 EUR", "34001 EUR", "11334 EUR", "30000 EUR", "4000 EUR"]));
  });

  it("lists a voucher's discount and the struck-through public total", () => {
    const offer = rate("flex", price({ total: 31001, voucher: { code: "WELCOME10", amount: 3000 } }));
    const exact = amountsOf(offerPageAmounts({ ...base, rates: [offer], cheapest: offer }).exact);
    expect(exact).toEqual(expect.arrayContaining(["3000 EUR", "34001 EUR", "31001 EUR"]));
  });

  it("lists a long stay's month rate, its months and the nights beyond", () => {
    const long = price({
      nights: 35,
      monthlyRateApplied: true,
      monthly: { perMonth: 150000, months: 1, extraNights: 5, extraNightsAmount: 25000 },
    });
    const exact = amountsOf(offerPageAmounts({ ...base, rates: [rate("month", long)] }).exact);
    expect(exact).toEqual(expect.arrayContaining(["150000 EUR", "25000 EUR"]));
  });

  it("lists every rate's prices in its own currency, and the other apartments' totals", () => {
    const exact = amountsOf(
      offerPageAmounts({
        ...base,
        rates: [rate("chf", price({ currency: "CHF", total: 50000 }))],
        siblings: [{ total: { amount: 77700, currency: "EUR" } }, { total: null }],
      }).exact,
    );
    expect(exact).toEqual(expect.arrayContaining(["50000 CHF", "77700 EUR"]));
  });

  it("lists the free days' rates of the month, exact and whole, and no rate of a day that is not free", () => {
    const calendar: StayCalendar = {
      apartmentTypeId: "a-1",
      currency: "EUR",
      maxStay: 90,
      days: [day("2026-12-01", true, 10050), day("2026-12-02", false, 20000)],
    };
    const amounts = offerPageAmounts({ ...base, calendar });
    expect(amountsOf(amounts.whole)).toEqual(["10050 EUR"]);
    expect(amountsOf(amounts.exact)).toContain("10050 EUR");
    expect(amountsOf(amounts.exact)).not.toContain("20000 EUR");
  });
});
