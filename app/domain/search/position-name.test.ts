import { describe, expect, it } from "vitest";
import { typedNameMatchesPlace } from "./position-name";

describe("typedNameMatchesPlace", () => {
  it.each([
    ["Berlin", "Berlin", true],
    ["  berlin ", "Berlin", true],
    ["Berlin, Germany", "Berlin", true],
    ["Zuerich", "Zürich", true],
    ["zurich", "Zürich", true],
    ["Saint Etienne", "Saint-Étienne", true],
    ["Hamburg", "Berlin", false],
    ["Berlinchen", "Berlin", false],
    ["", "Berlin", false],
    ["Frankfurt", "Frankfurt am Main", false],
  ])("%j names %j: %s", (typed, place, expected) => {
    expect(typedNameMatchesPlace(typed, place)).toBe(expected);
  });
});
