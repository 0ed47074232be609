import { describe, expect, it } from "vitest";
import { currencyExponent, isKnownCurrency } from "./currencies";
import {
  formatMoney,
  moneyFromDecimal,
  parseDecimal,
  toDecimalString,
  toPriceObject,
  UnknownCurrencyError,
} from "./money";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("currencies", () => {
  it.each([
    ["EUR", 2],
    ["USD", 2],
    ["JPY", 0],
    ["ISK", 0],
    ["KRW", 0],
    ["HUF", 2],
    ["KWD", 3],
  ])("%s has %i minor digits", (code, digits) => {
    expect(currencyExponent(code)).toBe(digits);
  });

  it("knows ISO codes only", () => {
    expect(isKnownCurrency("CHF")).toBe(true);
    expect(isKnownCurrency("chf")).toBe(false);
    expect(currencyExponent("ABC")).toBeUndefined();
  });
});

describe("toPriceObject", () => {
  it.each([
    [
      { amount: 123_450, currency: "EUR" },
      { amount: 1234.5, currency: "EUR", displayValue: "EUR 1234.50" },
    ],
    [
      { amount: 99, currency: "USD" },
      { amount: 0.99, currency: "USD", displayValue: "USD 0.99" },
    ],
    [
      { amount: 0, currency: "CHF" },
      { amount: 0, currency: "CHF", displayValue: "CHF 0.00" },
    ],
    [
      { amount: -1230, currency: "EUR" },
      { amount: -12.3, currency: "EUR", displayValue: "EUR -12.30" },
    ],
    [
      { amount: 5000, currency: "JPY" },
      { amount: 5000, currency: "JPY", displayValue: "JPY 5000.00" },
    ],
    [
      { amount: 3_861_500, currency: "HUF" },
      { amount: 38_615, currency: "HUF", displayValue: "HUF 38615.00" },
    ],
    [
      { amount: 1_234_567, currency: "KWD" },
      { amount: 1234.567, currency: "KWD", displayValue: "KWD 1234.57" },
    ],
    // Three decimals to two round half-even: .565 -> .56, .575 -> .58.
    [
      { amount: 1_234_565, currency: "KWD" },
      { amount: 1234.565, currency: "KWD", displayValue: "KWD 1234.56" },
    ],
    [
      { amount: 1_234_575, currency: "KWD" },
      { amount: 1234.575, currency: "KWD", displayValue: "KWD 1234.58" },
    ],
    [
      { amount: 900_719_925_474_099, currency: "EUR" },
      { amount: 9_007_199_254_740.99, currency: "EUR", displayValue: "EUR 9007199254740.99" },
    ],
  ])("%j -> %j", (money, expected) => {
    expect(toPriceObject(money)).toEqual(expected);
  });

  it("throws a typed error for an unknown currency", () => {
    expect(() => toPriceObject({ amount: 1, currency: "ABC" })).toThrow(UnknownCurrencyError);
  });

  it("rejects a fractional amount", () => {
    expect(() => toPriceObject({ amount: 1.5, currency: "EUR" })).toThrow(RangeError);
  });
});

describe("toDecimalString", () => {
  it.each([
    [{ amount: 5, currency: "EUR" }, "0.05"],
    [{ amount: 5, currency: "JPY" }, "5"],
    [{ amount: -5, currency: "EUR" }, "-0.05"],
    [{ amount: 1005, currency: "KWD" }, "1.005"],
  ])("%j -> %s", (money, expected) => {
    expect(toDecimalString(money)).toBe(expected);
  });
});

describe("formatMoney", () => {
  it.each([
    [{ amount: 123_450, currency: "EUR" }, "de-DE", "1.234,50 €"],
    [{ amount: 123_450, currency: "EUR" }, "en-GB", "€1,234.50"],
    [{ amount: 5000, currency: "JPY" }, "en-US", "¥5,000"],
    [{ amount: 5000, currency: "JPY" }, "de", "5.000 ¥"],
    [{ amount: 199, currency: "CHF" }, "de-CH", "CHF 1.99"],
    [{ amount: -1230, currency: "USD" }, "en-US", "-$12.30"],
  ])("%j in %s -> %s", (money, locale, expected) => {
    expect(nbsp(formatMoney(money, locale))).toBe(expected);
  });

  it("shows the currency code on request", () => {
    expect(nbsp(formatMoney({ amount: 123_450, currency: "EUR" }, "en-GB", { currencyDisplay: "code" }))).toBe(
      "EUR 1,234.50",
    );
  });

  it("formats amounts beyond float precision exactly", () => {
    expect(nbsp(formatMoney({ amount: 900_719_925_474_099, currency: "EUR" }, "en-GB"))).toBe("€9,007,199,254,740.99");
  });
});

describe("moneyFromDecimal", () => {
  it.each([
    ["1234.5", "EUR", 123_450],
    [1234.5, "EUR", 123_450],
    ["0.125", "USD", 12], // half to even
    ["0.135", "USD", 14],
    [1234.565, "EUR", 123_456],
    ["12.5", "JPY", 12],
    ["13.5", "JPY", 14],
    ["-0.5", "JPY", 0],
    ["7", "KWD", 7000],
  ])("%j %s -> %i", (value, currency, amount) => {
    expect(moneyFromDecimal(value, currency)).toEqual({ amount, currency });
  });

  it.each([
    ["abc", "EUR"],
    ["1,5", "EUR"],
    ["", "EUR"],
    [Number.NaN, "EUR"],
    ["1", "ABC"],
    [1e21, "EUR"],
  ])("rejects %j %s", (value, currency) => {
    expect(moneyFromDecimal(value, currency)).toBeUndefined();
  });
});

describe("parseDecimal", () => {
  it.each([
    ["1.0812", { amount: 10_812n, scale: 4n }],
    ["146.3", { amount: 1463n, scale: 1n }],
    ["7", { amount: 7n, scale: 0n }],
    ["1e-7", { amount: 1n, scale: 7n }],
    ["2.5e3", { amount: 2500n, scale: 0n }],
    ["-0.05", { amount: -5n, scale: 2n }],
  ])("%s", (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected);
  });

  it.each(["", ".5", "1.", "1,5", "0x10", "1e99", "abc"])("rejects %j", (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});
