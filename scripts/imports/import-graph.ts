import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";

/** One module specifier in a source file: an import, export, `import()`, `import("…")` type or vi.mock path. */
export type ImportSite = { specifier: string; typeOnly: boolean };

/** A specifier with the project file it names (null for a package, a virtual module or a missing file). */
export type ImportEdge = ImportSite & { target: string | null };

/** Every project source file (a path from the project root, with `/`) and what it imports. */
export type ImportGraph = Map<string, ImportEdge[]>;

/**
 * Path aliases the tree has used: still resolved, so an import written with one is checked at its
 * target and reported as a break of the one import style.
 */
export const ALIASES: Readonly<Record<string, string>> = { "~/": "app/" };

/** The folders holding source, and the config files at the root. */
export const SOURCE_ROOTS = ["app", "workers", "shared", "scripts", "tests", "locales"] as const;
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "build", ".react-router", ".wrangler"]);
// How bundler resolution finds a file from an extensionless specifier.
const PROBES = [".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];
/** vitest calls whose first argument is a module path. */
const MODULE_PATH_CALLS = new Set(["mock", "doMock", "unmock", "doUnmock", "importActual", "importMock"]);

/** The module specifiers of one source text, in order. */
export function importSites(fileName: string, text: string): ImportSite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const sites: ImportSite[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      sites.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      sites.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        sites.push({ specifier: argument.literal.text, typeOnly: true });
      }
    } else if (ts.isCallExpression(node) && isModulePathCall(node)) {
      const first = node.arguments[0];
      if (first && ts.isStringLiteralLike(first)) sites.push({ specifier: first.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

function scriptKind(fileName: string): ts.ScriptKind {
  return fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isModulePathCall(node: ts.CallExpression): boolean {
  if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === "vi" &&
    MODULE_PATH_CALLS.has(callee.name.text)
  );
}

/**
 * The project file a specifier names, or null when it names none (a package, `node:…`, `virtual:…`).
 * A missing relative or aliased file is `undefined`: the caller reports it.
 */
export function resolveSpecifier(
  importer: string,
  specifier: string,
  isFile: (path: string) => boolean,
): string | null | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  // `.server/x` looks like a path but is a package name to every resolver: it names no file.
  if (/^\.[^./]/.test(bare)) return undefined;
  let base: string | null = null;
  if (bare.startsWith("./") || bare.startsWith("../")) base = posix.join(posix.dirname(importer), bare);
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (bare.startsWith(alias)) base = folder + bare.slice(alias.length);
  }
  if (base === null) return null;
  if (isFile(base)) return base;
  for (const probe of PROBES) if (isFile(base + probe)) return base + probe;
  // `./x.js` may name x.ts, as TypeScript allows.
  const typed = base.replace(/\.js$/, ".ts");
  if (typed !== base && isFile(typed)) return typed;
  return undefined;
}

/** Project source files under the roots (paths from `root`, with `/`), sorted. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) walk(path);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
    }
  };
  for (const folder of SOURCE_ROOTS) if (existsSync(join(root, folder))) walk(folder);
  for (const entry of readdirSync(root)) {
    if (SOURCE_FILE.test(entry) && !entry.endsWith(".d.ts")) files.push(entry);
  }
  return files.sort();
}

/** The import graph of the project at `root`, plus the specifiers that name no existing file. */
export function readImportGraph(root: string): {
  graph: ImportGraph;
  unresolved: { file: string; specifier: string }[];
} {
  const isFile = (path: string) => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile();
  };
  const graph: ImportGraph = new Map();
  const unresolved: { file: string; specifier: string }[] = [];
  for (const file of sourceFiles(root)) {
    const edges = importSites(file, readFileSync(join(root, file), "utf8")).map((site) => {
      const target = resolveSpecifier(file, site.specifier, isFile);
      if (target === undefined) unresolved.push({ file, specifier: site.specifier });
      return { ...site, target: target ?? null };
    });
    graph.set(file, edges);
  }
  return { graph, unresolved };
}
