import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";

// The payment sandbox's tests, inside workerd with its own KV namespace (wrangler.toml).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  root: here("."),
  plugins: [
    cloudflareTest({
      main: here("./index.ts"),
      wrangler: { configPath: here("./wrangler.toml") },
      // The API always takes credentials: a fresh key each run, as `npm start` makes one per machine.
      miniflare: { bindings: { PAYMENTS_API_KEY: `sandbox-tests:${randomBytes(16).toString("hex")}` } },
    }),
  ],
  test: {
    name: "payments",
    include: ["**/*.worker.test.ts"],
    testTimeout: 30_000,
  },
});
