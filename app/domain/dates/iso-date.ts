import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import utc from "dayjs/plugin/utc.js";
import { memoised } from "../../../shared/memoised";

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** The date format of every URL and API in the product (spec: YYYY-MM-DD). */
export const ISO_DATE = "YYYY-MM-DD";

/**
 * A date string parsed once: dayjs's strict parsing of a format costs about 0.1 ms, and a page parses
 * the same few dates many times (the search's stay, every featured city's link on the home page).
 * Dayjs values are immutable, so the same one can be handed out again.
 */
const parsedIsoDate = memoised((value: string): Dayjs | null => {
  const date = dayjs.utc(value, ISO_DATE, true);
  return date.isValid() ? date : null;
}, 2048);

/** Strictly parses YYYY-MM-DD as a calendar date in UTC; anything else gives null. */
export function parseIsoDate(value: unknown): Dayjs | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return parsedIsoDate(value);
}

export function formatIsoDate(date: Dayjs): string {
  return date.format(ISO_DATE);
}

/** Whole nights between two calendar dates. */
export function nightsBetween(from: Dayjs, to: Dayjs): number {
  return to.startOf("day").diff(from.startOf("day"), "day");
}

/** Today as a calendar date in UTC, or the given instant's date. */
export function today(now: Date = new Date()): Dayjs {
  return dayjs.utc(now).startOf("day");
}
