/**
 * The overall upstream deadline of one request: every upstream call of the request shares it, so a
 * hanging upstream holds a page for at most this long, retries included (docs/decisions/0018).
 */
export type UpstreamDeadline = {
  /** Aborts when the deadline passes (a TimeoutError, like a per-attempt timeout). */
  readonly signal: AbortSignal;
  /** Milliseconds left, never below 0. */
  remainingMs(): number;
};

export function createUpstreamDeadline(totalMs: number, now: () => number = Date.now): UpstreamDeadline {
  const endsAt = now() + totalMs;
  return { signal: AbortSignal.timeout(totalMs), remainingMs: () => Math.max(0, endsAt - now()) };
}

/** A per-attempt signal that also ends with the request's deadline. */
export function attemptSignal(timeoutMs: number, deadline: UpstreamDeadline | undefined): AbortSignal {
  const own = AbortSignal.timeout(timeoutMs);
  return deadline ? AbortSignal.any([own, deadline.signal]) : own;
}
