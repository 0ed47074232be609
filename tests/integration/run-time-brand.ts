import { env } from "cloudflare:test";
import { saveBrand } from "../../app/.server/brands/brand-store.server";
import type { BrandActor, BrandStatus } from "../../app/domain/tenancy/brand";
import type { Tenant } from "../../shared/tenancy/tenant";
import { tenantById } from "../../shared/tenancy/tenant-registry";

/** The platform admin of the demo users, as the change log names them. */
export const PLATFORM_ADMIN: BrandActor = { userId: "admin-quartier", email: "admin@quartier.example" };

/**
 * A brand that no code names: a copy of a demo brand's settings (so the inventory has offers for its
 * cities) under a new ibeUid, name, host and colours. `<ibeUid>.localhost` is its host.
 */
export function runTimeTenant(ibeUid: string, overrides: Partial<Tenant> = {}): Tenant {
  const base = tenantById("citynest");
  if (!base) throw new Error("the citynest seed brand is missing");
  return {
    ...base,
    ibeUid,
    name: `Brand ${ibeUid}`,
    hosts: [`${ibeUid}.localhost`],
    theme: { ...base.theme, primary: "#7a1f0d", accent: "#0f5132", logo: `/brands/${ibeUid}.svg` },
    identity: { clientId: `${ibeUid}-web`, tenantHint: ibeUid },
    contact: { email: `hello@${ibeUid}.example`, phone: "+49 30 555 0199" },
    ...overrides,
  };
}

/** Saves a brand through the store as the platform admin; throws when the store refuses it. */
export async function saveRunTimeBrand(tenant: Tenant, status: BrandStatus, expectedVersion?: number) {
  const saved = await saveBrand(env, { tenant, status }, PLATFORM_ADMIN, expectedVersion);
  if (!saved.ok) throw new Error(`the store refused ${tenant.ibeUid}: ${saved.code}`);
  return saved.brand;
}

/**
 * Lets a run-time brand sell one seeded house, as the platform admin's brand and house pages would:
 * the OTA's tenant row (what PUT /api/admin/tenants/:ibeUid writes), the house carried by its engine,
 * and the tenant's search generation. Returns the apartment types it now sells.
 */
export async function sellHouseThrough(
  ibeUid: string,
  name: string,
): Promise<{ propertyId: string; typeIds: string[] }> {
  const db = env.INVENTORY_DB;
  const house = await db
    .prepare("SELECT property_id FROM property_tenants WHERE ibe_uid = 'citynest' ORDER BY property_id LIMIT 1")
    .first<{ property_id: string }>();
  if (!house) throw new Error("citynest sells no house");
  await db.batch([
    db.prepare("INSERT OR IGNORE INTO tenants (ibe_uid, name) VALUES (?, ?)").bind(ibeUid, name),
    db
      .prepare("INSERT OR IGNORE INTO property_tenants (property_id, ibe_uid) VALUES (?, ?)")
      .bind(house.property_id, ibeUid),
    db
      .prepare("INSERT OR REPLACE INTO search_generations (ibe_uid, generation, type_generation) VALUES (?, ?, ?)")
      .bind(ibeUid, Date.now(), Date.now()),
  ]);
  const { results } = await db
    .prepare("SELECT id FROM apartment_types WHERE property_id = ?")
    .bind(house.property_id)
    .all<{ id: string }>();
  return { propertyId: house.property_id, typeIds: results.map((r) => r.id) };
}
