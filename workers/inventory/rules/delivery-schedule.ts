/**
 * When a booking event is tried again and when it is given up (docs/decisions/0118). Attempts are
 * counted in D1, not by the queue: the queue's own retry count also grows when a message is only
 * parked or a consumer crashed, and the admin's "send again" starts a new round.
 */

/** Attempts one round may make before the event is dead. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** Seconds to wait after the n-th failed attempt (index n - 1): about 4 hours in all, then dead. */
export const RETRY_DELAYS_SECONDS = [10, 30, 120, 600, 1800, 3600, 7200] as const;

/** A receiver's answer: any 2xx is taken as delivered; everything else (3xx too) is tried again. */
export function isDelivered(httpStatus: number | null): boolean {
  return httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
}

export type AfterAttempt = { status: "delivered" } | { status: "pending"; retryInSeconds: number } | { status: "dead" };

/** What becomes of an event after its `attempt`-th attempt of the current round (1-based). */
export function afterAttempt(attempt: number, delivered: boolean): AfterAttempt {
  if (delivered) return { status: "delivered" };
  if (attempt >= MAX_DELIVERY_ATTEMPTS) return { status: "dead" };
  const delay = RETRY_DELAYS_SECONDS[Math.min(attempt, RETRY_DELAYS_SECONDS.length) - 1] ?? 0;
  return { status: "pending", retryInSeconds: delay };
}

export type ChainEvent = { id: string; seq: number; status: "pending" | "delivered" | "dead" };

/**
 * In order per booking and endpoint: an event may go only once every earlier one of its chain is
 * delivered. Returns the earlier event it waits for, or null when it may go now.
 */
export function waitsFor(chain: readonly ChainEvent[], seq: number): ChainEvent | null {
  return [...chain].sort((a, b) => a.seq - b.seq).find((e) => e.seq < seq && e.status !== "delivered") ?? null;
}

/** The event that may go next once `delivered` is through: the first undelivered one after it. */
export function nextInChain(chain: readonly ChainEvent[], delivered: number): ChainEvent | null {
  const next = [...chain].sort((a, b) => a.seq - b.seq).find((e) => e.seq > delivered && e.status !== "delivered");
  return next?.status === "pending" ? next : null;
}
