import { convertMoney } from "./convert-money";
import type { ExchangeRates } from "./exchange-rates";
import type { Money } from "./money";

/**
 * The spec's exchange state: the currency prices are shown in, the rates (units per euro) and
 * whether they are still loading or failed to load.
 */
export type ExchangeState = {
  currency: string;
  rates: Record<string, number>;
  isError: boolean;
  isLoading: boolean;
};

/** Before the rates arrive. */
export function loadingExchangeState(currency: string): ExchangeState {
  return { currency, rates: {}, isError: false, isLoading: true };
}

/** After a rates call: loaded rates, or the error flag with no rates. */
export function settledExchangeState(currency: string, rates: ExchangeRates | undefined): ExchangeState {
  return rates
    ? { currency, rates: { ...rates.rates }, isError: false, isLoading: false }
    : { currency, rates: {}, isError: true, isLoading: false };
}

/** Another display currency, keeping the rates. */
export function withCurrency(state: ExchangeState, currency: string): ExchangeState {
  return { ...state, currency };
}

/**
 * Money in the state's display currency. Falls back to the original money (converted: false)
 * while rates load, after they failed, or when a rate is missing, so a price is always shown.
 */
export function displayMoney(money: Money, state: ExchangeState): { money: Money; converted: boolean } {
  if (money.currency === state.currency) return { money, converted: false };
  if (state.isLoading || state.isError) return { money, converted: false };
  const result = convertMoney(money, state.currency, state.rates);
  return result.ok ? { money: result.money, converted: true } : { money, converted: false };
}

/** Rates older than this (by their reference date) are not used for conversion. */
export const MAX_RATES_AGE_DAYS = 10;

/** Why prices are not converted: no rates, rates too old, or a currency the rates do not list. */
export type ConversionProblem = "noRates" | "stale" | "missingCurrency";

/** The rates as the page gets them: units per `base`, their reference date and where they came from. */
export type PageRates = {
  base: string;
  date: string;
  rates: Record<string, number>;
  /** "snapshot": the committed offline default (see the decision record 0016), never judged stale. */
  source?: "kv" | "snapshot";
};

/** What a page shows prices in: converted into the wanted currency, or left in the booking currency with a notice. */
export type PageExchange = {
  /** The currency prices are shown in. */
  currency: string;
  rates: { base: string; rates: Record<string, number> } | null;
  notice: { problem: ConversionProblem; wanted: string; shownIn: string } | null;
};

const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/** Why `rates` cannot convert `from` currencies into `wanted` on `today`, or null when they can. */
export function conversionProblem(
  rates: PageRates | null,
  wanted: string,
  from: readonly string[],
  today: string,
): ConversionProblem | null {
  const needed = [...new Set(from)].filter((currency) => currency !== wanted);
  if (needed.length === 0) return null;
  if (!rates) return "noRates";
  if (rates.source !== "snapshot" && !(dayOf(today) - dayOf(rates.date) <= MAX_RATES_AGE_DAYS)) return "stale";
  const known = (currency: string) => currency === rates.base || (rates.rates[currency] ?? 0) > 0;
  return known(wanted) && needed.every(known) ? null : "missingCurrency";
}

/**
 * The conversion-or-fallback rule: prices are converted into the wanted currency only with usable
 * rates; otherwise they stay in the booking currency (`bookingCurrency`, the currency the prices
 * come in) and the page says so. Never a conversion with a missing or stale rate.
 */
export function pageExchange(
  rates: PageRates | null,
  wanted: string,
  priceCurrencies: readonly string[],
  bookingCurrency: string,
  today: string,
): PageExchange {
  const problem = conversionProblem(rates, wanted, priceCurrencies.length ? priceCurrencies : [bookingCurrency], today);
  if (!problem)
    return { currency: wanted, rates: rates ? { base: rates.base, rates: rates.rates } : null, notice: null };
  const shownIn = [...new Set(priceCurrencies)].sort().join(", ") || bookingCurrency;
  return { currency: bookingCurrency, rates: null, notice: { problem, wanted, shownIn } };
}
