import { data } from "react-router";
import { nightsFromTo } from "../../shared/money/calendar-months";
import { tenantContext } from "../.server/context.server";
import { loadListings } from "../.server/pages/search-page.server";
import { searchVoucherOf } from "../.server/vouchers/voucher-on-search.server";
import { compactListings } from "../domain/search/compact-listings";
import { parseListingsLocation } from "../domain/search/listings-location";
import { upstreamFailureAnswer } from "../domain/upstream/outage";
import type { Route } from "./+types/api.find-offers.listings";

/** How long a browser keeps a search's listings: the OTA keeps a search 15 minutes. */
const CACHE_SECONDS = 300;

/**
 * GET of the redirectLocation handed out by POST /api/find-offers and by the search page: all
 * listings of the search as a compact set (docs/decisions/0028-search-page-listing-set.md). The URL is
 * the search, for the host's tenant, so the same search is the same cacheable answer; a promotion code
 * in it (looked up once) prices the listings as the search page does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const parsed = parseListingsLocation(new URL(request.url).searchParams, tenant.ibeUid);
  if (!parsed.ok) {
    return data(
      {
        error: "invalid_input",
        issues: parsed.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      { status: 400 },
    );
  }
  const { params } = parsed;
  const voucher = await searchVoucherOf(context, parsed.voucher, {
    valid: true,
    inDate: params.from,
    outDate: params.to,
    nights: nightsFromTo(params.from, params.to),
    companyCode: params.companyCode ?? null,
  });
  const { listings, error, stale } = await loadListings(context, params, voucher?.judge ?? undefined);
  if (error) return data({ error: "upstream_error", ...error }, upstreamFailureAnswer(error.status));
  // An enquiry's offers change status and a last good copy is for the outage only: neither is kept.
  const forEnquiry = parsed.params.rfpId !== undefined || parsed.params.rfpOfferId !== undefined;
  const cacheControl = stale || forEnquiry ? "private, no-store" : `private, max-age=${CACHE_SECONDS}`;
  return data(compactListings(listings), { headers: { "Cache-Control": cacheControl } });
}
