import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { type DeliveryMessage, handleDeliveryBatch } from "../deliveries/delivery-queue";
import { env } from "./test-env";

/** A test receiver of deliveries and one run of the queue consumer (channel deliveries, ARI out). */

export type Received = { url: string; headers: Record<string, string>; body: string };

/** A receiver that answers the next `failures` requests with 503, then 200, and keeps every request. */
export function receiver(failures = 0) {
  const received: Received[] = [];
  let failing = failures;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push({
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    if (failing > 0) {
      failing--;
      return new Response("busy", { status: 503 });
    }
    return new Response("ok", { status: 200 });
  };
  return { received, fetch: fetch as typeof globalThis.fetch, failNext: (n: number) => (failing = n) };
}

/** One run of the queue consumer over these events; answers the queue's verdict per message. */
export async function consume(eventIds: readonly string[], fetch: typeof globalThis.fetch) {
  const batch = createMessageBatch<DeliveryMessage>(
    "quartier-deliveries",
    eventIds.map((eventId, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body: { eventId } })),
  );
  // The queue's result names the messages retried; the delays asked for are kept here.
  const delays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await handleDeliveryBatch(batch, env, { fetch });
  return { ...(await getQueueResult(batch, ctx)), delays };
}
