import { data } from "react-router";
import { findOffersRequestSchema } from "../../shared/ota/find-offers";
import { adaptersOf } from "../.server/adapters.server";
import { tenantContext } from "../.server/context.server";
import { rateLimited, tooManyRequests } from "../.server/security/rate-limit.server";
import { listingsLocation } from "../domain/search/listings-location";
import { upstreamFailureAnswer } from "../domain/upstream/outage";
import type { Route } from "./+types/api.find-offers";

/**
 * POST /api/find-offers for client-side refreshes: the OTA's contract, scoped to the host's tenant.
 * Answers `{ redirectLocation, offers }`; a GET of redirectLocation returns the listings (as a compact
 * set, see api.find-offers.listings.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw data({ error: "method_not_allowed" }, { status: 405 });
  const { tenant } = context.get(tenantContext);
  const limited = await rateLimited(context, request, "lookups");
  if (limited) return tooManyRequests(context, limited);
  const body = await request.json().catch(() => null);
  const parsed = findOffersRequestSchema.safeParse(body);
  if (!parsed.success) {
    return data(
      {
        error: "invalid_input",
        issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      { status: 400 },
    );
  }
  if (parsed.data.params.ibeUid !== tenant.ibeUid) return data({ error: "not_found" }, { status: 404 });
  const found = await adaptersOf(context).ota.findOffers(parsed.data);
  if (!found.ok)
    return data(
      { error: found.code ?? "upstream_error", status: found.status, statusText: found.statusText },
      upstreamFailureAnswer(found.status),
    );
  // The app's own location, keyed by the search (the OTA's stays on the server): a GET answers the
  // listings as a compact set, on this tenant's host only.
  return data(
    { redirectLocation: listingsLocation(parsed.data.params), offers: found.data.offers },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function loader() {
  throw data({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
