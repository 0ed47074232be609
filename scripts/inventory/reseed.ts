/**
 * Migrates and (re)seeds the inventory Worker's local D1 database.
 *
 *   npm run seed:inventory                          # default scale, only when not seeded yet
 *   npm run seed:inventory -- --scale 50000         # another scale (replaces the inventory)
 *   npm run seed:inventory -- --force               # reseed even when the same seed is there
 *
 * Options: --scale N (apartment types, default 2400), --seed N, --force, --persist-to DIR
 * (default .wrangler/state or QUARTIER_STATE_DIR, shared with `wrangler dev` and `npm start`).
 * Bookings and RFPs are dropped on a reseed; contact messages stay.
 */
import { pathToFileURL } from "node:url";
import { DEFAULT_SCALE } from "../../workers/inventory/seed/generate-inventory";
import { defaultStateDir, prepareLocalInventory } from "./local-inventory";

export function parseReseedArgs(argv: readonly string[]) {
  const args = {
    scale: DEFAULT_SCALE,
    seed: undefined as number | undefined,
    force: false,
    persistTo: defaultStateDir(),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--scale") args.scale = Number(value());
    else if (arg === "--seed") args.seed = Number(value());
    else if (arg === "--force") args.force = true;
    else if (arg === "--persist-to") args.persistTo = value();
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!Number.isInteger(args.scale) || args.scale < 1) throw new Error("--scale must be a positive integer");
  if (args.seed !== undefined && !Number.isInteger(args.seed)) throw new Error("--seed must be an integer");
  return args;
}

async function main() {
  const args = parseReseedArgs(process.argv.slice(2));
  const started = performance.now();
  const result = await prepareLocalInventory({
    scale: args.scale,
    force: args.force,
    persistTo: args.persistTo,
    ...(args.seed !== undefined ? { seed: args.seed } : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.migrations.length) console.log(`Applied migrations: ${result.migrations.join(", ")}`);
  console.log(
    result.seeded
      ? `Seeded ${result.apartmentTypes} apartment types in ${result.properties} properties across ${result.cities} cities (${seconds} s).`
      : `Inventory already seeded: ${result.apartmentTypes} apartment types in ${result.properties} properties across ${result.cities} cities (--force reseeds).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
