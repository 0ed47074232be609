import { applyD1Migrations, env } from "cloudflare:test";
import { seedBrands } from "../../app/.server/brands/seed-brands.server";
import { seedPlaces } from "../../app/.server/places/seed-places.server";
import { parsePlacesDataset } from "../../app/domain/places/places-dataset";
import placesSample from "../../data/places/europe-places.sample.json";
import { TENANTS } from "../../shared/tenancy/tenant-registry";
import { seedInventory } from "../../workers/inventory/seed/seed-inventory";

type Migrations = Parameters<typeof applyD1Migrations>[1];

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: Migrations;
      TEST_INVENTORY_MIGRATIONS: Migrations;
      INVENTORY_DB: D1Database;
      /** The inventory's PHOTOS bucket (vitest.app.config.ts). */
      INVENTORY_PHOTOS: R2Bucket;
    }
  }
}

/** Inventory size for integration tests: every seeded city, a few apartments each; fast to create. */
export const TEST_INVENTORY_SCALE = 400;

// The app's database as `npm start` prepares it, with the demo brands and the small committed sample
// of places, and the embedded inventory at a small scale.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedBrands(env.DB, TENANTS);
await seedPlaces(env.DB, parsePlacesDataset(placesSample));
await applyD1Migrations(env.INVENTORY_DB, env.TEST_INVENTORY_MIGRATIONS);
await seedInventory(env.INVENTORY_DB, { scale: TEST_INVENTORY_SCALE });
