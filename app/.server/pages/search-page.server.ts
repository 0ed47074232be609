import type { RouterContextProvider } from "react-router";
import { FIND_OFFERS_MAX_RADIUS_KM, type FindOffersParams } from "../../../shared/ota/find-offers";
import { listingsSchema } from "../../../shared/ota/listing";
import { type SearchPage, type SearchPageQuery, searchPageSchema } from "../../../shared/ota/search-page";
import type { Language } from "../../../shared/tenancy/tenant";
import type { VoucherJudge } from "../../../shared/vouchers/voucher-on-listing";
import { SHAREABLE_PAGE_HEADERS } from "../../domain/http/page-cache";
import { type ListingWarning, type SearchListing, toSearchListing } from "../../domain/search";
import { searchPageStatus } from "../../domain/search/search-page-status";
import type { SearchUrlParams } from "../../domain/search/search-route";
import { upstreamPageHeaders } from "../../domain/upstream/outage";
import { adaptersOf } from "../adapters.server";
import { logger } from "../logger.server";
import { getI18n } from "../middleware/i18n.server";
import { withLastGood } from "../ota/last-good.server";

/** Spec section 8: what the page shows when the OTA failed. */
export type OffersError = { kind: "findOffers" | "listings"; status: number; statusText: string };

export type SearchListings = {
  listings: SearchListing[];
  error: OffersError | null;
  /** Said when the listings are the last good copy of this search, served during an outage. */
  staleNotice: string | null;
};

/** The find-offers parameters of a page's search; null when the search is incomplete or invalid. */
export function findOffersParamsOf(
  ibeUid: string,
  search: SearchUrlParams,
  { currency, language }: { currency: string; language: Language },
  rfp: { rfpId?: string; rfpOfferId?: string },
): FindOffersParams | null {
  if (!search.valid || !search.position || !search.inDate || !search.outDate || !search.guests || !search.radius) {
    return null;
  }
  return {
    ibeUid,
    lat: search.position.lat,
    long: search.position.long,
    radius: Math.min(search.radius, FIND_OFFERS_MAX_RADIUS_KM),
    from: search.inDate,
    to: search.outDate,
    guests: search.guests,
    currency,
    language,
    ...(rfp.rfpId ? { rfpId: rfp.rfpId } : {}),
    ...(rfp.rfpOfferId ? { rfpOfferId: rfp.rfpOfferId } : {}),
    ...(search.companyCode ? { companyCode: search.companyCode } : {}),
  };
}

export type LoadedListings = {
  listings: SearchListing[];
  error: OffersError | null;
  /** The listings are the last good copy of this search, served during an outage. */
  stale: boolean;
};

/**
 * Fetches the listings of a search: find-offers (retried twice by the client), then the redirect
 * location. A failed find-offers clears the offers and carries the status (500 when unknown); a
 * failed redirect fetch gives empty listings and keeps the error info. During an outage the last
 * good listings of the same search (tenant, language, currency and query) are served, marked as
 * such. Nothing here throws. The search page and its listing set (GET of the app's redirectLocation)
 * both read a search through here, so they see the same listings. A promotion code prices them after
 * they are read: what is kept (the OTA's search, the last good copy) is the public listings only.
 */
export async function loadListings(
  context: Readonly<RouterContextProvider>,
  params: FindOffersParams,
  voucher?: VoucherJudge,
): Promise<LoadedListings> {
  const ota = adaptersOf(context).ota;
  let failed: OffersError["kind"] = "findOffers";
  const { result, staleSince } = await withLastGood(
    context,
    { kind: "search", ibeUid: params.ibeUid, language: params.language, currency: params.currency, query: params },
    listingsSchema,
    async () => {
      const found = await ota.findOffers({ params, pageProps: { page: "search" } });
      if (!found.ok) return found;
      failed = "listings";
      return ota.getListings(found.data.redirectLocation);
    },
  );
  if (!result.ok) {
    return {
      listings: [],
      error: { kind: failed, status: result.status || 500, statusText: result.statusText },
      stale: false,
    };
  }
  // Whether a rate is still free to cancel depends on the day of booking: today, in UTC like the policy.
  const today = new Date().toISOString().slice(0, 10);
  return {
    listings: result.data.map((listing) => toSearchListing(listing, { today, voucher })),
    error: null,
    stale: Boolean(staleSince),
  };
}

export type LoadedPage = { page: SearchPage; stale: boolean } | { page: null; error: OffersError };

/**
 * One ranked page of a search with the facets of all its listings, from the OTA's pages of a redirect
 * location (docs/decisions/0040): the first view of a search page without reading every listing.
 * find-offers is asked for the page too (`options.firstPage`, docs/decisions/0043): one call when the
 * OTA answers it; an OTA that answers no page is asked with the GET of the location's page. The
 * last good copy of the same page bridges an outage, as for the listings; a failure carries its status
 * as `loadListings` does. Null when the OTA has no pages for the search (404): the caller reads the
 * listings whole. Nothing here throws.
 */
export async function loadRankedPage(
  context: Readonly<RouterContextProvider>,
  params: FindOffersParams,
  query: SearchPageQuery,
): Promise<LoadedPage | null> {
  const ota = adaptersOf(context).ota;
  // Set by the call below; typed wide so the check after it is not narrowed away.
  let failed = "findOffers" as OffersError["kind"];
  const { result, staleSince } = await withLastGood(
    context,
    {
      kind: "search",
      ibeUid: params.ibeUid,
      language: params.language,
      currency: params.currency,
      query: { ...params, ...query, answer: "page" },
    },
    searchPageSchema,
    async () => {
      const found = await ota.findOffers({ params, pageProps: { page: "search" }, options: { firstPage: query } });
      if (!found.ok) return found;
      if (found.data.page) return { ok: true, data: found.data.page, status: found.status };
      failed = "listings";
      return ota.getSearchPage(found.data.redirectLocation, query);
    },
  );
  if (result.ok) return { page: result.data, stale: Boolean(staleSince) };
  if (failed === "listings" && result.status === 404) return null;
  return { page: null, error: { kind: failed, status: result.status || 500, statusText: result.statusText } };
}

/** The listings of a page's search (none for an incomplete one), with the page's stale notice. */
export async function loadSearchListings(
  context: Readonly<RouterContextProvider>,
  params: FindOffersParams | null,
  voucher?: VoucherJudge,
): Promise<SearchListings> {
  if (!params) return { listings: [], error: null, staleNotice: null };
  const { listings, error, stale } = await loadListings(context, params, voucher);
  return { listings, error, staleNotice: stale ? getI18n(context).t("stale.searchResults") : null };
}

/**
 * The search page's status and headers: 400 for an invalid search, the OTA's refusals passed on,
 * 503 with Retry-After during an outage, and never stored while it shows a last good copy; fresh
 * results may be shared.
 */
export function searchPageResponse(valid: boolean, offers: SearchListings): ResponseInit {
  const status = searchPageStatus({ valid, offersError: offers.error });
  const stale = offers.staleNotice !== null;
  // A page of fresh results is the same for every anonymous visitor: shared for a minute (0042).
  const shared = status === 200 && !stale ? SHAREABLE_PAGE_HEADERS : {};
  return { status, headers: { ...upstreamPageHeaders({ status, stale }), ...shared } };
}

/** Listings whose warning this isolate has logged; bounded, so a long-lived isolate does not grow it forever. */
const loggedWarnings = new Set<string>();
const LOGGED_WARNINGS_MAX = 5_000;

/**
 * Spec section 8: a brand-named property without the vision link is logged (and treated as vision).
 * Once per listing and isolate: the same listings come back on every render of a search, and a line
 * per listing per request cost every page a console write per warned listing (several on Berlin).
 */
export function logListingWarnings(warnings: readonly ListingWarning[]): void {
  for (const warning of warnings) {
    const key = `${warning.code}:${warning.listingId}`;
    if (loggedWarnings.has(key)) continue;
    if (loggedWarnings.size >= LOGGED_WARNINGS_MAX) loggedWarnings.clear();
    loggedWarnings.add(key);
    logger.warn(`search: ${warning.code}`, { listingId: warning.listingId, property: warning.propertyName });
  }
}

/** The rates the page converts with (the cron's KV copy, or the committed snapshot). */
export async function exchangeRatesFor(context: Readonly<RouterContextProvider>) {
  const result = await adaptersOf(context).rates.all();
  return result.ok ? result.data : null;
}
