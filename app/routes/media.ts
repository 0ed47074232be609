import { data } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { tenantContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { cityTileSvg } from "../.server/media/city-tile-svg";
import type { Route } from "./+types/media";

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=31536000, immutable",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
} as const;

/** FNV-1a of the picture, as its entity tag. */
function etagOf(body: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) {
    h ^= body.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `"${h.toString(36)}"`;
}

/**
 * Pictures served on the tenant's own host, so pages need no third-party origin: the embedded OTA's
 * listing images (`images/...`; production listings carry absolute image URLs and never come here)
 * and the pictures of the tenant's featured cities (`cities/<GeoNames id>.svg`).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const name = params["*"] ?? "";
  const city = /^cities\/(\d{1,12})\.svg$/.exec(name);
  if (city) {
    const { tenant } = context.get(tenantContext);
    const featured = tenant.featuredCities.find((entry) => entry.placeId === city[1]);
    if (!featured) throw data(null, { status: 404 });
    const body = cityTileSvg(featured.placeId, featured.name.en ?? Object.values(featured.name)[0] ?? "");
    const etag = etagOf(body);
    const headers = { ...SVG_HEADERS, ETag: etag };
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(body, { headers });
  }
  if (!/^images\/[A-Za-z0-9._-]+\.svg$/.test(name)) throw data(null, { status: 404 });
  const ifNoneMatch = request.headers.get("If-None-Match");
  const upstream = await adaptersOf(context).ota.fetchAsset(
    `/${name}`,
    ifNoneMatch ? { headers: { "If-None-Match": ifNoneMatch } } : {},
  );
  const etag = upstream.headers.get("ETag");
  const headers = { ...SVG_HEADERS, ...(etag ? { ETag: etag } : {}) };
  if (upstream.status === 304) return new Response(null, { status: 304, headers });
  if (!upstream.ok) throw data(null, { status: failedUpstreamStatus(upstream, { notFound: [404] }) });
  return new Response(upstream.body, { headers });
}
