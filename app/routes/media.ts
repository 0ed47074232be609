import { data } from "react-router";
import { otaFor } from "~/.server/upstreams.server";
import type { Route } from "./+types/media";

/**
 * Listing images of the embedded OTA, served on the tenant's own host so pages need no third-party
 * origin. Production listings carry absolute image URLs and never come here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = params["*"] ?? "";
  if (!/^images\/[A-Za-z0-9._-]+\.svg$/.test(name)) throw data(null, { status: 404 });
  const upstream = await otaFor(context).fetchAsset(`/${name}`);
  if (!upstream.ok) throw data(null, { status: upstream.status === 404 ? 404 : 502 });
  return new Response(upstream.body, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
