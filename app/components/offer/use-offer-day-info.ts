import { useCallback, useMemo, useRef, useState } from "react";
import type { CalendarDay, StayCalendar } from "../../../shared/ota/stay-calendar";
import type { Language } from "../../../shared/tenancy/tenant";
import type { Money } from "../../domain/money/money";
import { dayChoice } from "../../domain/offer/calendar-availability";
import { loadOnUse } from "../load-on-use";
import type { CalendarDayInfo } from "../search/date-range-calendar-types";
import { useDayLabel } from "./use-day-label";

/**
 * The answer's schema comes with the first month fetched, not with the page: it brings the validation
 * library, which the offer page needs for nothing else before the visitor moves the calendar.
 */
const calendarSchema = loadOnUse(() => import("../../../shared/ota/stay-calendar").then((m) => m.stayCalendarSchema));

/** The calendar resource route of an apartment (routes/api.stay-calendar.ts). */
export const stayCalendarUrl = (apartmentTypeId: string, month: string) =>
  `/api/apartments/${encodeURIComponent(apartmentTypeId)}/calendar?month=${month}&months=1`;

/** What the offer page's date picker days are made from. */
export type OfferDayInfoSource = {
  lng: Language;
  apartmentTypeId: string;
  initial: StayCalendar | null;
  today: string;
  max: string;
  format: (money: Money) => string;
  formatWhole: (money: Money) => string;
  /** Readies `format` for prices the page did not come with (those of the months fetched here). */
  prepareFormat: () => Promise<void>;
};

/**
 * The offer page's date picker days: a month's availability and prices are fetched when the month comes
 * into view (the page's own month first, from its loader), kept for the page's life, and each day judged
 * by the same rule as the month table (dayChoice). A month that cannot be loaded leaves its days unknown
 * and choosable: the inventory checks the stay when the price is updated.
 */
export function useOfferDayInfo({
  lng,
  apartmentTypeId,
  initial,
  today,
  max,
  format,
  formatWhole,
  prepareFormat,
}: OfferDayInfoSource): CalendarDayInfo {
  const [days, setDays] = useState(() => new Map<string, CalendarDay>(initial?.days.map((d) => [d.date, d]) ?? []));
  const [facts, setFacts] = useState(() => ({
    currency: initial?.currency ?? null,
    maxStay: initial?.maxStay ?? null,
  }));
  const requested = useRef(new Set(initial?.days[0] ? [initial.days[0].date.slice(0, 7)] : []));

  const onMonthShown = useCallback(
    (month: string) => {
      if (requested.current.has(month) || month < today.slice(0, 7) || `${month}-01` > max) return;
      requested.current.add(month);
      Promise.all([
        fetch(stayCalendarUrl(apartmentTypeId, month), { headers: { Accept: "application/json" } }).then((response) =>
          response.ok ? response.json() : null,
        ),
        calendarSchema.load(),
        prepareFormat(),
      ])
        .then(([body, schema]) => {
          const calendar = schema.safeParse(body);
          if (!calendar.success) return;
          setDays((previous) => {
            const next = new Map(previous);
            for (const day of calendar.data.days) next.set(day.date, day);
            return next;
          });
          setFacts({ currency: calendar.data.currency, maxStay: calendar.data.maxStay });
        })
        .catch(() => {
          // Unknown days stay choosable; the next time the month shows it is asked for again.
          requested.current.delete(month);
        });
    },
    [apartmentTypeId, today, max, prepareFormat],
  );

  const currency = facts.currency ?? "EUR";
  const labelOf = useDayLabel(lng, currency, format);
  const describe = useCallback(
    (day: string, arrival: string | null) => {
      const choice = dayChoice(day, { days, today, max, arrival, maxStay: facts.maxStay });
      return {
        selectable: choice.selectable,
        label: labelOf(day, choice),
        note: choice.selectable && choice.rate !== null ? formatWhole({ amount: choice.rate, currency }) : null,
      };
    },
    [days, today, max, facts.maxStay, labelOf, formatWhole, currency],
  );
  return useMemo(() => ({ describe, onMonthShown }), [describe, onMonthShown]);
}
