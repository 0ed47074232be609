import { calendarDateAtUtc } from "../../../shared/dates/calendar-date";

/** A month key YYYY-MM; null unless it is one. */
export function monthKeyOf(value: string | null | undefined): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && calendarDateAtUtc(`${value}-01`) ? value : null;
}

/** The month `delta` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const date = calendarDateAtUtc(`${month}-01`) ?? new Date(0);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return date.toISOString().slice(0, 7);
}

/** 0 = Monday ... 6 = Sunday, as the calendar's columns run. */
function mondayFirstWeekday(date: string): number {
  return ((calendarDateAtUtc(date)?.getUTCDay() ?? 1) + 6) % 7;
}

/**
 * A month's days as week rows of seven cells, Monday first; the cells before the first day and after
 * the last are null. `days` are the month's days in order (each with its `date`).
 */
export function monthWeeks<D extends { date: string }>(days: readonly D[]): (D | null)[][] {
  const first = days[0];
  if (!first) return [];
  const cells: (D | null)[] = [...Array.from({ length: mondayFirstWeekday(first.date) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (D | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
