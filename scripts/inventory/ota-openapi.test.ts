import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { otaRoutes } from "../../shared/ota/paths";
import { otaOpenApi } from "./ota-openapi";

describe("docs/ota-openapi.json", () => {
  it("is up to date with the zod schemas (regenerate: npx jiti scripts/inventory/ota-openapi.ts)", () => {
    const committed = JSON.parse(readFileSync("docs/ota-openapi.json", "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(otaOpenApi())));
  });

  it("documents every API route", () => {
    const doc = otaOpenApi() as { paths: Record<string, Record<string, unknown>> };
    for (const [name, route] of Object.entries(otaRoutes)) {
      if (!route.pattern.startsWith("/api/")) continue;
      const path = route.pattern.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(doc.paths[path]?.[route.method.toLowerCase()], name).toBeDefined();
    }
  });
});
