import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { WIDGET_ASSET } from "../widget/widget-plugin.ts";
import type { BenchResult } from "./bench-result.ts";

/** The widget's budget: what a partner's page loads for a search box, gzipped (issue 37). */
export const WIDGET_GZIP_BUDGET_KB = 15;

/**
 * The built widget script (build/client/widget/v1.js) gzipped, as a CDN sends it, against its budget.
 * No server needed: alone with `npx jiti scripts/bench/widget-size.ts` after a build.
 */
export function widgetSize(clientDir = "build/client"): BenchResult[] {
  const bytes = readFileSync(join(clientDir, WIDGET_ASSET));
  const kb = (size: number) => Math.round((size / 1024) * 10) / 10;
  return [
    {
      name: "widget /widget/v1.js (gzip)",
      value: kb(gzipSync(bytes).length),
      unit: "KB",
      budget: WIDGET_GZIP_BUDGET_KB,
    },
    { name: "  the same unzipped", value: kb(bytes.length), unit: "KB" },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of widgetSize())
    console.log(`${r.name.padEnd(40)} ${r.value} ${r.unit}${r.budget ? ` (budget ${r.budget})` : ""}`);
}
