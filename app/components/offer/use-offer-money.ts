import { useMemo, useState } from "react";
import type { Language } from "../../../shared/tenancy/languages";
import type { DisplayRates } from "../../domain/money/display-money";
import type { Money } from "../../domain/money/money";
import { type MoneyLabels, moneyLabelKey } from "../../domain/money/money-labels";
import { intlLocale } from "../../i18n/intl-locale";
import { loadOnUse } from "../load-on-use";

/** The money library (conversion and formatting), loaded only for a price the loader did not format. */
const displayMoneyModule = loadOnUse(() => import("../../domain/money/display-money"));

export type OfferMoney = {
  format: (money: Money) => string;
  /** Rounded to whole units, for the calendars' narrow cells. */
  formatWhole: (money: Money) => string;
  /** Loads the money library, for prices that come later than the page (the date picker's months). */
  prepare: () => Promise<void>;
};

/**
 * The offer page's prices as its loader formatted them (MoneyLabels), so the page ships no money
 * library. An amount the loader did not format (a month the date picker fetched later) is formatted
 * in the browser once the library is there; until then it shows nothing.
 */
export function useOfferMoney(labels: MoneyLabels, currency: string, rates: DisplayRates, lng: Language): OfferMoney {
  const [loaded, setLoaded] = useState(() => displayMoneyModule.current() !== null);
  return useMemo(() => {
    const prepare = () => displayMoneyModule.load().then(() => setLoaded(true));
    const library = loaded ? displayMoneyModule.current() : null;
    const fallback = library ? library.displayMoney(currency, rates, intlLocale(lng)) : null;
    const formatted = (money: Money, whole: boolean): string => {
      const label = labels[moneyLabelKey(money, whole)];
      if (label !== undefined) return label;
      if (fallback) return whole ? fallback.formatWhole(money) : fallback.format(money);
      void prepare();
      return "";
    };
    return {
      format: (money) => formatted(money, false),
      formatWhole: (money) => formatted(money, true),
      prepare,
    };
  }, [labels, currency, rates, lng, loaded]);
}
