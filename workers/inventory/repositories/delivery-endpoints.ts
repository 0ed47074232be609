import type { DeliveryEventKind, DeliveryFormat } from "../../../shared/ota/channel-deliveries";

/** A connection's delivery endpoints (migration 0026). The secret is read only to sign (channel-events.ts). */
export type DeliveryEndpointRow = {
  id: string;
  ibe_uid: string;
  connection_id: string;
  url: string;
  format: DeliveryFormat;
  wants_created: number;
  wants_modified: number;
  wants_cancelled: number;
  wants_availability: number;
  wants_rates: number;
  created_at: string;
};

const COLUMNS =
  "id, ibe_uid, connection_id, url, format, wants_created, wants_modified, wants_cancelled, wants_availability, wants_rates, created_at";

export async function listDeliveryEndpoints(
  db: D1Database,
  ibeUid: string,
  connectionId: string,
): Promise<DeliveryEndpointRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM channel_endpoints
       WHERE ibe_uid = ?1 AND connection_id = ?2 AND deleted_at IS NULL ORDER BY created_at, id`,
    )
    .bind(ibeUid, connectionId)
    .all<DeliveryEndpointRow>();
  return results;
}

export type NewDeliveryEndpoint = {
  id: string;
  ibeUid: string;
  connectionId: string;
  url: string;
  format: DeliveryFormat;
  events: readonly DeliveryEventKind[];
  secret: string;
  at: string;
};

export async function insertDeliveryEndpoint(db: D1Database, e: NewDeliveryEndpoint): Promise<DeliveryEndpointRow> {
  const wants = (kind: DeliveryEventKind) => (e.events.includes(kind) ? 1 : 0);
  const row = await db
    .prepare(
      `INSERT INTO channel_endpoints (id, ibe_uid, connection_id, url, format, wants_created, wants_modified,
         wants_cancelled, secret, created_at, wants_availability, wants_rates)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) RETURNING ${COLUMNS}`,
    )
    .bind(
      e.id,
      e.ibeUid,
      e.connectionId,
      e.url,
      e.format,
      wants("created"),
      wants("modified"),
      wants("cancelled"),
      e.secret,
      e.at,
      wants("availability"),
      wants("rates"),
    )
    .first<DeliveryEndpointRow>();
  if (!row) throw new Error("The endpoint was written but cannot be read");
  return row;
}

/**
 * Removes an endpoint: no new event is written for it; its events stay, with their attempts, and the
 * pending ones are still delivered. Returns whether it was there.
 */
export async function removeDeliveryEndpoint(
  db: D1Database,
  ibeUid: string,
  connectionId: string,
  endpointId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE channel_endpoints SET deleted_at = ?4
       WHERE id = ?3 AND ibe_uid = ?1 AND connection_id = ?2 AND deleted_at IS NULL`,
    )
    .bind(ibeUid, connectionId, endpointId, at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
