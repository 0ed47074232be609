import { generateKeyPairSync } from "node:crypto";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";

// The inventory Worker's integration tests, inside workerd with its own D1 and KV (wrangler.toml).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A signing key made for this run: the Worker trusts its public half (ADMIN_TOKEN_JWKS, the inline
 * option production may use to pin keys) and the tests sign admin tokens with the private half.
 */
function adminTokenKeys() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const kid = "inventory-test";
  const jwk = (key: typeof publicKey) => ({ ...key.export({ format: "jwk" }), kid, alg: "ES256", use: "sig" });
  return {
    ADMIN_TOKEN_ISSUER: "https://idp.test",
    ADMIN_TOKEN_JWKS: JSON.stringify({ keys: [jwk(publicKey)] }),
    TEST_ADMIN_SIGNING_JWK: JSON.stringify(jwk(privateKey)),
  };
}

export default defineProject(async () => {
  const migrations = await readD1Migrations(here("./migrations"));
  return {
    root: here("."),
    plugins: [
      cloudflareTest({
        main: here("./index.ts"),
        wrangler: { configPath: here("./wrangler.toml") },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, ...adminTokenKeys() },
          // Booking events go to a queue nothing consumes here: the tests hand batches to the consumer
          // themselves (createMessageBatch), so no delivery runs behind their back.
          queueProducers: { DELIVERY_QUEUE: { queueName: "quartier-deliveries-unconsumed" } },
          // A database of its own for the migration tests: migrations applied in steps over data.
          d1Databases: { MIGRATION_CHECK_DB: "quartier-inventory-migration-check" },
        },
      }),
    ],
    test: {
      name: "inventory",
      include: ["**/*.worker.test.ts"],
      setupFiles: [here("./test/setup.ts")],
      // One workerd per vitest worker, not one per file: a workerd started and the Worker's modules
      // loaded for each of the 22 files made the project take 89 CPU seconds, against 30 this way
      // (docs/decisions/0111). The setup file empties the database, the search cache and the photos
      // before each file and seeds again, so every file still starts as on a workerd of its own
      // (seeding costs little next to a start). Two files at a time, as the other projects.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
});
