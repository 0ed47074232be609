import { describe, expect, it } from "vitest";
import { keyScopesOf, mappingEditOf, newConnectionFormSchema } from "./connection-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const shown = [
  {
    apartmentTypeId: "t1",
    name: { en: "Studio", de: "Studio" },
    houseName: "H",
    code: null,
    ratePlans: [{ ratePlanId: "p1", name: { en: "Flex", de: "Flex" }, ownCode: "FLEX", code: null }],
  },
];

describe("connection forms", () => {
  it("a new connection's channel is upper case; a channel with spaces is refused", () => {
    expect(newConnectionFormSchema.parse({ name: " CM ", channel: "siteminder" })).toEqual({
      name: "CM",
      channel: "SITEMINDER",
    });
    expect(newConnectionFormSchema.safeParse({ name: "CM", channel: "site minder" }).success).toBe(false);
  });

  it("reads the ticked scopes, none as null", () => {
    expect(keyScopesOf(form({ "scope.ari": "on" }))).toEqual(["ari"]);
    expect(keyScopesOf(form({ "scope.ari": "on", "scope.reservations": "on" }))).toEqual(["ari", "reservations"]);
    expect(keyScopesOf(form({}))).toBeNull();
  });

  it("reads the mapping: a code per type and plan, empty as removed", () => {
    expect(mappingEditOf(form({ "type.t1": " DBL ", "plan.t1.p1": "" }), shown)).toEqual({
      types: [{ apartmentTypeId: "t1", code: "DBL", ratePlans: [{ ratePlanId: "p1", code: null }] }],
    });
    expect(mappingEditOf(form({ "type.t1": "x".repeat(65) }), shown)).toBeNull();
  });

  it("edits only the types and plans the form carries (the page shows some of the brand's types)", () => {
    const second = { ...shown[0]!, apartmentTypeId: "t2" };
    expect(mappingEditOf(form({ "type.t2": "SGL" }), [...shown, second])).toEqual({
      types: [{ apartmentTypeId: "t2", code: "SGL", ratePlans: [] }],
    });
    expect(mappingEditOf(form({}), [...shown, second])).toEqual({ types: [] });
  });
});
