import { describe, expect, it } from "vitest";
import { findOffersResponseSchema, type SearchPage, searchPageSchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { hitsKey, rankingKey } from "../search-store/kept-searches";
import { apiJson, daysFromToday, env, keptAfterAnswers } from "./test-env";

/**
 * find-offers with `options.firstPage` (docs/decisions/0043): the search answers that page with it,
 * the same page the GET of the location's `/page` answers, for a new computation and a kept search,
 * and keeps the ranking for the next pages.
 */
const BERLIN = { lat: 52.52437, long: 13.41053 };

let nextDay = 40;
/** A Berlin search no other test asked (its own dates). */
function berlinSearch() {
  const from = daysFromToday(nextDay);
  nextDay += 7;
  return {
    ibeUid: "quartier",
    ...BERLIN,
    radius: 15,
    from,
    to: daysFromToday(nextDay - 3),
    guests: 2,
    currency: "EUR",
    language: "en",
  };
}

type FirstPage = { page?: number; pageSize?: number; address?: string };

async function findOffers(params: ReturnType<typeof berlinSearch>, firstPage?: FirstPage) {
  const res = await apiJson(otaPaths.findOffers(), {
    json: { params, pageProps: {}, options: firstPage ? { firstPage } : {} },
  });
  expect(res.status).toBe(200);
  return { ...findOffersResponseSchema.parse(res.body), cache: res.headers.get("X-Search-Cache") };
}

async function pageGet(redirectLocation: string, query: Record<string, string>): Promise<SearchPage> {
  const res = await apiJson(`${otaPaths.searchResultPage(redirectLocation)}?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return searchPageSchema.parse(res.body);
}

const searchIdOf = (redirectLocation: string) => redirectLocation.split("/").pop()!;

/** What find-offers keeps under `key` of a search, once it lands (after the answer, docs/decisions/0055). */
async function kept<T>(redirectLocation: string, keyOf: (searchId: string) => string): Promise<T> {
  await keptAfterAnswers();
  const value = await env.SEARCH_CACHE.get<T>(keyOf(searchIdOf(redirectLocation)), "json");
  expect(value).not.toBeNull();
  return value!;
}
const keptRanking = (redirectLocation: string) =>
  kept<{ generation: number; address: string }>(redirectLocation, rankingKey);
const keptHits = (redirectLocation: string) => kept<{ generation: number }>(redirectLocation, hitsKey);

describe("find-offers with a first page", () => {
  it("answers the page of a new computation as the page GET ranks it, and keeps the ranking", async () => {
    const params = berlinSearch();
    const found = await findOffers(params, { page: 2, pageSize: 5, address: "Berlin" });
    expect(found.cache).toBe("miss");
    expect(found.page).toBeDefined();
    expect(found.page!.page).toBe(2);
    expect(found.page!.listings).toHaveLength(5);
    expect(found.page!.total).toBe(found.offers);

    // The ranking is kept for the next pages, for this computation of the hits and this address.
    const ranking = await keptRanking(found.redirectLocation);
    const hits = await keptHits(found.redirectLocation);
    expect(ranking).toMatchObject({ address: "Berlin", generation: hits.generation });

    // The page GET ranking anew (the kept ranking removed) answers the same page.
    await env.SEARCH_CACHE.delete(rankingKey(searchIdOf(found.redirectLocation)));
    expect(await pageGet(found.redirectLocation, { page: "2", pageSize: "5", address: "Berlin" })).toEqual(found.page);
  });

  it("answers a kept search's page as the page GET does, ranked again for another address", async () => {
    const params = berlinSearch();
    const plain = await findOffers(params);
    expect(plain.page).toBeUndefined();
    const want = await pageGet(plain.redirectLocation, { page: "1", pageSize: "10", address: "Berlin" });
    await keptRanking(plain.redirectLocation);

    // The same search with a first page: the kept search (same location), its page from the kept ranking.
    const again = await findOffers(params, { page: 1, pageSize: 10, address: "Berlin" });
    expect(again.cache).toBe("hit");
    expect(again.redirectLocation).toBe(plain.redirectLocation);
    expect(again.offers).toBe(plain.offers);
    expect(again.page).toEqual(want);

    // Another address ranks its street's listings first, as the page GET does for it.
    const street = want.listings.at(-1)!.property.address.street;
    const elsewhere = await findOffers(params, { page: 1, pageSize: 10, address: `${street} 3` });
    expect(elsewhere.cache).toBe("hit");
    expect(elsewhere.page!.listings[0]!.property.address.street).toBe(street);
    expect(elsewhere.page).toEqual(
      await pageGet(plain.redirectLocation, { page: "1", pageSize: "10", address: `${street} 3` }),
    );
  });

  it("brings a page past the end into range and takes the page query's defaults", async () => {
    const params = berlinSearch();
    const found = await findOffers(params, { page: 999, pageSize: 50 });
    expect(found.page!.page).toBe(Math.ceil(found.offers / 50));
    await keptHits(found.redirectLocation);
    const defaults = await findOffers(params, {});
    expect(defaults.cache).toBe("hit");
    expect(defaults.page!.page).toBe(1);
    expect(defaults.page!.listings).toHaveLength(Math.min(10, found.offers));
    expect(defaults.page).toEqual(await pageGet(found.redirectLocation, {}));
  });

  it("answers no page without the option (as before it existed)", async () => {
    const params = berlinSearch();
    const res = await apiJson<Record<string, unknown>>(otaPaths.findOffers(), {
      json: { params, pageProps: {}, options: {} },
    });
    expect(Object.keys(res.body).sort()).toEqual(["expiresAt", "offers", "redirectLocation"]);
  });
});
