import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";
import { generateLocalSecrets, workerSecrets } from "./scripts/local/secrets.ts";

/** The port the app's test URLs name (nothing listens there: requests go to SELF); the provider registers it. */
const TEST_APP_PORT = 8799;

/** A port nothing listens on right now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

type WranglerJson = {
  name: string;
  main: string;
  vars?: Record<string, string>;
  d1_databases?: { binding: string; database_id: string }[];
  kv_namespaces?: { binding: string; id: string }[];
  r2_buckets?: { binding: string; bucket_name: string }[];
};

/** A built embedded Worker as a Miniflare worker, with the bindings of its generated wrangler.json. */
function builtWorker(dir: string, secrets: Record<string, string> = {}) {
  const config = JSON.parse(readFileSync(`${dir}/wrangler.json`, "utf8")) as WranglerJson;
  return {
    config,
    worker: {
      name: config.name,
      modules: true,
      scriptPath: `${dir}/${config.main}`,
      compatibilityDate: "2026-04-26",
      compatibilityFlags: ["nodejs_compat"],
      bindings: { ...config.vars, ...secrets },
      d1Databases: Object.fromEntries((config.d1_databases ?? []).map((d) => [d.binding, d.database_id])),
      kvNamespaces: Object.fromEntries((config.kv_namespaces ?? []).map((k) => [k.binding, k.id])),
      r2Buckets: Object.fromEntries((config.r2_buckets ?? []).map((r) => [r.binding, r.bucket_name])),
    },
  };
}

// The app's integration tests run the *built* Worker (npm test builds first) inside workerd, with the
// same bindings as `npm start`: D1 with migrations, KV, and the embedded inventory and payment Workers
// behind the INVENTORY and PAYMENTS service bindings. The inventory's database is also bound to the test runner (same id, so
// the same storage) so the setup file can migrate and seed it.
export default defineProject(async () => {
  if (
    !existsSync("build/server/wrangler.json") ||
    !existsSync("build/quartier_inventory/wrangler.json") ||
    !existsSync("build/quartier_payments/wrangler.json")
  ) {
    throw new Error("The app is not built: run `npm run build` before the integration tests.");
  }
  // Fresh secrets each run, made like `npm start` makes a machine's: no secret is committed.
  const secrets = workerSecrets(generateLocalSecrets());
  // The real local identity provider runs in Node beside the tests (globalSetup starts and stops it);
  // the app in workerd signs in against it over HTTP, as it does under `npm start`.
  process.env.QUARTIER_TEST_IDP_PORT ??= String(await freePort());
  process.env.QUARTIER_TEST_APP_PORT = String(TEST_APP_PORT);
  const issuer = `http://localhost:${process.env.QUARTIER_TEST_IDP_PORT}`;
  // The inventory verifies admin tokens with the same provider's keys (found by its discovery).
  const inventory = builtWorker("build/quartier_inventory", { ADMIN_TOKEN_ISSUER: issuer });
  const payments = builtWorker("build/quartier_payments", { PAYMENTS_API_KEY: secrets.PAYMENTS_API_KEY ?? "" });
  const inventoryDbId = inventory.config.d1_databases?.[0]?.database_id ?? "";
  const photosBucket = inventory.config.r2_buckets?.[0]?.bucket_name ?? "";
  // The provider (globalSetup, in this process) and the app share this run's client secret.
  process.env.QUARTIER_TEST_OIDC_CLIENT_SECRET = secrets.OIDC_CLIENT_SECRET;
  process.env.QUARTIER_TEST_OIDC_REGISTRATION_TOKEN = secrets.OIDC_REGISTRATION_TOKEN;
  return {
    plugins: [
      cloudflareTest({
        main: "./build/server/index.js",
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: {
          bindings: {
            ENVIRONMENT: "test",
            // Lets tests post the identity provider's mails to /dev/outbox/deliver.
            OUTBOX_DELIVERY_SECRET: "test-outbox-delivery-secret",
            // The upstream deadline is a few seconds in production; on a loaded 2-core machine the
            // embedded inventory alone can take that long, so tests that are not about it get room.
            // The outage tests set their own short deadline (tests/integration/upstream-outage.worker.test.ts).
            UPSTREAM_DEADLINE_MS: "15000",
            // The contact form's time trap as in production (a local start may have left 0 in .dev.vars).
            FORM_MIN_FILL_SECONDS: "3",
            // A brand a test saves through the store answers at once (the copy's life has its own test).
            BRAND_CACHE_SECONDS: "0",
            OIDC_ISSUER: issuer,
            TEST_APP_PORT: String(TEST_APP_PORT),
            ...secrets,
            TEST_MIGRATIONS: await readD1Migrations("migrations"),
            TEST_INVENTORY_MIGRATIONS: await readD1Migrations("workers/inventory/migrations"),
          },
          d1Databases: { INVENTORY_DB: inventoryDbId },
          // The inventory's photo bucket, so tests can put a photo where the media route finds it.
          r2Buckets: { INVENTORY_PHOTOS: photosBucket },
          workers: [inventory.worker, payments.worker],
        },
      }),
    ],
    test: {
      name: "app",
      include: ["tests/integration/**/*.worker.test.ts", "app/**/*.worker.test.ts"],
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      globalSetup: ["./scripts/idp/integration-test-provider.ts"],
      // A guard against a hang, not a speed check: a test that walks the sitemap makes dozens of
      // requests, which take well over vitest's 5 s default on a loaded 2-core machine.
      testTimeout: 30_000,
    },
  };
});
