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
