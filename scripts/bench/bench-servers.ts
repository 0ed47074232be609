/**
 * The servers `npm run bench` measures, built and served as `npm start` serves the product (vite
 * preview: the Cloudflare Vite plugin's workerd), each on its own port: the product on its own state
 * folder, reseeded at each inventory size, and the bare hello app (scripts/bench/bare-app).
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { prepareLocalInventory } from "../inventory/local-inventory.ts";
import { run, start, stop, waitForUrl } from "../local/run.ts";

/** The bench's own local state (D1, KV, secrets, the provider's), apart from `npm start`'s. */
export const BENCH_STATE_DIR = ".wrangler/bench-state";
const BARE_APP = "scripts/bench/bare-app";
const REACT_ROUTER = "node_modules/.bin/react-router";
const NO_CF_FETCH = { CLOUDFLARE_CF_FETCH_ENABLED: "false" };
/** The preview server's line for each request it answered. */
const REQUEST_LOG = /^(\[app\] )?(GET|HEAD|POST) \S+ \d{3} /;

/** Builds the product and the bare app; with `onlyMissing`, only a build that is not there yet. */
export async function buildApps({ onlyMissing }: { onlyMissing: boolean }): Promise<void> {
  if (!onlyMissing || !existsSync("build/server/index.js")) await run(REACT_ROUTER, ["build"]);
  if (!onlyMissing || !existsSync(join(BARE_APP, "build/server/index.js")))
    await run(REACT_ROUTER, ["build", BARE_APP]);
}

/**
 * Replaces the bench state's inventory with `scale` apartment types (bookings go with it) and
 * forgets every kept search: the product's server must not be running.
 */
export async function reseedBenchState(scale: number): Promise<void> {
  rmSync(join(BENCH_STATE_DIR, "v3", "kv"), { recursive: true, force: true });
  const started = performance.now();
  const seeded = await prepareLocalInventory({ persistTo: BENCH_STATE_DIR, scale, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`bench: seeded ${seeded.apartmentTypes} apartment types in ${seconds} s`);
}

/**
 * The product as `npm start -- --no-build` serves it, with its identity provider on port + 1;
 * `prepare: false` serves the state as it is (prepared by an earlier start of the same run).
 */
export async function startProduct(port: number, { prepare }: { prepare: boolean }): Promise<ChildProcess> {
  const server = start(
    "bench-app",
    "node_modules/.bin/jiti",
    ["scripts/start.ts", "--no-build", ...(prepare ? [] : ["--no-prepare"])],
    {
      PORT: String(port),
      IDP_PORT: String(port + 1),
      QUARTIER_STATE_DIR: BENCH_STATE_DIR,
    },
    REQUEST_LOG,
  );
  await waitForUrl(`http://localhost:${port}/healthz`, 180_000);
  return server;
}

/** The bare hello app, served the same way (vite preview). */
export async function startBareApp(port: number): Promise<ChildProcess> {
  const server = start(
    "bench-bare",
    "node_modules/.bin/vite",
    ["preview", BARE_APP, "--port", String(port), "--strictPort"],
    NO_CF_FETCH,
  );
  await waitForUrl(`http://localhost:${port}/`, 60_000);
  return server;
}

/** Stops a server and waits until its port answers no more, so the next one can take it. */
export async function stopServer(server: ChildProcess, port: number): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null) resolve();
    else server.once("exit", () => resolve());
  });
  stop(server);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2_000) });
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED") return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`port ${port} still answers after its server was stopped`);
}
