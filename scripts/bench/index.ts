/**
 * `npm run bench`: speed and size of the product, each figure with its budget where one is set.
 * Serves the current build (run `npm run build` first) on its own port and state, measures, and
 * prints a table. Exits non-zero when a budget is exceeded.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import dayjs from "dayjs";
import { defaultStay } from "../../app/domain/search/default-stay.ts";
import { start, stop, waitForUrl } from "../local/run.ts";
import { summarise, timeRequests } from "./http-timing.ts";
import { benchLoad } from "./load-bench.ts";
import { jsLoadedBy, type PageJs } from "./route-js-size.ts";

/** A figure with its budget: at most `budget`, or at least `minimum` (a throughput). */
export type BenchResult = { name: string; value: number; unit: string; budget?: number; minimum?: number };

const port = Number(process.env.BENCH_PORT ?? 8795);
const origin = (brand: string) => `http://${brand}.localhost:${port}`;

async function benchApp(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const health = summarise(await timeRequests(`http://localhost:${port}/healthz`, 50));
  results.push({ name: "GET /healthz (median)", value: health.median, unit: "ms" });
  const home = summarise(await timeRequests(`${origin("quartier")}/en`, 50));
  results.push({ name: "home page server render (median)", value: home.median, unit: "ms", budget: 50 });
  results.push({ name: "home page server render (p95)", value: home.p95, unit: "ms" });

  // A big city over 30 nights: find-offers, listings, ranking, facets and the render.
  const from = defaultStay().inDate;
  const to = dayjs(from).add(30, "day").format("YYYY-MM-DD");
  const query = `placeId=2950159&lat=52.52437&long=13.41053&inDate=${from}&outDate=${to}&guests=2&radius=10`;
  const searchUrl = `${origin("quartier")}/en/search/Berlin?${query}`;
  const search = summarise(await timeRequests(searchUrl, 30));
  results.push({
    name: "search page server render, Berlin 30 nights (median)",
    value: search.median,
    unit: "ms",
    budget: 250,
  });
  results.push({ name: "search page server render, Berlin 30 nights (p95)", value: search.p95, unit: "ms" });
  // What Chromium loads before any input: the home page, the search page (list view, no map) and the
  // search page in map view once the map has drawn.
  const [homeJs, searchJs, mapJs] = await jsLoadedBy([
    { url: `${origin("quartier")}/en` },
    { url: searchUrl },
    { url: `${searchUrl}&view=map`, ready: "canvas.maplibregl-canvas" },
  ]);
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const js = (name: string, page: PageJs | undefined, budget?: number) => {
    if (!page) return;
    results.push({ name: `${name} (gzip)`, value: kb(page.gzipBytes), unit: "KB", ...(budget ? { budget } : {}) });
    results.push({ name: "  of which the framework runtime", value: kb(page.frameworkGzipBytes), unit: "KB" });
  };
  // The budget is the search route's; the home page's form is its main control and hydrates at once.
  js("home page initial JS", homeJs);
  js("search route initial JS without the map", searchJs, 150);
  js("search route JS in map view", mapJs);
  if (process.env.BENCH_JS_FILES) {
    for (const [label, page] of [
      ["search", searchJs],
      ["map", mapJs],
    ] as const)
      for (const f of page?.files ?? []) console.log(`${label}\t${(f.gzipBytes / 1024).toFixed(1)} KB\t${f.file}`);
  }
  return results;
}

/** Optional benches of the embedded services, each runnable on its own too. */
async function serviceBenches(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [file, exportName] of [
    ["./places-bench.ts", "benchPlaces"],
    ["./inventory-bench.ts", "benchInventory"],
    ["./search-recompute-bench.ts", "benchSearchRecompute"],
    ["./admin-bookings-bench.ts", "benchAdminBookings"],
    ["./map-bench.ts", "benchMap"],
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
    const under = r.minimum !== undefined && r.value < r.minimum;
    if (over || under) withinBudget = false;
    const budget =
      r.budget !== undefined
        ? `${over ? "OVER" : "ok"} (${r.budget} ${r.unit})`
        : r.minimum !== undefined
          ? `${under ? "UNDER" : "ok"} (>= ${r.minimum} ${r.unit})`
          : "";
    console.log(
      `${r.name.padEnd(58)} ${r.value.toFixed(r.unit === "ms" || r.unit.endsWith("/s") ? 1 : 0).padStart(8)} ${r.unit.padEnd(3)} ${budget}`,
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
  server = start("bench-server", "node_modules/.bin/jiti", ["scripts/start.ts", "--no-build"], {
    PORT: String(port),
    IDP_PORT: String(port + 1),
    QUARTIER_STATE_DIR: ".wrangler/bench-state",
  });
  await waitForUrl(`http://localhost:${port}/healthz`, 180_000);
  // BENCH_LOAD=0 leaves out the load figures (they take about half a minute).
  const load = process.env.BENCH_LOAD === "0" ? [] : await benchLoad(origin("quartier"));
  const results = [...(await benchApp()), ...load, ...(await serviceBenches())];
  const ok = printTable(results);
  stop(server);
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  if (server) stop(server);
  process.exit(1);
}
