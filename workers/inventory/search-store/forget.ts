/**
 * Which tenants' searches a write bears on: one tenant (its own settings, its company codes), the
 * tenants carrying a property or an apartment type's property (its facts, prices, closures, bookings:
 * an apartment is sold through every engine that carries it), or every tenant (a reseed).
 */
export type ForgetScope = { tenant: string } | { property: string } | { apartmentType: string } | { everyTenant: true };

/**
 * What a write changed (docs/decisions/0115): `availability`, only what a type's calendar holds (units
 * for sale, bookings, closed days, restrictions, day prices: a calendar edit, a booking, a
 * cancellation), or `everything` (houses, types, photos, rates, plans, tenants, the seed). Only
 * `everything` makes the memos of type and house data forget; both make kept searches forget.
 */
export type ForgetWhat = "availability" | "everything";

/** The scope's tenants as a query (`?1` its id), in SQL. */
function tenantsOf(scope: ForgetScope): { sql: string; id?: string } {
  if ("tenant" in scope) return { sql: "SELECT ?1 AS ibe_uid", id: scope.tenant };
  if ("property" in scope)
    return { sql: "SELECT ibe_uid FROM property_tenants WHERE property_id = ?1", id: scope.property };
  if ("apartmentType" in scope)
    return {
      sql: `SELECT pt.ibe_uid FROM apartment_types t JOIN property_tenants pt ON pt.property_id = t.property_id
            WHERE t.id = ?1`,
      id: scope.apartmentType,
    };
  return { sql: "SELECT ibe_uid FROM tenants" };
}

/**
 * The one invalidation of the search store (docs/decisions/0083, 0115): a statement that makes the
 * scope's tenants' search generation new, and with `everything` (the default: a write that does not
 * say otherwise may have changed anything) their type generation too, so nothing kept before it
 * answers again (nothing is deleted). A writer puts it in the same batch as its write, so the two are
 * one transaction: a search reads the generations in the same round trip as the data, so it never
 * keeps what it read before the write under a generation after it.
 */
export function forget(db: D1Database, scope: ForgetScope, changed: ForgetWhat = "everything"): D1PreparedStatement {
  const tenants = tenantsOf(scope);
  // Availability leaves the type generation as it is (set only where it has none yet).
  const typeGeneration =
    changed === "everything" ? "excluded.type_generation" : "coalesce(type_generation, excluded.type_generation)";
  // `WHERE true` tells SQLite's parser the ON CONFLICT is the upsert's, not the join's.
  const statement = db.prepare(
    `INSERT INTO search_generations (ibe_uid, generation, type_generation)
     SELECT ibe_uid, random() % 9007199254740992, random() % 9007199254740992 FROM (${tenants.sql}) WHERE true
     ON CONFLICT (ibe_uid) DO UPDATE SET generation = excluded.generation, type_generation = ${typeGeneration}`,
  );
  return tenants.id === undefined ? statement : statement.bind(tenants.id);
}
