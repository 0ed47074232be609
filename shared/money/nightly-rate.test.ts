import { describe, expect, it } from "vitest";
import { divideHalfEven, nightlyRate, nightsForRate } from "./nightly-rate";

describe("nightlyRate (spec: total divided by nights, minimum 1 night)", () => {
  it.each([
    // total (minor units), nights, per night
    [103_558, 7, 14_794], // the stay: €1,035.58 for 7 nights is €147.94 a night, fees included
    [10_000, 1, 10_000],
    [10_000, 3, 3_333],
    [10_001, 2, 5_000], // 5000.5 rounds half-even down to the even cent
    [10_003, 2, 5_002], // 5001.5 rounds half-even up to the even cent
    [0, 5, 0],
    [10_000, 0, 10_000], // a same-day stay counts as one night
    [10_000, -2, 10_000],
    [10_000, 2.7, 5_000], // whole nights only
    [10_000, Number.NaN, 10_000],
    [10_000, null, 10_000],
    [10_000, undefined, 10_000],
  ])("%i over %s nights = %i", (total, nights, expected) => {
    expect(nightlyRate(total, nights)).toBe(expected);
  });

  it("never divides by less than one night", () => {
    expect(nightsForRate(0)).toBe(1);
    expect(nightsForRate(365)).toBe(365);
  });

  it.each([
    [10, 4, 2],
    [14, 4, 4],
    [15, 2, 8],
    [9, 3, 3],
  ])("divideHalfEven(%i, %i) = %i", (amount, divisor, expected) => {
    expect(divideHalfEven(amount, divisor)).toBe(expected);
  });
});
