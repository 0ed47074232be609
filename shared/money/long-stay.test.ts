import { describe, expect, it } from "vitest";
import { isLongStay, monthlyLines, monthlyPriceOf } from "./long-stay";

const monthly = (months: number, extraNights: number, extraNightsAmount: number) => ({
  monthlyRateApplied: true,
  monthly: { perMonth: 210_000, months, extraNights, extraNightsAmount },
});

describe("isLongStay", () => {
  it.each([
    [1, false],
    [27, false],
    [28, true],
    [90, true],
  ])("%i nights: %s", (nights, long) => {
    expect(isLongStay(nights)).toBe(long);
  });
});

describe("monthlyLines", () => {
  it.each([
    { why: "a short stay", price: { monthlyRateApplied: false }, lines: [] },
    { why: "a monthly price without its breakdown", price: { monthlyRateApplied: true }, lines: [] },
    {
      why: "28 nights in March: nights only",
      price: monthly(0, 28, 196_000),
      lines: [{ key: "longStay.extraNights", count: 28, amount: 196_000 }],
    },
    {
      why: "two whole months",
      price: monthly(2, 0, 0),
      lines: [{ key: "longStay.months", count: 2, perMonth: 210_000, amount: 420_000 }],
    },
    {
      why: "one month and four nights",
      price: monthly(1, 4, 28_000),
      lines: [
        { key: "longStay.months", count: 1, perMonth: 210_000, amount: 210_000 },
        { key: "longStay.extraNights", count: 4, amount: 28_000 },
      ],
    },
  ])("$why", ({ price, lines }) => {
    expect(monthlyLines(price)).toEqual(lines);
    expect(monthlyPriceOf(price) !== null).toBe(lines.length > 0);
  });
});
