import { isAriEventKind } from "../../../shared/ota/channel-deliveries";
import type { DeliverableEvent } from "../repositories/channel-events";
import type { BookingSnapshot } from "./booking-snapshot";
import { resNotifOf } from "./res-notif";
import { webhookBodyOf } from "./webhook-body";
import { webhookSignature } from "./webhook-signature";

export type SignedRequest = { body: string; headers: Record<string, string> };

/**
 * An event's request to its endpoint: the JSON body or the OTA_HotelResNotifRQ, signed by the Standard
 * Webhooks scheme with the endpoint's secret. The webhook id is the event's, the same on every retry,
 * so a receiver can drop a repeat; the timestamp is this attempt's.
 */
export async function signedRequestOf(
  event: DeliverableEvent,
  channel: string | null,
  now: Date,
): Promise<SignedRequest> {
  const kind = event.kind;
  // ARI events' bodies are read from the calendar when sent (ari-event-body.ts).
  if (isAriEventKind(kind)) throw new Error("An ARI event has no booking to send");
  const facts = {
    kind,
    createdAt: event.created_at,
    booking: JSON.parse(event.booking) as BookingSnapshot,
  };
  const opentravel = event.format === "opentravel";
  const body = opentravel
    ? resNotifOf({ ...facts, id: event.id }, channel, now.toISOString())
    : JSON.stringify(webhookBodyOf(facts, channel));
  return signedBody(event, body, opentravel, now);
}

/** A body to the event's endpoint, signed; `opentravel` bodies are XML. */
export async function signedBody(
  event: Pick<DeliverableEvent, "id" | "secret">,
  body: string,
  opentravel: boolean,
  now: Date,
): Promise<SignedRequest> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = await webhookSignature(event.secret, event.id, timestamp, body);
  return {
    body,
    headers: {
      "content-type": opentravel ? "application/xml; charset=utf-8" : "application/json",
      "user-agent": "Quartier-Webhooks/1",
      "webhook-id": event.id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signature,
    },
  };
}

/** A new endpoint's signing secret: `whsec_` and 24 random bytes in base64, as Standard Webhooks has it. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
