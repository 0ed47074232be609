/**
 * The map's weight: what a real browser transfers for the search page's map view before the map has
 * first drawn (maplibre, the page's other JavaScript and CSS, the basemap's style, tiles, glyphs and
 * sprite), gzipped as a CDN sends them; and that no other page loads maplibre or map data (home, the
 * search list view, an apartment's page before its map is scrolled near, the checkout).
 *
 *   npx jiti scripts/bench/map-bench.ts      (after `npm run build`; starts the app if none is running)
 *
 * Run by `npm run bench` against its server (BENCH_PORT).
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import dayjs from "dayjs";
import { defaultStay } from "../../app/domain/search/default-stay.ts";
import { start, stop, waitForUrl } from "../local/run.ts";
import type { BenchResult } from "./bench-result.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CLIENT_DIR = "build/client";

/** JavaScript, CSS and basemap data of the map view before its first draw, KB gzipped. */
export const MAP_VIEW_FIRST_DRAW_BUDGET_KB = 700;
/** Of which the basemap (style, tiles, glyphs, sprite) for a city's view, KB gzipped. */
export const MAP_DATA_FIRST_DRAW_BUDGET_KB = 40;

type Loaded = { path: string; gzipBytes: number };
type Kind = "maplibre" | "js" | "css" | "map data";

const MAPLIBRE = /^\/assets\/maplibre-gl[^/]*\.(m?js|css)$/;

function kindOf(path: string): Kind | undefined {
  if (MAPLIBRE.test(path) && !path.endsWith(".css")) return "maplibre";
  if (path.startsWith("/map/")) return "map data";
  if (path.startsWith("/assets/") && /\.m?js$/.test(path)) return "js";
  if (path.startsWith("/assets/") && path.endsWith(".css")) return "css";
  return undefined;
}

const gzipCache = new Map<string, number>();
function gzipBytesOf(path: string): number {
  let size = gzipCache.get(path);
  if (size === undefined) {
    const file = join(CLIENT_DIR, decodeURIComponent(path));
    size = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipCache.set(path, size);
  }
  return size;
}

/** Records the app's static files the page (and its workers) receive, each once. */
function recordLoads(page: Page): () => Loaded[] {
  const seen = new Map<string, Loaded>();
  page.context().on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() !== 200 || seen.has(path) || !kindOf(path)) return;
    seen.set(path, { path, gzipBytes: gzipBytesOf(path) });
  });
  return () => [...seen.values()];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (loads: Loaded[], kinds: Kind[]) =>
  loads.filter((l) => kinds.includes(kindOf(l.path)!)).reduce((total, l) => total + l.gzipBytes, 0);

/** What the map's pages load: the figures, with the list of files when BENCH_JS_FILES is set. */
export async function benchMap(
  origin = `http://quartier.localhost:${process.env.BENCH_PORT ?? 8795}`,
): Promise<BenchResult[]> {
  const from = defaultStay().inDate;
  const to = dayjs(from).add(3, "day").format("YYYY-MM-DD");
  const query = `placeId=2950159&lat=52.52437&long=13.41053&inDate=${from}&outDate=${to}&guests=2&radius=10`;
  const searchUrl = `${origin}/en/search/Berlin?${query}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--enable-unsafe-swiftshader"],
  });
  const results: BenchResult[] = [];
  const visit = async (label: string, url: () => Promise<string>, ready?: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const loads = recordLoads(page);
    await page.goto(await url(), { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (ready) await page.locator(ready).first().waitFor({ state: "attached", timeout: 60_000 });
    else await page.waitForLoadState("networkidle");
    const loaded = loads();
    await context.close();
    if (process.env.BENCH_JS_FILES) {
      for (const l of [...loaded].sort((a, b) => b.gzipBytes - a.gzipBytes))
        console.log(`${label}\t${kb(l.gzipBytes).toFixed(1)} KB\t${l.path}`);
    }
    return loaded;
  };

  try {
    // The map view, until the map has drawn with its pins (data-map-ready).
    const map = await visit("map", async () => `${searchUrl}&view=map`, "[data-map-ready=true]");
    results.push(
      {
        name: "map view before first draw: JS, CSS, map data (gzip)",
        value: kb(sum(map, ["maplibre", "js", "css", "map data"])),
        unit: "KB",
        budget: MAP_VIEW_FIRST_DRAW_BUDGET_KB,
      },
      { name: "  of which maplibre (library and worker)", value: kb(sum(map, ["maplibre"])), unit: "KB" },
      {
        name: "  of which basemap data (style, tiles, glyphs)",
        value: kb(sum(map, ["map data"])),
        unit: "KB",
        budget: MAP_DATA_FIRST_DRAW_BUDGET_KB,
      },
    );

    // Every other page: no maplibre, no map data.
    const offerUrl = async () => {
      const page = await browser.newPage();
      await page.goto(searchUrl);
      const href = await page.getByTestId("listing-card").first().locator("a").first().getAttribute("href");
      await page.close();
      return new URL(href ?? "", origin).href;
    };
    const checkoutUrl = async () => {
      const page = await browser.newPage();
      await page.goto(`${origin}/robots.txt`);
      const started = await page.evaluate(async (search) => {
        const read = async (response: Response) => new DOMParser().parseFromString(await response.text(), "text/html");
        const results = await read(await fetch(search));
        for (const card of results.querySelectorAll('[data-testid="listing-card"]')) {
          const offer = card.querySelector("a")?.getAttribute("href");
          if (!offer) continue;
          const form = (await read(await fetch(offer))).querySelector<HTMLFormElement>('form[data-testid="book-form"]');
          if (!form) continue;
          const response = await fetch(form.getAttribute("action") ?? "", { method: "POST", body: new FormData(form) });
          if (response.url.includes("/checkout/")) return response.url;
        }
        return "";
      }, searchUrl);
      await page.close();
      if (!started) throw new Error("no checkout could be started from the search");
      return started;
    };
    for (const [label, url] of [
      ["home", async () => `${origin}/en`],
      ["search list view", async () => searchUrl],
      ["apartment page (map below the fold)", offerUrl],
      ["checkout", checkoutUrl],
    ] as const) {
      const loaded = await visit(label, url);
      results.push({
        name: `maplibre and map data on ${label} (gzip)`,
        value: kb(sum(loaded, ["maplibre", "map data"])),
        unit: "KB",
        budget: 0,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync("build/server/index.js")) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  const port = Number(process.env.BENCH_PORT ?? 8795);
  let server: ChildProcess | undefined;
  const up = await fetch(`http://localhost:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (!up) {
    server = start("map-bench-server", "node_modules/.bin/jiti", ["scripts/start.ts", "--no-build"], {
      PORT: String(port),
      IDP_PORT: String(port + 1),
      QUARTIER_STATE_DIR: ".wrangler/bench-state",
    });
    await waitForUrl(`http://localhost:${port}/healthz`, 180_000);
  }
  try {
    const results = await benchMap(`http://quartier.localhost:${port}`);
    let ok = true;
    for (const r of results) {
      const over = r.budget !== undefined && r.value > r.budget;
      if (over) ok = false;
      console.log(
        `${r.name.padEnd(58)} ${r.value.toFixed(1).padStart(8)} ${r.unit} ${r.budget !== undefined ? `${over ? "OVER" : "ok"} (${r.budget} ${r.unit})` : ""}`,
      );
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server) stop(server);
  }
}
