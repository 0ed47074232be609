import type { DineroCurrency } from "dinero.js";
import * as iso4217 from "dinero.js/bigint/currencies";

/**
 * ISO 4217 currencies as dinero.js defines them (bigint amounts). The exponent is the number of
 * minor-unit digits: 2 for EUR (cents), 0 for JPY, ISK and KRW. HUF keeps ISO's 2 (fillér) even
 * though cash has none; prices in HUF are therefore stored in hundredths of a forint.
 */
export type Currency = DineroCurrency<bigint>;

const BY_CODE: ReadonlyMap<string, Currency> = new Map(
  Object.values(iso4217 as Record<string, Currency>).map((currency) => [currency.code, currency]),
);

export const BASE_CURRENCY = "EUR";

export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code);
}

export function isKnownCurrency(code: string): boolean {
  return BY_CODE.has(code);
}

/** Minor-unit digits of a currency, or undefined for an unknown code. */
export function currencyExponent(code: string): number | undefined {
  const currency = BY_CODE.get(code);
  return currency === undefined ? undefined : Number(currency.exponent);
}
