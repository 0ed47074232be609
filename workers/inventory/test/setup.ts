import { applyD1Migrations } from "cloudflare:test";
import { seedInventory } from "../seed/seed-inventory";
import { env, TEST_SCALE } from "./test-env";

/**
 * The files of one vitest worker share its workerd (vitest.config.ts: `isolate: false`), so each
 * file starts from empty storage, as a workerd of its own would give it: no table, no cached search
 * (its keys hold generation numbers a new database counts again), no photo.
 */
async function emptyStorage(): Promise<void> {
  const db = env.INVENTORY_DB;
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  if (results.length > 0) {
    // One transaction; foreign keys are checked at its end, when no table is left.
    await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = on"),
      ...results.map(({ name }) => db.prepare(`DROP TABLE "${name}"`)),
    ]);
  }
  for (let cursor: string | undefined; ; ) {
    const page = await env.SEARCH_CACHE.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map(({ name }) => env.SEARCH_CACHE.delete(name)));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
  for (let cursor: string | undefined; ; ) {
    const page = await env.PHOTOS.list(cursor ? { cursor } : {});
    if (page.objects.length > 0) await env.PHOTOS.delete(page.objects.map(({ key }) => key));
    if (!page.truncated) break;
    cursor = page.cursor;
  }
}

await emptyStorage();
await applyD1Migrations(env.INVENTORY_DB, env.TEST_MIGRATIONS);
await seedInventory(env.INVENTORY_DB, { scale: TEST_SCALE });
