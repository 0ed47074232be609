import { z } from "zod";
import { type FindOffersResponse, findOffersRequestSchema } from "../../../app/domain/ota/find-offers";
import { otaPaths } from "../../../app/domain/ota/paths";
import { canonicalJson, sha256Hex } from "../http/ids";
import { parseJsonBody, parseParam } from "../http/parse";
import { json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { tenantExists } from "../repositories/apartments";
import { readSearchListings, readSearchMeta, searchTtlSeconds, writeSearch } from "../repositories/search-cache";
import { todayIso } from "../rules/calendar";
import { searchListings } from "../services/search-offers";
import { type RequestContext, requireStayDates } from "./context";

const searchIdSchema = z.string().regex(/^[a-f0-9]{32}$/, "a search id");

/**
 * POST /api/find-offers: computes the search once, keeps the listings under a redirect location for a
 * while (KV with expiry) and answers where to fetch them. The same search within that time answers
 * the same location without computing again.
 */
export async function handleFindOffers(request: Request, _params: RouteParams, { env, now }: RequestContext) {
  const body = await parseJsonBody(request, findOffersRequestSchema);
  const { params, options } = body;
  requireStayDates(params.from, params.to, now);
  if (!(await tenantExists(env.INVENTORY_DB, params.ibeUid)))
    throw new OtaError("unknown_tenant", `Unknown booking engine ${params.ibeUid}`);

  const searchId = (await sha256Hex(canonicalJson({ params, limit: options.limit }))).slice(0, 32);
  const redirectLocation = otaPaths.searchResult(searchId);
  // An enquiry's offers change status (sent, booked, declined): their search is computed afresh every time.
  const forEnquiry = params.rfpId !== undefined || params.rfpOfferId !== undefined;
  const cached = forEnquiry ? null : await readSearchMeta(env.SEARCH_CACHE, searchId);
  if (cached) {
    return json(
      { redirectLocation, offers: cached.offers, expiresAt: cached.expiresAt } satisfies FindOffersResponse,
      200,
      {
        "X-Search-Cache": "hit",
      },
    );
  }
  const listings = await searchListings(env.INVENTORY_DB, params, options.limit, todayIso(now));
  const meta = await writeSearch(
    env.SEARCH_CACHE,
    searchId,
    params.ibeUid,
    listings,
    searchTtlSeconds(env.SEARCH_TTL_SECONDS),
    now,
  );
  return json({ redirectLocation, offers: meta.offers, expiresAt: meta.expiresAt } satisfies FindOffersResponse, 200, {
    "X-Search-Cache": "miss",
  });
}

/** GET /api/find-offers/:searchId: the listings array, or 404 search_expired. */
export async function handleSearchResult(_request: Request, params: RouteParams, { env }: RequestContext) {
  const searchId = parseParam("searchId", params.searchId, searchIdSchema);
  const listings = await readSearchListings(env.SEARCH_CACHE, searchId);
  if (listings === null) throw new OtaError("search_expired", "This search result has expired or never existed");
  return new Response(listings, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, max-age=60" },
  });
}
