import type { AriEventKind } from "../../../shared/ota/channel-deliveries";
import type { BookingEventKind, BookingSnapshot } from "../deliveries/booking-snapshot";
import type { ChainEvent } from "../rules/delivery-schedule";

/** The outbox rows of booking events and their delivery attempts (migration 0026, docs/decisions/0118). */

export type ChannelEventStatus = ChainEvent["status"];

const WANTS: Record<BookingEventKind, string> = {
  created: "wants_created",
  modified: "wants_modified",
  cancelled: "wants_cancelled",
};

/**
 * The statement that writes a booking event for every endpoint of the brand that wants its kind, to be
 * put in the SAME batch as the booking's write: `written` is SQL that holds only when that write took
 * place (its parameters from ?6 on, in `writtenBinds`). Answers the new events' ids (RETURNING).
 */
export function outboxStatement(
  db: D1Database,
  event: { ibeUid: string; kind: BookingEventKind; at: string; booking: BookingSnapshot },
  written: string,
  writtenBinds: readonly unknown[] = [],
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO channel_events (id, ibe_uid, endpoint_id, booking_id, seq, kind, booking, created_at, updated_at)
       SELECT 'ev_' || lower(hex(randomblob(12))), e.ibe_uid, e.id, ?2,
         (SELECT coalesce(max(x.seq), 0) + 1 FROM channel_events x WHERE x.endpoint_id = e.id AND x.booking_id = ?2),
         ?3, ?4, ?5, ?5
       FROM channel_endpoints e
       WHERE e.ibe_uid = ?1 AND e.deleted_at IS NULL AND e.${WANTS[event.kind]} = 1 AND (${written})
         AND EXISTS (SELECT 1 FROM channel_connections c WHERE c.id = e.connection_id AND c.archived_at IS NULL)
       RETURNING id`,
    )
    .bind(event.ibeUid, event.booking.id, event.kind, JSON.stringify(event.booking), event.at, ...writtenBinds);
}

/** An ARI event's subject: an apartment type's days from `from` to `to`, both included (migration 0028). */
export type AriRange = { apartmentTypeId: string; from: string; to: string };

/** The chain of one type's ARI events of one kind: they go out in order, apart from its bookings' events. */
export const ariChainOf = (kind: AriEventKind, apartmentTypeId: string) => `ari:${kind}:${apartmentTypeId}`;

/**
 * The statement that writes ARI out events (docs/decisions/0134) for the types' day ranges, one per
 * range, kind and endpoint that wants the kind, of every brand whose engine carries the type's house; to
 * be put in the SAME batch as the change. `written` (SQL, its parameters from ?4 on) holds only when the
 * change took place. One event covers its whole range (a 300-day edit is one event, its message
 * coalesces equal days). Answers the new events' ids.
 */
export function ariOutboxStatement(
  db: D1Database,
  change: { at: string; kinds: readonly AriEventKind[]; ranges: readonly AriRange[] },
  written = "1",
  writtenBinds: readonly unknown[] = [],
): D1PreparedStatement {
  // One range per type: two rows of one chain in one statement would share their seq.
  const byType = new Map<string, AriRange>();
  for (const range of change.ranges) {
    const seen = byType.get(range.apartmentTypeId);
    byType.set(
      range.apartmentTypeId,
      seen
        ? {
            ...seen,
            from: [range.from, seen.from].sort()[0] ?? range.from,
            to: [range.to, seen.to].sort()[1] ?? range.to,
          }
        : range,
    );
  }
  const ranges = [...byType.values()].map((range) => [range.apartmentTypeId, range.from, range.to]);
  return db
    .prepare(
      `INSERT INTO channel_events (id, ibe_uid, endpoint_id, booking_id, seq, kind, booking, created_at, updated_at)
       SELECT 'ev_' || lower(hex(randomblob(12))), e.ibe_uid, e.id, 'ari:' || k.value || ':' || t.id,
         (SELECT coalesce(max(x.seq), 0) + 1 FROM channel_events x
          WHERE x.endpoint_id = e.id AND x.booking_id = 'ari:' || k.value || ':' || t.id),
         k.value,
         json_object('apartmentTypeId', t.id, 'from', r.value ->> 1, 'to', r.value ->> 2,
           'reference', t.id || ' ' || (r.value ->> 1) || '..' || (r.value ->> 2)),
         ?3, ?3
       FROM json_each(?1) r
       JOIN apartment_types t ON t.id = r.value ->> 0
       JOIN property_tenants pt ON pt.property_id = t.property_id
       JOIN channel_endpoints e ON e.ibe_uid = pt.ibe_uid AND e.deleted_at IS NULL
       JOIN json_each(?2) k ON (k.value = 'availability' AND e.wants_availability = 1)
         OR (k.value = 'rates' AND e.wants_rates = 1)
       WHERE (${written})
         AND EXISTS (SELECT 1 FROM channel_connections c WHERE c.id = e.connection_id AND c.archived_at IS NULL)
       RETURNING id`,
    )
    .bind(JSON.stringify(ranges), JSON.stringify(change.kinds), change.at, ...writtenBinds);
}

/** The ids an outbox statement's result answered. */
export function outboxIds(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as Array<{ id: string }>).map((row) => row.id);
}

export type DeliverableEvent = {
  id: string;
  ibe_uid: string;
  endpoint_id: string;
  booking_id: string;
  seq: number;
  kind: BookingEventKind | AriEventKind;
  booking: string;
  status: ChannelEventStatus;
  attempts: number;
  round_from: number;
  created_at: string;
  url: string;
  format: "json" | "opentravel";
  secret: string;
  connection_id: string;
};

/** An event with its endpoint's address, format and secret (never to be logged). */
export async function findDeliverableEvent(db: D1Database, eventId: string): Promise<DeliverableEvent | null> {
  return db
    .prepare(
      `SELECT ev.id, ev.ibe_uid, ev.endpoint_id, ev.booking_id, ev.seq, ev.kind, ev.booking, ev.status, ev.attempts,
         ev.round_from, ev.created_at, e.url, e.format, e.secret, e.connection_id
       FROM channel_events ev JOIN channel_endpoints e ON e.id = ev.endpoint_id
       WHERE ev.id = ?1`,
    )
    .bind(eventId)
    .first<DeliverableEvent>();
}

/** The events of one booking for one endpoint: the chain whose order deliveries keep. */
export async function eventChain(db: D1Database, endpointId: string, bookingId: string): Promise<ChainEvent[]> {
  const { results } = await db
    .prepare("SELECT id, seq, status FROM channel_events WHERE endpoint_id = ?1 AND booking_id = ?2 ORDER BY seq")
    .bind(endpointId, bookingId)
    .all<ChainEvent>();
  return results;
}

export type AttemptRecord = {
  at: string;
  durationMs: number;
  httpStatus: number | null;
  error: string | null;
  status: ChannelEventStatus;
};

/** Records an attempt and the event's state after it, in one batch. */
export async function recordAttempt(db: D1Database, eventId: string, attempt: AttemptRecord): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO channel_event_attempts (event_id, attempt, at, duration_ms, http_status, error)
         SELECT id, attempts + 1, ?2, ?3, ?4, ?5 FROM channel_events WHERE id = ?1`,
      )
      .bind(eventId, attempt.at, attempt.durationMs, attempt.httpStatus, attempt.error),
    db
      .prepare(
        `UPDATE channel_events SET attempts = attempts + 1, status = ?2, updated_at = ?3,
           last_error = CASE WHEN ?2 = 'delivered' THEN last_error ELSE ?4 END,
           delivered_at = CASE WHEN ?2 = 'delivered' THEN ?3 ELSE delivered_at END
         WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(
        eventId,
        attempt.status,
        attempt.at,
        attempt.error ?? (attempt.httpStatus ? `HTTP ${attempt.httpStatus}` : null),
      ),
  ]);
}

/**
 * An admin's "send again" of a dead event of the brand: pending again with a new round of attempts.
 * Returns whether it was dead (and is now pending).
 */
export async function reviveEvent(db: D1Database, ibeUid: string, eventId: string, at: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE channel_events SET status = 'pending', round_from = attempts, updated_at = ?3
       WHERE id = ?1 AND ibe_uid = ?2 AND status = 'dead'`,
    )
    .bind(eventId, ibeUid, at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Pending events no queue message carries any more: none tried in their round and untouched since
 * `before` (the send after their batch failed), and not waiting behind an earlier event of their chain.
 */
export async function strandedEventIds(db: D1Database, before: string, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT ev.id FROM channel_events ev
       WHERE ev.status = 'pending' AND ev.attempts = ev.round_from AND ev.updated_at < ?1
         AND NOT EXISTS (SELECT 1 FROM channel_events x WHERE x.endpoint_id = ev.endpoint_id
           AND x.booking_id = ev.booking_id AND x.seq < ev.seq AND x.status <> 'delivered')
       ORDER BY ev.created_at LIMIT ?2`,
    )
    .bind(before, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** The channel a connection speaks for (its apartment types' codes are the channel links under it). */
export async function connectionChannel(db: D1Database, connectionId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT channel FROM channel_connections WHERE id = ?1")
    .bind(connectionId)
    .first<{ channel: string }>();
  return row?.channel ?? null;
}

export type ListedEventRow = {
  id: string;
  endpoint_id: string;
  url: string;
  booking_id: string;
  kind: BookingEventKind | AriEventKind;
  status: ChannelEventStatus;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  reference: string;
};

export type AttemptRow = {
  event_id: string;
  attempt: number;
  at: string;
  duration_ms: number;
  http_status: number | null;
  error: string | null;
};

/** A connection's events (of all its endpoints, removed ones too), newest first; `dead` for the dead-letter list. */
export async function listConnectionEvents(
  db: D1Database,
  ibeUid: string,
  connectionId: string,
  options: { status?: ChannelEventStatus; limit: number },
): Promise<{ events: ListedEventRow[]; attempts: AttemptRow[] }> {
  const { results: events } = await db
    .prepare(
      `SELECT ev.id, ev.endpoint_id, e.url, ev.booking_id, ev.kind, ev.status, ev.last_error, ev.created_at,
         ev.delivered_at, json_extract(ev.booking, '$.reference') AS reference
       FROM channel_events ev JOIN channel_endpoints e ON e.id = ev.endpoint_id
       WHERE ev.ibe_uid = ?1 AND e.connection_id = ?2 AND (?3 IS NULL OR ev.status = ?3)
       ORDER BY ev.created_at DESC, ev.seq DESC LIMIT ?4`,
    )
    .bind(ibeUid, connectionId, options.status ?? null, options.limit)
    .all<ListedEventRow>();
  if (events.length === 0) return { events, attempts: [] };
  const { results: attempts } = await db
    .prepare(
      `SELECT a.event_id, a.attempt, a.at, a.duration_ms, a.http_status, a.error FROM channel_event_attempts a
       WHERE a.event_id IN (SELECT value FROM json_each(?1)) ORDER BY a.event_id, a.attempt`,
    )
    .bind(JSON.stringify(events.map((event) => event.id)))
    .all<AttemptRow>();
  return { events, attempts };
}
