import { z } from "zod";
import { isCalendarDate } from "../../../shared/dates/calendar-date";
import {
  type CalendarEditInput,
  type CalendarSettings,
  calendarEditSchema,
  editStartsInPast,
  WEEKDAYS,
  type Weekday,
} from "../../../shared/ota/back-office-calendar";
import { MAX_STAY_NIGHTS } from "../../../shared/ota/common";
import { currencyExponent } from "../money/currencies";
import { parseDecimal } from "../money/parse-decimal";

/**
 * The calendar's bulk-edit form as the browser posts it (every value a string; a weekday checkbox per
 * day, all named `weekdays`): the range, the weekdays, and for each setting whether to leave it, set
 * it or return it to the apartment type's own. Turned into the OTA's calendar edit
 * (shared/ota/back-office-calendar.ts), whose own rules (range, at least one setting) are checked here
 * too, so the page names the field. Messages are i18n keys under adminCalendar.errors.
 */

const E = "adminCalendar.errors";

/** A three-way choice for a flag: leave it (""), set it ("yes") or clear it ("no"). */
export const FLAG_CHOICES = ["", "yes", "no"] as const;
const flag = z.enum(FLAG_CHOICES, `${E}.choice`).default("");
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const text = z.string().trim().max(20).default("");
/** One checked weekday arrives as a string, several as an array, none as nothing. */
const weekdays = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.enum(WEEKDAYS, `${E}.weekdays`)).min(1, `${E}.weekdays`),
);

const formFieldsSchema = z.object({
  from: z.iso.date(`${E}.date`),
  to: z.iso.date(`${E}.date`),
  weekdays,
  price: text,
  priceReset: checkbox,
  units: text,
  unitsReset: checkbox,
  minStay: text,
  minStayReset: checkbox,
  closed: flag,
  closedToArrival: flag,
  closedToDeparture: flag,
});
export type CalendarEditFormValues = z.output<typeof formFieldsSchema>;

/** A whole number typed in a field, or null when it is not one within [min, max]. */
function wholeNumber(typed: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(typed)) return null;
  const value = Number(typed);
  return value >= min && value <= max ? value : null;
}

/** An amount typed in the page's language as minor units of the currency; null when it is not one above zero. */
export function typedAmount(typed: string, locale: string, currency: string): number | null {
  const parsed = parseDecimal(typed, locale);
  const exponent = currencyExponent(currency) ?? 2;
  if (!parsed.ok) return null;
  const [, fraction = ""] = parsed.decimal.split(".");
  if (fraction.length > exponent) return null;
  const minor = Math.round(parsed.value * 10 ** exponent);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

const flagValue = (choice: (typeof FLAG_CHOICES)[number]) => (choice === "" ? undefined : choice === "yes");

/**
 * The settings of the form: a reset box returns the setting to the type's own, an empty field leaves it.
 * A number that cannot be read becomes one the OTA's schema refuses, so its issue names the field.
 */
function settingsOf(values: CalendarEditFormValues, locale: string, currency: string): CalendarSettings {
  const set: CalendarSettings = {};
  if (values.priceReset) set.price = null;
  else if (values.price !== "") set.price = typedAmount(values.price, locale, currency) ?? 0;
  if (values.unitsReset) set.units = null;
  else if (values.units !== "") set.units = wholeNumber(values.units, 0, 9999) ?? -1;
  if (values.minStayReset) set.minStay = null;
  else if (values.minStay !== "") set.minStay = wholeNumber(values.minStay, 1, MAX_STAY_NIGHTS) ?? 0;
  const closed = flagValue(values.closed);
  const arrival = flagValue(values.closedToArrival);
  const departure = flagValue(values.closedToDeparture);
  if (closed !== undefined) set.closed = closed;
  if (arrival !== undefined) set.closedToArrival = arrival;
  if (departure !== undefined) set.closedToDeparture = departure;
  return set;
}

/** The OTA's calendar edit of a form's values. */
export function calendarEditOf(values: CalendarEditFormValues, locale: string, currency: string): CalendarEditInput {
  return {
    from: values.from,
    to: values.to,
    weekdays: values.weekdays as Weekday[],
    set: settingsOf(values, locale, currency),
  };
}

/** Where the OTA schema's issues show on the form. */
const FIELD_OF: Record<string, { field: string; message: string }> = {
  to: { field: "to", message: `${E}.range` },
  set: { field: "", message: `${E}.nothing` },
  "set.price": { field: "price", message: `${E}.price` },
  "set.units": { field: "units", message: `${E}.units` },
  "set.minStay": { field: "minStay", message: `${E}.minStay` },
};

/**
 * The form's schema for one apartment type's currency, in the page's language, on `today` (UTC): the
 * fields, no past day, then the edit they make checked against the OTA's schema (the same rules the
 * inventory applies).
 */
export function calendarEditFormSchema(locale: string, currency: string, today: string) {
  return formFieldsSchema.superRefine((values, ctx) => {
    if (isCalendarDate(values.from) && editStartsInPast(values, today))
      ctx.addIssue({ code: "custom", message: `${E}.past`, path: ["from"] });
    const result = calendarEditSchema.safeParse(calendarEditOf(values, locale, currency));
    if (result.success) return;
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      // The fields' own schemas name the others (dates, weekdays); zod runs this check beside them.
      const where = FIELD_OF[issue.path.join(".")];
      if (!where || seen.has(where.field)) continue;
      seen.add(where.field);
      ctx.addIssue({ code: "custom", message: where.message, path: where.field ? [where.field] : [] });
    }
  });
}

/**
 * The bulk edit's range on a month's page: the month from today on (from its first day when the
 * month is ahead); a month gone by offers today alone, past days being history.
 */
export function editRangeOf(first: string, last: string, today: string): { from: string; to: string } {
  const from = first < today ? today : first;
  return { from, to: last < from ? from : last };
}
