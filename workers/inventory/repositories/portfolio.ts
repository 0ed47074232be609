import type { DaySettings } from "../../../shared/ota/back-office-calendar";
import { CALENDAR_DAY_COLUMNS, type CalendarDayRow, daySettingsOf } from "./availability";
import {
  HOUSE_COLUMNS,
  HOUSE_WRITABLE,
  type HouseRow,
  type HouseWrite,
  NEW_HOUSE_DEFAULTS,
  NEW_TYPE_DEFAULTS,
  TYPE_COLUMNS,
  TYPE_WRITABLE,
  type TypeRow,
  type TypeWrite,
} from "./back-office-houses";
import { jsonRowChunks, jsonRowValues } from "./json-rows";

/** A portfolio's reads and writes, many rows per statement (docs/decisions/0110). */

const ids = (values: Iterable<string>) => JSON.stringify([...new Set(values)]);

/** The houses of one owner (null: every owner's), by id. */
export async function housesOfOwner(db: D1Database, owner: string | null): Promise<HouseRow[]> {
  const { results } = await db
    .prepare(`SELECT ${HOUSE_COLUMNS} FROM properties WHERE ?1 IS NULL OR owner_ibe_uid = ?1 ORDER BY id`)
    .bind(owner)
    .all<HouseRow>();
  return results;
}

/** The apartment types of one owner's houses (null: every owner's), by house then id. */
export async function typesOfOwner(db: D1Database, owner: string | null): Promise<TypeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${TYPE_COLUMNS} FROM apartment_types t JOIN properties p ON p.id = t.property_id
       WHERE ?1 IS NULL OR p.owner_ibe_uid = ?1 ORDER BY t.property_id, t.id`,
    )
    .bind(owner)
    .all<TypeRow>();
  return results;
}

/** The calendar rows of one owner's apartment types from `from` on, by type then date. */
export async function calendarDaysOfOwner(db: D1Database, owner: string | null, from: string) {
  const { results } = await db
    .prepare(
      `SELECT ${CALENDAR_DAY_COLUMNS.split(", ")
        .map((column) => `d.${column}`)
        .join(", ")}
       FROM calendar_days d JOIN apartment_types t ON t.id = d.apartment_type_id
         JOIN properties p ON p.id = t.property_id
       WHERE (?1 IS NULL OR p.owner_ibe_uid = ?1) AND d.date >= ?2 ORDER BY d.apartment_type_id, d.date`,
    )
    .bind(owner, from)
    .all<CalendarDayRow>();
  return results.map((row) => ({ apartmentTypeId: row.apartment_type_id, date: row.date, set: daySettingsOf(row) }));
}

export async function housesByIds(db: D1Database, houseIds: Iterable<string>): Promise<HouseRow[]> {
  const { results } = await db
    .prepare(`SELECT ${HOUSE_COLUMNS} FROM properties WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(ids(houseIds))
    .all<HouseRow>();
  return results;
}

export async function typesByIds(db: D1Database, typeIds: Iterable<string>): Promise<TypeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${TYPE_COLUMNS} FROM apartment_types t JOIN properties p ON p.id = t.property_id
       WHERE t.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(ids(typeIds))
    .all<TypeRow>();
  return results;
}

/** Per apartment type: its calendar rows from `from` on and the units booked per night from `from` on. */
export async function calendarStateOfTypes(
  db: D1Database,
  typeIds: Iterable<string>,
  from: string,
): Promise<Map<string, { days: Map<string, DaySettings>; bookedByNight: Map<string, number> }>> {
  const list = ids(typeIds);
  const [days, booked] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${CALENDAR_DAY_COLUMNS} FROM calendar_days
         WHERE apartment_type_id IN (SELECT value FROM json_each(?1)) AND date >= ?2`,
      )
      .bind(list, from),
    db
      .prepare(
        `SELECT apartment_type_id, night, count(*) AS n FROM booking_nights
         WHERE apartment_type_id IN (SELECT value FROM json_each(?1)) AND night >= ?2
         GROUP BY apartment_type_id, night`,
      )
      .bind(list, from),
  ]);
  const state = new Map<string, { days: Map<string, DaySettings>; bookedByNight: Map<string, number> }>();
  const of = (id: string) => {
    const entry = state.get(id) ?? { days: new Map(), bookedByNight: new Map() };
    state.set(id, entry);
    return entry;
  };
  for (const row of (days?.results ?? []) as CalendarDayRow[])
    of(row.apartment_type_id).days.set(row.date, daySettingsOf(row));
  for (const row of (booked?.results ?? []) as { apartment_type_id: string; night: string; n: number }[])
    of(row.apartment_type_id).bookedByNight.set(row.night, row.n);
  return state;
}

/** A house to write: its columns, and for a new one its city, owner, currency and rate plans. */
export type HouseUpsert = HouseWrite &
  Pick<HouseRow, "id" | "city_id" | "owner_ibe_uid" | "currency"> & {
    rate_plans: string;
  };

/**
 * New houses inserted, existing ones' writable columns replaced (their city, owner, currency and rate
 * plans kept); each new house sold by the engines given.
 */
export function upsertHouses(
  db: D1Database,
  houses: readonly HouseUpsert[],
  sellers: readonly { propertyId: string; ibeUid: string }[],
): D1PreparedStatement[] {
  const columns = [...HOUSE_WRITABLE, "id", "city_id", "owner_ibe_uid", "currency", "rate_plans"] as const;
  const upsert = `INSERT INTO properties (${columns.join(", ")}, ${NEW_HOUSE_DEFAULTS.columns})
     SELECT ${jsonRowValues(columns.length)}, ${NEW_HOUSE_DEFAULTS.values} FROM json_each(?1) WHERE true
     ON CONFLICT (id) DO UPDATE SET ${HOUSE_WRITABLE.map((column) => `${column} = excluded.${column}`).join(", ")}`;
  const sold = `INSERT OR IGNORE INTO property_tenants (property_id, ibe_uid)
     SELECT value ->> 0, value ->> 1 FROM json_each(?1)`;
  return [
    ...jsonRowChunks(houses.map((house) => columns.map((column) => house[column]))).map((rows) =>
      db.prepare(upsert).bind(rows),
    ),
    ...jsonRowChunks(sellers.map((seller) => [seller.propertyId, seller.ibeUid])).map((rows) =>
      db.prepare(sold).bind(rows),
    ),
  ];
}

/**
 * New apartment types inserted, existing ones' writable columns replaced; a changed price bumps the
 * type's price version, so a checkout under way prices again (as the one-type update does).
 */
export function upsertTypes(
  db: D1Database,
  types: readonly (TypeWrite & { id: string; property_id: string })[],
): D1PreparedStatement[] {
  const columns = ["id", "property_id", ...TYPE_WRITABLE] as const;
  const upsert = `INSERT INTO apartment_types (${columns.join(", ")}, ${NEW_TYPE_DEFAULTS.columns})
     SELECT ${jsonRowValues(columns.length)}, ${NEW_TYPE_DEFAULTS.values} FROM json_each(?1) WHERE true
     ON CONFLICT (id) DO UPDATE SET ${TYPE_WRITABLE.map((column) => `${column} = excluded.${column}`).join(", ")},
       price_version = price_version
         + (base_nightly IS NOT excluded.base_nightly OR cleaning_fee IS NOT excluded.cleaning_fee)`;
  return jsonRowChunks(types.map((type) => columns.map((column) => type[column]))).map((rows) =>
    db.prepare(upsert).bind(rows),
  );
}
