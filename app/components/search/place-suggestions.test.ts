import { describe, expect, it } from "vitest";
import type { Place } from "../../domain/places/place";
import {
  extendsQuery,
  moveActiveIndex,
  type PlaceSuggestion,
  parseSuggestions,
  SuggestionMemory,
  suggestionDetails,
  suggestionKey,
  suggestUrl,
  toPlaceSuggestion,
} from "./place-suggestions";

const berlin: PlaceSuggestion = {
  id: "2950159",
  name: "Berlin",
  region: "Berlin",
  country: "DE",
  countryName: "Germany",
  lat: 52.52437,
  long: 13.41053,
};
const bern: PlaceSuggestion = {
  ...berlin,
  id: "2661552",
  name: "Bern",
  region: "Bern",
  country: "CH",
  countryName: "Switzerland",
};

describe("toPlaceSuggestion", () => {
  const place: Place = { ...berlin, population: 3_426_354 };
  it.each([
    ["en", "Germany"],
    ["de", "Deutschland"],
  ] as const)("names the country in %s", (lng, countryName) => {
    const suggestion = toPlaceSuggestion(place, new Intl.DisplayNames([lng], { type: "region" }));
    expect(suggestion).toEqual({ ...berlin, countryName });
    expect(suggestion).not.toHaveProperty("population");
  });

  it("falls back to the code when there is no name", () => {
    expect(toPlaceSuggestion(place, { of: () => undefined }).countryName).toBe("DE");
    const throwing = {
      of: () => {
        throw new RangeError("invalid");
      },
    };
    expect(toPlaceSuggestion(place, throwing).countryName).toBe("DE");
  });
});

describe("suggestionDetails", () => {
  it.each([
    ["region equal to the name is left out", berlin, "Germany"],
    ["region and country", { ...berlin, name: "Potsdam", region: "Brandenburg" }, "Brandenburg, Germany"],
    ["no region", { ...berlin, name: "Monaco", region: null, countryName: "Monaco" }, "Monaco"],
    [
      "region equal to the country",
      { ...berlin, name: "Vaduz", region: "Liechtenstein", countryName: "Liechtenstein" },
      "Liechtenstein",
    ],
  ] as const)("%s", (_, suggestion, expected) => {
    expect(suggestionDetails(suggestion)).toBe(expected);
  });
});

describe("suggestUrl", () => {
  it.each([
    ["Ber", "en", undefined, "/api/places/suggest?q=Ber&lng=en&limit=8"],
    ["  München ", "de", 5, "/api/places/suggest?q=M%C3%BCnchen&lng=de&limit=5"],
    ["a&b=c", "en", 8, "/api/places/suggest?q=a%26b%3Dc&lng=en&limit=8"],
  ] as const)("%j", (text, lng, limit, expected) => {
    expect(suggestUrl(text, lng, limit)).toBe(expected);
  });

  it("cuts long texts to the API's limit", () => {
    const q = new URL(suggestUrl("x".repeat(150), "en"), "http://h").searchParams.get("q");
    expect(q).toHaveLength(100);
  });
});

describe("parseSuggestions", () => {
  it.each([
    ["a valid answer", { suggestions: [berlin, bern] }, [berlin, bern]],
    ["no suggestions", { suggestions: [] }, []],
    [
      "a missing region becomes null",
      { suggestions: [{ ...berlin, region: undefined }] },
      [{ ...berlin, region: null }],
    ],
    ["an error answer", { error: "invalid_input" }, null],
    ["not an object", "nope", null],
    ["null", null, null],
    ["a bad item", { suggestions: [{ ...berlin, lat: "52" }] }, null],
    ["an item without a name", { suggestions: [{ ...berlin, name: 1 }] }, null],
  ] as const)("%s", (_, json, expected) => {
    expect(parseSuggestions(json)).toEqual(expected);
  });
});

describe("suggestionKey and extendsQuery", () => {
  it.each([
    ["  Berlin ", "berlin"],
    ["MÜNCHEN", "munchen"],
    ["Saint-Étienne", "saint etienne"],
    ["   ", ""],
  ])("suggestionKey(%j) = %j", (text, key) => {
    expect(suggestionKey(text)).toBe(key);
  });

  it.each([
    ["berlinx", "berlinx", true],
    ["berlinxy", "berlinx", true],
    ["berlin", "berlinx", false],
    ["bxerlin", "berlinx", false],
    ["anything", "", false],
  ])("%j extends %j: %s", (key, earlier, expected) => {
    expect(extendsQuery(key, earlier)).toBe(expected);
  });
});

describe("SuggestionMemory", () => {
  it("answers from the cache by canonical query and language", () => {
    const memory = new SuggestionMemory();
    memory.remember("en", "Ber", [berlin, bern]);
    expect(memory.lookup("en", "ber ")).toEqual({ kind: "cached", suggestions: [berlin, bern] });
    expect(memory.lookup("en", "BER")).toEqual({ kind: "cached", suggestions: [berlin, bern] });
    expect(memory.lookup("de", "Ber")).toEqual({ kind: "unknown" });
    expect(memory.lookup("en", "Berl")).toEqual({ kind: "unknown" });
  });

  // Spec section 8: the absence of a place suggestion sets a flag to stop retrying.
  it.each([
    ["the same text", "Qwx", "known-empty"],
    ["a longer text", "Qwxyz", "known-empty"],
    ["a longer text with other case and accents", "QWX-ä", "known-empty"],
    ["a shorter text (after deleting)", "Qw", "unknown"],
    ["a different text", "Qwy", "unknown"],
    ["the same text in the other language", "Qwx", "unknown", "de"],
  ] as const)("after no suggestions for 'Qwx': %s", (_, text, kind, lng: "de" | "en" = "en") => {
    const memory = new SuggestionMemory();
    memory.remember("en", "Qwx", []);
    expect(memory.lookup(lng, text).kind).toBe(kind);
  });

  it("prefers a cached answer over the empty flag", () => {
    const memory = new SuggestionMemory();
    memory.remember("en", "Ber", []);
    memory.remember("en", "Berlin", [berlin]);
    expect(memory.lookup("en", "Berlin")).toEqual({ kind: "cached", suggestions: [berlin] });
  });

  it("keeps only the most recent answers", () => {
    const memory = new SuggestionMemory(2);
    memory.remember("en", "a", [berlin]);
    memory.remember("en", "b", [berlin]);
    memory.lookup("en", "a");
    memory.remember("en", "a", [bern]); // refreshed: now the newest
    memory.remember("en", "c", [berlin]);
    expect(memory.lookup("en", "b").kind).toBe("unknown");
    expect(memory.lookup("en", "a")).toEqual({ kind: "cached", suggestions: [bern] });
    expect(memory.lookup("en", "c").kind).toBe("cached");
  });

  it("keeps only the most recent empty flags", () => {
    const memory = new SuggestionMemory(2);
    for (const text of ["qa", "qb", "qc"]) memory.remember("en", text, []);
    expect(memory.lookup("en", "qa").kind).toBe("unknown");
    expect(memory.lookup("en", "qbz").kind).toBe("known-empty");
    expect(memory.lookup("en", "qcz").kind).toBe("known-empty");
  });
});

describe("moveActiveIndex", () => {
  it.each([
    [-1, 3, "next", 0],
    [0, 3, "next", 1],
    [2, 3, "next", 0],
    [-1, 3, "previous", 2],
    [0, 3, "previous", 2],
    [2, 3, "previous", 1],
    [1, 3, "first", 0],
    [1, 3, "last", 2],
    [0, 0, "next", -1],
    [-1, 0, "previous", -1],
  ] as const)("from %i of %i, %s -> %i", (current, count, move, expected) => {
    expect(moveActiveIndex(current, count, move)).toBe(expected);
  });
});
