import { useMemo } from "react";
import type { Language } from "../../../shared/tenancy/languages";
import { type DisplayRates, displayMoney } from "../../domain/money/display-money";
import { intlLocale } from "../../i18n/intl-locale";

export type { DisplayRates };

/** The page's money display, kept while currency, rates and language stay the same. */
export function useDisplayMoney(currency: string, rates: DisplayRates, lng: Language) {
  return useMemo(() => displayMoney(currency, rates, intlLocale(lng)), [currency, rates, lng]);
}
