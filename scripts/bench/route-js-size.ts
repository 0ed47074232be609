import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load before it is interactive: every module script and
 * modulepreload link in its server HTML, measured gzipped from the client build.
 */
export function initialJsOf(html: string, clientDir = "build/client"): { files: string[]; gzipBytes: number } {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(match[1] ?? "");
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] ?? "");
  const files = [...urls].filter((u) => u.startsWith("/assets/") && u.endsWith(".js"));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file))).length, 0);
  return { files, gzipBytes };
}

/** Gzipped size of the client chunks whose file names match: code a page loads later, on demand. */
export function lazyChunkSize(pattern: RegExp, clientDir = "build/client"): number {
  const assets = join(clientDir, "assets");
  return readdirSync(assets)
    .filter((file) => pattern.test(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
}
