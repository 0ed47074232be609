/** A message of the deliveries queue: only the event's id; the event itself is in D1 (the outbox). */
export type DeliveryMessage = { eventId: string };
