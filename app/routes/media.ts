import { data } from "react-router";
import { PHOTO_MEDIA_TYPES } from "../../shared/ota/back-office-photos";
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
 * listing images (`images/...`) and operators' photos (`photos/...`; production listings carry absolute
 * image URLs and never come here) and the pictures of the tenant's featured cities (`cities/<GeoNames id>.svg`).
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
  if (/^images\/[A-Za-z0-9._-]+\.svg$/.test(name)) return passOn(context, request, name, () => SVG_HEADERS);
  if (PHOTO.test(name)) return passOn(context, request, name, photoHeaders);
  throw data(null, { status: 404 });
}

/** An operator's uploaded photo: `photos/<apartment type id>/<photo id>.<jpg|png|webp>` (docs/decisions/0106). */
const PHOTO = /^photos\/[A-Za-z0-9_-]{1,80}\/pho_[a-z0-9]{1,40}\.(jpg|png|webp)$/;

/** A photo's key never names other bytes (a new file is a new photo), so it is cached for a year. */
function photoHeaders(upstream: Response): Record<string, string> {
  const type = upstream.headers.get("Content-Type") ?? "";
  return {
    "Content-Type": (PHOTO_MEDIA_TYPES as readonly string[]).includes(type) ? type : "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  };
}

/** The OTA's file at `/<name>`, with its entity tag (304 when the browser has it) and `headersOf` its answer. */
async function passOn(
  context: Route.LoaderArgs["context"],
  request: Request,
  name: string,
  headersOf: (upstream: Response) => Record<string, string>,
) {
  const ifNoneMatch = request.headers.get("If-None-Match");
  const upstream = await adaptersOf(context).ota.fetchAsset(
    `/${name}`,
    ifNoneMatch ? { headers: { "If-None-Match": ifNoneMatch } } : {},
  );
  const etag = upstream.headers.get("ETag");
  const headers = { ...headersOf(upstream), ...(etag ? { ETag: etag } : {}) };
  if (upstream.status === 304) return new Response(null, { status: 304, headers });
  if (!upstream.ok) throw data(null, { status: failedUpstreamStatus(upstream, { notFound: [404] }) });
  return new Response(upstream.body, { headers });
}
