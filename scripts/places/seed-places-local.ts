/**
 * Seeds the places tables of a D1 database from Node, through Miniflare's D1 proxy.
 *
 *   npx jiti scripts/places/seed-places-local.ts [--persist-to .wrangler/state] [--force]
 *
 * With a persist directory it writes the same local state `wrangler d1 ... --local --persist-to`
 * and `npm start` use (the database is found by the database_id of binding DB in wrangler.toml);
 * run `wrangler d1 migrations apply DB --local` first. Seeding is skipped when the marker row says
 * this dataset version is already there.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type SeedPlacesResult, seedPlaces } from "../../app/.server/places/seed-places.server";
import type { SqlDatabase } from "../../app/.server/places/sql-database.server";
import { type PlacesDataset, parsePlacesDataset } from "../../app/domain/places/places-dataset";

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DATASET_PATH = join(REPO_ROOT, "data", "places", "europe-places.json");
export const SAMPLE_PATH = join(REPO_ROOT, "data", "places", "europe-places.sample.json");

/** Reads and validates a places dataset file (the full one by default). */
export async function loadPlacesDataset(path: string = DATASET_PATH): Promise<PlacesDataset> {
  return parsePlacesDataset(JSON.parse(await readFile(path, "utf8")));
}

/** The database_id of the D1 binding `binding` in a wrangler.toml. */
export async function d1DatabaseId(wranglerToml = join(REPO_ROOT, "wrangler.toml"), binding = "DB"): Promise<string> {
  const text = await readFile(wranglerToml, "utf8");
  for (const block of text.split(/^\s*\[\[d1_databases\]\]\s*$/m).slice(1)) {
    const section = block.split(/^\s*\[/m)[0] ?? "";
    if (new RegExp(`^\\s*binding\\s*=\\s*"${binding}"`, "m").test(section)) {
      const id = /^\s*database_id\s*=\s*"([^"]+)"/m.exec(section)?.[1];
      if (id) return id;
    }
  }
  throw new Error(`No database_id for D1 binding ${binding} in ${wranglerToml}`);
}

/**
 * Miniflare, loaded by Node itself: jiti's own transform of miniflare's CommonJS bundle breaks its
 * `node:path` interop, so the module goes through a native require.
 */
function loadMiniflare(): typeof import("miniflare") {
  return createRequire(import.meta.url)("miniflare") as typeof import("miniflare");
}

/**
 * A Miniflare instance with a D1 binding DB, for seeding and benchmarks; `script` is an optional
 * ES module Worker that gets the binding too. Dispose it when done.
 */
export async function miniflareWithD1(options: { databaseId: string; persistTo?: string; script?: string }) {
  const { Miniflare } = loadMiniflare();
  const mf = new Miniflare({
    modules: true,
    script: options.script ?? "export default { fetch() { return new Response(null, { status: 204 }); } };",
    compatibilityDate: "2026-04-26",
    d1Databases: { DB: options.databaseId },
    // wrangler keeps D1 state under <persist-to>/v3/d1.
    d1Persist: options.persistTo ? join(resolve(options.persistTo), "v3", "d1") : false,
  });
  const db = (await mf.getD1Database("DB")) as unknown as SqlDatabase;
  return { mf, db };
}

export async function seedLocalPlaces(
  options: { persistTo?: string; force?: boolean; dataset?: PlacesDataset } = {},
): Promise<SeedPlacesResult> {
  const persistTo = options.persistTo ?? process.env.QUARTIER_STATE_DIR ?? ".wrangler/state";
  const { mf, db } = await miniflareWithD1({ databaseId: await d1DatabaseId(), persistTo });
  try {
    const table = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'places'").first();
    if (!table) {
      throw new Error(
        `No places table in ${persistTo}: apply the migrations first (wrangler d1 migrations apply DB --local)`,
      );
    }
    return await seedPlaces(db, options.dataset ?? (await loadPlacesDataset()), { force: options.force });
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const at = process.argv.indexOf("--persist-to");
  const persistTo = at >= 0 ? process.argv[at + 1] : undefined;
  const started = performance.now();
  seedLocalPlaces({ persistTo, force: process.argv.includes("--force") })
    .then((result) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        result.seeded ? `seeded ${result.places} places in ${seconds} s` : `places already seeded (${result.places})`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
