/**
 * When an upstream failure is an outage (it could not answer, or answered with its own trouble) as
 * opposed to a refusal of what was asked. An outage makes a page answer 503 with Retry-After, and
 * may be bridged with the last good answer; a refusal (400, 404, 422, ...) is passed on as it is.
 * Failures that never got an HTTP status (timeouts, network errors, unreadable answers) are 500.
 */
export function isUpstreamOutage(status: number): boolean {
  return status >= 500 || status === 408 || status === 425 || status === 429;
}

/** Seconds a crawler or client is asked to wait after an outage page (Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = 120;

/** The headers of a page answered during an outage: come back later, and never cache this answer. */
export const OUTAGE_HEADERS: Readonly<Record<string, string>> = {
  "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

/**
 * The headers of a page that shows an upstream's answers: Retry-After on a 503, and no storing of a
 * page that shows a last good copy (a cache must not keep it once the upstream is back).
 */
export function upstreamPageHeaders(page: { status: number; stale: boolean }): Record<string, string> {
  if (page.status === 503) return { ...OUTAGE_HEADERS };
  return page.stale ? { "Cache-Control": "no-store" } : {};
}

/**
 * The status an API answers for an upstream's failure: 503 for an outage (the client may try again
 * after Retry-After), the upstream's own refusal (400, 404, 409, 422...) as it is.
 */
export function upstreamFailureStatus(status: number): number {
  return isUpstreamOutage(status) || status < 400 ? 503 : status;
}

/** What an API answers for an upstream's failure: its status, and Retry-After with an outage. */
export function upstreamFailureAnswer(upstreamStatus: number): { status: number; headers: Record<string, string> } {
  const status = upstreamFailureStatus(upstreamStatus);
  return { status, headers: upstreamPageHeaders({ status, stale: false }) };
}
