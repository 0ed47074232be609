import { describe, expect, it } from "vitest";
import type { StayPrice } from "./listing";
import { offeredRate, offeredStayPrice } from "./rfp-offer-price";

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
