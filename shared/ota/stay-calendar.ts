import { z } from "zod";
import { currencySchema, idSchema, isoDateSchema, languageSchema, minorUnitsSchema } from "./common";

/** The most months one calendar request covers (a popover shows two; paging loads the next ones). */
export const MAX_CALENDAR_MONTHS = 3;

export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "YYYY-MM");

/** Query of getStayCalendar: the first month and how many months from it. */
export const stayCalendarQuerySchema = z.object({
  month: monthKeySchema,
  months: z.coerce.number().int().min(1).max(MAX_CALENDAR_MONTHS).default(2),
  language: languageSchema.default("en"),
});
export type StayCalendarQuery = z.input<typeof stayCalendarQuerySchema>;

/**
 * One day of an apartment type's calendar: whether the night from this day on can be stayed (a unit is
 * free and the night not closed), the day's arrival and departure restrictions, the minimum stay of a
 * stay arriving on it and the night's public nightly rate (the cheapest public rate plan, priceStay's
 * rule for that night), and the maximum stay of a stay arriving on it (the apartment's, or the day's own
 * when shorter: a channel manager's MaxLOS).
 */
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  free: z.boolean(),
  /** Not free because the night is closed (owner block, sold elsewhere) rather than booked. */
  closed: z.boolean(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  minStay: z.int().min(1),
  maxStay: z.int().min(1),
  rate: minorUnitsSchema,
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** getStayCalendar: the days of whole months, up to the inventory's horizon (later days are left out). */
export const stayCalendarSchema = z.object({
  apartmentTypeId: idSchema,
  currency: currencySchema,
  maxStay: z.int().min(1),
  days: z.array(calendarDaySchema),
});
export type StayCalendar = z.infer<typeof stayCalendarSchema>;
