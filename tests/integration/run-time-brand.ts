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
