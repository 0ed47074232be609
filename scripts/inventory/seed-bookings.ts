/**
 * Adds generated bookings to the local inventory (for the admin pages and their benchmark):
 *
 *   npx jiti scripts/inventory/seed-bookings.ts --count 50000 [--persist-to DIR]
 *
 * DIR defaults to .wrangler/state or QUARTIER_STATE_DIR. Seeding again replaces the generated ones
 * (ids bk_seed_*); bookings made through the app stay.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { D1Database } from "@cloudflare/workers-types";
import { seedBookings } from "../../workers/inventory/seed/seed-bookings";
import { defaultStateDir, inventoryDatabaseId, loadMiniflare } from "./local-inventory";

export async function seedLocalBookings(count: number, persistTo = defaultStateDir()) {
  const { Miniflare } = loadMiniflare();
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
    compatibilityDate: "2026-04-26",
    d1Databases: { INVENTORY_DB: inventoryDatabaseId(".") },
    d1Persist: join(resolve(persistTo), "v3", "d1"),
  });
  try {
    const db = (await mf.getD1Database("INVENTORY_DB")) as unknown as D1Database;
    return await seedBookings(db as unknown as Parameters<typeof seedBookings>[0], { count });
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const count = Number(option("--count") ?? 2000);
  if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a positive integer");
  const started = Date.now();
  const result = await seedLocalBookings(count, option("--persist-to") ?? defaultStateDir());
  console.log(`seeded ${result.bookings} bookings in ${Date.now() - started} ms`);
}
