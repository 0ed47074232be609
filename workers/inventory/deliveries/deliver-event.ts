import { eventChain, findDeliverableEvent, recordAttempt } from "../repositories/channel-events";
import { afterAttempt, isDelivered, nextInChain, waitsFor } from "../rules/delivery-schedule";
import { ariEventBody, isAriEvent } from "./ari-event-body";
import { type SignedRequest, signedBody, signedRequestOf } from "./signed-request";

/** How long a receiver may take to answer before the attempt counts as failed. */
const DELIVERY_TIMEOUT_MS = 15_000;

export type DeliveryStep =
  /** Nothing to do: unknown, already delivered or dead, or parked behind an earlier event of its booking. */
  | { kind: "skip" }
  | { kind: "delivered"; next: string | null }
  | { kind: "retry"; delaySeconds: number }
  | { kind: "dead" };

export type DeliveryDeps = {
  fetch: typeof fetch;
  now: () => Date;
  /** The channel of a connection (whose codes the message names), null if unknown. */
  channelOf: (connectionId: string) => Promise<string | null>;
};

/** A short, safe account of a failed attempt: the receiver's status or the error's kind, never the body sent. */
function failureOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return "Delivery failed";
}

/**
 * One attempt at an event: it waits (is skipped) while an earlier event of its booking and endpoint is
 * undelivered; otherwise it is posted, the attempt recorded, and the answer says what comes next (the
 * following event of the chain, a retry after the backoff, or nothing: dead).
 */
export async function deliverEvent(db: D1Database, eventId: string, deps: DeliveryDeps): Promise<DeliveryStep> {
  const event = await findDeliverableEvent(db, eventId);
  if (event?.status !== "pending") return { kind: "skip" };
  const chain = await eventChain(db, event.endpoint_id, event.booking_id);
  if (waitsFor(chain, event.seq)) return { kind: "skip" };

  const started = deps.now();
  const channel = await deps.channelOf(event.connection_id);
  let request: SignedRequest;
  if (isAriEvent(event)) {
    const body = await ariEventBody(db, event, channel, started);
    if (body === null) {
      // Nothing left to say (the days passed, the type is no longer sold): done, without a request.
      await recordAttempt(db, event.id, {
        at: started.toISOString(),
        durationMs: 0,
        httpStatus: null,
        error: "Nothing to send: the days have passed or the apartment is no longer sold",
        status: "delivered",
      });
      const after = await eventChain(db, event.endpoint_id, event.booking_id);
      return { kind: "delivered", next: nextInChain(after, event.seq)?.id ?? null };
    }
    request = await signedBody(event, body, true, started);
  } else {
    request = await signedRequestOf(event, channel, started);
  }
  let httpStatus: number | null = null;
  let error: string | null = null;
  try {
    const response = await deps.fetch(event.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    httpStatus = response.status;
    if (!isDelivered(httpStatus)) error = `HTTP ${httpStatus} ${(await response.text()).slice(0, 200)}`.trim();
    else await response.body?.cancel();
  } catch (thrown) {
    error = failureOf(thrown);
  }
  const finished = deps.now();
  const outcome = afterAttempt(event.attempts + 1 - event.round_from, isDelivered(httpStatus));
  await recordAttempt(db, event.id, {
    at: started.toISOString(),
    durationMs: Math.max(0, finished.getTime() - started.getTime()),
    httpStatus,
    error,
    status: outcome.status,
  });
  if (outcome.status === "delivered") {
    // Read again: an event written meanwhile parked itself behind this one.
    const after = await eventChain(db, event.endpoint_id, event.booking_id);
    return { kind: "delivered", next: nextInChain(after, event.seq)?.id ?? null };
  }
  if (outcome.status === "pending") return { kind: "retry", delaySeconds: outcome.retryInSeconds };
  return { kind: "dead" };
}
