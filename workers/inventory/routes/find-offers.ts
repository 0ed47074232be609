import { z } from "zod";
import { keepAfterAnswer } from "../../../app/domain/ota/after-answer";
import { type FindOffersResponse, findOffersRequestSchema } from "../../../app/domain/ota/find-offers";
import { otaPaths } from "../../../app/domain/ota/paths";
import { type SearchPage, type SearchPageQuery, searchPageQuerySchema } from "../../../app/domain/ota/search-page";
import { canonicalJson, sha256Hex } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { tenantExists } from "../repositories/apartments";
import {
  keepBuiltListings,
  keepRanking,
  newComputation,
  readKeptSearchForPage,
  readSearchForPage,
  readSearchMeta,
  readSearchResult,
  type SearchMeta,
  type StoredHits,
  searchTtlSeconds,
  writeSearch,
} from "../repositories/search-cache";
import type { FactsVersion } from "../repositories/versioned-row-memo";
import { todayIso } from "../rules/calendar";
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
    const kept = await readKeptSearchForPage(env.SEARCH_CACHE, searchId, params.ibeUid, firstPage.address);
    if (kept) {
      const page = await pageOfSearch(
        { env, ctx, now },
        searchId,
        kept.search,
        firstPage,
        kept.ranking as Ranking | null,
      );
      return answer(kept.meta, page, "hit");
    }
  } else {
    const cached = forEnquiry ? null : await readSearchMeta(env.SEARCH_CACHE, searchId, params.ibeUid);
    if (cached) return answer(cached, null, "hit");
  }
  const ttl = searchTtlSeconds(env.SEARCH_TTL_SECONDS);
  if (forEnquiry) {
    const listings = await enquiryListings(env.INVENTORY_DB, params, options.limit, todayIso(now));
    // An enquiry's search has no pages (as its location's `/page`): no page is answered.
    const { meta, write } = writeSearch(env.SEARCH_CACHE, searchId, params.ibeUid, { listings }, ttl, now);
    await write();
    return answer(meta, null, "miss");
  }
  const found = await findSearchHits(env.INVENTORY_DB, params, options.limit);
  if (found === null) throw unknownTenant();
  const { ibeUid, from, to, guests, language, companyCode } = params;
  const search = newComputation({ ibeUid, from, to, guests, language, companyCode, hits: found.hits }, ttl);
  const { meta, write } = writeSearch(env.SEARCH_CACHE, searchId, params.ibeUid, { hits: search }, ttl, now);
  if (!firstPage) {
    // The caller GETs the location next: it answers once the hits are there.
    await write();
    return answer(meta, null, "miss");
  }
  // The first page is built from the hits in hand and is the answer; the next pages and the listings
  // come through find-offers again, which computes the search anew while the hits are not yet there.
  // So the hits are kept after the answer (0053, 0055).
  keepAfterAnswer(ctx, write);
  const page = await pageOfSearch({ env, ctx, now }, searchId, search, firstPage, null, found.factsVersion);
  return answer(meta, page, "miss");
}

/**
 * One page of a radius search's hits (`searchPageOfHits`), ranked unless the kept ranking for the
 * page's address is given; a new ranking is kept after answering, for the next pages. Serves the page
 * GET and find-offers' `firstPage` alike; `factsVersion` as `searchPageOfHits` takes it.
 */
async function pageOfSearch(
  { env, ctx, now }: Pick<RequestContext, "env" | "ctx" | "now">,
  searchId: string,
  search: StoredHits,
  query: SearchPageQuery,
  kept: Ranking | null,
  factsVersion?: FactsVersion,
): Promise<SearchPage> {
  const { page, ranking } = await searchPageOfHits(env.INVENTORY_DB, search, query, todayIso(now), kept, factsVersion);
  if (!kept) keepAfterAnswer(ctx, () => keepRanking(env.SEARCH_CACHE, searchId, ranking, search.expiresAt, now));
  return page;
}

/**
 * GET /api/find-offers/:searchId: the listings array, or 404 search_expired. A radius search's first
 * GET builds its listings from the kept hits and keeps them for the next GETs.
 */
export async function handleSearchResult(_request: Request, params: RouteParams, { env, ctx, now }: RequestContext) {
  const searchId = parseParam("searchId", params.searchId, searchIdSchema);
  const stored = await readSearchResult(env.SEARCH_CACHE, searchId);
  if (stored === null) throw new OtaError("search_expired", "This search result has expired or never existed");
  let body: string | ReadableStream<Uint8Array>;
  if (stored.kind === "listings") body = stored.body;
  else {
    const { ibeUid, from, to, guests, language, companyCode, hits } = stored.search;
    const stay = { from, to, guests };
    const listings = await listingsOfHits(env.INVENTORY_DB, ibeUid, stay, language, hits, companyCode);
    body = JSON.stringify(listings);
    ctx.waitUntil(keepBuiltListings(env.SEARCH_CACHE, searchId, body, stored.search, now));
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
  // The next pages of the same search read its ranking (read with the hits) instead of ranking again.
  const { stored, ranking: keptRanking } = await readSearchForPage(env.SEARCH_CACHE, searchId, query.address);
  if (stored === null) throw new OtaError("search_expired", "This search result has expired or never existed");
  if (stored.kind !== "hits") throw new OtaError("not_found", "An enquiry's search is read whole, not by pages");
  const page = await pageOfSearch({ env, ctx, now }, searchId, stored.search, query, keptRanking as Ranking | null);
  return json(page, 200, { "Cache-Control": "private, max-age=60" });
}
