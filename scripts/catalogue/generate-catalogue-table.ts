/**
 * Writes docs/catalogue.md, the readable table of the whole catalogue in English and German.
 * Run from the repository root: npx jiti scripts/catalogue/generate-catalogue-table.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE_TABLE_PATH, renderCatalogueTable } from "./catalogue-table";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
writeFileSync(join(repoRoot, CATALOGUE_TABLE_PATH), renderCatalogueTable());
console.log(`Wrote ${CATALOGUE_TABLE_PATH}`);
