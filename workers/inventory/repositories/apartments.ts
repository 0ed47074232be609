import { type Generation, generationQuery, typeGenerationOf } from "../search-store/generation";
import { apartmentRowMemo, searchFactsMemo } from "../search-store/memos";
import { rememberedRows } from "../search-store/row-memo";
import {
  APARTMENT_COLUMNS,
  type ApartmentRow,
  SEARCH_FACTS_PROPERTY_COLUMNS,
  SEARCH_FACTS_TYPE_COLUMNS,
  SEARCH_FACTS_TYPE_FIELDS,
  type SearchFactsRow,
  searchFactsTypeFieldsOf,
} from "./stored-rows";

/** One apartment type with its property, if the tenant's engine carries it and both are active (on sale). */
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
       WHERE t.id = ?2 AND t.active = 1 AND p.active = 1`,
    )
    .bind(ibeUid, apartmentTypeId)
    .first<ApartmentRow>();
}

/**
 * The ids of the apartment types the tenant sells (its engine carries the property, which has a rate
 * plan, and both are active: the types its searches can find), in id order after `after`, at most `limit`. Uses
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
       WHERE t.id > ?2 AND p.rate_plans <> '[]' AND t.active = 1 AND p.active = 1
       ORDER BY t.id
       LIMIT ?3`,
    )
    .bind(ibeUid, after ?? "", limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/**
 * The apartment types with these ids that the tenant's engine carries, in no particular order;
 * remembered per type generation (`rememberedRows`), `typeGeneration` as there. A calendar's price edit
 * bumps `price_version` without a new type generation (docs/decisions/0115), so a remembered row's may
 * be older: what decides on it (a booking) reads it fresh (`findApartment`).
 */
export async function findApartments(
  db: D1Database,
  ibeUid: string,
  ids: readonly string[],
  typeGeneration?: Generation,
): Promise<ApartmentRow[]> {
  return rememberedRows(apartmentRowMemo, ibeUid, ids, typeGeneration, async (missing) => {
    const [read, rows] = await db.batch<Record<string, unknown>>([
      generationQuery(db, ibeUid),
      typesByIdsQuery(db, ibeUid, missing, APARTMENT_COLUMNS),
    ]);
    return { generation: typeGenerationOf(read), rows: (rows?.results ?? []) as ApartmentRow[] };
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

/**
 * What a search needs of every hit to rank it and count its facets (`SearchFactsRow`), for these ids
 * that the tenant's engine carries, in no particular order; remembered per type generation (`rememberedRows`).
 */
export async function findSearchFacts(
  db: D1Database,
  ibeUid: string,
  ids: readonly string[],
  typeGeneration?: Generation,
): Promise<SearchFactsRow[]> {
  return rememberedRows(searchFactsMemo, ibeUid, ids, typeGeneration, (missing) =>
    readSearchFacts(db, ibeUid, missing),
  );
}

/**
 * The search facts of these ids as stored now, with the tenant's type generation (one round trip). The
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
): Promise<{ generation: Generation; rows: SearchFactsRow[] }> {
  if (ids.length === 0) return { generation: typeGenerationOf(await generationQuery(db, ibeUid).all()), rows: [] };
  const json = JSON.stringify(ids);
  const typesFrom = `FROM json_each(?2) j
         CROSS JOIN apartment_types t ON t.id = j.value
         JOIN property_tenants pt ON pt.property_id = t.property_id AND pt.ibe_uid = ?1`;
  const [generation, typesJson, properties] = await db.batch<Record<string, unknown>>([
    generationQuery(db, ibeUid),
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
  // Rows read in a second round trip may belong to a later generation than the one read: none is claimed.
  return { generation: exact ? typeGenerationOf(generation) : null, rows };
}

/** The statement reading `columns` of the active apartment types with these ids that the tenant's engine carries. */
function typesByIdsQuery(db: D1Database, ibeUid: string, ids: readonly string[], columns: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${columns}
       FROM json_each(?2) j
       CROSS JOIN apartment_types t ON t.id = j.value
       JOIN properties p ON p.id = t.property_id
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       WHERE t.active = 1 AND p.active = 1`,
    )
    .bind(ibeUid, JSON.stringify(ids));
}

export const tenantQuery = (db: D1Database, ibeUid: string) =>
  db.prepare("SELECT 1 AS ok FROM tenants WHERE ibe_uid = ?1").bind(ibeUid);

export async function tenantExists(db: D1Database, ibeUid: string): Promise<boolean> {
  return (await tenantQuery(db, ibeUid).first<{ ok: number }>()) !== null;
}
