import { describe, expect, it } from "vitest";
import { convertMoney } from "./convert-money";

// Units per euro, as in the ECB feed.
const rates = {
  USD: 1.1583,
  JPY: 178.42,
  GBP: 0.86915,
  CHF: 0.9347,
  HUF: 386.15,
  ISK: 146.3,
  KWD: 0.3551,
};

describe("convertMoney", () => {
  it.each([
    // [description, amount, from, to, expected minor units]
    ["EUR -> USD, exact", 10_000, "EUR", "USD", 11_583],
    ["EUR -> JPY, exact, to a zero-decimal currency", 10_000, "EUR", "JPY", 17_842],
    ["EUR -> JPY, rounded (22025.949 yen)", 12_345, "EUR", "JPY", 22_026],
    ["JPY -> EUR, back again", 17_842, "JPY", "EUR", 10_000],
    ["USD -> GBP, cross rate (7503.669 pence)", 10_000, "USD", "GBP", 7_504],
    ["GBP -> CHF, cross rate (107.5419 CHF for 100 GBP)", 10_000, "GBP", "CHF", 10_754],
    ["JPY -> ISK, zero-decimal to zero-decimal (819.97)", 1_000, "JPY", "ISK", 820],
    ["EUR -> HUF, ISO's two decimals (fillér)", 10_000, "EUR", "HUF", 3_861_500],
    ["EUR -> KWD, three decimals (fils)", 10_000, "EUR", "KWD", 35_510],
    ["zero stays zero", 0, "USD", "JPY", 0],
    ["negative amounts convert symmetrically", -10_000, "EUR", "USD", -11_583],
  ])("%s", (_, amount, from, to, expected) => {
    expect(convertMoney({ amount, currency: from }, to, rates)).toEqual({
      ok: true,
      money: { amount: expected, currency: to },
    });
  });

  describe("rounds ties half to even, exactly once", () => {
    // USD at 1.5 per euro: every odd cent lands on a half.
    it.each([
      [1, 2], // 1.5 -> 2
      [3, 4], // 4.5 -> 4
      [5, 8], // 7.5 -> 8
      [7, 10], // 10.5 -> 10
      [-1, -2], // -1.5 -> -2
      [-3, -4], // -4.5 -> -4
    ])("%i EUR cents -> %i USD cents", (amount, expected) => {
      expect(convertMoney({ amount, currency: "EUR" }, "USD", { USD: 1.5 })).toEqual({
        ok: true,
        money: { amount: expected, currency: "USD" },
      });
    });

    // A cross rate of 3/2 through the euro: the division by the source rate is exact too.
    it.each([
      [1, 2], // 1.5
      [3, 4], // 4.5
      [5, 8], // 7.5
    ])("cross rate: %i USD cents -> %i GBP pence", (amount, expected) => {
      expect(convertMoney({ amount, currency: "USD" }, "GBP", { USD: 2, GBP: 3 })).toEqual({
        ok: true,
        money: { amount: expected, currency: "GBP" },
      });
    });

    it("on decimal rates where binary floating point would be off", () => {
      // 300 * 1.115 is 334.49999999999994 in floating point; exactly it is 334.5 -> 334.
      expect(convertMoney({ amount: 300, currency: "EUR" }, "USD", { USD: 1.115 })).toMatchObject({
        money: { amount: 334 },
      });
      // 100 * 1.115 = 111.5 -> 112.
      expect(convertMoney({ amount: 100, currency: "EUR" }, "USD", { USD: 1.115 })).toMatchObject({
        money: { amount: 112 },
      });
      // To yen: 0.5 yen ties go to 0, 1.5 to 2 (EUR 1 cent at 50 and 150 yen per euro).
      expect(convertMoney({ amount: 1, currency: "EUR" }, "JPY", { JPY: 50 })).toMatchObject({ money: { amount: 0 } });
      expect(convertMoney({ amount: 1, currency: "EUR" }, "JPY", { JPY: 150 })).toMatchObject({ money: { amount: 2 } });
    });
  });

  it("returns the same money for the same currency, without needing rates", () => {
    expect(convertMoney({ amount: 1234, currency: "PLN" }, "PLN", {})).toEqual({
      ok: true,
      money: { amount: 1234, currency: "PLN" },
    });
  });

  it("treats the euro as 1 even when the rates do not list it", () => {
    expect(convertMoney({ amount: 100, currency: "USD" }, "EUR", { USD: 2 })).toMatchObject({ money: { amount: 50 } });
  });

  it.each([
    [
      "an unknown source currency",
      { amount: 1, currency: "ABC" },
      "EUR",
      rates,
      { code: "money.unknownCurrency", currency: "ABC" },
    ],
    [
      "an unknown target currency",
      { amount: 1, currency: "EUR" },
      "XYZ",
      rates,
      { code: "money.unknownCurrency", currency: "XYZ" },
    ],
    [
      "a missing target rate",
      { amount: 1, currency: "EUR" },
      "PLN",
      rates,
      { code: "money.missingRate", currency: "PLN" },
    ],
    [
      "a missing source rate",
      { amount: 1, currency: "SEK" },
      "USD",
      rates,
      { code: "money.missingRate", currency: "SEK" },
    ],
    ["a zero rate", { amount: 1, currency: "EUR" }, "USD", { USD: 0 }, { code: "money.invalidRate", currency: "USD" }],
    [
      "a negative rate",
      { amount: 1, currency: "USD" },
      "EUR",
      { USD: -1 },
      { code: "money.invalidRate", currency: "USD" },
    ],
    [
      "a NaN rate",
      { amount: 1, currency: "EUR" },
      "USD",
      { USD: Number.NaN },
      { code: "money.invalidRate", currency: "USD" },
    ],
    ["a fractional amount", { amount: 1.5, currency: "EUR" }, "USD", rates, { code: "money.invalidAmount" }],
    ["a result beyond safe integers", { amount: 9e15, currency: "EUR" }, "JPY", rates, { code: "money.invalidAmount" }],
  ])("gives a typed error for %s", (_, money, to, rateTable, error) => {
    expect(convertMoney(money, to, rateTable)).toEqual({ ok: false, error });
  });
});
