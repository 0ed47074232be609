/**
 * `npm run check:imports`: the import rules of docs/decisions/0088 over the whole tree. The app imports
 * nothing from workers/, the Workers nothing from outside workers/ but shared/, shared/ neither; one
 * import style; no import circle. Lists every break and exits non-zero on any.
 */
import { readImportGraph } from "./imports/import-graph.ts";
import { importProblems } from "./imports/import-rules.ts";

const { graph, unresolved } = readImportGraph(process.cwd());
const problems = importProblems(graph);
// Generated route types and the build are not files of the tree; any other missing file is a mistake.
const missing = unresolved.filter(
  ({ specifier }) => !specifier.includes("/+types/") && !/(^|\/)build\//.test(specifier),
);
for (const { kind, file, message } of problems) console.error(`${kind.padEnd(8)} ${file}: ${message}`);
for (const { file, specifier } of missing) console.error(`missing  ${file}: ${specifier} names no file`);
const count = (kind: string) => problems.filter((problem) => problem.kind === kind).length;
console.log(
  `imports: ${graph.size} files; ${count("boundary")} boundary, ${count("style")} style, ${count("cycle")} circle, ${missing.length} missing`,
);
process.exit(problems.length + missing.length > 0 ? 1 : 0);
