import { describe, expect, it } from "vitest";
import { toSearchListing } from "../../../shared/search/listing-markers";
import { buildListing, makeListings } from "../../../shared/search/test-support/listing-builder";
import { type CompactListingSet, compactListings, expandListings } from "./compact-listings";
import { resultsView } from "./results-view";

const today = "2026-11-01";
const varied = makeListings(120, 5).map((listing) => toSearchListing(listing, { today }));
// Three apartment types of one house, as the OTA sends them: the same property each time.
const house = buildListing({ id: "h1", propertyName: "Haus Sommer", services: ["kitchen", "wifi"] });
const sameHouse = [
  house,
  { ...buildListing({ id: "h2", services: ["wifi", "parking"] }), property: house.property },
  { ...buildListing({ id: "h3", services: [] }), property: house.property },
].map((listing) => toSearchListing(listing, { today }));
const withOffer = [
  toSearchListing(
    {
      ...buildListing({ id: "rfp" }),
      rfpOffer: { id: "o1", status: "BOOKABLE", price: { amount: 90_000, currency: "EUR" } },
    },
    { today },
  ),
];

describe("compactListings and expandListings", () => {
  it.each([
    ["no listings", []],
    ["varied listings", varied],
    ["types of one house", sameHouse],
    ["a listing with an enquiry's offer", withOffer],
  ])("give back the listings they were given: %s", (_case, listings) => {
    const set = compactListings(listings);
    expect(expandListings(JSON.parse(JSON.stringify(set)) as CompactListingSet)).toEqual(listings);
  });

  it.each([
    ["a house with three types", sameHouse, { properties: 1, services: 3, stays: 1 }],
    ["varied listings", varied, { properties: 120, stays: new Set(varied.map((l) => l.to)).size }],
  ])("write what listings share once: %s", (_case, listings, expected) => {
    const set = compactListings(listings);
    expect(set.listings).toHaveLength(listings.length);
    expect({ properties: set.properties.length, services: set.services.length, stays: set.stays.length }).toMatchObject(
      expected,
    );
  });

  it("is smaller than the listings as JSON", () => {
    expect(JSON.stringify(compactListings(varied)).length).toBeLessThan(JSON.stringify(varied).length * 0.8);
  });

  it("expands the types of one house onto one property object", () => {
    const [a, b] = expandListings(compactListings(sameHouse));
    expect(a?.property).toBe(b?.property);
  });

  it.each([
    ["a property", { properties: [] }],
    ["a service", { services: [] }],
    ["a stay", { stays: [] }],
  ])("refuses a set that points at a missing %s", (_case, broken) => {
    const set = { ...compactListings(sameHouse), ...broken };
    expect(() => expandListings(set)).toThrow(/no entry/);
  });
});

describe("the browser's results from the compact set", () => {
  // The one rule: the same function over the expanded set gives what the server rendered.
  const expanded = expandListings(JSON.parse(JSON.stringify(compactListings(varied))) as CompactListingSet);
  const view = (listings: typeof varied, query: string) =>
    resultsView({
      listings,
      search: { nights: 30, hasDates: true, placeName: "Torstraße" },
      searchParams: new URLSearchParams(query),
      minorDigits: 2,
      view: "tile",
      isMobile: false,
      language: "de",
      display: { currency: "EUR", rates: { base: "EUR", rates: { GBP: 0.85, CHF: 0.95 } }, locale: "de-DE" },
      pins: true,
    });

  it.each([
    ["the first page", ""],
    ["a later page", "page=3"],
    ["a service and a price", "amenities=kitchen&price=50-300"],
    ["a layout", "bedrooms=2"],
    ["sorted by price", "sort=price-desc&page=2"],
    ["free cancellation, by distance", "freeCancellation=1&sort=distance"],
  ])("%s", (_case, query) => {
    const { warnings: _w, ...fromServer } = view(varied, query);
    const { warnings: _x, ...fromSet } = view(expanded, query);
    expect(fromSet).toEqual(fromServer);
  });
});
