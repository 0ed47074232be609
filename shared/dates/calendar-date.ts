const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD string as the Date at its midnight in UTC; undefined unless it is a real calendar date
 * (no 30 February). The platform's Date only, for browser code that must not load a date library.
 */
export function calendarDateAtUtc(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** Whether a string is a real calendar date written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: string): boolean {
  return calendarDateAtUtc(value) !== undefined;
}
