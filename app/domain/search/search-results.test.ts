import { describe, expect, it } from "vitest";
import { type BuiltListing, buildListing } from "../../../shared/search/test-support/listing-builder";
import { computeSearchResults, prepareListings, type SearchResultsInput } from "./search-results";

const listings: BuiltListing[] = [
  buildListing({ id: "cheap-request", bookingMode: "Request", cheapestRate: 8_000, bedrooms: 2 }),
  buildListing({ id: "premium", premium: true, cheapestRate: 30_000, bedrooms: 2, services: ["kitchen"] }),
  buildListing({ id: "direct", cheapestRate: 20_000, bedrooms: 1, services: ["kitchen"] }),
  buildListing({ id: "on-street", bookingMode: "Ad", street: "Friedrichstraße", cheapestRate: 50_000, bedrooms: 2 }),
  buildListing({ id: "brand", propertyName: "Quartier Mitte", cheapestRate: 25_000, bedrooms: 3 }),
];

const base: SearchResultsInput = {
  listings,
  search: { nights: 2, hasDates: true, placeName: "Friedrichstraße" },
  filters: {},
  view: "list",
  page: 1,
  isMobile: false,
  language: "en",
};

describe("computeSearchResults", () => {
  it("marks, ranks, filters, counts and pages in one call", () => {
    const result = computeSearchResults({ ...base, filters: { layout: { bedrooms: "2" } } });
    expect(result.items.map((l) => l.id)).toEqual(["on-street", "premium", "cheap-request"]);
    expect(result.items[0]).toMatchObject({ _isRfp: true, _nights: 2, _pricePerNight: 25_000 });
    expect(result).toMatchObject({
      total: 5,
      filteredTotal: 3,
      page: 1,
      pageSize: 10,
      pageCount: 1,
      hasNextPage: false,
      filters: { layout: { bedrooms: 2 } },
    });
    expect(result.facets.layouts.bedroomsCount.map((v) => [v.value, v.count])).toEqual([
      [1, 1],
      [2, 3],
      [3, 1],
    ]);
    expect(result.warnings).toEqual([
      { code: "vision_link_missing", listingId: "brand", propertyName: "Quartier Mitte" },
    ]);
  });

  it("ranks without a street match when the search is a city", () => {
    const result = computeSearchResults({ ...base, search: { ...base.search, placeName: "Berlin" } });
    expect(result.items.map((l) => l.id)).toEqual(["premium", "direct", "brand", "cheap-request", "on-street"]);
  });

  it("sorts the filtered results by the visitor's order, then pages", () => {
    const result = computeSearchResults({ ...base, sort: "price-desc", filters: { layout: { bedrooms: 2 } } });
    expect(result.items.map((l) => l.id)).toEqual(["on-street", "premium", "cheap-request"]);
    expect(result.pinnedId).toBeNull();
  });

  it("puts the apartment type the visitor looked at first, in any order, and names it", () => {
    const result = computeSearchResults({ ...base, sort: "price-asc", pinnedApartmentTypeId: "type-brand" });
    expect(result.items.map((l) => l.id)).toEqual(["brand", "cheap-request", "direct", "premium", "on-street"]);
    expect(result.pinnedId).toBe("brand");
    const filteredOut = computeSearchResults({
      ...base,
      pinnedApartmentTypeId: "type-brand",
      filters: { layout: { bedrooms: 2 } },
    });
    expect(filteredOut.pinnedId).toBeNull();
  });

  it("pages with the view's page size and clamps the page", () => {
    const many = Array.from({ length: 30 }, (_, i) => buildListing({ id: `l${String(i).padStart(2, "0")}` }));
    const tile = computeSearchResults({ ...base, listings: many, view: "tile", page: 3 });
    expect(tile).toMatchObject({ page: 3, pageSize: 12, pageCount: 3, hasNextPage: false });
    expect(tile.items.map((l) => l.id)).toEqual(["l24", "l25", "l26", "l27", "l28", "l29"]);
    const mobile = computeSearchResults({ ...base, listings: many, view: "tile", page: 9, isMobile: true });
    expect(mobile).toMatchObject({ page: 4, pageSize: 8, pageCount: 4, hasNextPage: false });
    const first = computeSearchResults({ ...base, listings: many, view: "grid", page: 1 });
    expect(first).toMatchObject({ page: 1, pageSize: 24, hasNextPage: true });
  });

  it("ignores filters without dates but still reports them", () => {
    const result = computeSearchResults({
      ...base,
      search: { nights: null, hasDates: false, placeName: "Berlin" },
      filters: { amenities: ["kitchen"] },
    });
    expect(result.filteredTotal).toBe(5);
    expect(result.filters).toEqual({ amenities: ["kitchen"] });
  });

  it("gives the same result on the server and in the client, whatever came before", () => {
    const once = computeSearchResults({ ...base, filters: { amenities: ["kitchen"] } });
    computeSearchResults({ ...base, search: { ...base.search, nights: 7 } });
    computeSearchResults({ ...base, listings: listings.slice(1) });
    const again = computeSearchResults({ ...base, filters: { amenities: ["kitchen"] } });
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(once)));
  });
});

describe("prepareListings", () => {
  it("reuses the ranking for the same listings and search, and recomputes when they change", () => {
    const first = prepareListings(listings, { nights: 2, placeName: "Berlin" });
    const same = prepareListings(listings, { nights: 2, placeName: "Berlin" });
    expect(same.ranked).toBe(first.ranked);
    expect(same.warnings).toEqual(first.warnings);
    same.warnings.pop();
    expect(prepareListings(listings, { nights: 2, placeName: "Berlin" }).warnings).toHaveLength(1);
    const onStreet = prepareListings(listings, { nights: 2, placeName: "Friedrichstraße" });
    expect(onStreet.ranked[0]?.id).toBe("on-street");
    const longer = prepareListings(listings, { nights: 5, placeName: "Friedrichstraße" });
    expect(longer.ranked[0]?._nights).toBe(5);
    const copy = prepareListings([...listings], { nights: 5, placeName: "Friedrichstraße" });
    expect(copy.ranked).not.toBe(longer.ranked);
    expect(copy.ranked).toEqual(longer.ranked);
  });
});
