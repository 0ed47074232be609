/**
 * The admin dashboard's date arithmetic, on YYYY-MM-DD calendar dates (UTC, as the OTA's "today").
 * "The last 7 days" is today and the six days before it; a booking counts for a window when it was
 * created on one of those days, so `createdFrom` is inclusive and `createdBefore` (the day after today)
 * exclusive: ISO timestamps compare with these dates as strings.
 */
export const DASHBOARD_PERIOD_DAYS = [7, 30] as const;

export type DashboardWindow = {
  days: number;
  /** The first day of the window. */
  from: string;
  /** The last day of the window: today. */
  to: string;
  /** Created at or after this date (inclusive). */
  createdFrom: string;
  /** Created before this date (exclusive): the day after today. */
  createdBefore: string;
};

const DAY_MS = 86_400_000;

/** The calendar date `days` after `iso` (negative: before). */
export function shiftIsoDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The windows of the last `days` days ending today, one per period. */
export function dashboardWindows(today: string, periods: readonly number[] = DASHBOARD_PERIOD_DAYS): DashboardWindow[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new RangeError(`not a calendar date: ${today}`);
  }
  return periods.map((days) => {
    if (!Number.isInteger(days) || days < 1) throw new RangeError(`not a period of days: ${days}`);
    const from = shiftIsoDate(today, -(days - 1));
    return { days, from, to: today, createdFrom: from, createdBefore: shiftIsoDate(today, 1) };
  });
}
