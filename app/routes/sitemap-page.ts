import { data } from "react-router";
import { tenantContext } from "../.server/context.server";
import { sitemapOffers } from "../.server/pages/sitemap.server";
import { parseSitemapPageFile, SITEMAP_CONTENT_TYPE, sitemapPageXml } from "../domain/seo/sitemap";
import type { Route } from "./+types/sitemap-page";

/** `/sitemaps/<n>.xml`: one page of the tenant's sitemap; unknown pages and the admin host are 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { tenant, area } = context.get(tenantContext);
  const page = parseSitemapPageFile(params.file);
  if (area === "admin" || page === undefined) throw data(null, { status: 404 });
  const origin = new URL(request.url).origin;
  const xml = sitemapPageXml(
    { tenant, origin, cities: tenant.featuredCities, offers: await sitemapOffers(context) },
    page,
  );
  if (xml === undefined) throw data(null, { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": SITEMAP_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
