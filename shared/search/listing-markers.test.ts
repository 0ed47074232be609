import { describe, expect, it } from "vitest";
import { listingSchema } from "../ota/listing";
import {
  companyRateOf,
  divideHalfEven,
  hasFreeCancellation,
  isBrandName,
  markListings,
  toSearchListing,
  withMarkers,
} from "./listing-markers";
import { buildListing } from "./test-support/listing-builder";

describe("withMarkers", () => {
  it.each([
    ["VISION link", { channels: ["VISION"] }, true],
    ["no VISION link", { channels: ["RATEHAWK"] }, false],
    ["brand name without VISION link (treated as vision)", { propertyName: "Quartier Mitte", channels: [] }, true],
    ["brand name with VISION link", { propertyName: "Quartier Mitte", channels: ["VISION"] }, true],
    ["brand word only as a prefix of another word", { propertyName: "Quartiersblick", channels: [] }, false],
    ["brand inside the name", { propertyName: "Das Quartier", channels: [] }, false],
  ])("_isVision: %s", (_, spec, expected) => {
    expect(withMarkers(buildListing(spec)).listing._isVision).toBe(expected);
  });

  it.each([
    ["Ad without RATEHAWK", { bookingMode: "Ad" as const, channels: ["VISION"] }, true],
    ["Ad with RATEHAWK", { bookingMode: "Ad" as const, channels: ["RATEHAWK"] }, false],
    ["Direct without RATEHAWK", { bookingMode: "Direct" as const, channels: [] }, false],
    ["Request without RATEHAWK", { bookingMode: "Request" as const, channels: [] }, false],
  ])("_isRfp: %s", (_, spec, expected) => {
    expect(withMarkers(buildListing(spec)).listing._isRfp).toBe(expected);
  });

  it.each([
    ["7 nights", { total: 70_000 }, 7, 7, 10_000],
    ["rounds half-even down", { total: 5 }, 2, 2, 2],
    ["rounds half-even up", { total: 7 }, 2, 2, 4],
    ["rounds to nearest", { total: 10_000 }, 3, 3, 3_333],
    ["zero nights counts as one", { total: 12_345 }, 0, 1, 12_345],
    ["negative nights count as one", { total: 12_345 }, -3, 1, 12_345],
    ["no search dates: the listing's own nights", { total: 30_000, nights: 3 }, null, 3, 10_000],
    ["NaN nights: the listing's own nights", { total: 30_000, nights: 3 }, Number.NaN, 3, 10_000],
  ])("_nights and _pricePerNight: %s", (_, spec, nights, expectedNights, expectedPerNight) => {
    const { listing } = withMarkers(buildListing(spec), { nights });
    expect(listing._nights).toBe(expectedNights);
    expect(listing._pricePerNight).toBe(expectedPerNight);
  });

  it("takes the stay total and the monthly rate", () => {
    const { listing } = withMarkers(buildListing({ cheapestRate: 40_000, total: 41_000, monthlyRate: 150_000 }), {
      nights: 4,
    });
    expect(listing).toMatchObject({ _priceTotal: 41_000, _pricePerMonth: 150_000, _pricePerNight: 10_250 });
  });

  it("warns when a brand-named property lacks the VISION link, and only then", () => {
    const missing = withMarkers(buildListing({ id: "a", propertyName: "Quartier Mitte", channels: [] }));
    expect(missing.warnings).toEqual([{ code: "vision_link_missing", listingId: "a", propertyName: "Quartier Mitte" }]);
    expect(withMarkers(buildListing({ propertyName: "Quartier Mitte", channels: ["VISION"] })).warnings).toEqual([]);
    expect(withMarkers(buildListing({ propertyName: "Residence", channels: [] })).warnings).toEqual([]);
  });

  it("uses the tenant's platform brand when given", () => {
    const listing = buildListing({ propertyName: "Alpenstay Lodge", channels: [] });
    expect(withMarkers(listing).listing._isVision).toBe(false);
    const branded = withMarkers(listing, { platformBrand: "Alpenstay" });
    expect(branded.listing._isVision).toBe(true);
    expect(branded.warnings).toHaveLength(1);
  });

  it("keeps every field of the search listing and does not change the input", () => {
    const input = toSearchListing(buildListing({ channels: ["VISION"] }), { today: "2026-11-01" });
    const copy = structuredClone(input);
    const { listing } = withMarkers(input, { nights: 2 });
    for (const key of Object.keys(input)) expect(listing).toHaveProperty(key, input[key as keyof typeof input]);
    expect(input).toEqual(copy);
  });
});

describe("hasFreeCancellation", () => {
  const rate = (freeUntilDaysBeforeArrival: number | null, percent?: number) => ({
    ratePlan: {
      id: "r",
      code: "R",
      name: "Rate",
      cancellationPolicy: {
        freeUntilDaysBeforeArrival,
        fee: percent === undefined ? { kind: "firstNight" as const } : { kind: "percentOfStay" as const, percent },
      },
    },
  });
  it.each([
    ["free until 2 days before, arrival in 10 days", [rate(2)], "2026-12-11", true],
    ["free until 2 days before, arrival in 3 days", [rate(2)], "2026-12-04", true],
    ["free until 2 days before, arrival in 2 days: the free period has ended", [rate(2)], "2026-12-03", false],
    ["never free", [rate(null, 100)], "2026-12-31", false],
    ["a non-refundable and a flexible rate", [rate(null, 100), rate(7)], "2026-12-31", true],
    ["a fee of nothing", [rate(null, 0)], "2026-12-02", true],
  ])("%s", (_, rates, arrival, expected) => {
    expect(hasFreeCancellation(rates, arrival, "2026-12-01")).toBe(expected);
  });

  it("is what toSearchListing carries", () => {
    expect(toSearchListing(buildListing({ freeCancellation: true }), { today: "2026-11-01" }).freeCancellation).toBe(
      true,
    );
    expect(toSearchListing(buildListing({ freeCancellation: false }), { today: "2026-11-01" }).freeCancellation).toBe(
      false,
    );
  });
});

describe("companyRateOf", () => {
  const policy = { freeUntilDaysBeforeArrival: 2, fee: { kind: "firstNight" as const } };
  const price = (total: number, perMonth?: number) => ({
    currency: "EUR",
    nights: 30,
    accommodation: total,
    lines: [],
    total,
    monthlyRateApplied: perMonth !== undefined,
    ...(perMonth !== undefined ? { monthly: { perMonth, months: 1, extraNights: 0, extraNightsAmount: 0 } } : {}),
  });
  const publicRate = {
    ratePlan: { id: "flex", code: "FLEX", name: "Flexible", cancellationPolicy: policy },
    price: price(300_000),
  };
  const acmeRate = (perMonth?: number) => ({
    ratePlan: { id: "cr", code: "ACME", name: "Acme Consulting GmbH", cancellationPolicy: policy, companyCode: "ACME" },
    price: price(270_000, perMonth),
  });
  it.each([
    ["public rates only", [publicRate], null],
    [
      "the company's rate, by the company's name",
      [publicRate, acmeRate()],
      {
        name: "Acme Consulting GmbH",
        total: 270_000,
        perMonth: null,
        publicRate: { total: 300_000, perMonth: null },
      },
    ],
    [
      "a long stay's company rate, per month, beside the cheapest public rate",
      [acmeRate(250_000), publicRate, { ...publicRate, price: price(290_000, 260_000) }],
      {
        name: "Acme Consulting GmbH",
        total: 270_000,
        perMonth: 250_000,
        publicRate: { total: 290_000, perMonth: 260_000 },
      },
    ],
    [
      "the company's rate alone",
      [acmeRate()],
      { name: "Acme Consulting GmbH", total: 270_000, perMonth: null, publicRate: null },
    ],
  ])("%s", (_, rates, expected) => {
    expect(companyRateOf(rates)).toEqual(expected);
  });
});

describe("toSearchListing", () => {
  const listing = buildListing({ id: "full", cheapestRate: 90_000, nights: 3 });
  const full = { ...listing, images: [...listing.images, { url: "/images/b.svg", alt: "b", width: 4, height: 3 }] };
  const slim = toSearchListing(full, { today: "2026-11-01" });

  it("keeps what the rules and cards read", () => {
    const kept = Object.keys(listingSchema.shape).filter((key) => !["rates", "unitsLeft"].includes(key));
    for (const key of kept) expect(slim, key).toHaveProperty(key);
    expect(slim.totalPrice).toEqual({ total: full.totalPrice.total, nights: full.totalPrice.nights });
    expect(slim.images).toEqual(full.images.slice(0, 1));
  });

  it("leaves out rate plans, the price breakdown, units left and further images", () => {
    expect(slim).not.toHaveProperty("rates");
    expect(slim).not.toHaveProperty("unitsLeft");
    expect(slim.totalPrice).not.toHaveProperty("lines");
    expect(slim.images).toHaveLength(1);
  });

  it("marks the same as the full listing", () => {
    const marks = (l: Parameters<typeof withMarkers>[0]) => {
      const { _isVision, _isRfp, _nights, _priceTotal, _pricePerNight, _pricePerMonth } = withMarkers(l, {
        nights: 3,
      }).listing;
      return { _isVision, _isRfp, _nights, _priceTotal, _pricePerNight, _pricePerMonth };
    };
    expect(marks(slim)).toEqual(marks(full));
  });

  it("prices a result with a search's promotion code where it applies, the public total kept beside", () => {
    const terms = {
      code: "WELCOME10",
      discount: { kind: "percent" as const, percent: 10 },
      bookingPeriod: { from: null, until: null },
      stayPeriod: { from: null, until: null },
      minNights: 2,
      apartmentTypeIds: [],
      propertyIds: [],
      totalLimit: null,
      perEmailLimit: null,
      combinableWithCompanyRates: true,
    };
    const judge = { terms, uses: { total: 0, forEmail: 0 }, today: "2026-11-01" };
    const discounted = toSearchListing(full, { today: "2026-11-01", voucher: judge });
    expect(discounted.totalPrice.total).toBe(81_000);
    expect(discounted.cheapestRate).toBe(81_000);
    expect(discounted.voucher).toEqual({ code: "WELCOME10", publicTotal: 90_000 });
    expect(withMarkers(discounted, { nights: 3 }).listing).toMatchObject({
      voucher: discounted.voucher,
      _priceTotal: 81_000,
      _pricePerNight: 27_000,
    });
    // A code the stay does not meet leaves the public price, and no discount to show.
    const tooShort = toSearchListing(full, {
      today: "2026-11-01",
      voucher: { ...judge, terms: { ...terms, minNights: 4 } },
    });
    expect(tooShort.totalPrice.total).toBe(90_000);
    expect(tooShort.voucher).toBeUndefined();
    expect(slim.voucher).toBeUndefined();
  });
});

describe("markListings", () => {
  it("marks every listing, collects warnings, and reuses marks for the same listing and nights", () => {
    const listings = [buildListing({ id: "a" }), buildListing({ id: "b", propertyName: "Quartier Ost" })];
    const first = markListings(listings, { nights: 2 });
    expect(first.listings.map((l) => l.id)).toEqual(["a", "b"]);
    expect(first.warnings.map((w) => w.listingId)).toEqual(["b"]);
    const again = markListings(listings, { nights: 2 });
    expect(again.listings[0]).toBe(first.listings[0]);
    expect(again.warnings).toEqual(first.warnings);
    const otherNights = markListings(listings, { nights: 4 });
    expect(otherNights.listings[0]).not.toBe(first.listings[0]);
    expect(otherNights.listings[0]?._nights).toBe(4);
  });
});

describe("helpers", () => {
  it.each([
    [10, 4, 2],
    [14, 4, 4],
    [15, 2, 8],
    [9, 3, 3],
    [0, 5, 0],
  ])("divideHalfEven(%i, %i) = %i", (amount, divisor, expected) => {
    expect(divideHalfEven(amount, divisor)).toBe(expected);
  });

  it.each([
    ["Quartier", true],
    ["quartier am Park", true],
    ["  QUARTIER-Loft", true],
    ["Quartier's Place", true],
    ["Quartiers", false],
    ["Residenz Quartier", false],
  ])("isBrandName(%j)", (name, expected) => {
    expect(isBrandName(name, "Quartier")).toBe(expected);
  });
});
