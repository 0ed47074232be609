import dayjs from "dayjs";
import "dayjs/locale/de.js";
import "dayjs/locale/en.js";
import localizedFormat from "dayjs/plugin/localizedFormat.js";
import type { Language } from "~/domain/tenancy/tenant";
import { intlLocale } from "./intl-locale";

dayjs.extend(localizedFormat);

/** A date in the page's language, e.g. "1. Dez. 2026" or "Dec 1, 2026". */
export function formatDate(isoDate: string, lng: Language): string {
  return dayjs(isoDate).locale(lng).format("ll");
}

/** A stay such as "Dec 1, 2026 – Dec 8, 2026". */
export function formatStayDates(inDate: string, outDate: string, lng: Language): string {
  return `${formatDate(inDate, lng)} – ${formatDate(outDate, lng)}`;
}

/** A plain number for the language (sizes, counts). */
export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(lng), options).format(value);
}
