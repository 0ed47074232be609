import type { ToDisplayMinor } from "../../../shared/search/display-amount";
import { convertMoney } from "./convert-money";
import { formatMoney, type Money } from "./money";

/** Reference rates as the page gets them: units per `base` currency. */
export type DisplayRates = { base: string; rates: Record<string, number> } | null;

export type DisplayMoney = {
  convert: (money: Money) => Money;
  toDisplayMinor: ToDisplayMinor;
  format: (money: Money) => string;
  /** Rounded to whole units, for narrow places such as calendar cells. */
  formatWhole: (money: Money) => string;
};

/**
 * Converts and formats prices into the visitor's currency. Without rates (or a rate) a price stays
 * in its own currency, so a price is always shown. The loader and the browser use the same one.
 */
export function displayMoney(currency: string, rates: DisplayRates, locale: string): DisplayMoney {
  const table = rates ? { [rates.base]: 1, ...rates.rates } : {};
  const convert = (money: Money): Money => {
    if (money.currency === currency) return money;
    const result = convertMoney(money, currency, table);
    return result.ok ? result.money : money;
  };
  return {
    convert,
    toDisplayMinor: (amount, from) => convert({ amount, currency: from }).amount,
    format: (money) => formatMoney(convert(money), locale, {}),
    formatWhole: (money) => formatMoney(convert(money), locale, { wholeUnits: true }),
  };
}
