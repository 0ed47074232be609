import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../shared/catalogue/catalogue-lookup";
import { CATALOGUE_TABLE_PATH, renderCatalogueTable } from "./catalogue-table";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

describe("docs/catalogue.md", () => {
  it("is up to date with the catalogue data (run: npx jiti scripts/catalogue/generate-catalogue-table.ts)", () => {
    const committed = readFileSync(join(repoRoot, CATALOGUE_TABLE_PATH), "utf8");
    expect(committed).toBe(renderCatalogueTable());
  });

  it("shows every entry with its English and German name", () => {
    const table = renderCatalogueTable();
    for (const entry of CATALOGUE) {
      const row = table.split("\n").find((line) => line.startsWith(`| \`${entry.id}\` |`));
      expect(row, entry.id).toBeDefined();
      expect(row).toContain(` ${entry.name.en.replaceAll("|", "\\|")} `);
      expect(row).toContain(` ${entry.name.de.replaceAll("|", "\\|")} `);
    }
  });

  it("shows channel codes with their public names and deprecations", () => {
    const table = renderCatalogueTable();
    expect(table).toContain("booking-com.payment 72 (AirPlus)");
    expect(table).toContain("replaced by `internet-access-wifi`");
    expect(table).toMatch(/\| `cheque` \|.*\| removed \|$/m);
  });

  it("changes when the data changes", () => {
    const [first, ...rest] = CATALOGUE;
    if (!first) throw new Error("empty catalogue");
    const renamed = { ...first, name: { ...first.name, de: "Geänderter Name" } };
    expect(renderCatalogueTable([renamed, ...rest])).not.toBe(renderCatalogueTable());
  });
});
