import { describe, expect, it } from "vitest";
import { ExchangeRatesSchema, ratesWithBase } from "./exchange-rates";
import { displayMoney, loadingExchangeState, pageExchange, settledExchangeState, withCurrency } from "./exchange-state";

const rates = { base: "EUR" as const, date: "2026-11-20", rates: { USD: 1.1583, CHF: 0.9347 } };

describe("exchange state", () => {
  it("starts loading with no rates", () => {
    expect(loadingExchangeState("EUR")).toEqual({ currency: "EUR", rates: {}, isError: false, isLoading: true });
  });

  it("settles with rates or with the error flag", () => {
    expect(settledExchangeState("USD", rates)).toEqual({
      currency: "USD",
      rates: { USD: 1.1583, CHF: 0.9347 },
      isError: false,
      isLoading: false,
    });
    expect(settledExchangeState("USD", undefined)).toEqual({
      currency: "USD",
      rates: {},
      isError: true,
      isLoading: false,
    });
  });

  it("switches the display currency and keeps the rates", () => {
    const state = withCurrency(settledExchangeState("EUR", rates), "CHF");
    expect(state).toMatchObject({ currency: "CHF", rates: { USD: 1.1583 } });
  });
});

describe("displayMoney", () => {
  const price = { amount: 10_000, currency: "EUR" };

  it.each([
    ["converts with loaded rates", settledExchangeState("USD", rates), { amount: 11_583, currency: "USD" }, true],
    ["keeps money already in the display currency", settledExchangeState("EUR", rates), price, false],
    ["keeps the original while loading", loadingExchangeState("USD"), price, false],
    ["keeps the original after an error", settledExchangeState("USD", undefined), price, false],
    ["keeps the original when a rate is missing", settledExchangeState("PLN", rates), price, false],
  ])("%s", (_, state, money, converted) => {
    expect(displayMoney(price, state)).toEqual({ money, converted });
  });
});

describe("ExchangeRatesSchema", () => {
  it("accepts ECB rates and adds the base on request", () => {
    expect(ExchangeRatesSchema.parse(rates)).toEqual(rates);
    expect(ratesWithBase(rates)).toEqual({ EUR: 1, USD: 1.1583, CHF: 0.9347 });
  });

  it.each([
    { ...rates, base: "USD" },
    { ...rates, date: "20.11.2026" },
    { ...rates, rates: { usd: 1 } },
    { ...rates, rates: { USD: 0 } },
    { ...rates, rates: { USD: "1.1" } },
  ])("rejects %j", (value) => {
    expect(ExchangeRatesSchema.safeParse(value).success).toBe(false);
  });
});

describe("pageExchange: convert, or keep the booking currency and say so", () => {
  const TODAY = "2026-11-25";
  const fresh = { base: "EUR", date: "2026-11-24", rates: { GBP: 0.85, USD: 1.1 }, source: "kv" as const };

  it.each([
    ["fresh rates convert", fresh, "GBP", ["EUR"], { currency: "GBP", notice: null }],
    ["no conversion needed", null, "EUR", ["EUR"], { currency: "EUR", notice: null }],
    [
      "no rates",
      null,
      "GBP",
      ["EUR"],
      { currency: "EUR", notice: { problem: "noRates", wanted: "GBP", shownIn: "EUR" } },
    ],
    [
      "stale rates",
      { ...fresh, date: "2026-11-01" },
      "USD",
      ["EUR"],
      { currency: "EUR", notice: { problem: "stale", wanted: "USD", shownIn: "EUR" } },
    ],
    [
      "the snapshot is the offline default, not stale",
      { ...fresh, date: "2026-01-01", source: "snapshot" as const },
      "USD",
      ["EUR"],
      { currency: "USD", notice: null },
    ],
    [
      "wanted currency missing in the rates",
      fresh,
      "CHF",
      ["EUR"],
      { currency: "EUR", notice: { problem: "missingCurrency", wanted: "CHF", shownIn: "EUR" } },
    ],
    [
      "a price currency missing in the rates",
      fresh,
      "EUR",
      ["EUR", "SEK"],
      { currency: "EUR", notice: { problem: "missingCurrency", wanted: "EUR", shownIn: "EUR, SEK" } },
    ],
    [
      "unreadable rate date counts as stale",
      { ...fresh, date: "soon" },
      "GBP",
      ["EUR"],
      { currency: "EUR", notice: { problem: "stale", wanted: "GBP", shownIn: "EUR" } },
    ],
  ] as const)("%s", (_name, rates, wanted, from, expected) => {
    const result = pageExchange(rates, wanted, from, "EUR", TODAY);
    expect(result).toMatchObject(expected);
    if (expected.notice) expect(result.rates).toBeNull();
  });
});
