import { areaRange } from "../../shared/search/facet-labels";
import type { Language } from "../../shared/tenancy/tenant";
import { dateTimeFormat } from "./date-time-format";
import { intlLocale } from "./intl-locale";
import { numberFormat } from "./number-format";

// The date is a calendar date: formatted in UTC it never shifts by a day.
const CALENDAR_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };
const dateFormatOf = (lng: Language) => dateTimeFormat(intlLocale(lng), CALENDAR_DATE);

/** A calendar date (YYYY-MM-DD) in the page's language, e.g. "1. Dez. 2026" or "1 Dec 2026". */
export function formatDate(isoDate: string, lng: Language): string {
  return dateFormatOf(lng).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A stay such as "1 Dec 2026 – 8 Dec 2026". */
export function formatStayDates(inDate: string, outDate: string, lng: Language): string {
  return `${formatDate(inDate, lng)} – ${formatDate(outDate, lng)}`;
}

/** A plain number for the language (sizes, counts). */
export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(lng), options).format(value);
}

/** A range of numbers for the language: "45–60", or one number when both ends are equal. */
function formatRange([min, max]: readonly [number, number], lng: Language): string {
  return min === max ? formatNumber(min, lng) : `${formatNumber(min, lng)}–${formatNumber(max, lng)}`;
}

/** A distance in kilometres with one decimal, in the language's notation ("0.4" in English, "0,4" in German). */
export function formatDistanceKm(km: number, lng: Language): string {
  return formatNumber(km, lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** An apartment's size in square metres and square feet for the language, each a number or a range. */
export function formatArea(size: { min: number; max: number }, lng: Language): { m2: string; ft2: string } {
  const area = areaRange(size);
  return { m2: formatRange(area.m2, lng), ft2: formatRange(area.ft2, lng) };
}

const MONTH: Intl.DateTimeFormatOptions = { month: "long", year: "numeric", timeZone: "UTC" };

/** A month (YYYY-MM) in the page's language, e.g. "October 2026" or "Oktober 2026". */
export function formatMonth(yearMonth: string, lng: Language): string {
  return dateTimeFormat(intlLocale(lng), MONTH).format(new Date(`${yearMonth}-01T00:00:00Z`));
}
