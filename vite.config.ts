import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { widgetPlugin } from "./scripts/widget/widget-plugin.ts";

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

/**
 * The app's modules every page loads (from app/ and shared/): those app/root.tsx and the language layout
 * import statically. Split by the bundler into a chunk per set of routes that shares them, they came as some 25 files of
 * 0.1-0.8 KB on every page (docs/decisions/0044); one chunk of them is fewer requests and compresses
 * as a whole. Read from the module graph, which is complete when the chunks are made.
 */
function shellModules() {
  const imports = new Map<string, readonly string[]>();
  let shell: Set<string> | null = null;
  const roots = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]routes[\\/]language-layout\.tsx$/];
  const plugin: Plugin = {
    name: "quartier:shell-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const isShell = (id: string): boolean => {
    if (!shell) {
      shell = new Set();
      const stack = [...imports.keys()].filter((id) => roots.some((root) => root.test(id)));
      while (stack.length > 0) {
        const next = stack.pop() as string;
        if (shell.has(next)) continue;
        shell.add(next);
        stack.push(...(imports.get(next) ?? []));
      }
    }
    return shell.has(id) && /[\\/](app|shared)[\\/]/.test(id) && !/node_modules/.test(id);
  };
  return { plugin, isShell };
}
const shell = shellModules();

// Plugin timings are a profiling aid, not a build problem: `npm start` and CI print warnings only.
const BUILD_CHECKS = { bundlerTimings: false };

// Embedded upstream Workers run beside the app in the same dev and preview server.
const auxiliaryWorkers = ["workers/inventory/wrangler.toml", "workers/payments/wrangler.toml"]
  .filter((configPath) => existsSync(configPath))
  .map((configPath) => ({ configPath }));

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [
    // First, so the dev server answers the widget's address before the Workers do.
    widgetPlugin(),
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
    shell.plugin,
  ],
  // The Workers' local state (D1, KV and cache files under .wrangler) changes on every request. React
  // Router's child compiler starts a file watcher on the project in the preview server too, and each
  // new state file made it read the whole folder again: more CPU in Node than in the Workers, taken
  // from the same two cores (docs/decisions/0047). The same for a state folder elsewhere; Playwright's
  // reports are no source either.
  // No CORS from the dev and preview servers themselves (by default they answer any localhost origin):
  // the app's answers carry their own, like the widget's to the brand's embedding origins only.
  preview: { cors: false },
  server: {
    cors: false,
    watch: {
      ignored: [
        "**/.wrangler/**",
        "**/playwright-report/**",
        ...(process.env.QUARTIER_STATE_DIR ? [`${resolve(process.env.QUARTIER_STATE_DIR)}/**`] : []),
      ],
    },
  },
  // Embedded Workers build next to the app, so `build/` holds everything `npm start` serves.
  environments: {
    // Libraries the browser loads only on use (forms, stores, money, the calendar, the map). Listed so
    // the dev server bundles them at start; found later, they make it re-bundle and reload the page.
    client: {
      build: {
        // maplibre (1.1 MB) and its worker (0.5 MB) are over vite's 500 kB hint; only the map view loads them.
        chunkSizeWarningLimit: 1200,
        rolldownOptions: {
          checks: BUILD_CHECKS,
          output: {
            codeSplitting: {
              groups: [
                // The framework every page runs, one chunk, reported apart by the bench.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                { name: "shell", test: shell.isShell, priority: 1 },
              ],
            },
          },
        },
      },
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
    // The server is one Worker bundle, so a module imported both ways (locales, search state that the
    // browser loads on demand) costs nothing there: rolldown's note about it is for the client.
    ssr: { build: { rolldownOptions: { checks: { ...BUILD_CHECKS, ineffectiveDynamicImport: false } } } },
    quartier_inventory: { build: { outDir: "build/quartier_inventory", rolldownOptions: { checks: BUILD_CHECKS } } },
    quartier_payments: { build: { outDir: "build/quartier_payments", rolldownOptions: { checks: BUILD_CHECKS } } },
  },
});
