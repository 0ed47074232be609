import { describe, expect, it } from "vitest";
import type { SearchContext } from "./search-results";
import {
  applySearchAction,
  currentPageItems,
  initialSearchState,
  type SearchAction,
  type SearchState,
} from "./search-state";
import { buildListing, type ListingSpec } from "./test-support/listing-builder";

const search: SearchContext = { nights: 2, hasDates: true, placeName: "Berlin" };

/** 30 listings: ids l00..l29, cheapest first; every third has 2 bedrooms, every other a kitchen. */
const listings = Array.from({ length: 30 }, (_, i) =>
  buildListing({
    id: `l${String(i).padStart(2, "0")}`,
    cheapestRate: 10_000 + i * 100,
    bedrooms: i % 3 === 0 ? 2 : 1,
    services: i % 2 === 0 ? ["kitchen"] : [],
  } satisfies ListingSpec),
);

function run(actions: SearchAction[], start: SearchState = initialSearchState({ language: "en" })) {
  let state = start;
  const warnings = [];
  for (const action of actions) {
    const result = applySearchAction(state, action);
    state = result.state;
    warnings.push(...result.warnings);
  }
  return { state, warnings };
}

const loaded = (view: SearchState["view"] = "list") =>
  run([{ type: "setListings", listings, search }], initialSearchState({ language: "en", view })).state;

describe("setListings", () => {
  it("resets the page to 1 and computes page size and the next-page flag", () => {
    const { state } = run([
      { type: "setListings", listings, search },
      { type: "nextPage" },
      { type: "setListings", listings: listings.slice(0, 10), search },
    ]);
    expect(state).toMatchObject({ page: 1, pageSize: 10, hasNextPage: false });
    expect(state.filtered).toHaveLength(10);
    expect(state.facets?.layouts.bedroomsCount.length).toBeGreaterThan(0);
  });

  it("keeps the selected filters, or clears them when new facets come with the listings", () => {
    const withFilter = run([
      { type: "setListings", listings, search },
      { type: "addFilter", change: { kind: "layout", key: "bedrooms", value: 2 } },
    ]).state;
    expect(withFilter.filtered).toHaveLength(10);
    const kept = applySearchAction(withFilter, { type: "setListings", listings, search }).state;
    expect(kept.filters).toEqual({ layout: { bedrooms: 2 } });
    expect(kept.filtered).toHaveLength(10);
    const cleared = applySearchAction(withFilter, { type: "setListings", listings, search, clearFilters: true }).state;
    expect(cleared.filters).toEqual({});
    expect(cleared.filtered).toHaveLength(30);
  });

  it("marks and ranks the listings and returns the vision warnings", () => {
    const branded = buildListing({ id: "brand", propertyName: "Quartier Nord", cheapestRate: 1 });
    const { state, warnings } = run([{ type: "setListings", listings: [...listings, branded], search }]);
    expect(state.listings?.[0]?.id).toBe("brand");
    expect(state.listings?.[0]?._isVision).toBe(true);
    expect(warnings).toEqual([{ code: "vision_link_missing", listingId: "brand", propertyName: "Quartier Nord" }]);
  });
});

describe("filters", () => {
  it.each<[string, SearchAction[], number, string[]]>([
    [
      "add",
      [{ type: "addFilter", change: { kind: "service", group: "amenities", id: "kitchen" } }],
      15,
      ["l00", "l02"],
    ],
    [
      "add two",
      [
        { type: "addFilter", change: { kind: "service", group: "amenities", id: "kitchen" } },
        { type: "addFilter", change: { kind: "layout", key: "bedrooms", value: "2" } },
      ],
      5,
      ["l00", "l06"],
    ],
    [
      "remove",
      [
        { type: "addFilter", change: { kind: "service", group: "amenities", id: "kitchen" } },
        { type: "addFilter", change: { kind: "layout", key: "bedrooms", value: "2" } },
        { type: "removeFilter", change: { kind: "service", group: "amenities", id: "kitchen" } },
      ],
      10,
      ["l00", "l03"],
    ],
    [
      "reset",
      [{ type: "addFilter", change: { kind: "layout", key: "bedrooms", value: 2 } }, { type: "resetFilters" }],
      30,
      ["l00", "l01"],
    ],
    ["set from the URL", [{ type: "setFilters", filters: { price: [5_100, 5_200] } }], 3, ["l02", "l03"]],
  ])("%s: recomputes the filtered list and facets on page 1", (_, actions, filteredTotal, firstIds) => {
    const { state, warnings } = run([{ type: "nextPage" }, ...actions], loaded());
    expect(warnings).toEqual([]);
    expect(state.page).toBe(1);
    expect(state.filtered).toHaveLength(filteredTotal);
    expect(
      currentPageItems(state)
        .slice(0, 2)
        .map((l) => l.id),
    ).toEqual(firstIds);
    expect(state.hasNextPage).toBe(filteredTotal > state.pageSize);
    const selectedBedrooms = state.facets?.layouts.bedroomsCount.find((v) => v.selected)?.value;
    expect(selectedBedrooms).toBe(state.filters.layout?.bedrooms);
  });

  it.each<[string, SearchState, unknown, string[]]>([
    ["without listings", initialSearchState({ language: "en" }), { popular: ["kitchen"] }, ["listings", "search"]],
    ["without selected filters", loaded(), null, ["filters"]],
  ])("warns about missing parameters %s", (_, state, filters, missing) => {
    const { state: next, warnings } = applySearchAction(state, {
      type: "setFilters",
      filters: filters as never,
    });
    expect(warnings).toEqual([{ code: "missing_parameters", missing }]);
    expect(next.page).toBe(1);
    expect(next.filtered).toBe(state.filtered);
  });

  it("keeps a filter chosen before the listings arrive", () => {
    const { state, warnings } = run([
      { type: "addFilter", change: { kind: "layout", key: "bedrooms", value: 2 } },
      { type: "setListings", listings, search },
    ]);
    expect(warnings.map((w) => w.code)).toEqual(["missing_parameters"]);
    expect(state.filtered).toHaveLength(10);
  });

  it("ignores filters when the stay has no dates", () => {
    const { state } = run([
      { type: "setListings", listings, search: { nights: null, hasDates: false, placeName: "Berlin" } },
      { type: "addFilter", change: { kind: "layout", key: "bedrooms", value: 2 } },
    ]);
    expect(state.filters).toEqual({ layout: { bedrooms: 2 } });
    expect(state.filtered).toHaveLength(30);
  });
});

describe("paging and views", () => {
  it("increments the page only while more results exist", () => {
    const pages = [];
    let state = loaded();
    for (let i = 0; i < 4; i++) {
      state = applySearchAction(state, { type: "nextPage" }).state;
      pages.push([state.page, state.hasNextPage]);
    }
    expect(pages).toEqual([
      [2, true],
      [3, false],
      [3, false],
      [3, false],
    ]);
    expect(currentPageItems(state).map((l) => l.id)).toEqual(listings.slice(20).map((l) => l.id));
  });

  it.each<[SearchState["view"], boolean, number, number, boolean]>([
    ["tile", false, 12, 2, true],
    ["grid", false, 24, 1, true],
    ["map", false, 50, 1, false],
    ["list", true, 8, 3, true],
  ])("switching to %s (mobile %s) recomputes the page size", (view, isMobile, pageSize, page, next) => {
    const onPage3 = run([{ type: "nextPage" }, { type: "nextPage" }], loaded()).state;
    const { state } = run(
      [
        { type: "setMobile", isMobile },
        { type: "setView", view },
      ],
      onPage3,
    );
    expect(state).toMatchObject({ view, isMobile, pageSize, page, hasNextPage: next });
    // The first listing of the old page stays on the new one.
    expect(currentPageItems(state).map((l) => l.id)).toContain("l20");
  });

  it("sets a page within range", () => {
    const state = loaded();
    expect(applySearchAction(state, { type: "setPage", page: 2 }).state).toMatchObject({ page: 2, hasNextPage: true });
    expect(applySearchAction(state, { type: "setPage", page: 99 }).state).toMatchObject({
      page: 3,
      hasNextPage: false,
    });
    expect(applySearchAction(state, { type: "setPage", page: -1 }).state).toMatchObject({ page: 1 });
  });
});

describe("state as data", () => {
  it("survives a JSON round trip and does not change the state it was given", () => {
    const state = run([{ type: "addFilter", change: { kind: "price", range: [0, 9_999_999] } }], loaded()).state;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const before = JSON.stringify(state);
    applySearchAction(state, { type: "resetFilters" });
    applySearchAction(state, { type: "nextPage" });
    expect(JSON.stringify(state)).toBe(before);
  });
});
