import { isUpstreamOutage } from "../upstream/outage";

/**
 * The HTTP status of a search page. An invalid search is the guest's 400. When the offers could not
 * be found, the OTA's own refusal of what the URL asked (an unknown proposal or offer id, input it
 * rejects) is passed on as the client error it is; an outage (no answer in time, 5xx, unreadable
 * answers) is 503 so crawlers come back (with Retry-After); any other refusal is the upstream's
 * failure, 502. The page shows the spec's error state in every case.
 */
export function searchPageStatus(input: {
  valid: boolean;
  offersError: { kind: "findOffers" | "listings"; status: number } | null;
}): number {
  if (!input.valid) return 400;
  const error = input.offersError;
  if (!error) return 200;
  if (isUpstreamOutage(error.status)) return 503;
  if (error.kind !== "findOffers") return 200;
  if (error.status === 404) return 404;
  if (error.status === 400 || error.status === 422) return 400;
  return 502;
}
