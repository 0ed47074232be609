import { useMemo } from "react";
import { convertMoney } from "~/domain/money/convert-money";
import { formatMoney, type Money } from "~/domain/money/money";
import type { ToDisplayMinor } from "~/domain/search";
import type { Language } from "~/domain/tenancy/languages";
import { intlLocale } from "~/i18n/intl-locale";

export type DisplayRates = { base: string; rates: Record<string, number> } | null;

/**
 * Converts and formats listing prices into the visitor's currency. Without rates (or a rate) the
 * price stays in its own currency, so a price is always shown.
 */
export function useDisplayMoney(currency: string, rates: DisplayRates, lng: Language) {
  return useMemo(() => {
    const table = rates ? { [rates.base]: 1, ...rates.rates } : {};
    const convert = (money: Money): Money => {
      if (money.currency === currency) return money;
      const result = convertMoney(money, currency, table);
      return result.ok ? result.money : money;
    };
    const toDisplayMinor: ToDisplayMinor = (amount, from) => convert({ amount, currency: from }).amount;
    const format = (money: Money) => formatMoney(convert(money), intlLocale(lng), {});
    return { convert, toDisplayMinor, format };
  }, [currency, rates, lng]);
}
