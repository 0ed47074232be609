/**
 * Benchmarks the embedded inventory Worker's search: find-offers, then the GET of its redirect
 * location, for a big city (Berlin, 10 km, 2 guests, 3 nights), at the default seed scale and at
 * 50,000 apartment types. Runs the Worker in Miniflare from Node with an in-memory D1 and KV
 * (nothing persisted), bundled from its source with Vite.
 *
 *   npx jiti scripts/bench/inventory-bench.ts
 *
 * Every run searches other dates, so the kept search results never answer; each figure is the time
 * Node waits for the Worker (the service-binding hop is similar). Budgets: medians.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { splitSqlStatements } from "../../workers/inventory/db/apply-migrations";
import { DEFAULT_SCALE } from "../../workers/inventory/seed/generate-inventory";
import { loadMiniflare } from "../inventory/local-inventory";

export type BenchFigure = { name: string; value: number; unit: string; budget?: number };

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const INVENTORY = join(REPO_ROOT, "workers", "inventory");
const BIG_SCALE = 50_000;
const RUNS = 30;
/** Median find-offers + listings, ms. */
export const DEFAULT_SCALE_BUDGET_MS = 100;
export const BIG_SCALE_BUDGET_MS = 500;

const BERLIN = { lat: 52.52437, long: 13.41053 };

/** The inventory Worker plus bench-only seeding routes (inventory, bookings), bundled as one ES module. */
export async function bundleBenchWorker(): Promise<string> {
  const entry = "\0inventory-bench-worker";
  const source = `
import worker from ${JSON.stringify(join(INVENTORY, "index.ts"))};
import { applyMigrations } from ${JSON.stringify(join(INVENTORY, "db", "apply-migrations.ts"))};
import { seedInventory } from ${JSON.stringify(join(INVENTORY, "seed", "seed-inventory.ts"))};
import { seedBookings } from ${JSON.stringify(join(INVENTORY, "seed", "seed-bookings.ts"))};
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/__bench/seed") {
      const { migrations, scale } = await request.json();
      await applyMigrations(env.INVENTORY_DB, migrations);
      const started = Date.now();
      const result = await seedInventory(env.INVENTORY_DB, { scale, force: true });
      return Response.json({ ...result, ms: Date.now() - started });
    }
    if (url.pathname === "/__bench/seed-bookings") {
      const { count } = await request.json();
      const started = Date.now();
      const result = await seedBookings(env.INVENTORY_DB, { count });
      return Response.json({ ...result, ms: Date.now() - started });
    }
    return worker.fetch(request, env, ctx);
  },
};`;
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root: REPO_ROOT,
    plugins: [
      {
        name: "inventory-bench-worker",
        resolveId: (id) => (id === "inventory-bench-worker" ? entry : undefined),
        load: (id) => (id === entry ? source : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      target: "esnext",
      rollupOptions: { input: "inventory-bench-worker", output: { format: "es" }, preserveEntrySignatures: "strict" },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : []));
  const [chunk, ...rest] = chunks.filter((c) => c.type === "chunk");
  if (!chunk || rest.length > 0 || chunk.type !== "chunk") throw new Error("expected the bench Worker as one chunk");
  return chunk.code;
}

export function migrations() {
  const dir = join(INVENTORY, "migrations");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, queries: splitSqlStatements(readFileSync(join(dir, name), "utf8")) }));
}

function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

type Mf = InstanceType<ReturnType<typeof loadMiniflare>["Miniflare"]>;

async function measureSearches(mf: Mf, label: string, dayOffset: number): Promise<BenchFigure[]> {
  const findTimes: number[] = [];
  const totalTimes: number[] = [];
  let listings = 0;
  for (let run = -2; run < RUNS; run++) {
    const from = isoDaysFromToday(dayOffset + run + 2);
    const to = isoDaysFromToday(dayOffset + run + 5);
    const params = { ibeUid: "quartier", ...BERLIN, radius: 10, from, to, guests: 2, currency: "EUR", language: "en" };
    const started = performance.now();
    const found = await mf.dispatchFetch("https://inventory.internal/api/find-offers", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ params, pageProps: {}, options: {} }),
    });
    const answer = (await found.json()) as { redirectLocation: string; offers: number };
    const foundAt = performance.now();
    if (found.status !== 200 || found.headers.get("X-Search-Cache") !== "miss")
      throw new Error(`find-offers answered ${found.status}`);
    const listed = await mf.dispatchFetch(`https://inventory.internal${answer.redirectLocation}`);
    const body = await listed.text();
    const done = performance.now();
    if (listed.status !== 200 || body.length < 2) throw new Error(`listings answered ${listed.status}`);
    if (run < 0) continue; // warm-up
    findTimes.push(foundAt - started);
    totalTimes.push(done - started);
    listings = answer.offers;
  }
  findTimes.sort((a, b) => a - b);
  totalTimes.sort((a, b) => a - b);
  const budget = label.includes("50,000") ? BIG_SCALE_BUDGET_MS : DEFAULT_SCALE_BUDGET_MS;
  return [
    { name: `inventory find-offers, Berlin 10 km, ${label} (median)`, value: percentile(findTimes, 50), unit: "ms" },
    {
      name: `inventory find-offers + listings, ${label} (median)`,
      value: percentile(totalTimes, 50),
      unit: "ms",
      budget,
    },
    { name: `inventory find-offers + listings, ${label} (p95)`, value: percentile(totalTimes, 95), unit: "ms" },
    { name: `inventory listings per Berlin search, ${label}`, value: listings, unit: "" },
  ];
}

export async function benchInventory(): Promise<BenchFigure[]> {
  const { Miniflare } = loadMiniflare();
  const script = await bundleBenchWorker();
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: "2026-04-26",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { INVENTORY_DB: "inventory-bench" },
    kvNamespaces: { SEARCH_CACHE: "inventory-bench-cache" },
    d1Persist: false,
    kvPersist: false,
  });
  const figures: BenchFigure[] = [];
  try {
    const seed = async (scale: number) => {
      const res = await mf.dispatchFetch("https://inventory.internal/__bench/seed", {
        method: "POST",
        body: JSON.stringify({ migrations: migrations(), scale }),
      });
      if (res.status !== 200) throw new Error(`seeding answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { apartmentTypes: number; properties: number; ms: number };
    };
    const small = await seed(DEFAULT_SCALE);
    figures.push({
      name: `inventory seed, ${small.apartmentTypes} apartment types`,
      value: small.ms / 1000,
      unit: "s",
    });
    figures.push(...(await measureSearches(mf, `${DEFAULT_SCALE.toLocaleString("en")} types`, 10)));
    const big = await seed(BIG_SCALE);
    figures.push({ name: `inventory seed, ${big.apartmentTypes} apartment types`, value: big.ms / 1000, unit: "s" });
    figures.push(...(await measureSearches(mf, `${BIG_SCALE.toLocaleString("en")} types`, 60)));
  } finally {
    await mf.dispose();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  benchInventory()
    .then((figures) => {
      console.log(`\n${"measure".padEnd(64)} ${"value".padStart(9)}  budget`);
      let over = false;
      for (const f of figures) {
        const exceeded = f.budget !== undefined && f.value > f.budget;
        over ||= exceeded;
        const budget = f.budget === undefined ? "" : `${exceeded ? "OVER" : "ok"} (${f.budget} ${f.unit})`;
        console.log(
          `${f.name.padEnd(64)} ${f.value.toFixed(f.unit === "" ? 0 : 1).padStart(9)} ${f.unit.padEnd(2)}  ${budget}`,
        );
      }
      console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
      if (over) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
