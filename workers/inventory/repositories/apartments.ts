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

/**
 * The ids of the apartment types the tenant sells (its engine carries the property, which has a rate
 * plan: the types its searches can find), in id order after `after`, at most `limit`. Uses
 * property_tenants' key and apartment_types' primary key; the sitemap reads it a page at a time.
 */
export async function sellableApartmentIds(
  db: D1Database,
  ibeUid: string,
  after: string | undefined,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT t.id AS id
       FROM apartment_types t
       JOIN properties p ON p.id = t.property_id
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       WHERE t.id > ?2 AND p.rate_plans <> '[]'
       ORDER BY t.id
       LIMIT ?3`,
    )
    .bind(ibeUid, after ?? "", limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
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
export const factsVersionQuery = (db: D1Database) =>
  db.prepare("SELECT version FROM search_facts_version WHERE id = 1");

export const versionOf = (read: D1Result<Record<string, unknown>> | undefined): FactsVersion =>
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

export const tenantQuery = (db: D1Database, ibeUid: string) =>
  db.prepare("SELECT 1 AS ok FROM tenants WHERE ibe_uid = ?1").bind(ibeUid);

export async function tenantExists(db: D1Database, ibeUid: string): Promise<boolean> {
  return (await tenantQuery(db, ibeUid).first<{ ok: number }>()) !== null;
}
