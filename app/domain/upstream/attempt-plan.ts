/**
 * Whether an upstream call starts another attempt, and how long it may wait and run. A request has
 * one overall upstream deadline; the calls of the page share it, and retries happen inside it.
 */
export type AttemptInput = {
  /** 0 for the first attempt. */
  attempt: number;
  /** Extra attempts the call allows after the first. */
  retries: number;
  /** The client's own limit per attempt. */
  timeoutMs: number;
  /** The backoff before this attempt (ignored for the first). */
  backoffMs: number;
  /** What is left of the request's deadline (Infinity without one). */
  remainingMs: number;
};

export type AttemptPlan = { waitMs: number; timeoutMs: number } | null;

/**
 * Shorter than this, a retry is not worth starting: it would wait its backoff and then be cut off
 * before a slow upstream could answer. A first attempt starts with whatever time is left.
 */
export const MIN_RETRY_ATTEMPT_MS = 500;

/** The next attempt's wait and timeout, or null when no attempt should start. */
export function planAttempt(input: AttemptInput): AttemptPlan {
  if (input.attempt > input.retries || input.remainingMs <= 0) return null;
  const waitMs = input.attempt === 0 ? 0 : input.backoffMs;
  if (input.attempt > 0 && input.remainingMs < waitMs + MIN_RETRY_ATTEMPT_MS) return null;
  return { waitMs, timeoutMs: Math.max(1, Math.min(input.timeoutMs, input.remainingMs - waitMs)) };
}
