import { isUpstreamOutage } from "../upstream/outage";

/**
 * The HTTP status of an offer page that shows its apartment. A stay the page itself refuses is the
 * guest's 400; when the stay's rates could not be loaded, the OTA's refusal of what the URL asked is
 * passed on (400, 404), an outage is 503 so crawlers come back, and any other refusal is 502. The
 * page shows the rates' error state in every case.
 */
export function offerPageStatus(input: { queryValid: boolean; offersError: { status: number } | null }): number {
  if (!input.queryValid) return 400;
  const error = input.offersError;
  if (!error) return 200;
  if (isUpstreamOutage(error.status)) return 503;
  if (error.status === 404) return 404;
  if (error.status === 400 || error.status === 422) return 400;
  return 502;
}
