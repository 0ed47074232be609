import { describe, expect, it } from "vitest";
import { FACET_LABELS, SQUARE_FEET_PER_SQUARE_METRE, squareMetresToFeet } from "./facet-labels";
import { computeFacets, type FacetValue } from "./facets";
import { type MarkedListing, withMarkers } from "./listing-markers";
import type { FiltersInput } from "./selected-filters";
import { buildListing, type ListingSpec } from "./test-support/listing-builder";

const marked = (spec: ListingSpec): MarkedListing => withMarkers(buildListing(spec), { nights: 2 }).listing;
const list = (specs: ListingSpec[]) => specs.map((spec, i) => marked({ id: `l${i}`, ...spec }));
const facetsOf = (specs: ListingSpec[], filters: FiltersInput = {}, hasDates = true, language: "en" | "de" = "en") =>
  computeFacets(list(specs), filters, { hasDates, language });
const pairs = <V extends string | number | boolean>(values: FacetValue<V>[]) =>
  values.map((v) => [v.value, v.count] as const);

describe("facet sort orders", () => {
  it("sorts service values by count, descending, ties in catalogue group order", () => {
    const facets = facetsOf([
      { services: ["balcony", "kitchen", "washing-machine"] },
      { services: ["balcony", "kitchen"] },
      { services: ["balcony"] },
      { services: ["washing-machine"] },
    ]);
    // kitchen and washing-machine both count 2; kitchen comes first in the catalogue's amenities group.
    expect(pairs(facets.serviceGroups.amenities)).toEqual([
      ["balcony", 3],
      ["kitchen", 2],
      ["washing-machine", 2],
    ]);
  });

  it.each([
    ["bedroomsCount", "bedrooms"],
    ["bathroomsCount", "bathrooms"],
    ["maxOccupancy", "maxOccupancy"],
  ] as const)("sorts %s ascending by value, whatever the counts", (facet, field) => {
    const facets = facetsOf([{ [field]: 3 }, { [field]: 1 }, { [field]: 3 }, { [field]: 3 }, { [field]: 2 }]);
    expect(facets.layouts[facet].map((v) => v.value)).toEqual([1, 2, 3]);
  });

  it("sorts booking modes by count, descending", () => {
    const facets = facetsOf([{ bookingMode: "Ad" }, { bookingMode: "Ad" }, { bookingMode: "Request" }, {}]);
    expect(pairs(facets.others.bookingMode)).toEqual([
      ["Ad", 2],
      ["Direct", 1],
      ["Request", 1],
    ]);
  });

  it("sorts size thresholds by count, descending", () => {
    const facets = facetsOf([{ size: [25, 30] }, { size: [45, 50] }, { size: [85, 90] }]);
    expect(pairs(facets.layouts.sizeM2)).toEqual([
      [20, 3],
      [30, 2],
      [40, 2],
      [50, 1],
      [60, 1],
      [80, 1],
    ]);
  });
});

describe("facet values", () => {
  it("counts exact bedrooms and bathrooms, and occupancy as 'at least'", () => {
    const facets = facetsOf([
      { bedrooms: 1, bathrooms: 1, maxOccupancy: 2 },
      { bedrooms: 1, bathrooms: 1, maxOccupancy: 2 },
      { bedrooms: 2, bathrooms: 2, maxOccupancy: 4 },
    ]);
    expect(pairs(facets.layouts.bedroomsCount)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(pairs(facets.layouts.bathroomsCount)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(pairs(facets.layouts.maxOccupancy)).toEqual([
      [2, 3],
      [4, 1],
    ]);
  });

  it("labels sizes in square feet with the factor 10.7639, keeping the m² value", () => {
    expect(SQUARE_FEET_PER_SQUARE_METRE).toBe(10.7639);
    expect(squareMetresToFeet(100)).toBeCloseTo(1076.39, 10);
    const facets = facetsOf([{ size: [52, 60] }]);
    expect(facets.layouts.sizeFt.map((v) => [v.value, v.label])).toEqual([
      [20, "from 215 ft²"],
      [30, "from 323 ft²"],
      [40, "from 431 ft²"],
      [50, "from 538 ft²"],
    ]);
    expect(facets.layouts.sizeFt.map((v) => v.count)).toEqual(facets.layouts.sizeM2.map((v) => v.count));
  });

  it("labels values in the requested language", () => {
    const specs: ListingSpec[] = [{ services: ["kitchen"], bedrooms: 0, premium: true, matterportId: "m1" }];
    const en = facetsOf(specs, {}, true, "en");
    const de = facetsOf(specs, {}, true, "de");
    expect(en.serviceGroups.amenities[0]?.label).toBe("Kitchen");
    expect(de.serviceGroups.amenities[0]?.label).toBe("Küche");
    expect(en.layouts.bedroomsCount[0]?.label).toBe("Studio");
    expect(de.layouts.bathroomsCount[0]?.label).toBe("1 Badezimmer");
    expect(de.others.premiumPartner).toEqual([{ value: true, label: "Premium-Partner", count: 1, selected: false }]);
    expect(en.others.matterport).toEqual([{ value: true, label: "3D tour", count: 1, selected: false }]);
    expect(de.others.bookingMode[0]?.label).toBe(FACET_LABELS.de.bookingMode.Direct);
  });

  it("puts a service into every group it belongs to and leaves out values nobody has", () => {
    const facets = facetsOf([{ services: ["kitchen", "wifi", "cheque", "unknown-id"] }]);
    expect(pairs(facets.serviceGroups.popular)).toEqual([
      ["internet-access-wifi", 1],
      ["kitchen", 1],
    ]);
    expect(pairs(facets.serviceGroups.amenities)).toEqual([
      ["internet-access-wifi", 1],
      ["kitchen", 1],
    ]);
    expect(facets.serviceGroups.payments).toEqual([]);
    expect(facets.others.premiumPartner).toEqual([]);
  });

  it("gives price bounds in the display currency, null without listings", () => {
    const listings = list([
      { total: 20_000, monthlyRate: 300_000, currency: "EUR" },
      { total: 10_000, monthlyRate: 100_000, currency: "CHF" },
    ]);
    const toEur = (amount: number, currency: string) => (currency === "CHF" ? amount * 1.05 : amount);
    const facets = computeFacets(listings, {}, { hasDates: true, language: "en", toDisplayMinor: toEur });
    expect(facets.prices).toEqual({
      price: { min: 10_500, max: 20_000 },
      priceMonthly: { min: 105_000, max: 300_000 },
      pricePerNight: { min: 5_250, max: 10_000 },
    });
    expect(computeFacets([], {}, { hasDates: true, language: "en" }).prices).toEqual({
      price: null,
      priceMonthly: null,
      pricePerNight: null,
    });
  });

  it("rounds the price bounds outwards so a slider at the bounds keeps every listing", () => {
    const listings = list([{ total: 10_000 }, { total: 20_000 }]);
    const odd = (amount: number) => amount * 1.00001;
    const facets = computeFacets(listings, {}, { hasDates: true, language: "en", toDisplayMinor: odd });
    expect(facets.prices.pricePerNight).toEqual({ min: 5_000, max: 10_001 });
  });
});

describe("free cancellation facet", () => {
  const specs: ListingSpec[] = [
    { freeCancellation: true, bedrooms: 1 },
    { freeCancellation: true, bedrooms: 2 },
    { freeCancellation: false, bedrooms: 1 },
  ];

  it("counts the listings free to cancel, as if the filter were chosen", () => {
    expect(facetsOf(specs).others.freeCancellation).toEqual([
      { value: true, label: "Free cancellation", count: 2, selected: false },
    ]);
  });

  it("counts under the other filters, and marks itself selected", () => {
    const facets = facetsOf(specs, { freeCancellation: true, layout: { bedrooms: 1 } });
    expect(facets.others.freeCancellation).toEqual([
      { value: true, label: "Free cancellation", count: 1, selected: true },
    ]);
    // Bedrooms count with the free cancellation filter applied.
    expect(pairs(facets.layouts.bedroomsCount)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it("is left out when nothing is free to cancel, unless selected", () => {
    const none: ListingSpec[] = [{ freeCancellation: false }];
    expect(facetsOf(none).others.freeCancellation).toEqual([]);
    expect(facetsOf(none, { freeCancellation: true }, true, "de").others.freeCancellation).toEqual([
      { value: true, label: "Kostenlose Stornierung", count: 0, selected: true },
    ]);
  });
});

describe("facet counting under active filters", () => {
  const specs: ListingSpec[] = [
    { bedrooms: 1, services: ["kitchen", "balcony"], total: 10_000, size: [30, 40] },
    { bedrooms: 1, services: ["kitchen"], total: 30_000, size: [50, 60] },
    { bedrooms: 2, services: ["kitchen", "balcony"], total: 20_000, size: [60, 70] },
    { bedrooms: 2, services: ["balcony"], total: 20_000, size: [60, 70] },
    { bedrooms: 3, services: [], total: 90_000, size: [90, 100] },
  ];

  it("counts services over the filtered list: what adding one more would leave", () => {
    const facets = facetsOf(specs, { amenities: ["kitchen"] });
    expect(pairs(facets.serviceGroups.amenities)).toEqual([
      ["kitchen", 3],
      ["balcony", 2],
    ]);
    expect(facets.serviceGroups.amenities[0]?.selected).toBe(true);
    expect(facets.serviceGroups.amenities[1]?.selected).toBe(false);
  });

  it("counts bedrooms without the bedrooms filter, but with the others", () => {
    const facets = facetsOf(specs, { amenities: ["balcony"], layout: { bedrooms: 1 } });
    expect(facets.layouts.bedroomsCount.map((v) => [v.value, v.count, v.selected])).toEqual([
      [1, 1, true],
      [2, 2, false],
    ]);
    // Services count over the fully filtered list: only the one-bedroom flat with a balcony.
    expect(pairs(facets.serviceGroups.amenities)).toEqual([
      ["kitchen", 1],
      ["balcony", 1],
    ]);
  });

  it("keeps a selected value listed when nothing matches it", () => {
    const facets = facetsOf(specs, { layout: { bedrooms: 7 }, amenities: ["washing-machine"] });
    expect(facets.layouts.bedroomsCount.find((v) => v.value === 7)).toEqual({
      value: 7,
      label: "7 bedrooms",
      count: 0,
      selected: true,
    });
    expect(facets.serviceGroups.amenities).toEqual([
      { value: "washing-machine", label: "Washing machine", count: 0, selected: true },
    ]);
  });

  it("computes price bounds without the price filter", () => {
    const facets = facetsOf(specs, { price: [10_000, 10_000] });
    expect(facets.prices.pricePerNight).toEqual({ min: 5_000, max: 45_000 });
    expect(pairs(facets.layouts.bedroomsCount)).toEqual([[2, 2]]);
  });

  it("counts size thresholds without the minMeters2 filter, but with maxMeters2", () => {
    const facets = facetsOf(specs, { layout: { minMeters2: 55, maxMeters2: 60 } });
    expect(facets.layouts.sizeM2.map((v) => [v.value, v.count, v.selected])).toEqual(
      [
        [20, 4],
        [30, 4],
        [40, 4],
        [50, 4],
        [55, 3],
        [60, 3],
        [80, 1],
      ].map(([value, count]) => [value, count, value === 55]),
    );
  });

  it("does not count a listing that fails two filters anywhere", () => {
    const facets = facetsOf(specs, { layout: { bedrooms: 3 }, price: [0, 5_000] });
    // Nothing passes both; the 1-bedroom flat at 5,000 fails only bedrooms, the 3-bedroom one only price.
    expect(pairs(facets.layouts.bedroomsCount)).toEqual([
      [1, 1],
      [3, 0],
    ]);
    expect(facets.prices.pricePerNight).toEqual({ min: 45_000, max: 45_000 });
    expect(facets.serviceGroups.amenities).toEqual([]);
  });

  it("counts over the full list when the stay has no dates", () => {
    const facets = facetsOf(specs, { layout: { bedrooms: 1 }, amenities: ["kitchen"] }, false);
    expect(pairs(facets.layouts.bedroomsCount)).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ]);
    expect(pairs(facets.serviceGroups.amenities)).toEqual([
      ["kitchen", 3],
      ["balcony", 3],
    ]);
  });
});

describe("others facets: premium partner, 3D tour, booking mode", () => {
  const specs: ListingSpec[] = [
    { premium: true, matterportId: "m1", bookingMode: "Direct", bedrooms: 1 },
    { premium: true, matterportId: null, bookingMode: "Request", bedrooms: 2 },
    { premium: false, matterportId: "m2", bookingMode: "Direct", bedrooms: 1 },
    { premium: false, matterportId: null, bookingMode: "Ad", bedrooms: 1 },
  ];
  const others = (filters: FiltersInput) => {
    const facets = facetsOf(specs, filters);
    return {
      premiumPartner: facets.others.premiumPartner.map((v) => [v.count, v.selected]),
      matterport: facets.others.matterport.map((v) => [v.count, v.selected]),
      bookingMode: facets.others.bookingMode.map((v) => [v.value, v.count, v.selected]),
    };
  };

  it.each<[string, FiltersInput, ReturnType<typeof others>]>([
    [
      "no filter: counts over every listing",
      {},
      {
        premiumPartner: [[2, false]],
        matterport: [[2, false]],
        bookingMode: [
          ["Direct", 2, false],
          ["Request", 1, false],
          ["Ad", 1, false],
        ],
      },
    ],
    [
      "premium partner chosen: its own count ignores it, the others count with it",
      { premiumPartner: true },
      {
        premiumPartner: [[2, true]],
        matterport: [[1, false]],
        bookingMode: [
          ["Direct", 1, false],
          ["Request", 1, false],
        ],
      },
    ],
    [
      "a booking mode chosen: each mode counts as if chosen, the flags count within the mode",
      { bookingMode: ["Direct"] },
      {
        premiumPartner: [[1, false]],
        matterport: [[2, false]],
        bookingMode: [
          ["Direct", 2, true],
          ["Request", 1, false],
          ["Ad", 1, false],
        ],
      },
    ],
    [
      "3D tour and one bedroom",
      { matterport: true, layout: { bedrooms: 1 } },
      {
        premiumPartner: [[1, false]],
        matterport: [[2, true]],
        bookingMode: [["Direct", 2, false]],
      },
    ],
    [
      "a chosen value nothing matches stays listed at 0",
      { layout: { bedrooms: 2 }, matterport: true, bookingMode: ["Ad"] },
      {
        premiumPartner: [],
        matterport: [[0, true]],
        bookingMode: [["Ad", 0, true]],
      },
    ],
  ])("%s", (_, filters, expected) => {
    expect(others(filters)).toEqual(expected);
  });
});

describe("largest unit facet (maxMeters2)", () => {
  it("counts listings whose largest unit reaches each threshold, without its own filter", () => {
    const specs: ListingSpec[] = [
      { size: [25, 45], bedrooms: 1 },
      { size: [30, 65], bedrooms: 1 },
      { size: [70, 90], bedrooms: 2 },
    ];
    expect(pairs(facetsOf(specs).layouts.largestM2 ?? [])).toEqual([
      [20, 3],
      [30, 3],
      [40, 3],
      [50, 2],
      [60, 2],
      [80, 1],
    ]);
    const chosen = facetsOf(specs, { layout: { maxMeters2: 60, bedrooms: 1 } }).layouts.largestM2 ?? [];
    expect(chosen.map((v) => [v.value, v.count, v.selected])).toEqual([
      [20, 2, false],
      [30, 2, false],
      [40, 2, false],
      [50, 1, false],
      [60, 1, true],
    ]);
    expect(chosen[0]?.label).toBe("from 20 m²");
  });
});
