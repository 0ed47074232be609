import type { CalendarDayChange, DaySettings } from "../../../shared/ota/back-office-calendar";
import { isUnsetDay } from "../rules/calendar-edit";
import { CALENDAR_DAY_COLUMNS, type CalendarDayRow, daySettingsOf } from "./availability";
import { jsonRowChunks, jsonRowValues } from "./json-rows";
import type { PricingRow } from "./stored-rows";

/** What the admin calendar reads of an apartment type: its pricing, units, minimum stay and owner. */
export type CalendarTypeRow = PricingRow & { units: number; min_stay: number; owner_ibe_uid: string };

/** An apartment type for the admin calendar, whatever engine sells it (the caller checks the owner). */
export async function findCalendarType(db: D1Database, apartmentTypeId: string): Promise<CalendarTypeRow | null> {
  return db
    .prepare(
      `SELECT t.id, t.property_id, t.base_nightly, t.weekend_factor_bp, t.season_months, t.season_factor_bp,
         t.monthly_rate, t.cleaning_fee, t.extra_guest_fee, t.included_guests, t.rate_plans, t.units, t.min_stay, p.currency AS p_currency,
         p.rate_plans AS p_rate_plans, p.city_tax AS p_city_tax, p.owner_ibe_uid
       FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1`,
    )
    .bind(apartmentTypeId)
    .first<CalendarTypeRow>();
}

/** The days from `first` to `last` (both included) that have a row, and the units booked on each night. */
export async function readCalendarDays(
  db: D1Database,
  apartmentTypeId: string,
  first: string,
  last: string,
): Promise<{ days: Map<string, DaySettings>; bookedByNight: Map<string, number> }> {
  const [days, booked] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${CALENDAR_DAY_COLUMNS} FROM calendar_days WHERE apartment_type_id = ?1 AND date >= ?2 AND date <= ?3`,
      )
      .bind(apartmentTypeId, first, last),
    db
      .prepare(
        `SELECT night, count(*) AS n FROM booking_nights
         WHERE apartment_type_id = ?1 AND night >= ?2 AND night <= ?3 GROUP BY night`,
      )
      .bind(apartmentTypeId, first, last),
  ]);
  return {
    days: new Map(((days?.results ?? []) as CalendarDayRow[]).map((row) => [row.date, daySettingsOf(row)])),
    bookedByNight: new Map(((booked?.results ?? []) as { night: string; n: number }[]).map((r) => [r.night, r.n])),
  };
}

/**
 * The statements that store the changed days: a row for each day that holds something after, none
 * for a day that holds nothing (the type's own settings again). Two statements per 512 KB of days.
 */
export function writeCalendarDays(
  db: D1Database,
  apartmentTypeId: string,
  changes: readonly CalendarDayChange[],
): D1PreparedStatement[] {
  return writeCalendarDaysOfTypes(db, [{ apartmentTypeId, changes }]);
}

/** A day's settings as a channel manager writes them: with the maximum stay from the day (null: none). */
export type DaySettingsWithMaxStay = DaySettings & { maxStay: number | null };

/**
 * writeCalendarDays for many apartment types at once (an import): two statements per 512 KB of days.
 * Days written with `maxStay` (a channel manager's, docs/decisions/0117) set the stored maximum stay;
 * the others keep it (the back office does not edit it), and a day keeps its row while it holds one.
 */
export function writeCalendarDaysOfTypes(
  db: D1Database,
  types: readonly {
    apartmentTypeId: string;
    changes: readonly { date: string; after: DaySettings | DaySettingsWithMaxStay }[];
  }[],
): D1PreparedStatement[] {
  const keepingMaxStay: unknown[][] = [];
  const settingMaxStay: unknown[][] = [];
  const cleared: string[][] = [];
  for (const { apartmentTypeId, changes } of types) {
    for (const { date, after } of changes) {
      const maxStay = "maxStay" in after ? after.maxStay : undefined;
      if (isUnsetDay(after) && !maxStay) cleared.push([apartmentTypeId, date]);
      const row = [
        apartmentTypeId,
        date,
        after.closedToArrival ? 1 : 0,
        after.closedToDeparture ? 1 : 0,
        after.minStay,
        after.closed ? 1 : 0,
        after.units,
        after.price,
        maxStay ?? null,
      ];
      (maxStay === undefined ? keepingMaxStay : settingMaxStay).push(row);
    }
  }
  // `WHERE true` tells SQLite's parser the ON CONFLICT is the upsert's.
  const upsert = (maxStay: "keep" | "set") => `INSERT INTO calendar_days (${CALENDAR_DAY_COLUMNS})
     SELECT ${jsonRowValues(9)} FROM json_each(?1) WHERE true
     ON CONFLICT (apartment_type_id, date) DO UPDATE SET closed_to_arrival = excluded.closed_to_arrival,
       closed_to_departure = excluded.closed_to_departure, min_stay = excluded.min_stay,
       closed = excluded.closed, units = excluded.units, price = excluded.price${maxStay === "set" ? ", max_stay = excluded.max_stay" : ""}`;
  // A cleared day's row goes unless it still holds a maximum stay.
  const remove = `DELETE FROM calendar_days WHERE max_stay IS NULL AND (apartment_type_id, date) IN
     (SELECT value ->> 0, value ->> 1 FROM json_each(?1))`;
  return [
    ...jsonRowChunks(keepingMaxStay).map((chunk) => db.prepare(upsert("keep")).bind(chunk)),
    ...jsonRowChunks(settingMaxStay).map((chunk) => db.prepare(upsert("set")).bind(chunk)),
    ...jsonRowChunks(cleared).map((chunk) => db.prepare(remove).bind(chunk)),
  ];
}

/** The statement that tells a booking under way its price changed (bookings check price_version). */
export function bumpPriceVersion(db: D1Database, apartmentTypeId: string): D1PreparedStatement {
  return bumpPriceVersions(db, [apartmentTypeId]);
}

/** bumpPriceVersion for many apartment types in one statement. */
export function bumpPriceVersions(db: D1Database, apartmentTypeIds: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE apartment_types SET price_version = price_version + 1 WHERE id IN (SELECT value FROM json_each(?1))",
    )
    .bind(JSON.stringify(apartmentTypeIds));
}
