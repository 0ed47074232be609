import { z } from "zod";
import { calendarDateAtUtc } from "../dates/calendar-date";
import { currencySchema, idSchema, isoDateSchema, MAX_STAY_NIGHTS, minorUnitsSchema } from "./common";
import { monthKeySchema } from "./stay-calendar";

/**
 * The back office's availability calendar (issue 34, docs/decisions/0107): what an operator sets per day
 * of an apartment type, written as an ARI message says it: a date range, the weekdays it applies to, and
 * what to set on those days.
 */

/** The most days one calendar edit covers (a year, leap day included). */
export const MAX_CALENDAR_EDIT_DAYS = 366;

/** Weekdays as OpenTravel's day flags name them (Mon ... Sun), in that order. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

/** Days between two calendar dates (`to` minus `from`); NaN when either is not a date. */
function daysBetween(from: string, to: string): number {
  const a = calendarDateAtUtc(from);
  const b = calendarDateAtUtc(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / 86_400_000) : Number.NaN;
}

/**
 * What to set on each chosen day; a field left out is left as it is. `price` is the nightly price that
 * replaces the rate card's (each rate plan's price follows by its factor), `units` the units for sale
 * that night; null returns either to the apartment type's own (the card, all units). `minStay` null
 * returns to the type's minimum stay.
 */
export const calendarSettingsSchema = z.object({
  price: minorUnitsSchema.min(1).nullable().optional(),
  units: z.int().min(0).nullable().optional(),
  closed: z.boolean().optional(),
  closedToArrival: z.boolean().optional(),
  closedToDeparture: z.boolean().optional(),
  minStay: z.int().min(1).max(MAX_STAY_NIGHTS).nullable().optional(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** One calendar edit: the days from `from` to `to` (both included) on the given weekdays get `set`. */
export const calendarEditSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    weekdays: z
      .array(weekdaySchema)
      .min(1)
      .default([...WEEKDAYS]),
    set: calendarSettingsSchema,
  })
  .superRefine((edit, ctx) => {
    const span = daysBetween(edit.from, edit.to);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "on or after from" });
    else if (span + 1 > MAX_CALENDAR_EDIT_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: `at most ${MAX_CALENDAR_EDIT_DAYS} days` });
    if (Object.values(edit.set).every((value) => value === undefined))
      ctx.addIssue({ code: "custom", path: ["set"], message: "set at least one field" });
  });
export type CalendarEdit = z.output<typeof calendarEditSchema>;

/**
 * Past days are history: an edit starts today or later, today as a UTC date (the inventory's clock,
 * which the app's form checks with too). `today` is YYYY-MM-DD.
 */
export const editStartsInPast = (edit: Pick<CalendarEditInput, "from">, today: string): boolean => edit.from < today;
export type CalendarEditInput = z.input<typeof calendarEditSchema>;

/** What one day holds (a calendar_days row; a day without one holds `price` null, `units` null, no flags). */
export const daySettingsSchema = z.object({
  price: minorUnitsSchema.nullable(),
  units: z.int().min(0).nullable(),
  closed: z.boolean(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  minStay: z.int().min(1).nullable(),
});
export type DaySettings = z.infer<typeof daySettingsSchema>;

/** One day an edit changes, with what it held before and holds after. */
export const calendarDayChangeSchema = z.object({
  date: isoDateSchema,
  before: daySettingsSchema,
  after: daySettingsSchema,
});
export type CalendarDayChange = z.infer<typeof calendarDayChangeSchema>;

/** POST .../calendar/preview and POST .../calendar: the days the edit changes (saved by the latter). */
export const calendarEditResultSchema = z.object({
  apartmentTypeId: idSchema,
  currency: currencySchema,
  /** How many days the range and weekdays chose. */
  days: z.int().min(0),
  changes: z.array(calendarDayChangeSchema),
  saved: z.boolean(),
});
export type CalendarEditResult = z.infer<typeof calendarEditResultSchema>;

export const adminCalendarQuerySchema = z.object({ month: monthKeySchema });

/** One day of the admin calendar: what is set, what follows from it and what is booked. */
export const adminCalendarDaySchema = z.object({
  date: isoDateSchema,
  set: daySettingsSchema,
  /** The night's price before a rate plan's factor: the day's own, else the rate card's. */
  nightlyPrice: minorUnitsSchema,
  /** Each rate plan's price of the night, in the apartment type's plans' order. */
  planPrices: z.array(z.object({ ratePlanId: idSchema, amount: minorUnitsSchema })),
  /** Units for sale that night (the day's, never more than the type's). */
  units: z.int().min(0),
  booked: z.int().min(0),
  /** Units for sale less booked, 0 on a closed night. */
  left: z.int().min(0),
  /** The minimum stay of a stay arriving that day (the day's when it asks more than the type's). */
  minStay: z.int().min(1),
});
export type AdminCalendarDay = z.infer<typeof adminCalendarDaySchema>;

/** GET .../apartment-types/:apartmentTypeId/calendar?month=YYYY-MM: every day of the month. */
export const adminCalendarSchema = z.object({
  apartmentTypeId: idSchema,
  propertyId: idSchema,
  currency: currencySchema,
  month: monthKeySchema,
  /** The apartment type's own units and minimum stay (what a day without its own holds). */
  units: z.int().min(0),
  minStay: z.int().min(1),
  ratePlans: z.array(
    z.object({ id: idSchema, name: z.object({ en: z.string(), de: z.string() }), factorBp: z.int().min(0) }),
  ),
  days: z.array(adminCalendarDaySchema),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;
