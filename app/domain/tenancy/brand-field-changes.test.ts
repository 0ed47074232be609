import { describe, expect, it } from "vitest";
import { brandFieldChanges } from "./brand-field-changes";

describe("brandFieldChanges", () => {
  it.each([
    {
      name: "nothing for the same values",
      before: { a: 1, t: { x: "#fff" } },
      after: { a: 1, t: { x: "#fff" } },
      changes: [],
    },
    {
      name: "a nested field by its dotted path",
      before: { t: { x: "#fff", y: "#000" } },
      after: { t: { x: "#eee", y: "#000" } },
      changes: [{ field: "t.x", before: "#fff", after: "#eee" }],
    },
    {
      name: "a list as a whole",
      before: { hosts: ["a.localhost"] },
      after: { hosts: ["a.localhost", "b.localhost"] },
      changes: [{ field: "hosts", before: ["a.localhost"], after: ["a.localhost", "b.localhost"] }],
    },
    {
      name: "a field added and one removed",
      before: { bank: { iban: "DE1" } },
      after: { legal: { imprint: { en: "x" } } },
      changes: [
        { field: "bank.iban", before: "DE1", after: undefined },
        { field: "legal.imprint.en", before: undefined, after: "x" },
      ],
    },
    {
      name: "every field of a new brand",
      before: undefined,
      after: { name: "N", theme: { primary: "#111111" } },
      changes: [
        { field: "name", before: undefined, after: "N" },
        { field: "theme.primary", before: undefined, after: "#111111" },
      ],
    },
  ])("lists $name", ({ before, after, changes }) => {
    expect(brandFieldChanges(before, after)).toEqual(changes);
  });
});
