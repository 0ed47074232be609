/**
 * `npm test`: the whole suite, in the order that fails fastest. Import rules, type check and lint side
 * by side with the build, a deploy dry run of the three Workers side by side, unit tests in Node,
 * integration tests in workerd (one vitest run, several projects), then browser journeys in Debian
 * Chromium against the built app. Ends with each step's time, one summary line and a non-zero exit on
 * any failure.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { run, runHeld } from "./local/run.ts";

const reports = ".test-reports";
mkdirSync(reports, { recursive: true });
const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const started = Date.now();
let failure: unknown = null;

const times: string[] = [];

function took(name: string, since: number) {
  const line = `${name}: ${((Date.now() - since) / 1000).toFixed(1)} s`;
  times.push(line);
  return line;
}

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

async function step({ name, command, args, env: extraEnv = {} }: Step) {
  console.log(`\n=== ${name}`);
  const since = Date.now();
  try {
    await run(command, args, { ...env, ...extraEnv });
  } catch (error) {
    failure ??= error;
    console.error(`--- ${name} failed`);
  }
  console.log(`--- ${took(name, since)}`);
}

/**
 * Steps that need nothing from each other, at the same time: each one's output is held back and
 * shown whole when it ends. Their CPU needs differ (tsc is one thread, the build several, the dry
 * runs mostly wait on start-up), so together they take well under the sum of their times.
 */
async function together(steps: Step[]): Promise<Set<string>> {
  console.log(`\n=== at the same time: ${steps.map((s) => s.name).join(", ")}`);
  const failed = new Set<string>();
  await Promise.all(
    steps.map(async ({ name, command, args, env: extraEnv = {} }) => {
      const since = Date.now();
      const { ok, output } = await runHeld(command, args, { ...env, ...extraEnv });
      console.log(`\n=== ${name}\n${output.trimEnd()}`);
      if (!ok) {
        failed.add(name);
        failure ??= new Error(`${name} failed`);
        console.error(`--- ${name} failed`);
      }
      console.log(`--- ${took(name, since)}`);
    }),
  );
  return failed;
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

const checks = await together([
  { name: "import rules", command: "npm", args: ["run", "check:imports"] },
  { name: "type check", command: "npm", args: ["run", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "lint"] },
  { name: "build", command: "npx", args: ["react-router", "build"] },
]);
// Tests need the build; a type or lint error alone still lets them run, so one run reports everything.
if (!checks.has("build")) {
  // Each Worker bundles for Cloudflare as a deploy would, offline (a dry run sends nothing): the app
  // from its build's config, the two others for [env.production] from theirs (docs/guides/deploy.md).
  await together(
    (
      [
        ["app", ["-c", "build/server/wrangler.json"]],
        ["inventory", ["-c", "workers/inventory/wrangler.toml", "--env", "production"]],
        ["payments", ["-c", "workers/payments/wrangler.toml", "--env", "production"]],
      ] as const
    ).map(([name, config]) => ({
      name: `deploy dry run: ${name}`,
      command: "npx",
      args: ["wrangler", "deploy", "--dry-run", ...config, "--outdir", `${reports}/dry-run/${name}`],
    })),
  );
  await step({
    name: "unit and workerd integration tests",
    command: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`],
  });
  // Journeys book stays: each run starts from freshly seeded local state, so runs never compete with
  // the bookings of the one before.
  rmSync(".wrangler/e2e-state", { recursive: true, force: true });
  await step({
    name: "browser journeys",
    command: "npx",
    args: ["playwright", "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
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
console.log(`\nsteps (their own time; side-by-side steps overlap):\n  ${times.join("\n  ")}`);
console.log(
  `\nvitest ${vitest.passed} passed, ${vitest.failed} failed; playwright ${e2e.passed} passed, ${e2e.failed} failed; ${seconds}s`,
);
// A step that failed before any test ran (type check, lint, build) still counts as a failure.
const failed = vitest.failed + e2e.failed || (failure ? 1 : 0);
console.log(`tests: ${vitest.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failure ? 1 : 0);
