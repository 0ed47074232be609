import { describe, expect, it } from "vitest";
import { bookingTier, rankListings } from "./rank-listings";
import { searchedAddressKey, streetMatcher, streetMatches } from "./street-match";
import { buildListing, type ListingSpec } from "./test-support/listing-builder";

const ids = (specs: ListingSpec[], searchedAddress?: string) =>
  rankListings(specs.map(buildListing), { searchedAddress }).map((l) => l.id);

describe("rankListings", () => {
  const premiumDirect = { bookingMode: "Direct" as const, premium: true };
  const direct = { bookingMode: "Direct" as const, premium: false };

  it.each<[string, ListingSpec[], string | undefined, string[]]>([
    [
      "premium partner with Direct, then Direct, then the rest",
      [
        { id: "request", bookingMode: "Request", cheapestRate: 100 },
        { id: "direct", ...direct, cheapestRate: 100 },
        { id: "premium-direct", ...premiumDirect, cheapestRate: 900 },
        { id: "premium-ad", bookingMode: "Ad", premium: true, cheapestRate: 50 },
      ],
      undefined,
      ["premium-direct", "direct", "premium-ad", "request"],
    ],
    [
      "ascending cheapest rate within a tier",
      [
        { id: "b", ...direct, cheapestRate: 300 },
        { id: "a", ...direct, cheapestRate: 200 },
        { id: "c", ...direct, cheapestRate: 100 },
      ],
      undefined,
      ["c", "a", "b"],
    ],
    [
      "equal keys ordered by id whatever the input order",
      [
        { id: "z", ...direct, cheapestRate: 100 },
        { id: "m", ...direct, cheapestRate: 100 },
        { id: "a", ...direct, cheapestRate: 100 },
      ],
      undefined,
      ["a", "m", "z"],
    ],
    [
      "matching street first, each group ranked on its own",
      [
        { id: "other-premium", ...premiumDirect, street: "Torstraße", cheapestRate: 100 },
        { id: "match-request", bookingMode: "Request", street: "Friedrichstraße", cheapestRate: 100 },
        { id: "match-direct", ...direct, street: "Friedrichstraße", cheapestRate: 500 },
        { id: "other-direct", ...direct, street: "Torstraße", cheapestRate: 50 },
      ],
      "Friedrichstraße",
      ["match-direct", "match-request", "other-premium", "other-direct"],
    ],
    [
      "folded spelling of the street",
      [
        { id: "other", ...premiumDirect, street: "Torstraße" },
        { id: "match", bookingMode: "Ad", street: "Friedrichstraße" },
      ],
      "friedrichstrasse",
      ["match", "other"],
    ],
    [
      "a city name matches no street",
      [
        { id: "b", ...direct, street: "Friedrichstraße", cheapestRate: 200 },
        { id: "a", ...direct, street: "Torstraße", cheapestRate: 100 },
      ],
      "Berlin",
      ["a", "b"],
    ],
  ])("%s", (_, specs, searched, expected) => {
    expect(ids(specs, searched)).toEqual(expected);
  });

  it("compares cheapest rates in the display currency", () => {
    const listings = [
      buildListing({ id: "gbp", currency: "GBP", cheapestRate: 9_000 }),
      buildListing({ id: "eur", currency: "EUR", cheapestRate: 10_000 }),
    ];
    const toEur = (amount: number, currency: string) => (currency === "GBP" ? amount * 1.2 : amount);
    expect(rankListings(listings).map((l) => l.id)).toEqual(["gbp", "eur"]);
    expect(rankListings(listings, { toDisplayMinor: toEur }).map((l) => l.id)).toEqual(["eur", "gbp"]);
  });

  it("returns a new array and leaves the input alone", () => {
    const listings = [buildListing({ id: "b", cheapestRate: 2 }), buildListing({ id: "a", cheapestRate: 1 })];
    const ranked = rankListings(listings);
    expect(ranked.map((l) => l.id)).toEqual(["a", "b"]);
    expect(listings.map((l) => l.id)).toEqual(["b", "a"]);
  });

  it("ranks many listings like a plain comparator sort", () => {
    const specs: ListingSpec[] = Array.from({ length: 500 }, (_, i) => ({
      id: `id-${(i * 7919) % 500}`,
      cheapestRate: (i * 37) % 20,
      bookingMode: (["Direct", "Request", "Ad"] as const)[i % 3],
      premium: i % 4 === 0,
      street: i % 5 === 0 ? "Friedrichstraße" : "Torstraße",
    }));
    const listings = specs.map(buildListing);
    const group = (l: (typeof listings)[number]) =>
      (l.property.address.street === "Friedrichstraße" ? 0 : 3) + bookingTier(l);
    const expected = [...listings]
      .sort((a, b) => group(a) - group(b) || a.cheapestRate - b.cheapestRate || (a.id < b.id ? -1 : 1))
      .map((l) => l.id);
    expect(rankListings(listings, { searchedAddress: "Friedrichstraße 1" }).map((l) => l.id)).toEqual(expected);
  });

  it("ranks more listings than the packed key holds with the comparator, in the same order", () => {
    const listings = Array.from({ length: 66_000 }, (_, i) => ({
      ...buildListing({ id: `id-${String((i * 7919) % 66_000).padStart(5, "0")}` }),
      cheapestRate: (i * 37) % 1000,
    }));
    const ranked = rankListings(listings);
    let outOfOrder = 0;
    for (let k = 1; k < ranked.length; k++) {
      const a = ranked[k - 1]!;
      const b = ranked[k]!;
      if (!(a.cheapestRate < b.cheapestRate || (a.cheapestRate === b.cheapestRate && a.id < b.id))) outOfOrder++;
    }
    expect(ranked).toHaveLength(66_000);
    expect(outOfOrder).toBe(0);
  });
});

describe("street matching", () => {
  it.each([
    ["Friedrichstraße", "Friedrichstraße", true],
    ["Friedrichstraße", "friedrichstrasse", true],
    ["Friedrichstraße", "FRIEDRICHSTRASSE", true],
    ["Friedrichstraße", "Friedrichstr. 43, 10117 Berlin", true],
    ["Müllerstraße", "Muellerstrasse", true],
    ["Müllerstraße", "mullerstrasse", true],
    ["Straße des 17. Juni", "Str. des 17. Juni", true],
    ["Friedrichstraße", "Berlin", false],
    ["Friedrichstraße", "Friedrich", false],
    ["Ring", "Ringstraße", false],
    ["Friedrichstraße", "", false],
  ])("%s found in %j: %s", (street, searched, expected) => {
    expect(streetMatches(street, searchedAddressKey(searched))).toBe(expected);
    expect(streetMatcher(searched)(street)).toBe(expected);
  });
});
