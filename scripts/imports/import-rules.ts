import { ALIASES, type ImportGraph } from "./import-graph.ts";

/**
 * The import rules (docs/decisions/0088). Which side a file is on:
 * - `app`: app/, and workers/app.ts, the app's own Worker entry;
 * - `workers`: the embedded Workers (workers/inventory, workers/payments);
 * - `shared`: shared/, what the app and the Workers both use;
 * - `tools`: scripts, tests, root configs and locales, which may use any side.
 */
export type Side = "app" | "workers" | "shared" | "tools";

export type ImportProblem = { kind: "boundary" | "style" | "cycle"; file: string; message: string };

export const APP_WORKER_ENTRY = "workers/app.ts";

export function sideOf(file: string): Side {
  if (file.startsWith("app/") || file === APP_WORKER_ENTRY) return "app";
  if (file.startsWith("workers/")) return "workers";
  if (file.startsWith("shared/")) return "shared";
  return "tools";
}

/** Why `file` may not import `target`, or null when it may. */
export function boundaryProblem(file: string, target: string): string | null {
  const from = sideOf(file);
  const to = sideOf(target);
  if (from === "app" && to === "workers") return "the app imports nothing from workers/";
  if (from === "workers" && to !== "workers" && to !== "shared") {
    return "a Worker imports only from workers/ and shared/";
  }
  if (from === "shared" && (to === "app" || to === "workers")) return "shared/ imports neither app/ nor workers/";
  return null;
}

/**
 * The one import style: a file of the tree is imported by a relative path, everywhere. Vite, vitest,
 * wrangler's esbuild and tsc resolve an alias only where each is configured for it; jiti (the
 * scripts) and Playwright (the browser tests) resolve none, so an alias breaks whatever they load.
 */
export function styleProblem(specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias ? `a file of the tree is imported by a relative path, not by ${alias}` : null;
}

/** Import circles: each strongly connected set of files, type-only imports included (a file imports itself: one). */
export function importCycles(graph: ImportGraph): string[][] {
  const successors = (file: string) =>
    (graph.get(file) ?? []).flatMap((edge) => (edge.target && graph.has(edge.target) ? [edge.target] : []));
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: string[] }[] = [];
    const enter = (file: string) => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      onStack.add(file);
      work.push({ file, next: successors(file) });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const next = frame.next.shift();
      if (next !== undefined) {
        if (!index.has(next)) enter(next);
        else if (onStack.has(next)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(next)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.file);
      if (members.length > 1 || successors(frame.file).includes(frame.file)) cycles.push(members.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every break of the rules in the graph, by file. */
export function importProblems(graph: ImportGraph): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const [file, edges] of graph) {
    for (const { specifier, target } of edges) {
      const boundary = target === null ? null : boundaryProblem(file, target);
      if (boundary) problems.push({ kind: "boundary", file, message: `${specifier}: ${boundary}` });
      const style = styleProblem(specifier);
      if (style) problems.push({ kind: "style", file, message: `${specifier}: ${style}` });
    }
  }
  for (const cycle of importCycles(graph)) {
    problems.push({ kind: "cycle", file: cycle[0]!, message: `import circle among ${cycle.join(", ")}` });
  }
  return problems;
}
