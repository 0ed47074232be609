import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { run } from "./run.ts";

/** Where local D1 and KV state lives: shared by `npm start`, `npm run dev` and the wrangler CLI. */
export function stateDir(): string {
  return resolve(process.env.QUARTIER_STATE_DIR ?? ".wrangler/state");
}

/** Every Worker that owns a D1 database: its wrangler config and binding. */
export const DATABASES = [
  { config: "wrangler.toml", binding: "DB", migrations: "migrations" },
  { config: "workers/inventory/wrangler.toml", binding: "INVENTORY_DB", migrations: "workers/inventory/migrations" },
].filter((db) => existsSync(db.config) && existsSync(db.migrations));

/** Applies pending D1 migrations to the local state; wrangler skips those already applied. */
export async function applyLocalMigrations(): Promise<void> {
  for (const db of DATABASES) {
    await run(
      "npx",
      ["wrangler", "d1", "migrations", "apply", db.binding, "--local", "-c", db.config, "--persist-to", stateDir()],
      {
        CI: "true", // no interactive confirmation
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
    );
  }
}
