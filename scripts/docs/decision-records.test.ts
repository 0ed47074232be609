import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headerLine, parseRecord, renderIndex, withHeader } from "./decision-records";
import { DECISIONS_DIR, recordFiles } from "./generate-decision-index";

const record = (number: string, header: string) =>
  parseRecord(`${number}-x.md`, `# ${number} Title ${number}\n\n${header}\n\n## Context\n`);

describe("decision record headers", () => {
  it("give a replaced record the status superseded and the number that replaced it", () => {
    const old = record("0010", "Status: accepted · Date: 2026-11-22");
    const newer = record("0090", "Status: accepted · Date: 2026-11-29 · Replaces: 0010, 0011");
    expect(newer.replaces).toEqual(["0010", "0011"]);
    expect(headerLine(old, [old, newer])).toBe("Status: superseded · Date: 2026-11-22 · Replaced by: 0090");
    expect(headerLine(newer, [old, newer])).toBe("Status: accepted · Date: 2026-11-29 · Replaces: 0010, 0011");
  });

  it("say who amended a record, which stays accepted", () => {
    const old = record("0012", "Status: accepted · Date: 2026-11-24");
    const a = record("0072", "Status: accepted · Date: 2026-11-28 · Amends: 0012");
    const b = record("0074", "Status: accepted · Date: 2026-11-28 · Amends: 0012");
    expect(headerLine(old, [old, a, b])).toBe("Status: accepted · Date: 2026-11-24 · Amended by: 0072, 0074");
  });

  it("are added under the title of a record without one, with the date given", () => {
    const text = "# 0099 New\n\n## Context\nWhy.\n";
    const parsed = parseRecord("0099-new.md", text, "2026-11-29");
    expect(withHeader(text, headerLine(parsed, [parsed]))).toBe(
      "# 0099 New\n\nStatus: accepted · Date: 2026-11-29\n\n## Context\nWhy.\n",
    );
    expect(() => parseRecord("0099-new.md", text)).toThrow(/no "Status: … · Date: YYYY-MM-DD" line/);
  });
});

describe("docs/decisions", () => {
  const files = recordFiles();
  const texts = files.map((file) => readFileSync(join(DECISIONS_DIR, file), "utf8"));
  const records = files.map((file, i) => parseRecord(file, texts[i] as string));

  it("every record has a status and date line that says what replaced or amended it (npm run docs:decisions)", () => {
    for (const [i, r] of records.entries()) {
      expect(texts[i], r.file).toBe(withHeader(texts[i] as string, headerLine(r, records)));
    }
  });

  it("the index lists every record as the records say (npm run docs:decisions)", () => {
    expect(readFileSync(join(DECISIONS_DIR, "README.md"), "utf8")).toBe(renderIndex(records));
  });

  it("numbers are unique", () => {
    expect(new Set(records.map((r) => r.number)).size).toBe(records.length);
  });
});
