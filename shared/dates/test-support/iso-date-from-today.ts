/** The UTC date `days` from today, YYYY-MM-DD: stays and validity windows that never lie in the past. */
export function isoDateFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
