import { describe, expect, it } from "vitest";
import { markListings } from "../../../shared/search/listing-markers";
import { rankListings } from "../../../shared/search/rank-listings";
import { buildListing, type ListingSpec } from "../../../shared/search/test-support/listing-builder";
import { pinApartmentType, sortListings } from "./sort-listings";
import { parseSortParam, SORT_ORDERS, type SortOrder } from "./sort-params";

/** Listings in the recommended order (the spec's ranking), as the sort receives them. */
const ranked = (specs: ListingSpec[]) => rankListings(markListings(specs.map(buildListing), { nights: 2 }).listings);

// Ranked order: premium-direct (tier 0), then direct a (200), direct b (300), then request (tier 2).
const specs: ListingSpec[] = [
  { id: "request", bookingMode: "Request", cheapestRate: 20_000, distanceKm: 0.5, size: [30, 30] },
  { id: "b", bookingMode: "Direct", cheapestRate: 30_000, distanceKm: 2, size: [60, 80] },
  { id: "a", bookingMode: "Direct", cheapestRate: 20_000, distanceKm: 2, size: [60, 80] },
  { id: "premium", bookingMode: "Direct", premium: true, cheapestRate: 90_000, distanceKm: 4, size: [45, 100] },
];

describe("sortListings", () => {
  it("receives the recommended order", () => {
    expect(ranked(specs).map((l) => l.id)).toEqual(["premium", "a", "b", "request"]);
  });

  it.each<[SortOrder, string[]]>([
    ["recommended", ["premium", "a", "b", "request"]],
    // a and request cost the same: a is recommended before request.
    ["price-asc", ["a", "request", "b", "premium"]],
    ["price-desc", ["premium", "b", "a", "request"]],
    // a and b are both 2 km away: recommended order between them.
    ["distance", ["request", "a", "b", "premium"]],
    // Biggest unit first; a and b are the same size, recommended order between them.
    ["size", ["premium", "a", "b", "request"]],
  ])("%s", (order, expected) => {
    expect(sortListings(ranked(specs), order).map((l) => l.id)).toEqual(expected);
  });

  it("compares prices in the display currency", () => {
    const listings = ranked([
      { id: "gbp", currency: "GBP", cheapestRate: 20_000 },
      { id: "eur", currency: "EUR", cheapestRate: 21_000 },
    ]);
    const toDisplayMinor = (amount: number, currency: string) => (currency === "GBP" ? amount * 1.2 : amount);
    expect(sortListings(listings, "price-asc", { toDisplayMinor }).map((l) => l.id)).toEqual(["eur", "gbp"]);
  });

  it("leaves the input as it was", () => {
    const listings = ranked(specs);
    const before = listings.map((l) => l.id);
    sortListings(listings, "price-desc");
    expect(listings.map((l) => l.id)).toEqual(before);
  });
});

describe("parseSortParam", () => {
  it.each<[string | null, SortOrder]>([
    [null, "recommended"],
    ["", "recommended"],
    ["price-asc", "price-asc"],
    ["PRICE-ASC", "recommended"],
    ["cheapest", "recommended"],
    ...SORT_ORDERS.map((order): [string, SortOrder] => [order, order]),
  ])("%s -> %s", (value, expected) => {
    expect(parseSortParam(value)).toBe(expected);
  });
});

describe("pinApartmentType", () => {
  const listings = ranked(specs);
  it.each<[string | null, string[], string | null]>([
    ["type-b", ["b", "premium", "a", "request"], "b"],
    ["type-premium", ["premium", "a", "b", "request"], "premium"],
    ["type-unknown", ["premium", "a", "b", "request"], null],
    [null, ["premium", "a", "b", "request"], null],
  ])("aptId %s", (aptId, expected, pinnedId) => {
    const result = pinApartmentType(listings, aptId);
    expect(result.listings.map((l) => l.id)).toEqual(expected);
    expect(result.pinnedId).toBe(pinnedId);
  });
});
