/**
 * Benchmarks the embedded places provider against a D1 database seeded with the full dataset, run
 * by Miniflare from Node (in memory, nothing persisted).
 *
 *   npx jiti scripts/bench/places-bench.ts
 *
 * The provider is bundled (Vite, no app config) into a small Worker that Miniflare runs with the D1
 * binding; that Worker times each call, which is the latency a route loader sees. The same calls
 * are also timed from Node through Miniflare's D1 proxy; that figure carries the proxy's own round
 * trip (about 10 ms a query on a 2-core machine), which production never pays, so it has no budget.
 * Budget: median in-Worker suggestion time for a 3-letter prefix.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { createD1PlacesProvider } from "../../app/.server/places/places-d1.server";
import { seedPlaces } from "../../app/.server/places/seed-places.server";
import type { SqlDatabase } from "../../app/.server/places/sql-database.server";
import type { PlaceLanguage } from "../../app/domain/places/place";
import type { PlacesDataset } from "../../app/domain/places/places-dataset";
import { normalisePlaceName } from "../../shared/places/normalise-place-name";
import { loadPlacesDataset, miniflareWithD1 } from "../places/seed-places-local";

export type BenchFigure = { name: string; value: number; unit: string; budget?: number };

/** Median suggestion time for a 3-letter prefix, in ms. */
export const SUGGEST_BUDGET_MS = 20;
const PREFIX_COUNT = 50;

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const MIGRATION = join(REPO_ROOT, "migrations", "0001_places.sql");
const PROVIDER = join(REPO_ROOT, "app", ".server", "places", "places-d1.server.ts");

type Workload = { prefixes: string[]; names: string[]; ids: string[] };
type Timings = { suggest: number[]; find: number[]; nearby: number[] };

/** The Worker that runs the workload against its D1 binding and answers with the timings. */
const benchWorkerSource = (providerPath: string) => `
import { createD1PlacesProvider } from ${JSON.stringify(providerPath)};
const lng = (i) => (i % 2 === 0 ? "de" : "en");
async function time(run) {
  const started = performance.now();
  const result = await run();
  if (!result.ok) throw new Error("places call failed: " + result.status);
  return performance.now() - started;
}
export default {
  async fetch(request, env) {
    const { prefixes, names, ids } = await request.json();
    const places = createD1PlacesProvider(env.DB);
    for (const [i, prefix] of prefixes.slice(0, 10).entries()) await places.suggestPlacesByName(prefix, lng(i));
    const suggest = [], find = [], nearby = [];
    for (const [i, prefix] of prefixes.entries()) suggest.push(await time(() => places.suggestPlacesByName(prefix, lng(i), { limit: 8 })));
    for (const [i, name] of names.entries()) find.push(await time(() => places.findPlaceByName(name, lng(i))));
    for (const [i, id] of ids.entries()) nearby.push(await time(() => places.suggestPlacesByPlaceId(id, lng(i))));
    return Response.json({ suggest, find, nearby });
  },
};
`;

/** Bundles the bench Worker with the real provider code into one ES module. */
async function bundleBenchWorker(): Promise<string> {
  const entry = "\0places-bench-worker";
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root: REPO_ROOT,
    plugins: [
      {
        name: "places-bench-worker",
        resolveId: (id) => (id === "places-bench-worker" ? entry : undefined),
        load: (id) => (id === entry ? benchWorkerSource(PROVIDER) : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      target: "esnext",
      rollupOptions: { input: "places-bench-worker", output: { format: "es" }, preserveEntrySignatures: "strict" },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
  const [chunk, ...rest] = chunks.filter((c) => c.type === "chunk");
  if (!chunk || rest.length > 0 || chunk.type !== "chunk") throw new Error("expected the bench Worker as one chunk");
  return chunk.code;
}

async function applyPlacesMigration(db: SqlDatabase): Promise<void> {
  const sql = (await readFile(MIGRATION, "utf8")).replace(/--[^\n]*/g, "");
  for (const statement of sql.split(";").map((s) => s.trim())) {
    if (statement !== "") await db.prepare(statement).run();
  }
}

/**
 * 50 prefixes: half from the most populous places (what people type most), half the prefixes
 * shared by the most places (the widest index ranges, e.g. "san", "bad", "neu").
 */
export function benchPrefixes(dataset: PlacesDataset, count = PREFIX_COUNT): string[] {
  const valid = (p: string) => /^[a-z]{3}$/.test(p);
  const popular: string[] = [];
  for (const row of dataset.places) {
    const prefix = normalisePlaceName(row[1]).slice(0, 3);
    if (valid(prefix) && !popular.includes(prefix)) popular.push(prefix);
    if (popular.length >= count / 2) break;
  }
  const frequency = new Map<string, number>();
  for (const row of dataset.places) {
    for (const key of row[9]) {
      const prefix = key.slice(key.indexOf(":") + 1, key.indexOf(":") + 4);
      if (valid(prefix)) frequency.set(prefix, (frequency.get(prefix) ?? 0) + 1);
    }
  }
  const widest = [...frequency.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([prefix]) => prefix)
    .filter((prefix) => !popular.includes(prefix))
    .slice(0, count - popular.length);
  return [...popular, ...widest];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function time(run: () => Promise<{ ok: boolean }>): Promise<number> {
  const started = performance.now();
  const result = await run();
  const elapsed = performance.now() - started;
  if (!result.ok) throw new Error("places call failed during the benchmark");
  return elapsed;
}

function summarise(label: string, samples: number[], budget?: number): BenchFigure[] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [
    { name: `${label}, median of ${sorted.length}`, value: round(percentile(sorted, 50)), unit: "ms", budget },
    { name: `${label}, p95 of ${sorted.length}`, value: round(percentile(sorted, 95)), unit: "ms" },
  ];
}

export async function benchPlaces(): Promise<BenchFigure[]> {
  const dataset = await loadPlacesDataset();
  const { mf, db } = await miniflareWithD1({ databaseId: "places-bench", script: await bundleBenchWorker() });
  try {
    await applyPlacesMigration(db);
    const seedStarted = performance.now();
    await seedPlaces(db, dataset);
    const seedMs = performance.now() - seedStarted;

    const workload: Workload = {
      prefixes: benchPrefixes(dataset),
      names: dataset.places.slice(0, 20).map((row) => row[1]),
      ids: dataset.places.slice(0, 20).map((row) => row[0]),
    };
    const response = await mf.dispatchFetch("http://places-bench.local/", {
      method: "POST",
      body: JSON.stringify(workload),
    });
    if (!response.ok) throw new Error(`bench Worker failed: ${response.status} ${await response.text()}`);
    const inWorker = (await response.json()) as Timings;

    const places = createD1PlacesProvider(db);
    const lng = (i: number): PlaceLanguage => (i % 2 === 0 ? "de" : "en");
    const viaProxy: number[] = [];
    for (const [i, prefix] of workload.prefixes.entries()) {
      viaProxy.push(await time(() => places.suggestPlacesByName(prefix, lng(i), { limit: 8 })));
    }

    return [
      { name: "places: dataset size", value: dataset.places.length, unit: "places" },
      { name: "places: seed full dataset into D1 (Miniflare, from Node)", value: Math.round(seedMs), unit: "ms" },
      ...summarise("places: suggest, 3-letter prefix, in Worker", inWorker.suggest, SUGGEST_BUDGET_MS),
      ...summarise("places: find by name, in Worker", inWorker.find),
      ...summarise("places: nearby places, in Worker", inWorker.nearby),
      ...summarise("places: suggest, 3-letter prefix, from Node via D1 proxy", viaProxy),
    ];
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchPlaces()
    .then((figures) => {
      for (const f of figures) {
        const budget =
          f.budget === undefined ? "" : ` (budget ${f.budget} ${f.unit}${f.value > f.budget ? ", OVER" : ""})`;
        console.log(`${f.name}: ${f.value} ${f.unit}${budget}`);
      }
      if (figures.some((f) => f.budget !== undefined && f.value > f.budget)) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
