import { tenantContext } from "../.server/context.server";
import { ROBOTS_CONTENT_TYPE, robotsTxt } from "../domain/seo/robots-txt";
import type { Route } from "./+types/robots[.]txt";

/** robots.txt of the host: the brand host names its sitemap, the admin host disallows everything. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { area } = context.get(tenantContext);
  return new Response(robotsTxt({ origin: new URL(request.url).origin, area }), {
    headers: { "Content-Type": ROBOTS_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
