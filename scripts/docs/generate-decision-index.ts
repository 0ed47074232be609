/**
 * `npm run docs:decisions`: writes each decision record's header line (status, date, what replaces or
 * amends it) and docs/decisions/README.md. A record without a header line gets one, dated by the
 * commit that added it (today's date before its first commit).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { headerLine, parseRecord, renderIndex, withHeader } from "./decision-records.ts";

export const DECISIONS_DIR = "docs/decisions";

/** The record files, NNNN-*.md, in number order. */
export function recordFiles(dir = DECISIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort();
}

function addedOn(path: string): string {
  const git = (args: string[]) =>
    execFileSync("git", args, { encoding: "utf8" }).trim().split("\n").filter(Boolean).at(-1);
  // Records that arrived by a merge have no adding commit on the first parent: the oldest commit then.
  return (
    git(["log", "--diff-filter=A", "--format=%as", "--", path]) ??
    git(["log", "--format=%as", "--", path]) ??
    new Date().toISOString().slice(0, 10)
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const texts = recordFiles().map((file) => [file, readFileSync(join(DECISIONS_DIR, file), "utf8")] as const);
  const records = texts.map(([file, text]) => parseRecord(file, text, addedOn(join(DECISIONS_DIR, file))));
  for (const [index, [file, text]] of texts.entries()) {
    const updated = withHeader(text, headerLine(records[index]!, records));
    if (updated !== text) writeFileSync(join(DECISIONS_DIR, file), updated);
  }
  writeFileSync(join(DECISIONS_DIR, "README.md"), renderIndex(records));
  console.log(`${records.length} decision records indexed in ${DECISIONS_DIR}/README.md`);
}
