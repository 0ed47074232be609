import { z } from "zod";
import { calendarDateAtUtc } from "../dates/calendar-date";
import { calendarEditSchema, calendarSettingsSchema, WEEKDAYS } from "./back-office-calendar";
import { createApartmentTypeSchema, createHouseSchema, houseContactSchema } from "./back-office-houses";
import { idSchema } from "./common";

/**
 * A portfolio moved in or out at once (issue 34's import and export, docs/decisions/0110): houses,
 * apartment types and calendar rows, each field ruled by the houses' and the calendar's own schemas.
 * Rows are keyed by `id`, which the operator controls: an id that exists is updated (its owner's admins
 * only), one that does not is created with that id, so importing the same file twice changes nothing.
 */

/** Houses and apartment types together, per import. */
export const MAX_IMPORT_OBJECTS = 2_000;
/** Calendar rows per import: a year of daily prices for 500 apartment types fits. */
export const MAX_IMPORT_CALENDAR_ROWS = 200_000;
/** The JSON body the inventory takes for an import (a year of daily prices for 500 types is ~25 MB). */
export const MAX_IMPORT_BODY_BYTES = 48 * 1024 * 1024;

/**
 * A house of the file: a new house's fields plus its key; `active` false imports it deactivated. The
 * contact may be left out for a house that exists (seeded houses have none); a new house needs one.
 */
export const importHouseSchema = createHouseSchema.extend({
  id: idSchema,
  active: z.boolean().default(true),
  contact: houseContactSchema.optional(),
});
export type ImportHouse = z.infer<typeof importHouseSchema>;

/** An apartment type of the file: a new type's fields (its house's id included) plus its key. */
export const importApartmentTypeSchema = createApartmentTypeSchema.safeExtend({
  id: idSchema,
  active: z.boolean().default(true),
});
export type ImportApartmentType = z.infer<typeof importApartmentTypeSchema>;

/**
 * A calendar row: an apartment type's days from `from` to `to` on `weekdays` hold exactly `set` (every
 * field given; null and false return a day to the type's own settings). A calendar edit with its type.
 */
export const importCalendarRowSchema = calendarEditSchema.safeExtend({
  apartmentTypeId: idSchema,
  set: calendarSettingsSchema.required(),
});
export type ImportCalendarRow = z.output<typeof importCalendarRowSchema>;

const WEEKDAY_OF_UTC_DAY = [6, 0, 1, 2, 3, 4, 5]; // getUTCDay (0 = Sunday) to WEEKDAYS' index

/** The dates a calendar row chooses (pure; the calendar's own rule lives in the inventory's rules). */
function rowDates(row: Pick<ImportCalendarRow, "from" | "to" | "weekdays">): string[] {
  const from = calendarDateAtUtc(row.from);
  const to = calendarDateAtUtc(row.to);
  if (!from || !to) return [];
  const weekdays = new Set(row.weekdays);
  const dates: string[] = [];
  for (let day = from; day <= to; day = new Date(day.getTime() + 86_400_000)) {
    if (weekdays.has(WEEKDAYS[WEEKDAY_OF_UTC_DAY[day.getUTCDay()]!]!)) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

type PortfolioRows = {
  houses: readonly { id: string }[];
  apartmentTypes: readonly { id: string }[];
  calendar: readonly Pick<ImportCalendarRow, "apartmentTypeId" | "from" | "to" | "weekdays">[];
};

/**
 * What the file contradicts itself in: an id twice, a day of an apartment type in two rows, more
 * houses and types than one import takes. Each problem names its row (its JSON path).
 */
export function portfolioProblems(portfolio: PortfolioRows): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (portfolio.houses.length + portfolio.apartmentTypes.length > MAX_IMPORT_OBJECTS)
    problems.push({ path: ["apartmentTypes"], message: `at most ${MAX_IMPORT_OBJECTS} houses and apartment types` });
  for (const list of ["houses", "apartmentTypes"] as const) {
    const seen = new Set<string>();
    for (const [index, row] of portfolio[list].entries()) {
      if (seen.has(row.id)) problems.push({ path: [list, index, "id"], message: "duplicate" });
      seen.add(row.id);
    }
  }
  const daysSeen = new Set<string>();
  for (const [index, row] of portfolio.calendar.entries()) {
    // A row of one day (most of a day-by-day file) needs no walk through its dates.
    const dates = row.from === row.to && row.weekdays.length === WEEKDAYS.length ? [row.from] : rowDates(row);
    for (const date of dates) {
      const key = `${row.apartmentTypeId} ${date}`;
      if (daysSeen.has(key)) {
        problems.push({ path: ["calendar", index, "from"], message: `duplicate day ${date}` });
        break;
      }
      daysSeen.add(key);
    }
  }
  return problems;
}

/** The whole file: POST .../portfolio/import takes it, GET .../portfolio/export answers it. */
export const portfolioSchema = z
  .object({
    houses: z.array(importHouseSchema).max(MAX_IMPORT_OBJECTS).default([]),
    apartmentTypes: z.array(importApartmentTypeSchema).max(MAX_IMPORT_OBJECTS).default([]),
    calendar: z.array(importCalendarRowSchema).max(MAX_IMPORT_CALENDAR_ROWS).default([]),
  })
  .superRefine((portfolio, ctx) => {
    for (const problem of portfolioProblems(portfolio)) ctx.addIssue({ code: "custom", ...problem });
  });
export type Portfolio = z.output<typeof portfolioSchema>;
export type PortfolioInput = z.input<typeof portfolioSchema>;

/** POST .../portfolio/import?dryRun=true: check and report, write nothing. */
export const portfolioImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

/** GET .../portfolio/export?owner=: the platform's admin may ask for one brand's houses only. */
export const portfolioExportQuerySchema = z.object({ owner: z.string().max(64).optional() });

const importCountsSchema = z.object({
  created: z.array(idSchema),
  updated: z.array(idSchema),
  unchanged: z.int().min(0),
});

/** What an import did (or, dry, would do); nothing created, updated or changed: the file matches the store. */
export const portfolioImportResultSchema = z.object({
  dryRun: z.boolean(),
  houses: importCountsSchema,
  apartmentTypes: importCountsSchema,
  calendar: z.object({ apartmentTypes: z.array(idSchema), days: z.int().min(0) }),
});
export type PortfolioImportResult = z.infer<typeof portfolioImportResultSchema>;

/** Whether an import's result changes nothing. */
export function importChangesNothing(result: PortfolioImportResult): boolean {
  return (
    result.houses.created.length + result.houses.updated.length === 0 &&
    result.apartmentTypes.created.length + result.apartmentTypes.updated.length === 0 &&
    result.calendar.days === 0
  );
}
