/**
 * Which tenants' searches a write bears on: one tenant (its own settings, its company codes), the
 * tenants carrying a property or an apartment type's property (its facts, prices, closures, bookings:
 * an apartment is sold through every engine that carries it), or every tenant (a reseed).
 */
export type ForgetScope = { tenant: string } | { property: string } | { apartmentType: string } | { everyTenant: true };

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
 * The one invalidation of the search store (docs/decisions/0083): a statement that makes the scope's
 * tenants' generations new, so nothing kept before it answers again (nothing is deleted). A writer
 * puts it in the same batch as its write, so the two are one transaction: a search reads the
 * generation in the same round trip as the data, so it never keeps what it read before the write
 * under the generation after it.
 */
export function forget(db: D1Database, scope: ForgetScope): D1PreparedStatement {
  const tenants = tenantsOf(scope);
  // `WHERE true` tells SQLite's parser the ON CONFLICT is the upsert's, not the join's.
  const statement = db.prepare(
    `INSERT INTO search_generations (ibe_uid, generation)
     SELECT ibe_uid, random() % 9007199254740992 FROM (${tenants.sql}) WHERE true
     ON CONFLICT (ibe_uid) DO UPDATE SET generation = excluded.generation`,
  );
  return tenants.id === undefined ? statement : statement.bind(tenants.id);
}
