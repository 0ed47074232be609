import { useCallback } from "react";
import type { Language } from "../../../shared/tenancy/tenant";
import type { Money } from "../../domain/money/money";
import type { DayChoice } from "../../domain/offer/calendar-availability";
import { dateTimeFormat } from "../../i18n/date-time-format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

const FULL_DATE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

/**
 * The accessible name of a calendar day: the full date, then what it offers (its nightly rate and the
 * minimum stay from it, and its maximum when shorter than the apartment's) or, when it cannot be chosen, why. The month table and the date picker share it.
 */
export function useDayLabel(lng: Language, currency: string, format: (money: Money) => string) {
  const { t } = useT();
  return useCallback(
    (day: string, choice: DayChoice): string => {
      // Made on first use: the date picker asks only once its calendar opens.
      const parts = [dateTimeFormat(intlLocale(lng), FULL_DATE).format(new Date(`${day}T00:00:00Z`))];
      if (!choice.selectable) parts.push(t(`availabilityCalendar.status.${choice.status}`));
      else {
        if (choice.rate !== null)
          parts.push(t("availabilityCalendar.perNight", { price: format({ amount: choice.rate, currency }) }));
        if (choice.minStay !== null && !choice.departure)
          parts.push(t("availabilityCalendar.minStay", { count: choice.minStay }));
        if (choice.maxStay !== null && !choice.departure)
          parts.push(t("availabilityCalendar.maxStay", { count: choice.maxStay }));
      }
      return parts.join(", ");
    },
    [lng, t, format, currency],
  );
}
