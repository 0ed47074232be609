import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Sets variables in a wrangler `.dev.vars` file, which the local server reads for the app Worker
 * (`build/server/.dev.vars` for `vite preview`, the project's `.dev.vars` for `vite dev`; both
 * git-ignored). Other lines stay; the file is readable by its owner only.
 */
export function setDevVars(file: string, vars: Record<string, string>) {
  const names = Object.keys(vars);
  const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
  const kept = lines.filter((line) => line.trim() !== "" && !names.includes(line.split("=")[0]?.trim() ?? ""));
  const set = Object.entries(vars).map(([name, value]) => `${name} = ${JSON.stringify(value)}`);
  writeFileSync(file, [...kept, ...set, ""].join("\n"), { mode: 0o600 });
}
