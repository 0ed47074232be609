import { data } from "react-router";
import { tenantContext } from "../.server/context.server";
import { sitemapOffers } from "../.server/pages/sitemap.server";
import { SITEMAP_CONTENT_TYPE, sitemapEntries, sitemapIndexXml, sitemapPageCount } from "../domain/seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

/** The sitemap index of the brand host; the admin host has none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, area } = context.get(tenantContext);
  if (area === "admin") throw data(null, { status: 404 });
  const origin = new URL(request.url).origin;
  const offers = await sitemapOffers(context);
  const count = sitemapEntries({ tenant, origin, cities: tenant.featuredCities, offers }).length;
  return new Response(sitemapIndexXml({ origin, pageCount: sitemapPageCount(count) }), {
    headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
