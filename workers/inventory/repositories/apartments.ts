import type { CellCover } from "../rules/geo-cells";
import { decodeExactReal, exactRealSql } from "./exact-real";
import {
  APARTMENT_COLUMNS,
  type ApartmentRow,
  SEARCH_FACTS_PROPERTY_COLUMNS,
  SEARCH_FACTS_TYPE_COLUMNS,
  SEARCH_FACTS_TYPE_FIELDS,
  type SearchFactsRow,
  searchFactsTypeFieldsOf,
} from "./rows";
import { type FactsVersion, VersionedRowMemo } from "./versioned-row-memo";

/** One apartment type with its property, if the tenant's engine carries it. */
export async function findApartment(
  db: D1Database,
  ibeUid: string,
  apartmentTypeId: string,
): Promise<ApartmentRow | null> {
  return db
    .prepare(
      `SELECT ${APARTMENT_COLUMNS}
       FROM apartment_types t
       JOIN properties p ON p.id = t.property_id
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       WHERE t.id = ?2`,
    )
    .bind(ibeUid, apartmentTypeId)
    .first<ApartmentRow>();
}

export type GeoCandidateQuery = {
  ibeUid: string;
  /** The grid cells of the circle (rules/geo-cells.ts). */
  cover: CellCover;
  guests: number;
  nights: number;
  from: string;
  to: string;
};

/** An apartment type the radius search may list: where it is and how many units are free for the whole stay. */
export type Candidate = {
  id: string;
  lat: number;
  long: number;
  unitsLeft: number;
  /** The type's stay rules, for the arrival and departure days' restrictions. */
  minStay: number;
  maxStay: number;
  maxOccupancy: number;
  /** The arrival day's restriction row (stay_restrictions), null without one: closed to arrival, its minimum stay. */
  arrivalClosed: number | null;
  arrivalMinStay: number | null;
  /** The departure day's closed to departure, null without a row. */
  departureClosed: number | null;
};

/** Where the candidates come from and which pass the statement's rules (`findCandidates`). */
const CANDIDATES_FROM = `FROM json_each(?2) r
       CROSS JOIN properties p
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       JOIN apartment_types t ON t.property_id = p.id
       LEFT JOIN stay_restrictions ra ON ra.apartment_type_id = t.id AND ra.date = ?7
       LEFT JOIN stay_restrictions rd ON rd.apartment_type_id = t.id AND rd.date = ?8
       WHERE p.cell BETWEEN r.value ->> 0 AND r.value ->> 1
         AND p.long BETWEEN r.value ->> 2 AND r.value ->> 3
         AND p.lat BETWEEN ?3 AND ?4
         AND t.max_occupancy >= ?5 AND t.min_stay <= ?6 AND t.max_stay >= ?6
         AND p.rate_plans <> '[]'
         AND NOT EXISTS (SELECT 1 FROM closures c
            WHERE c.apartment_type_id = t.id AND c.start_date < ?8 AND c.end_date > ?7)`;

/** The units free on the stay's busiest night. */
const UNITS_LEFT = `t.units - coalesce((SELECT max(n) FROM (SELECT count(*) AS n FROM booking_nights bn
            WHERE bn.apartment_type_id = t.id AND bn.night >= ?7 AND bn.night < ?8 GROUP BY bn.night)), 0)`;

/**
 * A candidate as ten JSON values in `Candidate`'s order (`decodeCandidates`); the position exact
 * (`exactRealSql`: two numbers each), the nullable restriction columns as `null`.
 */
const CANDIDATE_JSON = `json_quote(t.id) || ',' || ${exactRealSql("p.lat")} || ',' || ${exactRealSql("p.long")}
         || ',' || (${UNITS_LEFT}) || ',' || t.min_stay || ',' || t.max_stay || ',' || t.max_occupancy
         || ',' || coalesce(ra.closed_to_arrival, 'null') || ',' || coalesce(ra.min_stay, 'null')
         || ',' || coalesce(rd.closed_to_departure, 'null')`;

/** JSON values per candidate in a `CANDIDATE_JSON` list. */
const CANDIDATE_VALUES = 12;

/**
 * The candidates of `CANDIDATE_JSON` lists (one JSON array text per grid cell); null when a position
 * lay outside `exactRealSql`'s windows (then they are read as rows).
 */
export function decodeCandidates(texts: readonly string[]): Candidate[] | null {
  const candidates: Candidate[] = [];
  for (const text of texts) {
    const v = JSON.parse(text) as unknown[];
    for (let i = 0; i < v.length; i += CANDIDATE_VALUES) {
      const lat = decodeExactReal(v[i + 1], v[i + 2]);
      const long = decodeExactReal(v[i + 3], v[i + 4]);
      if (lat === undefined || long === undefined) return null;
      candidates.push({
        id: v[i] as string,
        lat,
        long,
        unitsLeft: v[i + 5] as number,
        minStay: v[i + 6] as number,
        maxStay: v[i + 7] as number,
        maxOccupancy: v[i + 8] as number,
        arrivalClosed: v[i + 9] as number | null,
        arrivalMinStay: v[i + 10] as number | null,
        departureClosed: v[i + 11] as number | null,
      });
    }
  }
  return candidates;
}

/**
 * The radius search's candidates in one statement: apartment types in the tenant's engine whose
 * property lies in the circle's grid cells (index properties_cell: one range of cells a row, the
 * position and id in the index), that take the guests and the stay's length (index
 * apartment_types_search), have a rate plan and no closed night in the stay, with the units free on
 * the busiest night (index booking_nights_type_night), and the arrival and departure days'
 * restrictions of this type only (primary key of stay_restrictions; not every type's restrictions on
 * those days, which grew with the inventory). Only these narrow columns cross from D1, and as one JSON
 * text per grid cell rather than a row per candidate (docs/decisions/0045: the rows crossing the
 * binding cost more than SQLite's work; a cell's text stays far below D1's 2 MB limit on a value), the
 * positions exactly; the caller applies the exact radius, the day restrictions and drops types without
 * a free unit. The tenant and the stored search facts' version (for `findSearchFacts`) are read in the
 * same round trip: null when the tenant is unknown.
 */
export async function findCandidates(
  db: D1Database,
  q: GeoCandidateQuery,
): Promise<{ candidates: Candidate[]; factsVersion: FactsVersion } | null> {
  const ranges = JSON.stringify(q.cover.ranges.map((r) => [r.fromCell, r.toCell, r.minLong, r.maxLong]));
  const bind = [q.ibeUid, ranges, q.cover.minLat, q.cover.maxLat, q.guests, q.nights, q.from, q.to];
  const [tenant, lists, version] = await db.batch<Record<string, unknown>>([
    tenantQuery(db, q.ibeUid),
    db
      .prepare(`SELECT '[' || group_concat(${CANDIDATE_JSON}) || ']' AS c ${CANDIDATES_FROM} GROUP BY p.cell`)
      .bind(...bind),
    factsVersionQuery(db),
  ]);
  if (!tenant?.results.length) return null;
  const factsVersion = versionOf(version);
  const decoded = decodeCandidates((lists?.results ?? []).map((row) => row.c as string));
  if (decoded) return { candidates: decoded, factsVersion };
  const { results } = await db
    .prepare(
      `SELECT t.id, p.lat, p.long, t.min_stay AS minStay, t.max_stay AS maxStay, t.max_occupancy AS maxOccupancy,
         ${UNITS_LEFT} AS unitsLeft,
         ra.closed_to_arrival AS arrivalClosed, ra.min_stay AS arrivalMinStay, rd.closed_to_departure AS departureClosed
       ${CANDIDATES_FROM}`,
    )
    .bind(...bind)
    .all<Candidate>();
  return { candidates: results, factsVersion };
}

/**
 * The apartment types with these ids that the tenant's engine carries, in no particular order;
 * remembered per version (`rememberedRows`), `version` as there.
 */
export async function findApartments(
  db: D1Database,
  ibeUid: string,
  ids: readonly string[],
  version?: FactsVersion,
): Promise<ApartmentRow[]> {
  return rememberedRows(apartmentMemo, ibeUid, ids, version, async (missing) => {
    const [read, rows] = await db.batch<Record<string, unknown>>([
      factsVersionQuery(db),
      typesByIdsQuery(db, ibeUid, missing, APARTMENT_COLUMNS),
    ]);
    return { version: versionOf(read), rows: (rows?.results ?? []) as ApartmentRow[] };
  });
}

type SearchFactsPropertyRow = Pick<
  SearchFactsRow,
  "p_currency" | "p_rate_plans" | "p_city_tax" | "p_street" | "p_is_premium_partner" | "p_services"
> & { property_id: string };

/** A hit's apartment type facts: `SearchFactsRow` without its property's columns. */
type TypeFacts = Omit<SearchFactsRow, keyof SearchFactsPropertyRow> & { property_id: string };

/** The integer columns of `TypeFacts`, checked to hold integers (then JSON carries them exactly). */
const TYPE_FACTS_INTEGERS = searchFactsTypeFieldsOf("integer");
/** The REAL columns of `TypeFacts`, carried as integers when they are whole. */
const TYPE_FACTS_SIZES: readonly string[] = searchFactsTypeFieldsOf("size");

/**
 * The types' facts as one JSON array of arrays (`SEARCH_FACTS_TYPE_FIELDS`' order) and whether every
 * value in it is exact (`exact` 1). JSON carries texts and integers as they are, but SQLite writes a
 * REAL with 15 significant digits, so the REAL sizes go as integers, which is exact only for whole
 * numbers (every size the seed writes); a fractional size, or an integer column holding something
 * else, makes `exact` 0 and the caller reads rows instead.
 */
const TYPE_FACTS_JSON = `json_group_array(json_array(${SEARCH_FACTS_TYPE_FIELDS.map((field) =>
  TYPE_FACTS_SIZES.includes(field) ? `CAST(t.${field} AS INTEGER)` : `t.${field}`,
).join(", ")})) AS facts,
  min(${[
    ...TYPE_FACTS_INTEGERS.map((field) => `typeof(t.${field}) = 'integer'`),
    ...TYPE_FACTS_SIZES.map(
      (field) => `abs(t.${field}) < 9007199254740992.0 AND t.${field} = CAST(t.${field} AS INTEGER)`,
    ),
  ].join(" AND ")}) AS exact`;

/** The `TYPE_FACTS_JSON` arrays as `TypeFacts`, each value named by its place in `SEARCH_FACTS_TYPE_FIELDS`. */
export function decodeTypeFacts(text: string): TypeFacts[] {
  return (JSON.parse(text) as unknown[][]).map(
    (values) => Object.fromEntries(SEARCH_FACTS_TYPE_FIELDS.map((field, i) => [field, values[i]])) as TypeFacts,
  );
}

/** The stored search facts' version, read in the same round trip as what it versions. */
const factsVersionQuery = (db: D1Database) => db.prepare("SELECT version FROM search_facts_version WHERE id = 1");

const versionOf = (read: D1Result<Record<string, unknown>> | undefined): FactsVersion =>
  (read?.results[0]?.version as number | undefined) ?? null;

/** Search facts remembered in this isolate (docs/decisions/0048): ten searches of a thousand hits. */
const searchFactsMemo = new VersionedRowMemo<SearchFactsRow>(10_000);

/** Listings' rows remembered in this isolate: the first pages of many searches, or two searches' whole listings. */
const apartmentMemo = new VersionedRowMemo<ApartmentRow>(2_000);

/**
 * Rows of these ids from `memo` where it remembers them for the stored data's current version, the others
 * read with `read` (which answers the version it read them at, in the same round trip). With `version`,
 * the version read earlier in the same request (with a search's candidates), rows all remembered need no
 * read at all; without it, the version is read with the missing rows. When the version read is not the
 * remembered one, every row is read anew (docs/decisions/0048).
 */
async function rememberedRows<Row extends { id: string }>(
  memo: VersionedRowMemo<Row>,
  ibeUid: string,
  ids: readonly string[],
  version: FactsVersion | undefined,
  read: (ids: readonly string[]) => Promise<{ version: FactsVersion; rows: Row[] }>,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const known = memo.lookup(ibeUid, ids);
  if (known.missing.length === 0 && known.version !== null && version === known.version) return known.rows;
  const fresh = await read(known.missing);
  if (fresh.version !== null && fresh.version === known.version) {
    memo.remember(fresh.version, ibeUid, fresh.rows);
    return [...known.rows, ...fresh.rows];
  }
  // The stored data changed since the remembered rows were read (or none were): all are read now.
  const all = known.rows.length > 0 ? await read(ids) : fresh;
  memo.remember(all.version, ibeUid, all.rows);
  return all.rows;
}

/**
 * What a search needs of every hit to rank it and count its facets (`SearchFactsRow`), for these ids
 * that the tenant's engine carries, in no particular order; remembered per version (`rememberedRows`).
 */
export async function findSearchFacts(
  db: D1Database,
  ibeUid: string,
  ids: readonly string[],
  version?: FactsVersion,
): Promise<SearchFactsRow[]> {
  return rememberedRows(searchFactsMemo, ibeUid, ids, version, (missing) => readSearchFacts(db, ibeUid, missing));
}

/**
 * The search facts of these ids as stored now, with the version they belong to (one round trip). The
 * types' columns and their properties' (rate plans, city tax and services as JSON texts: most of the
 * bytes) are read apart, each property once however many of its types are hits, and joined here; the
 * property's texts are then the same strings for all its types. The types' columns cross as one JSON
 * value rather than a row per type (docs/decisions/0045), and as rows only when that value would not be
 * exact.
 */
async function readSearchFacts(
  db: D1Database,
  ibeUid: string,
  ids: readonly string[],
): Promise<{ version: FactsVersion; rows: SearchFactsRow[] }> {
  if (ids.length === 0) return { version: versionOf(await factsVersionQuery(db).all()), rows: [] };
  const json = JSON.stringify(ids);
  const typesFrom = `FROM json_each(?2) j
         CROSS JOIN apartment_types t ON t.id = j.value
         JOIN property_tenants pt ON pt.property_id = t.property_id AND pt.ibe_uid = ?1`;
  const [version, typesJson, properties] = await db.batch<Record<string, unknown>>([
    factsVersionQuery(db),
    db.prepare(`SELECT ${TYPE_FACTS_JSON} ${typesFrom}`).bind(ibeUid, json),
    db
      .prepare(
        `SELECT p.id AS property_id, ${SEARCH_FACTS_PROPERTY_COLUMNS}
         FROM properties p
         WHERE p.id IN (SELECT t.property_id FROM json_each(?1) j CROSS JOIN apartment_types t ON t.id = j.value)`,
      )
      .bind(json),
  ]);
  const read = typesJson?.results[0] as { facts: string; exact: number | null } | undefined;
  const exact = read?.exact !== 0;
  const types = exact
    ? decodeTypeFacts(read?.facts ?? "[]")
    : (await db.prepare(`SELECT ${SEARCH_FACTS_TYPE_COLUMNS} ${typesFrom}`).bind(ibeUid, json).all<TypeFacts>())
        .results;
  const propertyById = new Map<string, SearchFactsPropertyRow>();
  for (const row of (properties?.results ?? []) as SearchFactsPropertyRow[]) propertyById.set(row.property_id, row);
  const rows: SearchFactsRow[] = [];
  for (const type of types) {
    const property = propertyById.get(type.property_id);
    if (property) rows.push({ ...type, ...property } as SearchFactsRow);
  }
  // Rows read in a second round trip may belong to a later version than the one read: none is claimed.
  return { version: exact ? versionOf(version) : null, rows };
}

/** The statement reading `columns` of the apartment types with these ids that the tenant's engine carries. */
function typesByIdsQuery(db: D1Database, ibeUid: string, ids: readonly string[], columns: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${columns}
       FROM json_each(?2) j
       CROSS JOIN apartment_types t ON t.id = j.value
       JOIN properties p ON p.id = t.property_id
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1`,
    )
    .bind(ibeUid, JSON.stringify(ids));
}

const tenantQuery = (db: D1Database, ibeUid: string) =>
  db.prepare("SELECT 1 AS ok FROM tenants WHERE ibe_uid = ?1").bind(ibeUid);

export async function tenantExists(db: D1Database, ibeUid: string): Promise<boolean> {
  return (await tenantQuery(db, ibeUid).first<{ ok: number }>()) !== null;
}
