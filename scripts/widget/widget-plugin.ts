import { build } from "esbuild";
import type { Plugin } from "vite";

/** Where the brand's widget is served, on every brand host; a new version gets a new name (docs/decisions/0128). */
export const WIDGET_ASSET = "widget/v1.js";
const WIDGET_ENTRY = "app/widget/v1/widget.ts";

/** The widget as one small script: plain TypeScript bundled and minified by esbuild, no framework. */
export async function bundleWidget(): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [WIDGET_ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    write: false,
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error("the widget bundle is empty");
  return file.contents;
}

/**
 * Builds the widget into the client build (`build/client/widget/v1.js`, served as a static asset) and
 * serves it from its sources in the dev server.
 */
export function widgetPlugin(): Plugin {
  return {
    name: "quartier:widget",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      this.emitFile({ type: "asset", fileName: WIDGET_ASSET, source: await bundleWidget() });
    },
    configureServer(server) {
      server.middlewares.use(`/${WIDGET_ASSET}`, (_request, response, next) => {
        bundleWidget().then((code) => {
          response.setHeader("Content-Type", "text/javascript; charset=utf-8");
          response.setHeader("Cache-Control", "no-store");
          response.end(code);
        }, next);
      });
    },
  };
}
