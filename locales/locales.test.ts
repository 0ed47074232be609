import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const dir = new URL(".", import.meta.url).pathname;
const languages = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const load = (lng: string) => {
  const files = readdirSync(join(dir, lng)).filter((f) => f.endsWith(".json"));
  return new Map(files.map((f) => [f, flatten(JSON.parse(readFileSync(join(dir, lng, f), "utf8")) as Messages)]));
};

describe("locales", () => {
  it("has exactly German and English", () => {
    expect(languages.sort()).toEqual(["de", "en"]);
  });

  const en = load("en");
  const de = load("de");

  it("has the same files in both languages", () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const [file, enMessages] of en) {
    it(`${file}: German and English have exactly the same keys`, () => {
      const deMessages = de.get(file) ?? new Map();
      expect([...deMessages.keys()].sort()).toEqual([...enMessages.keys()].sort());
    });

    it(`${file}: no empty values and the same interpolation variables`, () => {
      const deMessages = de.get(file) ?? new Map<string, string>();
      for (const [key, value] of enMessages) {
        const other = deMessages.get(key) ?? "";
        expect(value.trim(), `en ${key}`).not.toBe("");
        expect(other.trim(), `de ${key}`).not.toBe("");
        const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(vars(other), `variables of ${key}`).toEqual(vars(value));
      }
    });
  }
});
