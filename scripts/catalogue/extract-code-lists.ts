/**
 * Regenerates shared/catalogue/channel-code-lists.json from the shared distribution code lists.
 * Run from the repository root, with the shared folder beside the repository:
 *   npx jiti scripts/catalogue/extract-code-lists.ts [path to the distribution-codes folder]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { extractCodeLists, renderCodeListsJson } from "./code-list-extraction";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const sharedDir = resolve(process.argv[2] ?? join(repoRoot, "..", "shared", "data", "distribution-codes"));
const target = join(repoRoot, "shared", "catalogue", "channel-code-lists.json");

const derived = extractCodeLists((file) => readFileSync(join(sharedDir, file), "utf8"));
writeFileSync(target, renderCodeListsJson(derived));
const count = Object.values(derived.lists).reduce((sum, names) => sum + Object.keys(names).length, 0);
console.log(`Wrote ${count} codes to shared/catalogue/channel-code-lists.json`);
