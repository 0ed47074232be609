import type { InventoryEnv } from "../env";
import { connectionChannel, strandedEventIds } from "../repositories/channel-events";
import { type DeliveryDeps, deliverEvent } from "./deliver-event";
import type { DeliveryMessage } from "./delivery-message";

export type { DeliveryMessage };

/** Minutes after which a pending event no attempt was made at is sent to the queue again. */
const STRANDED_AFTER_MINUTES = 10;

/**
 * Sends events to the deliveries queue after their batch. A failed send loses nothing: the events are
 * in D1, and the hourly sweep sends stranded ones again. It is logged without the events' content.
 */
export async function enqueueEvents(queue: Queue<DeliveryMessage> | undefined, eventIds: readonly string[]) {
  if (!queue || eventIds.length === 0) return;
  try {
    await queue.sendBatch(eventIds.map((eventId) => ({ body: { eventId } })));
  } catch (error) {
    console.error("inventory: booking events not queued, the sweep will send them", {
      events: eventIds.length,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The sweep (cron): events whose queue send failed go to the queue again. */
export async function requeueStrandedEvents(env: InventoryEnv, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STRANDED_AFTER_MINUTES * 60_000).toISOString();
  const ids = await strandedEventIds(env.INVENTORY_DB, before);
  await enqueueEvents(env.DELIVERY_QUEUE, ids);
  return ids.length;
}

/**
 * The queue consumer: one event at a time, in the order the batch has them. A failed attempt is retried
 * by the queue after the backoff; a delivered one sends the next event of its booking; an error of our
 * own (D1) lets the queue retry the message as it is.
 */
export async function handleDeliveryBatch(
  batch: MessageBatch<DeliveryMessage>,
  env: InventoryEnv,
  deps: Partial<DeliveryDeps> = {},
): Promise<void> {
  const full: DeliveryDeps = {
    fetch: (input, init) => fetch(input, init),
    now: () => new Date(),
    channelOf: (connectionId) => connectionChannel(env.INVENTORY_DB, connectionId),
    ...deps,
  };
  for (const message of batch.messages) {
    try {
      const step = await deliverEvent(env.INVENTORY_DB, message.body.eventId, full);
      if (step.kind === "retry") {
        message.retry({ delaySeconds: step.delaySeconds });
        continue;
      }
      if (step.kind === "delivered" && step.next) await enqueueEvents(env.DELIVERY_QUEUE, [step.next]);
      message.ack();
    } catch (error) {
      console.error("inventory: booking event delivery failed", {
        event: message.body.eventId,
        error: error instanceof Error ? error.message : String(error),
      });
      message.retry({ delaySeconds: 30 });
    }
  }
}
