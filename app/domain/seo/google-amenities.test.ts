import { describe, expect, it } from "vitest";
import { getEntry } from "../../../shared/catalogue";
import { CATALOGUE_TO_GOOGLE, GOOGLE_BOOLEAN_AMENITIES, googleAmenities } from "./google-amenities";

describe("googleAmenities", () => {
  it.each<[string, string[], "Direct" | "Request" | "Ad" | undefined, Array<[string, boolean | string]>]>([
    ["nothing", [], undefined, []],
    [
      "Wi-Fi is wifi, and included internet is free",
      ["internet-access-wifi"],
      undefined,
      [
        ["wifi", true],
        ["internetType", "Free"],
      ],
    ],
    ["high-speed internet is free internet, not wifi", ["high-speed-internet"], undefined, [["internetType", "Free"]]],
    [
      "a deprecated id resolves to its replacement",
      ["wifi"],
      undefined,
      [
        ["wifi", true],
        ["internetType", "Free"],
      ],
    ],
    ["three kitchens are one kitchen", ["kitchen", "full-kitchen", "kitchenette"], undefined, [["kitchen", true]]],
    [
      "washer, dryer and laundry room",
      ["washing-machine", "tumble-dryer", "laundry-room"],
      undefined,
      [["washerDryer", true]],
    ],
    [
      "air conditioning and heating",
      ["heating", "air-conditioning"],
      undefined,
      [
        ["ac", true],
        ["heating", true],
      ],
    ],
    [
      "a cot is a crib, a terrace a patio",
      ["cot", "terrace"],
      undefined,
      [
        ["crib", true],
        ["patio", true],
      ],
    ],
    ["oven and stove", ["oven", "stove"], undefined, [["ovenStove", true]]],
    ["a lift", ["reachable-by-lift"], undefined, [["elevator", true]]],
    ["non-smoking", ["non-smoking-apartments"], undefined, [["smokingAllowed", false]]],
    ["free parking", ["free-parking"], undefined, [["parkingType", "Free"]]],
    ["parking of unknown price says nothing", ["parking", "indoor-parking"], undefined, []],
    [
      "an outdoor pool",
      ["outdoor-pool"],
      undefined,
      [
        ["pool", true],
        ["poolType", "Outdoor"],
      ],
    ],
    ["direct booking is instantly bookable", [], "Direct", [["instantBookable", true]]],
    ["a request waits for the operator", [], "Request", [["instantBookable", false]]],
    ["an ad says nothing about booking", [], "Ad", []],
    ["payments, languages and unknown ids are no amenities", ["visa", "language-de", "nope"], undefined, []],
  ])("%s", (_, ids, mode, expected) => {
    expect(googleAmenities(ids, mode).map(({ name, value }) => [name, value])).toEqual(expected);
  });

  it("maps only live catalogue entries, each to a name in Google's list", () => {
    const names = new Set<string>(GOOGLE_BOOLEAN_AMENITIES);
    for (const [id, name] of Object.entries(CATALOGUE_TO_GOOGLE)) {
      const entry = getEntry(id);
      expect(entry, id).toBeDefined();
      expect(entry?.deprecated, id).toBeUndefined();
      expect(names.has(name), name).toBe(true);
    }
  });
});
