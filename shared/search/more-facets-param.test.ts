import { describe, expect, it } from "vitest";
import { openedFacetGroups, withoutOpenedFacetGroups } from "./more-facets-param";

describe("openedFacetGroups", () => {
  it.each([
    ["none", "amenities=kitchen", []],
    ["one", "more=amenities", ["amenities"]],
    [
      "two, a filter of the same group beside",
      "amenities=kitchen&more=amenities&more=services",
      ["amenities", "services"],
    ],
    ["the same twice", "more=services&more=services", ["services"]],
  ])("%s", (_case, query, groups) => {
    expect([...openedFacetGroups(new URLSearchParams(query))]).toEqual(groups);
  });
});

describe("withoutOpenedFacetGroups", () => {
  it.each([
    ["nothing opened: the query as it is", "guests=2&amenities=kitchen", "guests=2&amenities=kitchen"],
    [
      "opened groups left out, the rest in order",
      "guests=2&more=amenities&amenities=kitchen&more=services",
      "guests=2&amenities=kitchen",
    ],
    ["only opened groups", "more=amenities", ""],
  ])("%s", (_case, query, rest) => {
    expect(withoutOpenedFacetGroups(new URLSearchParams(query)).toString()).toBe(rest);
  });
});
