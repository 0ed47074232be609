/**
 * `npm test`: the whole suite, in the order that fails fastest. Import rules, type check and lint, build,
 * a deploy dry run of the three Workers, unit tests in Node, integration tests in workerd (one vitest
 * run, several projects), then browser journeys in Debian Chromium against the built app. Ends with one
 * summary line and a non-zero exit on any failure.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { run } from "./local/run.ts";

const reports = ".test-reports";
mkdirSync(reports, { recursive: true });
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const started = Date.now();
let failure: unknown = null;

async function step(name: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n=== ${name}`);
  try {
    await run(command, args, { ...env, ...extraEnv });
  } catch (error) {
    failure ??= error;
    console.error(`--- ${name} failed`);
  }
}

type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected?: number; unexpected?: number; flaky?: number };
};

function count(file: string, read: (json: Report) => { passed: number; failed: number }) {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")) as Report);
  } catch {
    return { passed: 0, failed: 0 };
  }
}

await step("import rules", "npm", ["run", "check:imports"]);
await step("type check", "npm", ["run", "typecheck"]);
await step("lint", "npm", ["run", "lint"]);
const beforeBuild = failure;
await step("build", "npx", ["react-router", "build"]);
// Tests need the build; a type or lint error alone still lets them run, so one run reports everything.
if (failure === beforeBuild) {
  // Each Worker bundles for Cloudflare as a deploy would, offline (a dry run sends nothing): the app
  // from its build's config, the two others for [env.production] from theirs (docs/guides/deploy.md).
  for (const [name, config] of [
    ["app", ["-c", "build/server/wrangler.json"]],
    ["inventory", ["-c", "workers/inventory/wrangler.toml", "--env", "production"]],
    ["payments", ["-c", "workers/payments/wrangler.toml", "--env", "production"]],
  ] as const) {
    await step(`deploy dry run: ${name}`, "npx", [
      "wrangler",
      "deploy",
      "--dry-run",
      ...config,
      "--outdir",
      `${reports}/dry-run/${name}`,
    ]);
  }
  await step("unit and workerd integration tests", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reports}/vitest.json`,
  ]);
  // Journeys book stays: each run starts from freshly seeded local state, so runs never compete with
  // the bookings of the one before.
  rmSync(".wrangler/e2e-state", { recursive: true, force: true });
  await step("browser journeys", "npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
  });
}

const vitest = count(`${reports}/vitest.json`, (j) => ({
  passed: j.numPassedTests ?? 0,
  failed: j.numFailedTests ?? 0,
}));
const e2e = count(`${reports}/playwright.json`, (j) => ({
  passed: j.stats?.expected ?? 0,
  failed: (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0),
}));
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nvitest ${vitest.passed} passed, ${vitest.failed} failed; playwright ${e2e.passed} passed, ${e2e.failed} failed; ${seconds}s`,
);
// A step that failed before any test ran (type check, lint, build) still counts as a failure.
const failed = vitest.failed + e2e.failed || (failure ? 1 : 0);
console.log(`tests: ${vitest.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failure ? 1 : 0);
