import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes";

type House = { name?: string; units?: number; services?: string[]; description?: { en: string; de: string } };
const FIELDS = ["name", "units", "services", "description"] as const;

describe("fieldChanges", () => {
  it.each<{ name: string; before: House | null; after: House | null; changed: string[] }>([
    { name: "nothing changed", before: { name: "A", units: 2 }, after: { name: "A", units: 2 }, changed: [] },
    { name: "a number", before: { name: "A", units: 2 }, after: { name: "A", units: 3 }, changed: ["units"] },
    {
      name: "an object's key order is no change",
      before: { description: { en: "x", de: "y" } },
      after: { description: { de: "y", en: "x" } as House["description"] },
      changed: [],
    },
    {
      name: "an array's order is a change",
      before: { services: ["a", "b"] },
      after: { services: ["b", "a"] },
      changed: ["services"],
    },
    {
      name: "a created record: every field it has",
      before: null,
      after: { name: "A", units: 1 },
      changed: ["name", "units"],
    },
    { name: "a removed value", before: { name: "A" }, after: {}, changed: ["name"] },
    { name: "undefined and missing read alike", before: { name: undefined }, after: {}, changed: [] },
  ])("$name", ({ before, after, changed }) => {
    expect(fieldChanges(before, after, FIELDS).map((c) => c.field)).toEqual(changed);
  });

  it("keeps both values, null for none", () => {
    expect(fieldChanges<House>({ units: 2 }, { units: 3, name: "B" }, FIELDS)).toEqual([
      { field: "name", before: null, after: "B" },
      { field: "units", before: 2, after: 3 },
    ]);
  });
});
