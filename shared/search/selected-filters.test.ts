import { describe, expect, it } from "vitest";
import {
  type FiltersInput,
  filtersToSearchParams,
  hasActiveFilters,
  normaliseFilters,
  parseFiltersFromSearchParams,
  parseLayoutValue,
  replaceFilterParams,
  type SelectedFilters,
} from "./selected-filters";

const parse = (query: string, minorDigits?: number) =>
  parseFiltersFromSearchParams(new URLSearchParams(query), { minorDigits });

describe("parseFiltersFromSearchParams", () => {
  it.each<[string, string, SelectedFilters]>([
    ["nothing", "", {}],
    ["price range in major units", "price=50-200", { price: [5_000, 20_000] }],
    ["price with decimals", "price=49.5-200.25", { price: [4_950, 20_025] }],
    ["price from two inputs of a plain form", "price=50&price=200", { price: [5_000, 20_000] }],
    ["price range given the wrong way round", "price=200-50", { price: [5_000, 20_000] }],
    ["repeated service parameters", "popular=kitchen&popular=parking", { popular: ["kitchen", "parking"] }],
    ["comma list", "amenities=washing-machine,kitchen", { amenities: ["kitchen", "washing-machine"] }],
    ["deprecated id replaced", "popular=wifi", { popular: ["internet-access-wifi"] }],
    ["duplicates dropped", "popular=kitchen,kitchen&popular=kitchen", { popular: ["kitchen"] }],
    ["spec spelling busines", "busines=conference-room", { business: ["conference-room"] }],
    ["deprecated business id", "business=meeting-room", { business: ["conference-room"] }],
    ["payments and corona", "payments=visa&corona=hand-sanitiser", { payments: ["visa"], corona: ["hand-sanitiser"] }],
    [
      "facilities and services",
      "facilities=elevator&services=concierge",
      { facilities: ["elevator"], services: ["concierge"] },
    ],
    [
      "layout values",
      "bedrooms=2&bathrooms=1&maxOccupancy=3&minMeters2=40&maxMeters2=90",
      { layout: { bedrooms: 2, bathrooms: 1, maxOccupancy: 3, minMeters2: 40, maxMeters2: 90 } },
    ],
    ["studio", "bedrooms=0", { layout: { bedrooms: 0 } }],
    ["layout value with spaces", "bedrooms=%202%20", { layout: { bedrooms: 2 } }],
    ["free cancellation", "freeCancellation=1", { freeCancellation: true }],
    ["free cancellation from a checkbox without a value", "freeCancellation=on", { freeCancellation: true }],
    ["free cancellation as true", "freeCancellation=true", { freeCancellation: true }],
    ["free cancellation off", "freeCancellation=0", {}],
    ["premium partner", "premiumPartner=1", { premiumPartner: true }],
    ["3D tour from a checkbox without a value", "matterport=on", { matterport: true }],
    ["premium partner off", "premiumPartner=0&matterport=", {}],
    ["one booking mode", "bookingMode=Direct", { bookingMode: ["Direct"] }],
    [
      "booking modes in contract order",
      "bookingMode=Request&bookingMode=Direct",
      { bookingMode: ["Direct", "Request"] },
    ],
    ["booking modes as a comma list", "bookingMode=Ad,Request", { bookingMode: ["Request", "Ad"] }],
    ["unknown booking modes dropped", "bookingMode=direct&bookingMode=Soon", {}],
  ])("%s", (_, query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it("reads the price in a currency without minor units", () => {
    expect(parse("price=5000-20000", 0)).toEqual({ price: [5_000, 20_000] });
    expect(parse("price=5000.5-20000", 0)).toEqual({ price: [5_001, 20_000] });
  });

  it.each([
    ["price with one end", "price=50-"],
    ["price with one number", "price=50"],
    ["price with three numbers", "price=1&price=2&price=3"],
    ["negative price", "price=-50-200"],
    ["price words", "price=cheap-expensive"],
    ["price with too many decimals", "price=1.1234567-2"],
    ["unknown service id", "popular=jacuzzi-on-the-moon"],
    ["removed service id", "payments=cheque"],
    ["id outside its group", "payments=kitchen"],
    ["unknown parameter", "colour=blue"],
    ["empty values", "popular=&bedrooms=&price="],
    ["fractional bedrooms", "bedrooms=1.5"],
    ["negative bathrooms", "bathrooms=-1"],
    ["bedrooms in words", "bedrooms=two"],
    ["zero guests", "maxOccupancy=0"],
    ["zero size", "minMeters2=0"],
    ["huge number", "maxMeters2=99999999999"],
  ])("ignores %s", (_, query) => {
    expect(parse(query)).toEqual({});
  });

  it("keeps the good values next to bad ones", () => {
    expect(parse("popular=kitchen,nonsense&bedrooms=x&bathrooms=2&price=a-b")).toEqual({
      popular: ["kitchen"],
      layout: { bathrooms: 2 },
    });
  });
});

describe("filtersToSearchParams", () => {
  it("writes free cancellation as 1, after the other filters", () => {
    expect(filtersToSearchParams({ freeCancellation: true, layout: { bedrooms: 2 } }).toString()).toBe(
      "bedrooms=2&freeCancellation=1",
    );
  });

  it("drops free cancellation with the other filters, keeping the sort order", () => {
    const params = new URLSearchParams("lat=1&sort=price-asc&freeCancellation=1&page=3");
    expect(replaceFilterParams(params, {}).toString()).toBe("lat=1&sort=price-asc");
  });

  it("writes short parameters in a fixed order, one per service id", () => {
    const params = filtersToSearchParams({
      layout: { maxMeters2: 90, bedrooms: 2 },
      popular: ["kitchen", "internet-access-wifi"],
      price: [5_000, 20_050],
    });
    expect(params.toString()).toBe(
      "price=50-200.5&popular=internet-access-wifi&popular=kitchen&bedrooms=2&maxMeters2=90",
    );
  });

  it("writes nothing for no filters", () => {
    expect(filtersToSearchParams({}).toString()).toBe("");
  });

  it.each<[string, SelectedFilters, number | undefined]>([
    ["empty", {}, undefined],
    ["price", { price: [0, 1] }, undefined],
    ["price with cents", { price: [5_005, 123_456_789] }, undefined],
    ["price without minor units", { price: [7, 12_000] }, 0],
    [
      "everything",
      {
        price: [1_000, 99_900],
        popular: ["internet-access-wifi", "kitchen"],
        amenities: ["balcony"],
        facilities: ["elevator"],
        business: ["conference-room"],
        payments: ["mastercard", "visa"],
        services: ["concierge"],
        corona: ["hand-sanitiser"],
        layout: { bedrooms: 0, bathrooms: 2, maxOccupancy: 4, minMeters2: 35, maxMeters2: 120 },
        freeCancellation: true,
        premiumPartner: true,
        matterport: true,
        bookingMode: ["Direct", "Request"],
      },
      undefined,
    ],
  ])("round-trips %s", (_, filters, minorDigits) => {
    const params = filtersToSearchParams(filters, { minorDigits });
    expect(parseFiltersFromSearchParams(new URLSearchParams(params.toString()), { minorDigits })).toEqual(filters);
  });

  it("round-trips a loose input to its canonical form", () => {
    const loose: FiltersInput = {
      busines: ["meeting-room"],
      popular: ["wifi", "kitchen"],
      layout: { bedrooms: "2", bathrooms: null },
    };
    const canonical = normaliseFilters(loose);
    expect(canonical).toEqual({
      popular: ["internet-access-wifi", "kitchen"],
      business: ["conference-room"],
      layout: { bedrooms: 2 },
    });
    expect(parseFiltersFromSearchParams(filtersToSearchParams(loose as SelectedFilters))).toEqual(canonical);
  });
});

describe("replaceFilterParams", () => {
  it("keeps the search, replaces the filters and drops the page", () => {
    const current = new URLSearchParams("lat=52.5&long=13.4&inDate=2026-12-01&popular=kitchen&page=3&view=tile");
    expect(replaceFilterParams(current, { layout: { bedrooms: 1 } }).toString()).toBe(
      "lat=52.5&long=13.4&inDate=2026-12-01&view=tile&bedrooms=1",
    );
  });

  it("removes the busines spelling too", () => {
    expect(replaceFilterParams(new URLSearchParams("busines=conference-room&guests=2"), {}).toString()).toBe(
      "guests=2",
    );
  });
});

describe("normaliseFilters", () => {
  it.each<[string, unknown, SelectedFilters]>([
    ["null", null, {}],
    ["not an object", "popular=kitchen", {}],
    [
      "string layout values parsed as integers",
      { layout: { bedrooms: "2", maxOccupancy: "3" } },
      { layout: { bedrooms: 2, maxOccupancy: 3 } },
    ],
    ["fractional layout number dropped", { layout: { bedrooms: 1.5 } }, {}],
    ["price as strings", { price: ["100", "300"] }, { price: [100, 300] }],
    ["price rounded to minor units", { price: [99.6, 300.2] }, { price: [100, 300] }],
    ["price with a missing end", { price: [100] }, {}],
    ["empty lists dropped", { popular: [], amenities: null }, {}],
    ["non-string ids dropped", { popular: ["kitchen", 7, null] }, { popular: ["kitchen"] }],
  ])("%s", (_, input, expected) => {
    expect(normaliseFilters(input as FiltersInput)).toEqual(expected);
  });
});

describe("parseLayoutValue", () => {
  it.each([
    ["bedrooms", "2", 2],
    ["bedrooms", 0, 0],
    ["bathrooms", " 1 ", 1],
    ["maxOccupancy", "0", undefined],
    ["minMeters2", "45", 45],
    ["bedrooms", "2.0", undefined],
    ["bedrooms", "", undefined],
    ["bedrooms", Number.NaN, undefined],
    ["bedrooms", true, undefined],
  ] as const)("%s %j -> %j", (key, value, expected) => {
    expect(parseLayoutValue(key, value)).toBe(expected);
  });
});

describe("hasActiveFilters", () => {
  it("knows whether any filter is active", () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ popular: [] })).toBe(false);
    expect(hasActiveFilters({ layout: { bedrooms: 0 } })).toBe(true);
  });
});
