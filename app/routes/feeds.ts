import { data } from "react-router";
import { tenantContext } from "../.server/context.server";
import { googleFeedResponse } from "../.server/pages/google-feed.server";
import { feedFileLanguage } from "../domain/google/vacation-rental-feed";
import type { Route } from "./+types/feeds";

/**
 * `/feeds/google-vacation-rentals.xml` (the brand's default language) and
 * `/feeds/google-vacation-rentals.<lng>.xml`: the brand's Google vacation-rental listing feed
 * (docs/guides/google-vacation-rentals.md). Other files and the admin host are 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { tenant, area } = context.get(tenantContext);
  const language = feedFileLanguage(params.file, tenant);
  if (area === "admin" || language === undefined) throw data(null, { status: 404 });
  return googleFeedResponse(context, language, new URL(request.url).origin);
}
