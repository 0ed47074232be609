import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";

// The inventory Worker's integration tests, inside workerd with its own D1 and KV (wrangler.toml).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject(async () => {
  const migrations = await readD1Migrations(here("./migrations"));
  return {
    root: here("."),
    plugins: [
      cloudflareTest({
        main: here("./index.ts"),
        wrangler: { configPath: here("./wrangler.toml") },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: "inventory",
      include: ["**/*.worker.test.ts"],
      setupFiles: [here("./test/setup.ts")],
      // The files share one seeded database; running them one after another keeps seeding simple.
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
});
