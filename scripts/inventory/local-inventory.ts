import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import type { D1Database } from "@cloudflare/workers-types";
import { applyMigrations, type Migration, splitSqlStatements } from "../../workers/inventory/db/apply-migrations";
import { readSeedInfo, type SeedResult, seedInventory } from "../../workers/inventory/seed/seed-inventory";

/**
 * The inventory Worker's local D1 database from Node, through Miniflare's D1 proxy, persisted where
 * `wrangler dev`, `wrangler d1 ... --local` and the Vite plugin keep theirs (<state>/v3/d1, state
 * being .wrangler/state or QUARTIER_STATE_DIR), under the database_id of workers/inventory/wrangler.toml,
 * so that every local runtime sees the same data.
 */
export const INVENTORY_DIR = "workers/inventory";

export function defaultStateDir(): string {
  return resolve(process.env.QUARTIER_STATE_DIR ?? ".wrangler/state");
}

/**
 * Miniflare through Node's own require: jiti's transform of miniflare's CommonJS bundle breaks its
 * `node:path` interop, and vite-node trips over its optional `node:sqlite` import on Node 20.
 */
export function loadMiniflare(): typeof import("miniflare") {
  return createRequire(import.meta.url)("miniflare") as typeof import("miniflare");
}

export function inventoryDatabaseId(root = "."): string {
  const toml = readFileSync(join(root, INVENTORY_DIR, "wrangler.toml"), "utf8");
  const id = toml.match(/^\s*database_id\s*=\s*"([^"]+)"/m)?.[1];
  if (!id) throw new Error("workers/inventory/wrangler.toml has no database_id");
  return id;
}

/** The migration files in order, split into statements (the same split wrangler applies). */
export function readInventoryMigrations(root = "."): Migration[] {
  const dir = join(root, INVENTORY_DIR, "migrations");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, queries: splitSqlStatements(readFileSync(join(dir, name), "utf8")) }));
}

export type PrepareOptions = {
  root?: string;
  /** Local state directory (D1 lives in <persistTo>/v3/d1); null for an in-memory database. */
  persistTo?: string | null;
  scale?: number;
  seed?: number;
  force?: boolean;
  /** Leave any existing seed alone, whatever its scale (npm start must not undo a benchmark reseed). */
  keepExisting?: boolean;
};

/** Runs `work` on the local inventory database (in memory when persistTo is null), then disposes its Miniflare. */
export async function withLocalInventoryDb<T>(
  persistTo: string | null,
  work: (db: D1Database) => Promise<T>,
  root = ".",
): Promise<T> {
  const { Miniflare } = loadMiniflare();
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
    compatibilityDate: "2026-04-26",
    d1Databases: { INVENTORY_DB: inventoryDatabaseId(root) },
    d1Persist: persistTo ? join(resolve(persistTo), "v3", "d1") : false,
  });
  try {
    return await work((await mf.getD1Database("INVENTORY_DB")) as unknown as D1Database);
  } finally {
    await mf.dispose();
  }
}

/** Applies pending migrations, then seeds (idempotent unless force). Disposes its Miniflare. */
export async function prepareLocalInventory(
  options: PrepareOptions = {},
): Promise<SeedResult & { migrations: string[] }> {
  const root = options.root ?? ".";
  const persistTo = options.persistTo === undefined ? defaultStateDir() : options.persistTo;
  return withLocalInventoryDb(
    persistTo,
    async (db) => {
      const migrations = await applyMigrations(db, readInventoryMigrations(root));
      const existing = options.keepExisting ? await readSeedInfo(db) : null;
      if (existing) {
        const { apartmentTypes, properties, cities } = existing;
        return { seeded: false, apartmentTypes, properties, cities, migrations };
      }
      const result = await seedInventory(db, {
        ...(options.scale !== undefined ? { scale: options.scale } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.force ? { force: true } : {}),
      });
      return { ...result, migrations };
    },
    root,
  );
}
