/**
 * `npm run bench`: speed and size of the product, each figure with its budget where one is set.
 * Serves the current build (run `npm run build` first) on its own port and state, measures, and
 * prints a table. Exits non-zero when a budget is exceeded.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { start, waitForUrl } from "../local/run.ts";
import { getLocal, summarise, timeRequests } from "./http-timing.ts";
import { initialJsOf } from "./route-js-size.ts";

export type BenchResult = { name: string; value: number; unit: string; budget?: number };

const port = Number(process.env.BENCH_PORT ?? 8795);
const origin = (brand: string) => `http://${brand}.localhost:${port}`;

async function benchApp(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const health = summarise(await timeRequests(`http://localhost:${port}/healthz`, 50));
  results.push({ name: "GET /healthz (median)", value: health.median, unit: "ms" });
  const home = summarise(await timeRequests(`${origin("quartier")}/en`, 50));
  results.push({ name: "home page server render (median)", value: home.median, unit: "ms", budget: 50 });
  results.push({ name: "home page server render (p95)", value: home.p95, unit: "ms" });
  const html = (await getLocal(`${origin("quartier")}/en`)).body;
  const js = initialJsOf(html);
  results.push({
    name: "home page initial JS (gzip)",
    value: Math.round(js.gzipBytes / 1024),
    unit: "KB",
    budget: 150,
  });
  return results;
}

/** Optional benches of the embedded services, each runnable on its own too. */
async function serviceBenches(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [file, exportName] of [
    ["./places-bench.ts", "benchPlaces"],
    ["./inventory-bench.ts", "benchInventory"],
    ["./search-recompute-bench.ts", "benchSearchRecompute"],
  ] as const) {
    if (!existsSync(new URL(file, import.meta.url))) continue;
    const module = (await import(file)) as Record<string, () => Promise<BenchResult[]>>;
    const bench = module[exportName];
    if (bench) results.push(...(await bench()));
  }
  return results;
}

function printTable(results: BenchResult[]): boolean {
  let withinBudget = true;
  console.log(`\n${"measure".padEnd(58)} ${"value".padStart(10)}  budget`);
  for (const r of results) {
    const over = r.budget !== undefined && r.value > r.budget;
    if (over) withinBudget = false;
    const budget = r.budget === undefined ? "" : `${over ? "OVER" : "ok"} (${r.budget} ${r.unit})`;
    console.log(
      `${r.name.padEnd(58)} ${r.value.toFixed(r.unit === "ms" ? 1 : 0).padStart(8)} ${r.unit.padEnd(3)} ${budget}`,
    );
  }
  return withinBudget;
}

if (!existsSync("build/server/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
let server: ChildProcess | undefined;
try {
  server = start("bench-server", "npx", ["jiti", "scripts/start.ts", "--no-build"], {
    PORT: String(port),
    IDP_PORT: String(port + 1),
    QUARTIER_STATE_DIR: ".wrangler/bench-state",
  });
  await waitForUrl(`http://localhost:${port}/healthz`, 180_000);
  const results = [...(await benchApp()), ...(await serviceBenches())];
  const ok = printTable(results);
  server.kill("SIGTERM");
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  server?.kill("SIGTERM");
  process.exit(1);
}
