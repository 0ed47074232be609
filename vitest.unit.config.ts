import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// Domain rules and other pure code, run in Node.
export default defineProject({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "unit",
    environment: "node",
    include: ["app/**/*.test.ts", "locales/**/*.test.ts", "scripts/**/*.test.ts", "workers/**/*.unit.test.ts"],
    exclude: ["**/*.worker.test.ts", "node_modules/**"],
  },
});
