import { describe, expect, it } from "vitest";
import type { StayPrice } from "../ota/listing";
import type { VoucherDiscount } from "../ota/vouchers";
import { priceWithVoucher, publicTotalOf, voucherDiscountOf } from "./voucher-price";

describe("voucherDiscountOf (accommodation only, minor units)", () => {
  it.each<[string, number, VoucherDiscount, number]>([
    ["10 % of 400.00", 40_000, { kind: "percent", percent: 10 }, 4_000],
    ["15 % of 333.33 rounds to the nearest cent", 33_333, { kind: "percent", percent: 15 }, 5_000],
    ["a half cent rounds up", 50, { kind: "percent", percent: 5 }, 3],
    ["just below a half cent rounds down", 49, { kind: "percent", percent: 5 }, 2],
    ["100 % is the whole accommodation", 40_000, { kind: "percent", percent: 100 }, 40_000],
    ["an amount", 40_000, { kind: "amount", amount: 2_500, currency: "EUR" }, 2_500],
    [
      "an amount above the accommodation takes it to zero, never below",
      2_000,
      { kind: "amount", amount: 2_500, currency: "EUR" },
      2_000,
    ],
    ["nothing off nothing", 0, { kind: "percent", percent: 50 }, 0],
  ])("%s", (_case, accommodation, discount, expected) => {
    expect(voucherDiscountOf(accommodation, discount)).toBe(expected);
  });
});

describe("priceWithVoucher", () => {
  const price: StayPrice = {
    currency: "EUR",
    nights: 4,
    accommodation: 40_000,
    lines: [
      { code: "cleaning", amount: 6_000 },
      { code: "extraService", serviceId: "breakfast", amount: 3_000 },
    ],
    total: 49_000,
    monthlyRateApplied: false,
  };

  it("takes the discount off the total only, names it and keeps the public breakdown", () => {
    const discounted = priceWithVoucher(price, "SUMMER10", { kind: "percent", percent: 10 });
    expect(discounted).toEqual({ ...price, voucher: { code: "SUMMER10", amount: 4_000 }, total: 45_000 });
    expect(publicTotalOf(discounted)).toBe(49_000);
  });

  it("leaves fees and extras at their price however large the amount off", () => {
    const discounted = priceWithVoucher(price, "BIG", { kind: "amount", amount: 100_000, currency: "EUR" });
    expect(discounted.total).toBe(9_000);
    expect(discounted.lines).toEqual(price.lines);
  });

  it("a price without a voucher is its own public total", () => {
    expect(publicTotalOf(price)).toBe(49_000);
  });
});
