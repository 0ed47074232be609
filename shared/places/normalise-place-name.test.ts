import { describe, expect, it } from "vitest";
import { normalisePlaceName, placeNameSearchKeys, prefixUpperBound } from "./normalise-place-name";

describe("normalisePlaceName", () => {
  it.each([
    ["München", "munchen"],
    ["MÜNCHEN", "munchen"],
    ["Mu\u0308nchen", "munchen"],
    ["  Zürich  ", "zurich"],
    ["Straße", "strasse"],
    ["GROẞ GERAU", "gross gerau"],
    ["Saint-Étienne", "saint etienne"],
    ["L'Aquila", "l aquila"],
    ["'s-Hertogenbosch", "s hertogenbosch"],
    ["Frankfurt   am\tMain", "frankfurt am main"],
    ["Łódź", "lodz"],
    ["Kraków", "krakow"],
    ["København", "kobenhavn"],
    ["Ærøskøbing", "aeroskobing"],
    ["Þorlákshöfn", "thorlakshofn"],
    ["İzmir", "izmir"],
    ["Diyarbakır", "diyarbakir"],
    ["Đakovo", "dakovo"],
    ["Iaşi", "iasi"],
    ["Iași", "iasi"],
    ["Œuilly", "oeuilly"],
    ["Donostia / San Sebastián", "donostia san sebastian"],
    ["Halle (Saale)", "halle saale"],
    ["Ryazan’", "ryazan"],
    ["", ""],
    [" - ", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalisePlaceName(input)).toBe(expected);
  });
});

describe("placeNameSearchKeys", () => {
  it.each([
    ["Berlin", ["berlin"]],
    ["München", ["munchen", "muenchen"]],
    ["Zürich", ["zurich", "zuerich"]],
    ["Köln", ["koln", "koeln"]],
    ["Düsseldorf", ["dusseldorf", "duesseldorf"]],
    ["Malmö", ["malmo", "malmoe"]],
    ["Göteborg", ["goteborg", "goeteborg"]],
    ["Århus", ["arhus", "aarhus"]],
    ["København", ["kobenhavn", "koebenhavn"]],
    ["Straße", ["strasse"]],
    ["Bad Tölz-Süd", ["bad tolz sud", "bad toelz sued"]],
    ["", []],
  ])("%j -> %j", (input, expected) => {
    expect(placeNameSearchKeys(input)).toEqual(expected);
  });

  it("folds a typed query onto one of the stored keys", () => {
    const stored = new Set(placeNameSearchKeys("München"));
    for (const typed of ["münchen", "Munchen", "MUENCHEN", "muenchen"]) {
      expect(stored.has(normalisePlaceName(typed))).toBe(true);
    }
  });
});

describe("prefixUpperBound", () => {
  it.each([
    ["abc", "abd"],
    ["a", "b"],
    ["mu", "mv"],
    ["ab\uffff", "ac"],
  ])("%j -> %j", (prefix, bound) => {
    expect(prefixUpperBound(prefix)).toBe(bound);
  });

  it("bounds exactly the keys that start with the prefix", () => {
    const keys = ["mun", "munchen", "muenchen", "mum", "muo", "munz", "mun chen", "mu"];
    const lower = "mun";
    const upper = prefixUpperBound(lower);
    const inRange = keys.filter((k) => k >= lower && k < upper).sort();
    expect(inRange).toEqual(keys.filter((k) => k.startsWith(lower)).sort());
  });

  it("rejects an empty prefix", () => {
    expect(() => prefixUpperBound("")).toThrow();
  });
});
