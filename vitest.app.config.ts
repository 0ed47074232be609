import { existsSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";

// The app's integration tests run the *built* Worker (npm test builds first) inside workerd, with
// the same bindings as `npm start`: D1 with migrations, KV, and the embedded upstream Workers.
const auxiliaryBuilds = [{ name: "quartier-inventory", dir: "build/quartier_inventory" }].filter((w) =>
  existsSync(`${w.dir}/wrangler.json`),
);

export default defineProject(async () => {
  if (!existsSync("build/server/wrangler.json")) {
    throw new Error("The app is not built: run `npm run build` before the integration tests.");
  }
  const migrations = existsSync("migrations") ? await readD1Migrations("migrations") : [];
  return {
    plugins: [
      cloudflareTest({
        main: "./build/server/index.js",
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test" },
          workers:
            auxiliaryBuilds.length === 0
              ? [
                  {
                    name: "quartier-inventory",
                    modules: true,
                    script: "export default { fetch() { return new Response('not built', { status: 503 }); } }",
                  },
                ]
              : auxiliaryBuilds.map((w) => ({
                  name: w.name,
                  modules: true,
                  scriptPath: `${w.dir}/index.js`,
                  compatibilityDate: "2026-04-26",
                  compatibilityFlags: ["nodejs_compat"],
                })),
        },
      }),
    ],
    test: {
      name: "app",
      include: ["tests/integration/**/*.worker.test.ts", "app/**/*.worker.test.ts"],
      setupFiles: ["./tests/integration/apply-migrations.ts"],
    },
  };
});
