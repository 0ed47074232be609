import { writeFileSync } from "node:fs";

/**
 * Writes a wrangler `.dev.vars` file, which the local server reads for the app Worker
 * (`build/server/.dev.vars` for `vite preview`, the project's `.dev.vars` for `vite dev`; both
 * git-ignored). The whole file, so no value of an earlier run stays behind; readable by its owner only.
 */
export function writeDevVars(file: string, vars: Record<string, string>) {
  const lines = Object.entries(vars).map(([name, value]) => `${name} = ${JSON.stringify(value)}`);
  writeFileSync(file, [...lines, ""].join("\n"), { mode: 0o600 });
}
