import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { FIND_OFFERS_MAX_LIMIT } from "~/domain/ota/find-offers";
import { landingStay } from "~/domain/seo/landing-stay";
import type { SitemapOffer } from "~/domain/seo/sitemap";
import { cloudflareContext, tenantContext } from "./context.server";
import { logger } from "./logger.server";
import { otaFor } from "./upstreams.server";

/** Radius around each featured city that the sitemap searches. */
export const SITEMAP_CITY_RADIUS_KM = 25;

// One search per request, however often the route asks (index and page share the helper).
const perRequest = new WeakMap<object, Promise<SitemapOffer[]>>();

/** Crawlers fetch the index and every page: the tenant's offer list is kept in KV for six hours. */
export const SITEMAP_CACHE_TTL_SECONDS = 6 * 60 * 60;
const cachedOffersSchema = z.array(
  z.object({ apartmentTypeId: z.string().min(1), ibeUid: z.string().min(1), propertyName: z.string() }),
);

/** Per tenant and landing stay (which changes monthly), so a new month searches afresh. */
export const sitemapCacheKey = (ibeUid: string, inDate: string) => `sitemap:offers:v1:${ibeUid}:${inDate}`;

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
  const kv = context.get(cloudflareContext).env.SESSIONS;
  const stay = landingStay();
  const key = sitemapCacheKey(tenant.ibeUid, stay.inDate);
  const cached = cachedOffersSchema.safeParse(await kv.get(key, "json"));
  // A cached list of another tenant can never be served: the key and every entry carry the ibeUid.
  if (cached.success && cached.data.every((offer) => offer.ibeUid === tenant.ibeUid)) return cached.data;
  const { offers, complete } = await search(context, stay);
  // Only a complete list is cached; after a failed search the next request tries again.
  if (complete) await kv.put(key, JSON.stringify(offers), { expirationTtl: SITEMAP_CACHE_TTL_SECONDS });
  return offers;
}

async function search(
  context: Readonly<RouterContextProvider>,
  stay: ReturnType<typeof landingStay>,
): Promise<{ offers: SitemapOffer[]; complete: boolean }> {
  const { tenant } = context.get(tenantContext);
  const ota = otaFor(context);
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
  let complete = true;
  for (const result of results) {
    if (!result.ok) {
      logger.warn("sitemap: search failed", { status: result.status, statusText: result.statusText });
      complete = false;
      continue;
    }
    for (const listing of result.data) {
      const id = listing.apartmentType.id;
      if (!offers.has(id))
        offers.set(id, { apartmentTypeId: id, ibeUid: tenant.ibeUid, propertyName: listing.property.name });
    }
  }
  return { offers: [...offers.values()], complete };
}
