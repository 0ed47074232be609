import { describe, expect, it } from "vitest";
import { liveEntries } from "./catalogue-lookup";
import { SERVICE_GROUP_IDS } from "./catalogue-types";
import { GROUP_OF_TYPE, serviceGroupOf, serviceGroups, toServiceGroupId } from "./service-groups";

describe("serviceGroups", () => {
  const groups = serviceGroups();

  it("has the seven groups of the search page, none empty", () => {
    expect(Object.keys(groups).sort()).toEqual([...SERVICE_GROUP_IDS].sort());
    for (const id of SERVICE_GROUP_IDS) expect(groups[id].length, id).toBeGreaterThan(0);
  });

  it("derives popular from score 2 among grouped live entries", () => {
    const expected = liveEntries()
      .filter((e) => e.grouped && e.score === 2)
      .map((e) => e.id)
      .sort();
    expect(groups.popular.map((e) => e.id).sort()).toEqual(expected);
  });

  it("puts each grouped live entry in the group of its type, and nothing else", () => {
    for (const id of SERVICE_GROUP_IDS.filter((g) => g !== "popular")) {
      const expected = liveEntries()
        .filter((e) => e.grouped && GROUP_OF_TYPE[e.type] === id)
        .map((e) => e.id)
        .sort();
      expect(groups[id].map((e) => e.id).sort(), id).toEqual(expected);
    }
  });

  it("never lists deprecated or ungrouped entries", () => {
    for (const list of Object.values(groups)) {
      expect(list.every((e) => e.deprecated === undefined && e.grouped)).toBe(true);
    }
  });

  it("orders each group by score, highest first", () => {
    for (const list of Object.values(groups)) {
      const scores = list.map((e) => e.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });
});

describe("serviceGroupOf", () => {
  it.each([
    ["kitchen", ["popular", "amenities"]],
    ["dishwasher", ["amenities"]],
    ["parking", ["popular", "facilities"]],
    ["business-centre", ["business"]],
    ["visa", ["payments"]],
    ["car-rental", ["services"]],
    ["hand-sanitiser", ["corona"]],
    ["language-de", ["services"]],
    ["long-stay", ["popular", "facilities"]],
    ["wifi", ["popular", "amenities"]],
    ["amex", ["payments"]],
    ["projector", []],
    ["cheque", []],
    ["unknown", []],
  ])("%s -> %j", (id, expected) => {
    expect(serviceGroupOf(id)).toEqual(expected);
  });
});

describe("toServiceGroupId", () => {
  it.each([
    ["business", "business"],
    ["busines", "business"],
    ["corona", "corona"],
    ["popular", "popular"],
    ["Business", undefined],
    ["layout", undefined],
    ["", undefined],
  ])("%j -> %j", (value, expected) => {
    expect(toServiceGroupId(value)).toBe(expected);
  });
});
