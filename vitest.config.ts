import { defineConfig } from "vitest/config";

// One run, several projects: pure unit tests in Node, one workerd project per embedded Worker,
// and the app's integration tests in workerd.
export default defineConfig({
  test: {
    projects: ["vitest.unit.config.ts", "workers/*/vitest.config.ts", "vitest.app*.config.ts"],
  },
});
