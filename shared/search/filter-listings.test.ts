import { describe, expect, it } from "vitest";
import { evaluateFilters, FILTER_BIT, filterListings } from "./filter-listings";
import { type MarkedListing, withMarkers } from "./listing-markers";
import type { FiltersInput } from "./selected-filters";
import { buildListing, type ListingSpec } from "./test-support/listing-builder";

const marked = (spec: ListingSpec, nights = 2): MarkedListing => withMarkers(buildListing(spec), { nights }).listing;

/** Whether the one listing passes the filters on a stay with dates. */
const passes = (spec: ListingSpec, filters: FiltersInput, nights = 2) =>
  filterListings([marked(spec, nights)], filters, { hasDates: true }).length === 1;

describe("filterListings: the price of a long stay is per month", () => {
  it.each<[string, ListingSpec, number, boolean]>([
    // 35 nights, total 350_000: 10_000 a night; monthly rate 150_000.
    ["27 nights: the nightly rate is in range", { total: 270_000, monthlyRate: 150_000 }, 27, true],
    ["28 nights: the monthly rate is out of range", { total: 280_000, monthlyRate: 150_000 }, 28, false],
    ["35 nights: the monthly rate is in range", { total: 350_000, monthlyRate: 120_000 }, 35, true],
  ])("%s", (_, spec, nights, expected) => {
    expect(passes(spec, { price: [5_000, 125_000] }, nights)).toBe(expected);
  });
});

describe("filterListings", () => {
  it.each<[string, ListingSpec, FiltersInput, boolean]>([
    // Price: nightly rate (total / nights) within the range, inclusive at both ends.
    ["nightly rate inside the range", { total: 20_000 }, { price: [5_000, 15_000] }, true],
    ["nightly rate equal to the minimum", { total: 10_000 }, { price: [5_000, 15_000] }, true],
    ["nightly rate equal to the maximum", { total: 30_000 }, { price: [5_000, 15_000] }, true],
    ["nightly rate one cent below the minimum", { total: 9_998 }, { price: [5_000, 15_000] }, false],
    ["nightly rate one cent above the maximum", { total: 30_002 }, { price: [5_000, 15_000] }, false],
    ["a range of one price", { total: 20_000 }, { price: [10_000, 10_000] }, true],
    // Services: every selected service of a group, and of all groups together.
    ["has the one selected service", { services: ["kitchen", "balcony"] }, { amenities: ["kitchen"] }, true],
    ["has every selected service", { services: ["kitchen", "balcony"] }, { amenities: ["kitchen", "balcony"] }, true],
    ["lacks one of the selected services", { services: ["kitchen"] }, { amenities: ["kitchen", "balcony"] }, false],
    [
      "lacks a service of another group",
      { services: ["kitchen"] },
      { amenities: ["kitchen"], payments: ["visa"] },
      false,
    ],
    [
      "has services of two groups",
      { services: ["kitchen", "visa"] },
      { amenities: ["kitchen"], payments: ["visa"] },
      true,
    ],
    ["listing has a deprecated id", { services: ["wifi"] }, { popular: ["internet-access-wifi"] }, true],
    ["filter has a deprecated id", { services: ["internet-access-wifi"] }, { popular: ["wifi"] }, true],
    ["a removed id on the listing counts for nothing", { services: ["cheque"] }, { payments: ["visa"] }, false],
    // Layout: bedrooms and bathrooms exactly, string values parsed as integers.
    ["bedrooms equal", { bedrooms: 2 }, { layout: { bedrooms: 2 } }, true],
    ["bedrooms more than asked", { bedrooms: 3 }, { layout: { bedrooms: 2 } }, false],
    ["bedrooms fewer than asked", { bedrooms: 1 }, { layout: { bedrooms: 2 } }, false],
    ["bedrooms as a string", { bedrooms: 2 }, { layout: { bedrooms: "2" } }, true],
    ["other bedrooms as a string", { bedrooms: 3 }, { layout: { bedrooms: "2" } }, false],
    ["studio asked for", { bedrooms: 0 }, { layout: { bedrooms: "0" } }, true],
    ["bathrooms equal", { bathrooms: 1 }, { layout: { bathrooms: 1 } }, true],
    ["bathrooms more than asked", { bathrooms: 2 }, { layout: { bathrooms: "1" } }, false],
    ["bad layout string is ignored", { bedrooms: 5 }, { layout: { bedrooms: "many" } }, true],
    // maxOccupancy: at least the requested value.
    ["occupancy equal", { maxOccupancy: 3 }, { layout: { maxOccupancy: 3 } }, true],
    ["occupancy larger", { maxOccupancy: 6 }, { layout: { maxOccupancy: "3" } }, true],
    ["occupancy smaller", { maxOccupancy: 2 }, { layout: { maxOccupancy: 3 } }, false],
    // Size: excluded when the minimum size is below minMeters2 ...
    ["minimum size above minMeters2", { size: [45, 60] }, { layout: { minMeters2: 40 } }, true],
    ["minimum size equal to minMeters2", { size: [40, 60] }, { layout: { minMeters2: 40 } }, true],
    ["minimum size below minMeters2", { size: [35, 60] }, { layout: { minMeters2: 40 } }, false],
    // ... or when the maximum size is below maxMeters2.
    ["maximum size above maxMeters2", { size: [40, 95] }, { layout: { maxMeters2: 90 } }, true],
    ["maximum size equal to maxMeters2", { size: [40, 90] }, { layout: { maxMeters2: 90 } }, true],
    ["maximum size below maxMeters2", { size: [40, 85] }, { layout: { maxMeters2: 90 } }, false],
    ["a big apartment is not excluded by maxMeters2", { size: [150, 200] }, { layout: { maxMeters2: 90 } }, true],
    ["both size conditions met", { size: [50, 100] }, { layout: { minMeters2: 40, maxMeters2: 90 } }, true],
    ["only the maximum condition fails", { size: [50, 80] }, { layout: { minMeters2: 40, maxMeters2: 90 } }, false],
    ["sizes as strings", { size: [30, 100] }, { layout: { minMeters2: "40" } }, false],
    // Free cancellation: a rate still free to cancel.
    ["free to cancel, filter on", { freeCancellation: true }, { freeCancellation: true }, true],
    ["not free to cancel, filter on", { freeCancellation: false }, { freeCancellation: true }, false],
    ["not free to cancel, filter off", { freeCancellation: false }, {}, true],
    // The spec's "others": premium partner, matterport (3D tour), booking mode (any of the chosen).
    ["premium partner, filter on", { premium: true }, { premiumPartner: true }, true],
    ["not a premium partner, filter on", { premium: false }, { premiumPartner: true }, false],
    ["not a premium partner, filter off", { premium: false }, { premiumPartner: false }, true],
    ["a 3D tour, filter on", { matterportId: "m1" }, { matterport: true }, true],
    ["no 3D tour, filter on", { matterportId: null }, { matterport: true }, false],
    ["no 3D tour, filter off", { matterportId: null }, {}, true],
    ["booking mode chosen", { bookingMode: "Direct" }, { bookingMode: ["Direct"] }, true],
    ["booking mode not chosen", { bookingMode: "Request" }, { bookingMode: ["Direct"] }, false],
    ["booking mode among several chosen", { bookingMode: "Request" }, { bookingMode: ["Direct", "Request"] }, true],
    ["unknown booking modes are no filter", { bookingMode: "Ad" }, { bookingMode: ["Instant"] }, true],
    [
      "premium partner and mode",
      { premium: true, bookingMode: "Ad" },
      { premiumPartner: true, bookingMode: ["Direct"] },
      false,
    ],
    // No filters.
    ["no filters", {}, {}, true],
  ])("%s", (_, spec, filters, expected) => {
    expect(passes(spec, filters)).toBe(expected);
  });

  it("divides by at least one night for the price filter", () => {
    // A same-day stay (0 nights) is priced as one night: 12,000 per night, not Infinity.
    expect(passes({ total: 12_000 }, { price: [12_000, 12_000] }, 0)).toBe(true);
  });

  it("ignores every filter when the stay has no dates", () => {
    const listings = [marked({ id: "a", bedrooms: 1, total: 1 }), marked({ id: "b", bedrooms: 3, services: [] })];
    const filters: FiltersInput = { price: [50_000, 60_000], layout: { bedrooms: 2 }, amenities: ["kitchen"] };
    expect(filterListings(listings, filters, { hasDates: false }).map((l) => l.id)).toEqual(["a", "b"]);
    expect(filterListings(listings, filters, { hasDates: true })).toEqual([]);
  });

  it("compares prices in the display currency", () => {
    const listings = [
      marked({ id: "eur", currency: "EUR", total: 20_000 }),
      marked({ id: "chf", currency: "CHF", total: 20_000 }),
    ];
    const toEur = (amount: number, currency: string) => (currency === "CHF" ? Math.round(amount * 1.1) : amount);
    const filters: FiltersInput = { price: [0, 10_000] };
    expect(filterListings(listings, filters, { hasDates: true }).map((l) => l.id)).toEqual(["eur", "chf"]);
    expect(filterListings(listings, filters, { hasDates: true, toDisplayMinor: toEur }).map((l) => l.id)).toEqual([
      "eur",
    ]);
  });

  it("keeps the given order", () => {
    const listings = ["c", "a", "b"].map((id) => marked({ id, bedrooms: 2 }));
    expect(filterListings(listings, { layout: { bedrooms: 2 } }, { hasDates: true }).map((l) => l.id)).toEqual([
      "c",
      "a",
      "b",
    ]);
  });
});

describe("evaluateFilters", () => {
  it("records every filter a listing fails", () => {
    const listings = [
      marked({ id: "ok", bedrooms: 2, total: 20_000 }),
      marked({ id: "price", bedrooms: 2, total: 90_000 }),
      marked({ id: "price-and-rooms", bedrooms: 1, total: 90_000, size: [10, 20] }),
    ];
    const result = evaluateFilters(
      listings,
      { price: [0, 15_000], layout: { bedrooms: "2", minMeters2: 15 } },
      {
        hasDates: true,
      },
    );
    expect([...result.failed]).toEqual([
      0,
      FILTER_BIT.price,
      FILTER_BIT.price | FILTER_BIT.bedrooms | FILTER_BIT.minMeters2,
    ]);
    expect(result.filters).toEqual({ price: [0, 15_000], layout: { bedrooms: 2, minMeters2: 15 } });
    expect(result.applied).toBe(true);
    expect([...result.pricePerNight]).toEqual([10_000, 45_000, 45_000]);
  });
});
