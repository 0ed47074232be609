import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";

// The app's integration tests run against the build (`npm test` builds first); without one they are
// left out with a note instead of failing every other project.
const appBuilt = existsSync("build/server/wrangler.json") && existsSync("build/quartier_inventory/wrangler.json");
if (!appBuilt) console.warn("No app build: the app integration tests are skipped (run `npm run build`).");

// One run, several projects: pure unit tests in Node, one workerd project per embedded Worker,
// and the app's integration tests in workerd.
export default defineConfig({
  test: {
    // Two files at a time even on 2 cores (vitest's default there is one): the workerd files mostly
    // wait on their Workers and the local identity provider, not on the CPU.
    maxWorkers: 2,
    projects: ["vitest.unit.config.ts", "workers/*/vitest.config.ts", ...(appBuilt ? ["vitest.app.config.ts"] : [])],
  },
});
