import { describe, expect, it } from "vitest";
import { type ImportGraph, importSites, resolveSpecifier } from "./import-graph.ts";
import { boundaryProblem, importCycles, importProblems, styleProblem } from "./import-rules.ts";

/** A graph from `file: [target, ...]` (the specifiers do not matter to circles). */
function graphOf(imports: Record<string, string[]>): ImportGraph {
  return new Map(
    Object.entries(imports).map(([file, targets]) => [
      file,
      targets.map((target) => ({ specifier: target, typeOnly: false, target })),
    ]),
  );
}

describe("boundaryProblem", () => {
  it.each([
    ["app/routes/search.tsx", "workers/inventory/rules/pricing.ts", "the app imports nothing from workers/"],
    ["workers/app.ts", "workers/inventory/index.ts", "the app imports nothing from workers/"],
    ["workers/inventory/index.ts", "app/domain/search/facets.ts", "a Worker imports only from workers/ and shared/"],
    ["workers/payments/index.ts", "scripts/local/run.ts", "a Worker imports only from workers/ and shared/"],
    ["shared/ota/paths.ts", "app/domain/dates/iso-date.ts", "shared/ imports neither app/ nor workers/"],
    ["shared/ota/paths.ts", "workers/inventory/env.ts", "shared/ imports neither app/ nor workers/"],
  ])("%s → %s: %s", (file, target, problem) => {
    expect(boundaryProblem(file, target)).toBe(problem);
  });

  it.each([
    ["app/routes/search.tsx", "shared/ota/paths.ts"],
    ["workers/app.ts", "app/.server/request-context.server.ts"],
    ["workers/inventory/index.ts", "shared/search/facets.ts"],
    ["workers/inventory/index.ts", "workers/payments/env.ts"],
    ["shared/ota/index.ts", "shared/ota/paths.ts"],
    ["scripts/bench/index.ts", "workers/inventory/seed/generate-inventory.ts"],
    ["tests/integration/inventory.ts", "app/domain/ota/listing.ts"],
  ])("%s → %s is allowed", (file, target) => {
    expect(boundaryProblem(file, target)).toBeNull();
  });
});

describe("styleProblem", () => {
  it.each([
    ["../../shared/ota/paths", null],
    ["./+types/search", null],
    ["../../locales/en/pages.json", null],
    ["zod", null],
    ["@conform-to/react", null],
    ["~/domain/search/facets", "a file of the tree is imported by a relative path, not by ~/"],
  ])("%s: %s", (specifier, problem) => {
    expect(styleProblem(specifier)).toBe(problem);
  });
});

describe("importCycles", () => {
  it("finds each circle once, with its members", () => {
    const graph = graphOf({
      "app/a.ts": ["app/b.ts"],
      "app/b.ts": ["app/c.ts"],
      "app/c.ts": ["app/a.ts", "app/d.ts"],
      "app/d.ts": [],
      "scripts/x.ts": ["scripts/x.ts"],
      "scripts/y.ts": ["scripts/z.ts"],
      "scripts/z.ts": ["scripts/y.ts"],
    });
    expect(importCycles(graph)).toEqual([
      ["app/a.ts", "app/b.ts", "app/c.ts"],
      ["scripts/x.ts"],
      ["scripts/y.ts", "scripts/z.ts"],
    ]);
  });

  it("finds none in a tree with a shared leaf", () => {
    const graph = graphOf({ "a.ts": ["b.ts", "c.ts"], "b.ts": ["c.ts"], "c.ts": [] });
    expect(importCycles(graph)).toEqual([]);
  });

  it("counts a type-only import: a circle of types is still a circle to a reader", () => {
    const graph: ImportGraph = new Map([
      ["app/picker.tsx", [{ specifier: "./calendar", typeOnly: false, target: "app/calendar.tsx" }]],
      ["app/calendar.tsx", [{ specifier: "./picker", typeOnly: true, target: "app/picker.tsx" }]],
    ]);
    expect(importCycles(graph)).toEqual([["app/calendar.tsx", "app/picker.tsx"]]);
  });
});

describe("importProblems", () => {
  it("reports each broken rule of a small tree by kind", () => {
    const graph: ImportGraph = new Map([
      ["app/a.ts", [{ specifier: "~/b", typeOnly: false, target: "app/b.ts" }]],
      ["app/b.ts", [{ specifier: "./a", typeOnly: false, target: "app/a.ts" }]],
      ["workers/inventory/c.ts", [{ specifier: "../../app/a", typeOnly: false, target: "app/a.ts" }]],
      ["shared/d.ts", [{ specifier: "node:fs", typeOnly: false, target: null }]],
    ]);
    expect(importProblems(graph).map(({ kind, file }) => `${kind} ${file}`)).toEqual([
      "style app/a.ts",
      "boundary workers/inventory/c.ts",
      "cycle app/a.ts",
    ]);
  });

  it("finds nothing in a tree that keeps the rules", () => {
    const graph: ImportGraph = new Map([
      ["app/a.ts", [{ specifier: "../shared/s", typeOnly: false, target: "shared/s.ts" }]],
      ["workers/inventory/c.ts", [{ specifier: "../../shared/s", typeOnly: false, target: "shared/s.ts" }]],
      ["shared/s.ts", [{ specifier: "zod", typeOnly: false, target: null }]],
    ]);
    expect(importProblems(graph)).toEqual([]);
  });
});

describe("importSites", () => {
  it("reads imports, exports, dynamic imports, import types and vi.mock paths", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C } from "./c";',
      'import "./side-effect";',
      'export { d } from "./d";',
      'export type { E } from "./e";',
      'const f = () => import("./f");',
      'type G = typeof import("./g");',
      'vi.mock("./h", () => ({}));',
      'const i = await vi.importActual<typeof import("./i")>("./i");',
      'const notAnImport = require.resolve("./j");',
    ].join("\n");
    expect(importSites("x.ts", source)).toEqual([
      { specifier: "./a", typeOnly: false },
      { specifier: "./b", typeOnly: true },
      { specifier: "./c", typeOnly: true },
      { specifier: "./side-effect", typeOnly: false },
      { specifier: "./d", typeOnly: false },
      { specifier: "./e", typeOnly: true },
      { specifier: "./f", typeOnly: false },
      { specifier: "./g", typeOnly: true },
      { specifier: "./h", typeOnly: false },
      { specifier: "./i", typeOnly: false },
      { specifier: "./i", typeOnly: true },
    ]);
  });
});

describe("resolveSpecifier", () => {
  const files = new Set(["app/domain/a.ts", "app/domain/b/index.ts", "shared/ota/paths.ts", "data/x.json"]);
  const isFile = (path: string) => files.has(path);

  it.each([
    ["app/domain/c.ts", "./a", "app/domain/a.ts"],
    ["app/domain/c.ts", "./a.ts", "app/domain/a.ts"],
    ["app/domain/c.ts", "./a.js", "app/domain/a.ts"],
    ["app/domain/c.ts", "./b", "app/domain/b/index.ts"],
    ["app/routes/x.tsx", "~/domain/a", "app/domain/a.ts"],
    ["app/routes/x.tsx", "../../shared/ota/paths", "shared/ota/paths.ts"],
    ["app/domain/c.ts", "../../data/x.json?raw", "data/x.json"],
    ["app/domain/c.ts", "zod", null],
    ["app/domain/c.ts", "virtual:react-router/server-build", null],
    ["app/domain/c.ts", "./missing", undefined],
    ["app/c.ts", ".server/x", undefined],
  ])("%s: %s → %s", (importer, specifier, expected) => {
    expect(resolveSpecifier(importer, specifier, isFile)).toBe(expected);
  });
});
