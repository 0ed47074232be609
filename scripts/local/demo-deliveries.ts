import { createHash } from "node:crypto";
import type { D1Database } from "@cloudflare/workers-types";
import { withLocalInventoryDb } from "../inventory/local-inventory.ts";

/** The demo brand whose connection pushes its bookings to the local receiver. */
export const DEMO_DELIVERIES_BRAND = "alpenstay";
const CONNECTION_ID = "conn_local_receiver";

/** The demo endpoints' signing secret: derived from this machine's session secret, so stable per machine. */
export function demoReceiverSecret(sessionSecret: string): string {
  const bytes = createHash("sha256").update(`local-webhook-receiver:${sessionSecret}`).digest().subarray(0, 24);
  return `whsec_${bytes.toString("base64")}`;
}

/**
 * The demo brand's connection "Local receiver" with two endpoints on this run's receiver: JSON at /in
 * and OTA_HotelResNotifRQ at /in/opentravel. Written again on every start (the receiver's port may change).
 */
export async function ensureDemoDeliveries(persistTo: string, receiverUrl: string, secret: string): Promise<void> {
  await withLocalInventoryDb(persistTo, async (db: D1Database) => {
    const now = new Date().toISOString();
    const endpoint = (id: string, url: string, format: string) =>
      db
        .prepare(
          `INSERT INTO channel_endpoints (id, ibe_uid, connection_id, url, format, secret, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (id) DO UPDATE SET url = excluded.url, secret = excluded.secret, deleted_at = NULL`,
        )
        .bind(id, DEMO_DELIVERIES_BRAND, CONNECTION_ID, url, format, secret, now);
    await db.batch([
      db
        .prepare(
          `INSERT INTO channel_connections (id, ibe_uid, name, channel, created_at, created_by)
           VALUES (?1, ?2, 'Local receiver (demo)', 'SITEMINDER', ?3, 'npm start') ON CONFLICT (id) DO NOTHING`,
        )
        .bind(CONNECTION_ID, DEMO_DELIVERIES_BRAND, now),
      endpoint("ep_local_receiver_json", `${receiverUrl}/in`, "json"),
      endpoint("ep_local_receiver_ota", `${receiverUrl}/in/opentravel`, "opentravel"),
    ]);
  });
}

export const DEMO_DELIVERIES_PATH = `/en/admin/connections/${CONNECTION_ID}/deliveries`;
