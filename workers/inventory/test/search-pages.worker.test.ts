import { describe, expect, it } from "vitest";
import { findOffersResponseSchema, type Listing, listingsSchema, searchPageSchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { computeFacets } from "../../../shared/search/facets";
import { markListings, toSearchListing } from "../../../shared/search/listing-markers";
import { rankListings } from "../../../shared/search/rank-listings";
import { builtKey, rankingKey } from "../search-store/kept-searches";
import { apiJson, daysFromToday, env, keptAfterAnswers } from "./test-env";

/**
 * A search's pages (GET of its redirect location's `/page`) against the app's own rules over the full
 * listings (GET of the redirect location): the same order as the spec's ranking of all listings, the
 * same facets, the same listings, at every page the URL can ask for (docs/decisions/0040).
 */
const BERLIN = { lat: 52.52437, long: 13.41053 };
const today = () => new Date().toISOString().slice(0, 10);

type Case = { name: string; nights: number; companyCode?: string; language: "en" | "de"; address?: "a listing's" };

async function search({ nights, companyCode, language }: Case) {
  const from = daysFromToday(30);
  const params = {
    ibeUid: "quartier",
    ...BERLIN,
    radius: 15,
    from,
    to: daysFromToday(30 + nights),
    guests: 2,
    currency: "EUR",
    language,
    ...(companyCode ? { companyCode } : {}),
  };
  const found = await apiJson(otaPaths.findOffers(), { json: { params, pageProps: {}, options: {} } });
  expect(found.status).toBe(200);
  const { redirectLocation } = findOffersResponseSchema.parse(found.body);
  return { redirectLocation, nights };
}

async function pageOf(redirectLocation: string, query: Record<string, string>) {
  const res = await apiJson(`${otaPaths.searchResultPage(redirectLocation)}?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return searchPageSchema.parse(res.body);
}

/** The app's ranking and facets over all listings of the search, as the search page computes them. */
function expected(listings: Listing[], nights: number, address: string, language: "en" | "de") {
  const marked = markListings(
    listings.map((listing) => toSearchListing(listing, { today: today() })),
    { nights },
  ).listings;
  const ranked = rankListings(marked, { searchedAddress: address });
  return { ranked, facets: computeFacets(ranked, {}, { language, hasDates: true }) };
}

const CASES: Case[] = [
  { name: "a short stay", nights: 3, language: "en" },
  { name: "a short stay in German, ranked by a listing's street", nights: 4, language: "de", address: "a listing's" },
  { name: "a long stay priced per month", nights: 45, language: "en" },
  { name: "a company code's negotiated rate", nights: 5, companyCode: "ACME", language: "en" },
];

describe("a search's pages", () => {
  it.each(CASES)("$name: every page equals that page of the full ranking, with the full set's facets", async (c) => {
    const { redirectLocation, nights } = await search(c);
    const full = listingsSchema.parse((await apiJson(redirectLocation)).body);
    expect(full.length).toBeGreaterThan(10);
    // A street in the middle of the ranking, so ranking by it moves listings.
    const address = c.address ? `${full[Math.floor(full.length / 2)]!.property.address.street} 1, Berlin` : "Berlin";
    const want = expected(full, nights, address, c.language);
    const byId = new Map(full.map((listing) => [listing.id, listing]));
    const pageSize = 5;
    const pages = Math.ceil(want.ranked.length / pageSize);
    for (const page of [1, 2, pages]) {
      const got = await pageOf(redirectLocation, { page: String(page), pageSize: String(pageSize), address });
      expect(got.total).toBe(full.length);
      expect(got.page).toBe(page);
      expect(got.facets).toEqual(want.facets);
      const ids = want.ranked.slice((page - 1) * pageSize, page * pageSize).map((listing) => listing.id);
      expect(got.listings.map((listing) => listing.id)).toEqual(ids);
      expect(got.listings).toEqual(ids.map((id) => byId.get(id)));
    }
    if (c.companyCode) expect(full.some((l) => l.rates.some((rate) => rate.ratePlan.companyCode))).toBe(true);
  });

  it("brings a page past the end into range and answers the map view's page size", async () => {
    const { redirectLocation } = await search(CASES[0]!);
    const full = listingsSchema.parse((await apiJson(redirectLocation)).body);
    const want = expected(full, 3, "Berlin", "en").ranked.map((listing) => listing.id);
    const last = await pageOf(redirectLocation, { page: "999", pageSize: "50", address: "Berlin" });
    const lastPage = Math.ceil(want.length / 50);
    expect(last.page).toBe(lastPage);
    expect(last.listings.map((listing) => listing.id)).toEqual(want.slice((lastPage - 1) * 50));
  });

  it("answers the page before the listings were built and after", async () => {
    const { redirectLocation } = await search({ name: "", nights: 6, language: "en" });
    const before = await pageOf(redirectLocation, { page: "1", pageSize: "10", address: "Berlin" });
    listingsSchema.parse((await apiJson(redirectLocation)).body);
    // The first page keeps its ranking for the next pages; the first listings GET keeps its build
    // beside the hits. The pages answer the same from then on, and rank again for another address.
    const searchId = redirectLocation.split("/").pop() ?? "";
    await keptAfterAnswers();
    expect(await env.SEARCH_CACHE.get(rankingKey(searchId))).not.toBeNull();
    expect(await env.SEARCH_CACHE.get(builtKey(searchId))).not.toBeNull();
    expect(await pageOf(redirectLocation, { page: "1", pageSize: "10", address: "Berlin" })).toEqual(before);
    const street = before.listings.at(-1)!.property.address.street;
    const elsewhere = await pageOf(redirectLocation, { page: "1", pageSize: "10", address: `${street} 3` });
    expect(elsewhere.listings[0]!.property.address.street).toBe(street);
  });

  it.each([
    ["a bad page", { page: "0" }, 400],
    ["a page size over 100", { pageSize: "101" }, 400],
  ])("refuses %s", async (_name, query, status) => {
    const { redirectLocation } = await search(CASES[0]!);
    const res = await apiJson(`${otaPaths.searchResultPage(redirectLocation)}?${new URLSearchParams(query)}`);
    expect(res.status).toBe(status);
  });

  it("answers search_expired for an unknown search", async () => {
    const res = await apiJson<{ error: { code: string } }>(
      otaPaths.searchResultPage(otaPaths.searchResult("0".repeat(32))),
    );
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("search_expired");
  });
});
