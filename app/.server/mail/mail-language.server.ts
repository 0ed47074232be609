import type { RouterContextProvider } from "react-router";
import type { Translate } from "../../../shared/i18n/message-key";
import type { Language } from "../../../shared/tenancy/languages";
import { formatMoney } from "../../domain/money/money";
import { formatDate, formatStayDates } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { getI18n } from "../middleware/i18n.server";

/** The translator and formatters of the guest's language, for the pure mail builders. */
export function mailLanguage(context: Readonly<RouterContextProvider>, lng: Language) {
  const { t } = getI18n(context);
  return {
    lng,
    // `count` also as an option: i18next picks a plural form (`_one`, `_other`) only from it.
    t: ((key, values) =>
      String(
        t(key, { replace: values, lng, ...(typeof values?.count === "number" ? { count: values.count } : {}) }),
      )) satisfies Translate,
    formatMoney: (money: { amount: number; currency: string }) => formatMoney(money, intlLocale(lng), {}),
    formatDates: (from: string, to: string) => formatStayDates(from, to, lng),
    formatDate: (isoDate: string) => formatDate(isoDate, lng),
  };
}
