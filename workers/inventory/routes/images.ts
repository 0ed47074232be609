import { json } from "../http/responses";
import type { RouteParams } from "../http/router";
import { apartmentSvg } from "../images/apartment-svg";
import { hashString } from "../rules/prng";
import type { RequestContext } from "./context";

const NAME = /^[a-z0-9-]{1,120}\.svg$/;

/** GET /images/:name.svg: a generated illustration, cacheable for a year (the name fixes the picture). */
export function handleImage(request: Request, params: RouteParams, _context: RequestContext) {
  const file = params.name ?? "";
  if (!NAME.test(file)) return json({ error: { code: "not_found", message: "Image not found" } }, 404);
  const name = file.slice(0, -4);
  const etag = `"${hashString(name).toString(36)}"`;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(apartmentSvg(name), { headers });
}
