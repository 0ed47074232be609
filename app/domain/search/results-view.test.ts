import { describe, expect, it } from "vitest";
import { resultsKey } from "../../../shared/search/filter-params";
import type { CompanyRateSummary, SearchListing } from "../../../shared/search/listing-markers";
import { rankListings } from "../../../shared/search/rank-listings";
import { type BuiltListing, buildListing } from "../../../shared/search/test-support/listing-builder";
import { isRankedPageQuery, keyServicesOf, rankedPageView, resultsView } from "./results-view";
import { computeSearchResults } from "./search-results";

describe("keyServicesOf", () => {
  it.each([
    [
      "best scored first, at most four",
      ["dry-cleaning", "car-rental", "parking", "kitchen", "wifi", "street-parking"],
      "en",
      ["Parking", "Kitchen", "Wi-Fi", "Car rental"],
    ],
    [
      "payment methods and languages are not features",
      ["visa", "multilingual-staff", "free-parking"],
      "en",
      ["Free parking"],
    ],
    ["names in the page's language", ["parking", "dry-cleaning"], "de", ["Parkplatz", "Chemische Reinigung"]],
    ["unknown ids are left out", ["no-such-service", "parking"], "en", ["Parking"]],
    ["none", [], "en", []],
  ] as const)("%s", (_case, ids, lng, names) => {
    expect(keyServicesOf(ids, lng).map((s) => s.name)).toEqual(names);
  });

  it("carries each service's id and icon", () => {
    expect(keyServicesOf(["parking"], "en")[0]).toMatchObject({ id: "parking", iconId: expect.any(String) });
  });
});

describe("resultsView", () => {
  const listings: BuiltListing[] = Array.from({ length: 14 }, (_, i) =>
    buildListing({
      id: `l${String(i).padStart(2, "0")}`,
      bedrooms: i % 2,
      services: i % 3 ? ["kitchen"] : ["parking"],
    }),
  );
  const base = {
    listings,
    search: { nights: 3, hasDates: true, placeName: "Berlin" },
    minorDigits: 2,
    view: "list" as const,
    isMobile: false,
    language: "en" as const,
    display: { currency: "EUR", rates: null, locale: "en-GB" },
  };

  it.each([
    ["no query: first page", "", { page: 1, filteredTotal: 14, items: 10 }],
    ["page 2 from the URL", "page=2", { page: 2, filteredTotal: 14, items: 4 }],
    ["a layout filter from the URL", "bedrooms=1", { page: 1, filteredTotal: 7, items: 7 }],
    ["a service filter from the URL", "amenities=kitchen", { page: 1, filteredTotal: 9, items: 9 }],
    ["a page past the end is the last page", "page=9", { page: 2, filteredTotal: 14, items: 4 }],
  ])("%s", (_case, query, expected) => {
    const view = resultsView({ ...base, searchParams: new URLSearchParams(query) });
    expect({ page: view.page, filteredTotal: view.filteredTotal, items: view.items.length }).toEqual(expected);
  });

  it("is the search results with each card's key services, and the warnings to log", () => {
    const view = resultsView({ ...base, searchParams: new URLSearchParams("amenities=kitchen") });
    const plain = computeSearchResults({ ...base, filters: { amenities: ["kitchen"] }, page: 1 });
    expect(view.items.map((i) => i.id)).toEqual(plain.items.map((i) => i.id));
    expect(view.facets).toEqual(plain.facets);
    expect(view.items[0]?.keyServices.map((s) => s.id)).toEqual(["kitchen"]);
    expect(view.warnings).toEqual(plain.warnings);
  });
});

describe("a page an OTA ranked (rankedPageView)", () => {
  const listings: BuiltListing[] = Array.from({ length: 23 }, (_, i) =>
    buildListing({ id: `r${String(i).padStart(2, "0")}`, cheapestRate: 30_000 + ((i * 7919) % 23) * 1000 }),
  );
  const base = {
    search: { nights: 3, hasDates: true, placeName: "Berlin" },
    isMobile: false,
    language: "en" as const,
    display: { currency: "EUR", rates: null, locale: "en-GB" },
  };

  it.each([
    ["the first page of the list", "list", 1],
    ["the third page of the list, from the URL", "list", 3],
    ["the map's page", "map", 1],
  ] as const)("%s is the view resultsView gives for the same URL", (_case, view, page) => {
    const full = resultsView({
      ...base,
      listings,
      view,
      minorDigits: 2,
      searchParams: new URLSearchParams(`page=${page}`),
    });
    // What the inventory answers: the ranked page's listings, the total and the facets of all.
    const ranked = rankListings(listings, { searchedAddress: "Berlin" });
    const size = full.pageSize;
    const shown = rankedPageView({
      ...base,
      view,
      ranked: {
        total: listings.length,
        page,
        facets: full.facets,
        listings: ranked.slice((page - 1) * size, page * size),
      },
    });
    expect(shown).toEqual(full);
  });
});

describe("isRankedPageQuery", () => {
  it.each([
    ["no query", "", true],
    ["a page and a view", "page=3&view=map", true],
    ["the recommended order named", "sort=recommended", true],
    ["another order", "sort=price-asc", false],
    ["a price range", "price=0-120", false],
    ["a service", "amenities=kitchen", false],
    ["a layout", "bedrooms=2", false],
    ["free cancellation", "freeCancellation=true", false],
    ["an apartment to pin", "aptId=a-berlin-0001-1", false],
  ])("%s: %s", (_case, query, expected) => {
    expect(isRankedPageQuery(new URLSearchParams(query))).toBe(expected);
  });
});

describe("resultsView prices", () => {
  const stay = (currency: string, cheapestRate: number) =>
    resultsView({
      listings: [buildListing({ id: "one", currency, cheapestRate, nights: 30 })],
      search: { nights: 30, hasDates: true, placeName: "Berlin" },
      searchParams: new URLSearchParams(),
      minorDigits: 2,
      view: "list",
      isMobile: false,
      language: "en",
      display: { currency: "EUR", rates: { base: "EUR", rates: { GBP: 0.5, JPY: 200 } }, locale: "en-GB" },
    }).items[0]?.prices;

  it.each([
    ["in the page's currency", "EUR", 300_000, { perNight: "€100.00", total: "€3,000.00" }],
    ["converted from pounds", "GBP", 150_000, { perNight: "€100.00", total: "€3,000.00" }],
    ["converted from yen (no minor unit)", "JPY", 600_000, { perNight: "€100.00", total: "€3,000.00" }],
    [
      "kept in its own currency without a rate",
      "CHF",
      300_000,
      { perNight: "CHF\u00a0100.00", total: "CHF\u00a03,000.00" },
    ],
  ])("%s", (_case, currency, total, expected) => {
    expect(stay(currency, total)).toMatchObject(expected);
  });
});

/** The map view (every result a pin) of a Berlin stay of `nights`, in euros. */
const mapViewOf = (listings: SearchListing[], nights: number, searchParams = new URLSearchParams()) =>
  resultsView({
    listings,
    search: { nights, hasDates: true, placeName: "Berlin" },
    searchParams,
    minorDigits: 2,
    view: "map",
    isMobile: false,
    language: "en",
    display: { currency: "EUR", rates: { base: "EUR", rates: {} }, locale: "en-GB" },
    pins: true,
  });

describe("a result's headline price (card and map pin) and its company rate", () => {
  const view = (nights: number, companyRate: CompanyRateSummary | null) =>
    mapViewOf([buildListing({ id: "one", cheapestRate: 300_000, monthlyRate: 250_000, nights, companyRate })], nights);
  const acme = (perMonth: number | null, publicRate?: CompanyRateSummary["publicRate"]) => ({
    name: "Acme Consulting GmbH",
    total: 270_000,
    perMonth,
    publicRate,
  });

  it.each([
    ["a short stay: per night", 10, null, { price: "€300.00", perMonth: false }, null],
    ["27 nights: still per night", 27, null, { price: "€111.11", perMonth: false }, null],
    ["28 nights: per month", 28, null, { price: "€2,500.00", perMonth: true }, null],
    [
      "a short stay's company rate per night",
      10,
      acme(null),
      { price: "€300.00", perMonth: false },
      { name: "Acme Consulting GmbH", price: "€270.00", perMonth: false, publicPrice: null },
    ],
    [
      "a long stay's company rate per month",
      30,
      acme(225_000),
      { price: "€2,500.00", perMonth: true },
      { name: "Acme Consulting GmbH", price: "€2,250.00", perMonth: true, publicPrice: null },
    ],
    [
      "the public rate beside the company's, headed the same way",
      10,
      acme(null, { total: 320_000, perMonth: null }),
      { price: "€300.00", perMonth: false },
      { name: "Acme Consulting GmbH", price: "€270.00", perMonth: false, publicPrice: "€320.00" },
    ],
    [
      "a long stay's public rate per month",
      30,
      acme(225_000, { total: 330_000, perMonth: 240_000 }),
      { price: "€2,500.00", perMonth: true },
      { name: "Acme Consulting GmbH", price: "€2,250.00", perMonth: true, publicPrice: "€2,400.00" },
    ],
    [
      "no public rate shown when it is no dearer",
      10,
      acme(null, { total: 270_000, perMonth: null }),
      { price: "€300.00", perMonth: false },
      { name: "Acme Consulting GmbH", price: "€270.00", perMonth: false, publicPrice: null },
    ],
  ])("%s", (_case, nights, companyRate, headline, company) => {
    const result = view(nights, companyRate);
    expect(result.items[0]?.prices.headline).toEqual(headline);
    expect(result.items[0]?.prices.company).toEqual(company);
    // The pin is headed as the card is.
    expect(result.pins?.[0]?.headline).toEqual(headline);
  });
});

describe("resultsKey", () => {
  it.each([
    ["same query in another order", "a=1&b=2", "b=2&a=1", false, false, true],
    ["another page", "page=1", "page=2", false, false, false],
    ["another filter value", "amenities=kitchen", "amenities=wifi", false, false, false],
    ["the same query on a phone", "page=2", "page=2", true, false, false],
    ["both on a phone", "view=tile", "view=tile", true, true, true],
    ["a filter group's rest shown (more-facets-param.ts)", "page=2", "page=2&more=amenities", false, false, true],
  ])("%s", (_case, a, b, mobileA, mobileB, same) => {
    expect(resultsKey(new URLSearchParams(a), mobileA) === resultsKey(new URLSearchParams(b), mobileB)).toBe(same);
  });
});

describe("a result a promotion code lowers (docs/decisions/0136)", () => {
  const view = (nights: number, sort?: string) =>
    mapViewOf(
      [
        // 3,000.00 for the stay lowered to 2,700.00 by the code; beside it a result at 2,800.00 without one.
        {
          ...buildListing({ id: "coded", cheapestRate: 270_000, nights }),
          voucher: { code: "WELCOME10", publicTotal: 300_000 },
        },
        buildListing({ id: "plain", cheapestRate: 280_000, nights }),
      ],
      nights,
      new URLSearchParams(sort ? { sort } : {}),
    );

  it.each([
    [
      "a short stay: the public price per night and in total",
      10,
      { code: "WELCOME10", publicHeadline: "€300.00", publicTotal: "€3,000.00" },
    ],
    [
      "a long stay: its monthly rate is not discounted, only its total",
      30,
      { code: "WELCOME10", publicHeadline: null, publicTotal: "€3,000.00" },
    ],
  ])("%s", (_case, nights, voucher) => {
    const coded = view(nights).items.find((item) => item.id === "coded");
    expect(coded?.prices.voucher).toEqual(voucher);
    expect(view(nights).items.find((item) => item.id === "plain")?.prices.voucher).toBeNull();
  });

  it("sorts by the discounted price the card shows, and names the code on its pin", () => {
    expect(view(10, "price-asc").items.map((item) => item.id)).toEqual(["coded", "plain"]);
    expect(view(10, "price-desc").items.map((item) => item.id)).toEqual(["plain", "coded"]);
    expect(view(10).pins?.find((pin) => pin.id === "coded")?.voucherCode).toBe("WELCOME10");
  });
});
