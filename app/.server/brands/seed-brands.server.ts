import type { Tenant } from "../../../shared/tenancy/tenant";
import type { SqlDatabase } from "../places/sql-database.server";

/** Who the change log and `updated_by` name for a seeded brand. */
export const SEED_ACTOR_ID = "seed";

/** One statement of a brand's seed: its SQL with `?` placeholders and the values they take. */
export type SeedStatement = { sql: string; params: (string | number)[] };

/**
 * The statements that insert one brand, live, where it is missing: a brand or host already there is
 * left as it is (an edited brand survives the next seed), and the hosts go in only with a brand
 * this seed inserted.
 */
export function seedBrandStatements(tenant: Tenant, now: number): SeedStatement[] {
  return [
    {
      sql: "INSERT OR IGNORE INTO brands (ibe_uid, status, config, version, updated_at, updated_by) VALUES (?, 'live', ?, 1, ?, ?)",
      params: [tenant.ibeUid, JSON.stringify(tenant), now, SEED_ACTOR_ID],
    },
    {
      sql: "INSERT OR IGNORE INTO brand_hosts (host, ibe_uid) SELECT value, ? FROM json_each(?) WHERE EXISTS (SELECT 1 FROM brands WHERE ibe_uid = ? AND updated_by = ?)",
      params: [tenant.ibeUid, JSON.stringify(tenant.hosts), tenant.ibeUid, SEED_ACTOR_ID],
    },
  ];
}

/**
 * Inserts the demo brands (shared/tenancy/tenant-registry.ts) where they are missing. Used by the
 * local state preparation and the integration tests' setup; production inserts its platform brand
 * with `npm run brand:platform` (docs/guides/deploy.md) and creates the others in the admin area.
 */
export async function seedBrands(db: SqlDatabase, tenants: readonly Tenant[], now: number = Date.now()): Promise<void> {
  await db.batch(
    tenants.flatMap((tenant) =>
      seedBrandStatements(tenant, now).map(({ sql, params }) => db.prepare(sql).bind(...params)),
    ),
  );
}
