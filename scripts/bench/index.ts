/**
 * `npm run bench`: speed and size of the product, each figure beside its budget where one is set;
 * exits non-zero when a figure misses its budget. See docs/guides/benchmarks.md and docs/decisions/0029.
 *
 *   npm run bench                     builds the product and the bare app, then measures
 *   npm run bench -- --no-build       measures the existing builds (builds only what is missing)
 *
 * At each inventory size (BENCH_SCALES, default 2400,50000) the bench reseeds its own state folder
 * (.wrangler/bench-state), serves the product as `npm start` does and times its server renders against
 * a bare React Router hello page of the same stack served beside it (render-bench.ts). At the first
 * size it also measures the page JavaScript in Chromium and the load figures (load-bench.ts;
 * BENCH_LOAD=0 leaves them out; BENCH_LIGHTHOUSE=0 leaves out Lighthouse, for quick render runs).
 * Then the embedded services' own benches run (BENCH_SERVICES=0 leaves them out).
 *
 * Ports: BENCH_PORT (default 8795) for the product, +1 its identity provider, +2 the bare app.
 * BENCH_ROUNDS: interleaved render rounds per size (default 60), within BENCH_RENDER_SECONDS (default 60,
 * but never under 10 rounds).
 */
import { loadavg } from "node:os";
import dayjs from "dayjs";
import { defaultStay } from "../../app/domain/search/default-stay.ts";
import { DEFAULT_SCALE } from "../../workers/inventory/seed/generate-inventory.ts";
import type { BenchResult } from "./bench-result.ts";
import { buildApps, reseedBenchState, startBareApp, startProduct, stopServer } from "./bench-servers.ts";
import { berlinSearchUrl, firstOfferPath } from "./berlin-search.ts";
import { getLocal, summarise, timeRequests } from "./http-timing.ts";
import { benchLighthouse } from "./lighthouse-bench.ts";
import { benchLoad } from "./load-bench.ts";
import { benchMap } from "./map-bench.ts";
import { benchRenders, SEARCH_HTML_GROWTH_BUDGET } from "./render-bench.ts";
import { jsLoadedBy, type PageJs } from "./route-js-size.ts";
import { widgetSize } from "./widget-size.ts";

const port = Number(process.env.BENCH_PORT ?? 8795);
// Port + 2 is the product's own receiver of booking events (npm start): the bare page takes + 4.
const barePort = port + 4;
const scales = (process.env.BENCH_SCALES ?? `${DEFAULT_SCALE},50000`).split(",").map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const seconds = Number(process.env.BENCH_RENDER_SECONDS ?? 60);
const origin = (brand: string) => `http://${brand}.localhost:${port}`;
const began = performance.now();
/** Says what the bench does next, with the time since it began. */
const phase = (what: string) => console.log(`bench [${((performance.now() - began) / 1000).toFixed(0)} s]: ${what}`);

// A big city over 30 nights: find-offers, listings, ranking, facets and the render.
const inDate = defaultStay().inDate;
const stay = { inDate, outDate: dayjs(inDate).add(30, "day").format("YYYY-MM-DD"), radius: 10 };
const searchAt = (nudge: number) => berlinSearchUrl(origin("quartier"), { ...stay, nudge });
/** Each size measures uncached searches in its own range of nudges; the load figures from LOAD_NUDGES on. */
const NUDGES_PER_SIZE = 1000;
const LOAD_NUDGES = 5000;

/** The health check, and what Chromium loads of the home page, the search page and its map view. */
async function benchPages(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const health = summarise(await timeRequests(`http://localhost:${port}/healthz`, 50));
  results.push({ name: "GET /healthz (median)", value: health.median, unit: "ms" });
  const searchUrl = searchAt(0);
  const offerPath = firstOfferPath((await getLocal(searchUrl)).body);
  const [homeJs, searchJs, mapJs, offerJs] = await jsLoadedBy([
    { url: `${origin("quartier")}/en` },
    { url: searchUrl },
    { url: `${searchUrl}&view=map`, ready: "canvas.maplibregl-canvas" },
    ...(offerPath ? [{ url: `${origin("quartier")}${offerPath}` }] : []),
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
  js("apartment page initial JS", offerJs);
  if (process.env.BENCH_JS_FILES) {
    for (const [label, page] of [
      ["search", searchJs],
      ["map", mapJs],
    ] as const)
      for (const f of page?.files ?? []) console.log(`${label}\t${(f.gzipBytes / 1024).toFixed(1)} KB\t${f.file}`);
  }
  return results;
}

/** The product at each inventory size against the bare app served beside it; pages and load at the first size. */
async function benchApp(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const htmlBytes: number[] = [];
  const bare = await startBareApp(barePort);
  try {
    for (const [index, scale] of scales.entries()) {
      const label = `${scale.toLocaleString("en")} types`;
      phase(`seeding ${label}`);
      await reseedBenchState(scale);
      phase("starting the product");
      const server = await startProduct(port, { prepare: index === 0 });
      try {
        const pages = { bare: `http://localhost:${barePort}/`, home: `${origin("quartier")}/en`, search: searchAt };
        phase(`server renders at ${label}`);
        const renders = await benchRenders(pages, { label, rounds, seconds, firstNudge: index * NUDGES_PER_SIZE });
        results.push(...renders.figures);
        htmlBytes.push(renders.searchHtmlBytes);
        // Lighthouse at every size: the search page's first paint must not follow the inventory's size.
        if (process.env.BENCH_LIGHTHOUSE !== "0")
          results.push(...(await measured(`Lighthouse at ${label}`, () => benchLighthouse({ appPort: port, label }))));
        if (index > 0) continue;
        results.push(...(await measured("page JavaScript in Chromium", benchPages)));
        results.push(...(await measured("map weight", () => benchMap(origin("quartier")))));
        if (process.env.BENCH_LOAD === "0") continue;
        results.push(
          ...(await measured("load figures", () => benchLoad(origin("quartier"), { label, firstNudge: LOAD_NUDGES }))),
        );
      } finally {
        await stopServer(server, port);
      }
    }
  } finally {
    await stopServer(bare, barePort);
  }
  const [first, last] = [htmlBytes[0], htmlBytes.at(-1)];
  if (scales.length > 1 && first && last)
    results.push({
      name: `search page HTML at ${scales.at(-1)?.toLocaleString("en")} / at ${scales[0]?.toLocaleString("en")} types`,
      value: last / first,
      unit: "x",
      budget: SEARCH_HTML_GROWTH_BUDGET,
    });
  return results;
}

/**
 * One bench's figures; a bench that fails is one unmeasured figure (it misses its budget), so the
 * other figures of the run are still printed.
 */
async function measured(what: string, bench: () => Promise<BenchResult[]>): Promise<BenchResult[]> {
  phase(what);
  try {
    return await bench();
  } catch (error) {
    console.error(`bench: ${what} failed:`, error);
    return [{ name: `${what}: failed (see the log)`, value: Number.NaN, unit: "", budget: 0 }];
  }
}

/** The embedded services' own benches (they start what they measure), each runnable on its own too. */
async function serviceBenches(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const [file, exportName] of [
    ["./places-bench.ts", "benchPlaces"],
    ["./inventory-bench.ts", "benchInventory"],
    ["./search-recompute-bench.ts", "benchSearchRecompute"],
    ["./admin-bookings-bench.ts", "benchAdminBookings"],
    ["./back-office-bench.ts", "benchBackOffice"],
    ["./portfolio-import-bench.ts", "benchPortfolioImport"],
    ["./opentravel-bench.ts", "benchOpenTravel"],
  ] as const) {
    const module = (await import(file)) as Record<string, () => Promise<BenchResult[]>>;
    const bench = module[exportName];
    if (bench) results.push(...(await measured(`service bench ${exportName}`, bench)));
  }
  return results;
}

function printTable(results: BenchResult[]): boolean {
  let withinBudget = true;
  console.log(`\n${"measure".padEnd(62)} ${"value".padStart(10)}  budget`);
  for (const r of results) {
    // A figure that could not be measured (NaN) misses its budget too.
    const over = r.budget !== undefined && !(r.value <= r.budget);
    const under = r.minimum !== undefined && !(r.value >= r.minimum);
    if (over || under) withinBudget = false;
    const budget =
      r.budget !== undefined
        ? `${over ? "OVER" : "ok"} (${r.budget} ${r.unit})`
        : r.minimum !== undefined
          ? `${under ? "UNDER" : "ok"} (>= ${r.minimum} ${r.unit})`
          : "";
    const decimals = ["ms", "s", "x"].includes(r.unit) || r.unit.endsWith("/s") ? 1 : 0;
    console.log(`${r.name.padEnd(62)} ${r.value.toFixed(decimals).padStart(8)} ${r.unit.padEnd(3)} ${budget}`);
  }
  return withinBudget;
}

const loadBefore = loadavg()[0] ?? 0;
try {
  phase("building");
  await buildApps({ onlyMissing: process.argv.includes("--no-build") });
  const results = [
    ...(await measured("the widget's size", async () => widgetSize())),
    ...(await benchApp()),
    ...(process.env.BENCH_SERVICES === "0" ? [] : await serviceBenches()),
  ];
  const ok = printTable(results);
  const minutes = (performance.now() - began) / 60_000;
  console.log(
    `\n${minutes.toFixed(1)} min in all; load average ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  );
  if (!ok) console.log("Some figures miss their budget.");
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  process.exit(1);
}
