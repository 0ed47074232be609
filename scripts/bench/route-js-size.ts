import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

/** The browser the tests use (Debian's Chromium). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chunks of the framework runtime every page loads: react and react-dom, React Router, i18next and
 * react-i18next (one `framework` chunk, vite.config.ts), and the bundler's helpers. Reported apart so
 * a page's own share is visible.
 */
const FRAMEWORK_CHUNK =
  /^(framework|entry\.client|chunk-[A-Z0-9]+|i18next|context|useTranslation|react-dom|jsx-runtime|rolldown-runtime|preload-helper)-/;

export type PageJs = {
  /** Every JavaScript file the page loaded, with its gzipped size in bytes. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  frameworkGzipBytes: number;
};

/**
 * The JavaScript a page makes a real browser load before the visitor does anything: module scripts,
 * modulepreloads and whatever they import at start (the page's translations, for instance), until
 * the page has hydrated and the network is idle. Sizes are the build's files gzipped, as a CDN sends
 * them. A page's `ready` selector waits for more (the map view's canvas).
 */
export async function jsLoadedBy(
  pages: { url: string; ready?: string }[],
  clientDir = "build/client",
): Promise<PageJs[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--enable-unsafe-swiftshader"],
  });
  try {
    const results: PageJs[] = [];
    for (const { url, ready } of pages) {
      const page = await browser.newPage();
      const loaded = new Set<string>();
      page.on("response", (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith("/assets/") && /\.m?js$/.test(path)) loaded.add(path);
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      if (ready) await page.locator(ready).first().waitFor({ state: "visible", timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      await page.close();
      const files = [...loaded].map((file) => ({
        file: file.slice("/assets/".length),
        gzipBytes: gzipSync(readFileSync(join(clientDir, file))).length,
      }));
      files.sort((a, b) => b.gzipBytes - a.gzipBytes);
      const sum = (list: typeof files) => list.reduce((total, f) => total + f.gzipBytes, 0);
      results.push({
        files,
        gzipBytes: sum(files),
        frameworkGzipBytes: sum(files.filter((f) => FRAMEWORK_CHUNK.test(f.file))),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
