import type { Tenant } from "../../../shared/tenancy/tenant";
import type { SqlDatabase } from "../places/sql-database.server";

/** Who the change log and `updated_by` name for a seeded brand. */
export const SEED_ACTOR_ID = "seed";

/**
 * Inserts the demo brands (shared/tenancy/tenant-registry.ts), live, where they are missing: a brand
 * or host already there is left as it is, so a local edit survives the next `npm start`. Used by the
 * local state preparation and the integration tests' setup; production starts with the brands its
 * platform admin creates (docs/guides/configuration.md).
 */
export async function seedBrands(db: SqlDatabase, tenants: readonly Tenant[], now: number = Date.now()): Promise<void> {
  await db.batch(
    tenants.flatMap((tenant) => [
      db
        .prepare(
          "INSERT OR IGNORE INTO brands (ibe_uid, status, config, version, updated_at, updated_by) VALUES (?, 'live', ?, 1, ?, ?)",
        )
        .bind(tenant.ibeUid, JSON.stringify(tenant), now, SEED_ACTOR_ID),
      db
        .prepare(
          "INSERT OR IGNORE INTO brand_hosts (host, ibe_uid) SELECT value, ? FROM json_each(?) WHERE EXISTS (SELECT 1 FROM brands WHERE ibe_uid = ? AND updated_by = ?)",
        )
        .bind(tenant.ibeUid, JSON.stringify(tenant.hosts), tenant.ibeUid, SEED_ACTOR_ID),
    ]),
  );
}
