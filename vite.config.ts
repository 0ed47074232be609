import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The build id ties cached client state and /healthz to one build.
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    const sha = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
    return `${sha}-${Date.now().toString(36)}`;
  } catch {
    return `local-${Date.now().toString(36)}`;
  }
}

// Embedded upstream Workers run beside the app in the same dev and preview server.
const auxiliaryWorkers = ["workers/inventory/wrangler.toml", "workers/payments/wrangler.toml"]
  .filter((configPath) => existsSync(configPath))
  .map((configPath) => ({ configPath }));

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      auxiliaryWorkers,
      // One state folder for dev, preview and the wrangler CLI; tests point it elsewhere.
      persistState: { path: process.env.QUARTIER_STATE_DIR ?? ".wrangler/state" },
      // The Workers' debugger only when asked for: a fixed port would keep a second server (tests,
      // the bench) from starting beside the first.
      inspectorPort: process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : false,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // Embedded Workers build next to the app, so `build/` holds everything `npm start` serves.
  environments: {
    // Libraries the browser loads only on use (forms, stores, money, the calendar, the map). Listed so
    // the dev server bundles them at start; found later, they make it re-bundle and reload the page.
    client: {
      optimizeDeps: {
        include: [
          "@conform-to/dom",
          "@conform-to/react",
          "dayjs",
          "dayjs/locale/de.js",
          "dayjs/locale/en-gb.js",
          "dayjs/plugin/customParseFormat.js",
          "dayjs/plugin/utc.js",
          "dinero.js/bigint",
          "dinero.js/bigint/currencies",
          "i18next",
          "jotai",
          "jotai/utils",
          "maplibre-gl",
          "radix-ui",
          "react-i18next",
          "remix-utils/use-hydrated",
          "zod/mini",
          "zod/v4/core",
        ],
      },
    },
    quartier_inventory: { build: { outDir: "build/quartier_inventory" } },
    quartier_payments: { build: { outDir: "build/quartier_payments" } },
  },
});
