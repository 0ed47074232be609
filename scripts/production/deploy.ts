/**
 * `npm run deploy`: the repeatable part of a production deploy (docs/guides/deploy.md has the one-time
 * steps before it). Refuses while `npm run check:production` finds something; then builds the three
 * Workers for [env.production] (CLOUDFLARE_ENV), applies pending D1 migrations remotely and deploys
 * in the order the service bindings need: inventory, payment sandbox, app.
 *
 *   npm run deploy                 (deploy)
 *   npm run deploy -- --dry-run    (build and bundle, no migrations, nothing sent to Cloudflare)
 */
import { run } from "../local/run.ts";
import { CONFIGS, checkProduction } from "./check-production.ts";

const dryRun = process.argv.includes("--dry-run");
const production = { CLOUDFLARE_ENV: "production" };

if (!checkProduction() && !dryRun) {
  console.error("Not deploying: fill in what the check lists first.");
  process.exit(1);
}
await run("npx", ["react-router", "build", "--logLevel", "warn"], production);
if (!dryRun) {
  for (const [binding, config] of [
    ["INVENTORY_DB", CONFIGS.inventory],
    ["DB", CONFIGS.app],
  ] as const) {
    await run(
      "npx",
      ["wrangler", "d1", "migrations", "apply", binding, "--remote", "--env", "production", "-c", config],
      {
        CI: "true", // no interactive confirmation
      },
    );
  }
}
// The build's configurations are already flattened for [env.production] (the Vite plugin's rule).
for (const built of ["build/quartier_inventory", "build/quartier_payments", "build/server"]) {
  await run("npx", ["wrangler", "deploy", "-c", `${built}/wrangler.json`, ...(dryRun ? ["--dry-run"] : [])]);
}
