import { data } from "react-router";
import { cloudflareContext, tenantContext } from "~/.server/context.server";
import { recallSearch } from "~/.server/search-results-access.server";
import { otaFor } from "~/.server/upstreams.server";
import { upstreamFailureAnswer } from "~/domain/upstream/outage";
import type { Route } from "./+types/api.find-offers.result";

/** GET of a redirectLocation handed out by POST /api/find-offers: the listings array. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const otaLocation = await recallSearch(context.get(cloudflareContext).env, tenant.ibeUid, params.searchId);
  if (!otaLocation) throw data({ error: "not_found" }, { status: 404 });
  const listings = await otaFor(context).getListings(otaLocation);
  if (!listings.ok)
    return data(
      { error: listings.code ?? "upstream_error", status: listings.status, statusText: listings.statusText },
      upstreamFailureAnswer(listings.status),
    );
  return data(listings.data, { headers: { "Cache-Control": "private, max-age=60" } });
}
