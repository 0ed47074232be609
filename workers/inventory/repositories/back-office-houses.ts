import { decodeCursor, encodeCursor } from "../http/ids";
import type { CityChoice } from "../rules/house-city";
import type { BookedNight } from "../rules/units-below-bookings";

/** A house as the back office reads and writes it (properties). */
export type HouseRow = {
  id: string;
  city_id: string;
  owner_ibe_uid: string;
  active: number;
  name: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  country: string;
  lat: number;
  long: number;
  currency: string;
  description: string;
  check_in_from: string;
  check_out_until: string;
  services: string;
  contact: string;
};

/** An apartment type as the back office reads and writes it, with its house's currency. */
export type TypeRow = {
  id: string;
  property_id: string;
  active: number;
  kind: string;
  tier: string;
  name: string | null;
  description: string | null;
  size_min: number;
  size_max: number;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  max_occupancy: number;
  units: number;
  services: string;
  min_stay: number;
  max_stay: number;
  booking_mode: "Direct" | "Request" | "Ad";
  channel_links: string;
  base_nightly: number;
  cleaning_fee: number;
  monthly_rate: number;
  p_currency: string;
  p_owner_ibe_uid: string;
};

export const HOUSE_COLUMNS = `id, city_id, owner_ibe_uid, active, name, street, house_number, postcode, city, country, lat, long,
  currency, description, check_in_from, check_out_until, services, contact`;

export const TYPE_COLUMNS = `t.id, t.property_id, t.active, t.kind, t.tier, t.name, t.description, t.size_min, t.size_max,
  t.bedrooms, t.bathrooms, t.beds, t.max_occupancy, t.units, t.services, t.min_stay, t.max_stay, t.booking_mode,
  t.channel_links, t.base_nightly, t.cleaning_fee, t.monthly_rate, p.currency AS p_currency,
  p.owner_ibe_uid AS p_owner_ibe_uid`;

export async function findHouse(db: D1Database, id: string): Promise<HouseRow | null> {
  return db.prepare(`SELECT ${HOUSE_COLUMNS} FROM properties WHERE id = ?1`).bind(id).first<HouseRow>();
}

export async function findTypesOfHouse(db: D1Database, propertyId: string): Promise<TypeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${TYPE_COLUMNS} FROM apartment_types t JOIN properties p ON p.id = t.property_id
       WHERE t.property_id = ?1 ORDER BY t.active DESC, t.id`,
    )
    .bind(propertyId)
    .all<TypeRow>();
  return results;
}

export async function findType(db: D1Database, id: string): Promise<TypeRow | null> {
  return db
    .prepare(`SELECT ${TYPE_COLUMNS} FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1`)
    .bind(id)
    .first<TypeRow>();
}

export type HouseSummaryRow = Pick<
  HouseRow,
  "id" | "owner_ibe_uid" | "active" | "name" | "currency" | "city" | "country"
> & {
  types: number;
};

/**
 * Houses by name then id, a page at a time (the cursor holds the last name and id): one owner's, or
 * every owner's (`owner` null: the platform's admin), optionally those whose name or city contains `q`.
 */
export async function listHouses(
  db: D1Database,
  filter: { owner: string | null; q?: string | undefined },
  page: { limit: number; cursor?: string | undefined },
): Promise<{ rows: HouseSummaryRow[]; nextCursor: string | null }> {
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  const { results } = await db
    .prepare(
      `SELECT p.id, p.owner_ibe_uid, p.active, p.name, p.currency, p.city, p.country,
         (SELECT count(*) FROM apartment_types t WHERE t.property_id = p.id) AS types
       FROM properties p
       WHERE (?1 IS NULL OR p.owner_ibe_uid = ?1)
         AND (?2 IS NULL OR instr(lower(p.name), lower(?2)) > 0 OR instr(lower(p.city), lower(?2)) > 0)
         AND (?3 IS NULL OR p.name > ?3 OR (p.name = ?3 AND p.id > ?4))
       ORDER BY p.name, p.id
       LIMIT ?5`,
    )
    .bind(filter.owner, filter.q || null, cursor?.createdAt ?? null, cursor?.id ?? null, page.limit + 1)
    .all<HouseSummaryRow>();
  const rows = results.slice(0, page.limit);
  const last = rows.at(-1);
  return { rows, nextCursor: results.length > page.limit && last ? encodeCursor(last.name, last.id) : null };
}

export async function allCities(db: D1Database): Promise<CityChoice[]> {
  const { results } = await db.prepare("SELECT id, name, country, lat, long, currency FROM cities").all<CityChoice>();
  return results;
}

export function insertCity(db: D1Database, city: CityChoice): D1PreparedStatement {
  return db
    .prepare("INSERT INTO cities (id, name, country, lat, long, currency) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(city.id, city.name, city.country, city.lat, city.long, city.currency);
}

/** The house's writable columns in a fixed order (insert and update bind the same list). */
export const HOUSE_WRITABLE = [
  "name",
  "street",
  "house_number",
  "postcode",
  "city",
  "country",
  "lat",
  "long",
  "description",
  "check_in_from",
  "check_out_until",
  "services",
  "contact",
  "active",
] as const satisfies readonly (keyof HouseRow)[];

export type HouseWrite = Pick<HouseRow, (typeof HOUSE_WRITABLE)[number]>;

/** The columns a new house gets that no request sets, as SQL values (no city tax, not a premium partner). */
export const NEW_HOUSE_DEFAULTS = { columns: "city_tax, is_premium_partner", values: `'{"kind":"none"}', 0` };

export function insertHouse(
  db: D1Database,
  house: HouseWrite & Pick<HouseRow, "id" | "city_id" | "owner_ibe_uid" | "currency"> & { rate_plans: string },
  sellers: readonly string[],
): D1PreparedStatement[] {
  const columns = [...HOUSE_WRITABLE, "id", "city_id", "owner_ibe_uid", "currency", "rate_plans"] as const;
  return [
    db
      .prepare(
        `INSERT INTO properties (${columns.join(", ")}, ${NEW_HOUSE_DEFAULTS.columns})
         VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")}, ${NEW_HOUSE_DEFAULTS.values})`,
      )
      .bind(...columns.map((column) => house[column])),
    ...sellers.map((ibeUid) =>
      db.prepare("INSERT INTO property_tenants (property_id, ibe_uid) VALUES (?1, ?2)").bind(house.id, ibeUid),
    ),
  ];
}

export function updateHouse(db: D1Database, id: string, house: HouseWrite): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE properties SET ${HOUSE_WRITABLE.map((column, i) => `${column} = ?${i + 2}`).join(", ")} WHERE id = ?1`,
    )
    .bind(id, ...HOUSE_WRITABLE.map((column) => house[column]));
}

export const TYPE_WRITABLE = [
  "active",
  "kind",
  "name",
  "description",
  "size_min",
  "size_max",
  "bedrooms",
  "bathrooms",
  "beds",
  "max_occupancy",
  "units",
  "services",
  "min_stay",
  "max_stay",
  "booking_mode",
  "channel_links",
  "base_nightly",
  "cleaning_fee",
  "monthly_rate",
] as const satisfies readonly (keyof TypeRow)[];

export type TypeWrite = Pick<TypeRow, (typeof TYPE_WRITABLE)[number]>;

/**
 * The columns a new type gets that no request sets, as SQL values: rates beyond the base price come
 * from the rates pages, so no weekend or season premium until then.
 */
export const NEW_TYPE_DEFAULTS = {
  columns: "tier, weekend_factor_bp, season_months, season_factor_bp, extra_services, image_count",
  values: "'standard', 10000, 0, 10000, '[]', 0",
};

export function insertType(db: D1Database, id: string, propertyId: string, type: TypeWrite): D1PreparedStatement {
  const columns = ["id", "property_id", ...TYPE_WRITABLE] as const;
  const values = { id, property_id: propertyId, ...type };
  return db
    .prepare(
      `INSERT INTO apartment_types (${columns.join(", ")}, ${NEW_TYPE_DEFAULTS.columns})
       VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")}, ${NEW_TYPE_DEFAULTS.values})`,
    )
    .bind(...columns.map((column) => values[column]));
}

/** The update of a type's fields; a changed price bumps price_version, so a checkout under way prices again. */
export function updateType(db: D1Database, id: string, type: TypeWrite, priceChanged: boolean): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE apartment_types SET ${TYPE_WRITABLE.map((column, i) => `${column} = ?${i + 2}`).join(", ")}
         ${priceChanged ? ", price_version = price_version + 1" : ""}
       WHERE id = ?1`,
    )
    .bind(id, ...TYPE_WRITABLE.map((column) => type[column]));
}

/** Units booked per night from `from` on (active bookings' nights), for the units check. */
export async function bookedNightsFrom(db: D1Database, apartmentTypeId: string, from: string): Promise<BookedNight[]> {
  const { results } = await db
    .prepare(
      `SELECT night, count(*) AS booked FROM booking_nights
       WHERE apartment_type_id = ?1 AND night >= ?2 GROUP BY night`,
    )
    .bind(apartmentTypeId, from)
    .all<BookedNight>();
  return results;
}
