import { resolve } from "node:path";
import { run } from "./run.ts";

/** Where local D1 and KV state lives: shared by `npm start`, `npm run dev` and the wrangler CLI. */
export function stateDir(): string {
  return resolve(process.env.QUARTIER_STATE_DIR ?? ".wrangler/state");
}

/**
 * Applies pending migrations of the app's D1 database to the local state; wrangler skips those
 * already applied. (The inventory Worker's database is migrated by its own preparation step.)
 */
export async function applyAppMigrations(): Promise<void> {
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir()], {
    CI: "true", // no interactive confirmation
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_LOG: "error", // its tables of migrations, once per migration; errors still show
  });
}
