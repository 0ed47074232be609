import { z } from "zod";
import { type FindOffersResponse, findOffersRequestSchema } from "../../../shared/ota/find-offers";
import { otaPaths } from "../../../shared/ota/paths";
import { type SearchPage, type SearchPageQuery, searchPageQuerySchema } from "../../../shared/ota/search-page";
import { canonicalJson, sha256Hex } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { tenantExists } from "../repositories/apartments";
import { todayIso } from "../rules/calendar";
import type { Generation } from "../search-store/generation";
import { type SearchMeta, SearchStore, type StoredHits } from "../search-store/store";
import { enquiryListings, findSearchHits, listingsOfHits } from "../services/search-offers";
import { type Ranking, searchPageOfHits } from "../services/search-page";
import { type RequestContext, requireStayDates } from "./context";

const searchIdSchema = z.string().regex(/^[a-f0-9]{32}$/, "a search id");

/**
 * POST /api/find-offers: computes the search once, keeps the listings under a redirect location for a
 * while (KV with expiry) and answers where to fetch them. The same search within that time answers
 * the same location without computing again. With `options.firstPage` a radius search also answers
 * that page, as the GET of the location's `/page` would (docs/decisions/0043): a new computation
 * from the hits in hand, which are kept after the answer (0053, 0055).
 */
export async function handleFindOffers(request: Request, _params: RouteParams, { env, ctx, now }: RequestContext) {
  const body = await parseJsonBody(request, findOffersRequestSchema);
  const { params, options } = body;
  const { firstPage } = options;
  requireStayDates(params.from, params.to, now);
  const unknownTenant = () => new OtaError("unknown_tenant", `Unknown booking engine ${params.ibeUid}`);
  const searchId = (await sha256Hex(canonicalJson({ params, limit: options.limit }))).slice(0, 32);
  const redirectLocation = otaPaths.searchResult(searchId);
  const store = new SearchStore(env, ctx, now);
  // An enquiry's offers change status (sent, booked, declined): their search is computed afresh every time.
  const forEnquiry = params.rfpId !== undefined || params.rfpOfferId !== undefined;
  if (forEnquiry && !(await tenantExists(env.INVENTORY_DB, params.ibeUid))) throw unknownTenant();
  const answer = (meta: SearchMeta, page: SearchPage | null, cache: "hit" | "miss") =>
    json(
      {
        redirectLocation,
        offers: meta.offers,
        expiresAt: meta.expiresAt,
        ...(page ? { page } : {}),
      } satisfies FindOffersResponse,
      200,
      { "X-Search-Cache": cache },
    );
  // Only a known tenant's search is ever kept; a radius search checks the tenant in its own read.
  if (!forEnquiry && firstPage) {
    const kept = await store.readCurrent(searchId, params.ibeUid, firstPage.address);
    if (kept) {
      const ranking = kept.ranking as Ranking | null;
      const page = await pageOfSearch(
        { env, now },
        store,
        searchId,
        kept.search,
        firstPage,
        ranking,
        kept.typeGeneration,
      );
      return answer(kept.meta, page, "hit");
    }
  } else if (!forEnquiry) {
    const kept = await store.readCurrent(searchId, params.ibeUid);
    if (kept) return answer(kept.meta, null, "hit");
  }
  if (forEnquiry) {
    const listings = await enquiryListings(env.INVENTORY_DB, params, options.limit, todayIso(now));
    // An enquiry's search has no pages (as its location's `/page`): no page is answered.
    return answer(await store.keepSearch(searchId, params.ibeUid, { listings }, { readNext: true }), null, "miss");
  }
  const found = await findSearchHits(env.INVENTORY_DB, params, options.limit);
  if (found === null) throw unknownTenant();
  const { ibeUid, from, to, guests, language, companyCode } = params;
  const search = store.newHits({
    ibeUid,
    from,
    to,
    guests,
    language,
    companyCode,
    generation: found.generation,
    hits: found.hits,
  });
  // Without a first page the caller GETs the location next: it answers once the hits are there. With
  // one, the page is built from the hits in hand and is the answer; the next pages and the listings
  // come through find-offers again, which computes the search anew while the hits are not yet there
  // (docs/decisions/0053).
  const meta = await store.keepSearch(searchId, ibeUid, { hits: search }, { readNext: !firstPage });
  if (!firstPage) return answer(meta, null, "miss");
  const page = await pageOfSearch({ env, now }, store, searchId, search, firstPage, null, found.typeGeneration);
  return answer(meta, page, "miss");
}

/**
 * One page of a radius search's hits (`searchPageOfHits`), ranked unless the kept ranking for the
 * page's address is given; a new ranking is kept for the next pages. Serves the page GET and
 * find-offers' `firstPage` alike; `typeGeneration` as `searchPageOfHits` takes it.
 */
async function pageOfSearch(
  { env, now }: Pick<RequestContext, "env" | "now">,
  store: SearchStore,
  searchId: string,
  search: StoredHits,
  query: SearchPageQuery,
  kept: Ranking | null,
  typeGeneration?: Generation,
): Promise<SearchPage> {
  const { page, ranking } = await searchPageOfHits(
    env.INVENTORY_DB,
    search,
    query,
    todayIso(now),
    kept,
    typeGeneration,
  );
  if (!kept) store.keepRanking(searchId, ranking, search);
  return page;
}

/**
 * GET /api/find-offers/:searchId: the listings array, or 404 search_expired. A radius search's first
 * GET builds its listings from the kept hits and keeps them for the next GETs.
 */
export async function handleSearchResult(_request: Request, params: RouteParams, { env, ctx, now }: RequestContext) {
  const searchId = parseParam("searchId", params.searchId, searchIdSchema);
  const store = new SearchStore(env, ctx, now);
  const stored = await store.readResult(searchId);
  if (stored === null) throw new OtaError("search_expired", "This search result has expired or never existed");
  let body: string | ReadableStream<Uint8Array>;
  if (stored.kind === "listings") body = stored.body;
  else {
    const { ibeUid, from, to, guests, language, companyCode, hits } = stored.search;
    const stay = { from, to, guests };
    const listings = await listingsOfHits(env.INVENTORY_DB, ibeUid, stay, language, hits, companyCode);
    body = JSON.stringify(listings);
    store.keepListings(searchId, body, stored.search);
  }
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, max-age=60" },
  });
}

/**
 * GET /api/find-offers/:searchId/page?page=&pageSize=&address=: one page of a radius search in the
 * recommended order with the facets of all its listings, building only the page's listings
 * (docs/decisions/0040). 404 search_expired as the listings GET; an enquiry's search has no pages
 * (not_found: its client reads its few listings whole).
 */
export async function handleSearchResultPage(request: Request, params: RouteParams, { env, ctx, now }: RequestContext) {
  const searchId = parseParam("searchId", params.searchId, searchIdSchema);
  const query = parseQuery(new URL(request.url), searchPageQuerySchema);
  const store = new SearchStore(env, ctx, now);
  // The next pages of the same search read its ranking (read with the hits) instead of ranking again.
  const { stored, ranking } = await store.readForPage(searchId, query.address);
  if (stored === null) throw new OtaError("search_expired", "This search result has expired or never existed");
  if (stored.kind !== "hits") throw new OtaError("not_found", "An enquiry's search is read whole, not by pages");
  const page = await pageOfSearch({ env, now }, store, searchId, stored.search, query, ranking as Ranking | null);
  return json(page, 200, { "Cache-Control": "private, max-age=60" });
}
