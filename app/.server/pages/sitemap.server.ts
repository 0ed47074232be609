import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { APARTMENT_IDS_MAX_LIMIT } from "../../../shared/ota/apartment";
import type { SitemapOffer } from "../../domain/seo/sitemap";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";

// One list per request, however often the route asks (index and page share the helper).
const perRequest = new WeakMap<object, Promise<SitemapOffer[]>>();

/** Crawlers fetch the index and every page: the tenant's offer list is kept in KV for six hours. */
export const SITEMAP_CACHE_TTL_SECONDS = 6 * 60 * 60;
/** Pages of the OTA's apartment list read at most (500,000 apartment types); a longer list is cut and logged. */
export const SITEMAP_MAX_ID_PAGES = 100;
const cachedOffersSchema = z.array(
  z.object({ apartmentTypeId: z.string().min(1), ibeUid: z.string().min(1), propertyName: z.string().optional() }),
);

/** Per tenant; v2 holds every apartment the tenant sells (v1 held what a landing-stay search found). */
export const sitemapCacheKey = (ibeUid: string) => `sitemap:offers:v2:${ibeUid}`;

/**
 * The tenant's offers for its sitemap: every apartment type it sells, from the OTA's list of the
 * tenant's apartment ids (read a page at a time), whatever their availability, minimum stay or city
 * (docs/decisions/0081-sitemap-every-apartment-sold.md). A failed page leaves the list incomplete:
 * what was read is served and nothing is cached.
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
  const kv = adaptersOf(context).pageCopies;
  const key = sitemapCacheKey(tenant.ibeUid);
  const cached = cachedOffersSchema.safeParse(await kv.get(key, "json"));
  // A cached list of another tenant can never be served: the key and every entry carry the ibeUid.
  if (cached.success && cached.data.every((offer) => offer.ibeUid === tenant.ibeUid)) return cached.data;
  const { offers, complete } = await listAll(context);
  // Only a complete list is cached; after a failed read the next request tries again.
  if (complete) await kv.put(key, JSON.stringify(offers), { expirationTtl: SITEMAP_CACHE_TTL_SECONDS });
  return offers;
}

async function listAll(
  context: Readonly<RouterContextProvider>,
): Promise<{ offers: SitemapOffer[]; complete: boolean }> {
  const { tenant } = context.get(tenantContext);
  const ota = adaptersOf(context).ota;
  const offers: SitemapOffer[] = [];
  let after: string | undefined;
  for (let page = 0; page < SITEMAP_MAX_ID_PAGES; page++) {
    const result = await ota.listApartmentIds(tenant.ibeUid, {
      limit: APARTMENT_IDS_MAX_LIMIT,
      ...(after ? { after } : {}),
    });
    if (!result.ok) {
      logger.warn("sitemap: apartment list failed", { status: result.status, statusText: result.statusText });
      return { offers, complete: false };
    }
    for (const id of result.data.apartmentTypeIds) offers.push({ apartmentTypeId: id, ibeUid: tenant.ibeUid });
    if (result.data.next === null) return { offers, complete: true };
    after = result.data.next;
  }
  logger.warn("sitemap: apartment list cut", { pages: SITEMAP_MAX_ID_PAGES, ids: offers.length });
  return { offers, complete: true };
}
