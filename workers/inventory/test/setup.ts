import { applyD1Migrations } from "cloudflare:test";
import { seedInventory } from "../seed/seed-inventory";
import { env, TEST_SCALE } from "./test-env";

await applyD1Migrations(env.INVENTORY_DB, env.TEST_MIGRATIONS);
await seedInventory(env.INVENTORY_DB, { scale: TEST_SCALE });
