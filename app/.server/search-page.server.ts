import type { RouterContextProvider } from "react-router";
import { type ListingWarning, type SearchListing, toSearchListing } from "~/domain/search";
import type { SearchUrlParams } from "~/domain/search/search-route";
import { adaptersContext, tenantContext } from "./context.server";
import { getLocale } from "./i18n/i18n-middleware.server";
import { logger } from "./logger.server";
import { otaFor } from "./upstreams.server";

/** Spec section 8: what the page shows when the OTA failed. */
export type OffersError = { kind: "findOffers" | "listings"; status: number; statusText: string };

/**
 * Fetches the listings of a search: find-offers (retried twice by the client), then the redirect
 * location. A failed find-offers clears the offers and carries the status (500 when unknown); a
 * failed redirect fetch gives empty listings and keeps the error info. Nothing here throws.
 */
export async function loadSearchListings(
  context: Readonly<RouterContextProvider>,
  search: SearchUrlParams,
  currency: string,
  rfp: { rfpId?: string; rfpOfferId?: string },
): Promise<{ listings: SearchListing[]; error: OffersError | null }> {
  if (!search.valid || !search.position || !search.inDate || !search.outDate || !search.guests || !search.radius) {
    return { listings: [], error: null };
  }
  const { tenant } = context.get(tenantContext);
  const ota = otaFor(context);
  const found = await ota.findOffers({
    params: {
      ibeUid: tenant.ibeUid,
      lat: search.position.lat,
      long: search.position.long,
      radius: Math.min(search.radius, 100),
      from: search.inDate,
      to: search.outDate,
      guests: search.guests,
      currency,
      language: getLocale(context),
      ...(rfp.rfpId ? { rfpId: rfp.rfpId } : {}),
      ...(rfp.rfpOfferId ? { rfpOfferId: rfp.rfpOfferId } : {}),
    },
    pageProps: { page: "search" },
  });
  if (!found.ok) {
    return { listings: [], error: { kind: "findOffers", status: found.status || 500, statusText: found.statusText } };
  }
  const listings = await ota.getListings(found.data.redirectLocation);
  if (!listings.ok) {
    return {
      listings: [],
      error: { kind: "listings", status: listings.status || 500, statusText: listings.statusText },
    };
  }
  // Whether a rate is still free to cancel depends on the day of booking: today, in UTC like the policy.
  const today = new Date().toISOString().slice(0, 10);
  return { listings: listings.data.map((listing) => toSearchListing(listing, { today })), error: null };
}

/** Spec section 8: a brand-named property without the vision link is logged (and treated as vision). */
export function logListingWarnings(warnings: readonly ListingWarning[]): void {
  for (const warning of warnings)
    logger.warn(`search: ${warning.code}`, { listingId: warning.listingId, property: warning.propertyName });
}

/** The rates the page converts with (the cron's KV copy, or the committed snapshot). */
export async function exchangeRatesFor(context: Readonly<RouterContextProvider>) {
  const result = await context.get(adaptersContext).rates.all();
  return result.ok ? result.data : null;
}
