import { seedBrands } from "../../app/.server/brands/seed-brands.server";
import { type Tenant, tenantSchema } from "../../shared/tenancy/tenant.ts";
import { TENANTS } from "../../shared/tenancy/tenant-registry.ts";
import { d1DatabaseId, miniflareWithD1 } from "../places/seed-places-local.ts";

/** Puts the demo brands into the local app database where they are missing (an edited brand stays). */
export async function seedLocalBrands(persistTo: string): Promise<void> {
  const { mf, db } = await miniflareWithD1({ databaseId: await d1DatabaseId(), persistTo });
  try {
    await seedBrands(db, TENANTS);
  } finally {
    await mf.dispose();
  }
}

/** The live brands of the local app database (the start banner lists them), by ibeUid. */
export async function localLiveBrands(persistTo: string): Promise<Tenant[]> {
  const { mf, db } = await miniflareWithD1({ databaseId: await d1DatabaseId(), persistTo });
  try {
    const { results } = await db
      .prepare("SELECT config FROM brands WHERE status = 'live' ORDER BY ibe_uid")
      .all<{ config: string }>();
    return results.flatMap((row) => {
      const parsed = tenantSchema.safeParse(JSON.parse(row.config));
      return parsed.success ? [parsed.data] : [];
    });
  } finally {
    await mf.dispose();
  }
}
