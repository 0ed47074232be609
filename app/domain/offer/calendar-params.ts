import { isCalendarDate } from "../../../shared/dates/calendar-date";
import { SEARCH_LIMITS } from "../../../shared/search/search-limits";

const monthOf = (date: string) => date.slice(0, 7);

function addMonths(month: string, months: number): string {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return new Date(Date.UTC(year, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/**
 * The offer page's month table in the URL, so that it works without JavaScript: `cal` is the month
 * shown (YYYY-MM), `arrive` an arrival chosen in the table whose departure is being chosen. A month
 * before today's or past the inventory's horizon falls back to the nearest shown one.
 */
export type CalendarParams = { month: string; arrival: string | null };

/** The last day a stay can end on: the inventory sells stays up to its horizon. */
export function lastCalendarDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + SEARCH_LIMITS.horizonDays * 86_400_000).toISOString().slice(0, 10);
}

/** The last month the table pages to. */
export function lastCalendarMonth(today: string): string {
  return monthOf(lastCalendarDay(today));
}

export function parseCalendarParams(params: URLSearchParams, today: string, stayFrom: string | null): CalendarParams {
  const first = monthOf(today);
  const last = lastCalendarMonth(today);
  const arriveParam = params.get("arrive") ?? "";
  const arrival = isCalendarDate(arriveParam) && arriveParam >= today ? arriveParam : null;
  const cal = params.get("cal") ?? "";
  const wanted = /^\d{4}-(0[1-9]|1[0-2])$/.test(cal) ? cal : monthOf(arrival ?? stayFrom ?? today);
  const month = wanted < first ? first : wanted > last ? last : wanted;
  return { month, arrival };
}

/**
 * The offer page's URL with the table's state changed: the stay's own parameters kept unless replaced,
 * `arrive` dropped unless given. `null` removes a parameter.
 */
export function calendarHref(path: string, current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  next.delete("arrive");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return `${path}${text ? `?${text}` : ""}#availability`;
}

export const previousMonth = (month: string) => addMonths(month, -1);
export const nextMonth = (month: string) => addMonths(month, 1);
