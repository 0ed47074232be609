/**
 * ARI out (docs/decisions/0134): a type's days as a metasearch reads them, and consecutive days that say
 * the same thing as one run, so a 300-day edit is a few elements, not 300. Pure.
 */

/** What a night says to a metasearch about availability. */
export type AvailabilityDay = {
  date: string;
  /** Units left to book that night (0 when closed). */
  unitsLeft: number;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** The minimum and maximum stay of a stay arriving that day. */
  minStay: number;
  maxStay: number;
};

/** A run of consecutive days (`start` to `end`, both included) with one value. */
export type DayRun<T> = { start: string; end: string; value: T };

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Consecutive days with equal values as runs, in date order. `days` are in date order; a gap between
 * two days starts a new run.
 */
export function dayRuns<D extends { date: string }, T>(days: readonly D[], valueOfDay: (day: D) => T): DayRun<T>[] {
  const runs: DayRun<T>[] = [];
  let key = "";
  for (const day of days) {
    const value = valueOfDay(day);
    const valueKey = JSON.stringify(value);
    const last = runs[runs.length - 1];
    if (last && valueKey === key && nextDay(last.end) === day.date) {
      last.end = day.date;
      continue;
    }
    runs.push({ start: day.date, end: day.date, value });
    key = valueKey;
  }
  return runs;
}

/** An availability day without its date: what a run holds. */
export function availabilityOf(day: AvailabilityDay): Omit<AvailabilityDay, "date"> {
  const { date: _date, ...value } = day;
  return { ...value, unitsLeft: day.closed ? 0 : day.unitsLeft };
}

/** Days from `from` to `to` clipped to the days a metasearch may be told of (today to the horizon's last). */
export function clippedRange(
  range: { from: string; to: string },
  today: string,
  lastDay: string,
): { from: string; to: string } | null {
  const from = range.from < today ? today : range.from;
  const to = range.to > lastDay ? lastDay : range.to;
  return from > to ? null : { from, to };
}
