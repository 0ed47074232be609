import type { RouterContextProvider } from "react-router";
import { FIND_OFFERS_MAX_LIMIT } from "~/domain/ota/find-offers";
import { landingStay } from "~/domain/seo/landing-stay";
import type { SitemapOffer } from "~/domain/seo/sitemap";
import { tenantContext } from "./context.server";
import { otaFor } from "./upstreams.server";

/** Radius around each featured city that the sitemap searches. */
export const SITEMAP_CITY_RADIUS_KM = 25;

// One search per request, however often the route asks (index and page share the helper).
const perRequest = new WeakMap<object, Promise<SitemapOffer[]>>();

/**
 * The tenant's offers for its sitemap. The OTA cannot list a tenant's apartment types, so this searches
 * around each featured city with the landing stay and collects the distinct apartment type ids; sold-out
 * and long-min-stay apartments are missed (see docs/decisions/0011-seo.md). Failed searches are skipped.
 */
export function sitemapOffers(context: Readonly<RouterContextProvider>): Promise<SitemapOffer[]> {
  let cached = perRequest.get(context);
  if (!cached) {
    cached = collect(context);
    perRequest.set(context, cached);
  }
  return cached;
}

async function collect(context: Readonly<RouterContextProvider>): Promise<SitemapOffer[]> {
  const { tenant } = context.get(tenantContext);
  const ota = otaFor(context);
  const stay = landingStay();
  const results = await Promise.all(
    tenant.featuredCities.map((city) =>
      ota.searchListings({
        params: {
          ibeUid: tenant.ibeUid,
          lat: city.lat,
          long: city.long,
          radius: SITEMAP_CITY_RADIUS_KM,
          from: stay.inDate,
          to: stay.outDate,
          guests: stay.guests,
          currency: tenant.defaultCurrency,
          language: tenant.defaultLanguage,
        },
        pageProps: { page: "sitemap" },
        options: { limit: FIND_OFFERS_MAX_LIMIT },
      }),
    ),
  );
  const offers = new Map<string, SitemapOffer>();
  for (const result of results) {
    if (!result.ok) {
      console.warn("sitemap: search failed", result.status, result.statusText);
      continue;
    }
    for (const listing of result.data) {
      const id = listing.apartmentType.id;
      if (!offers.has(id))
        offers.set(id, { apartmentTypeId: id, ibeUid: tenant.ibeUid, propertyName: listing.property.name });
    }
  }
  return [...offers.values()];
}
