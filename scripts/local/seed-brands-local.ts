import { seedBrands } from "../../app/.server/brands/seed-brands.server";
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
