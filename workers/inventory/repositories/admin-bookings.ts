import type { CampaignParam } from "../../../shared/campaign/campaign-param";
import type { BookingActor, BookingEventKind } from "../../../shared/ota/admin-booking";
import type { BookingStatus } from "../../../shared/ota/booking";
import { type AdminBookingsPage, adminBookingsPageSql, adminBookingsTotalsSql } from "./admin-bookings-sql";

export type AdminBookingListRow = Partial<Record<CampaignParam, string | null>> & {
  id: string;
  reference: string;
  ibe_uid: string;
  tenant_name: string | null;
  status: BookingStatus;
  guest_first_name: string;
  guest_last_name: string;
  guest_email: string;
  property_id: string;
  property_name: string | null;
  type_kind: string | null;
  type_tier: string | null;
  type_name: string | null;
  from_date: string;
  to_date: string;
  currency: string;
  total: number;
  created_at: string;
  /** A long stay's monthly rate (from the stored price), null otherwise. */
  per_month: number | null;
  /** How many apartments the booking holds (decision 0142). */
  apartments: number;
};

export type CurrencyTotal = { currency: string; count: number; total: number };

/** A page of the filtered list and the totals over all of it, in one round trip. */
export async function listAdminBookings(db: D1Database, page: AdminBookingsPage) {
  const rows = adminBookingsPageSql(page);
  const totals = adminBookingsTotalsSql(page.filter);
  const [list, sums] = await db.batch<AdminBookingListRow | CurrencyTotal>([
    db.prepare(rows.sql).bind(...rows.binds),
    db.prepare(totals.sql).bind(...totals.binds),
  ]);
  return {
    rows: (list?.results ?? []) as AdminBookingListRow[],
    totals: (sums?.results ?? []) as CurrencyTotal[],
  };
}

/**
 * The filter form's choices. Properties: those with bookings of the tenant (by its index on
 * ibe_uid, property_id), or of every tenant on the platform list. Tenants: all of them.
 */
export async function adminBookingFacets(db: D1Database, ibeUid: string | undefined, withTenants: boolean) {
  const properties = ibeUid
    ? db
        .prepare(
          `SELECT p.id AS id, p.name AS name FROM properties p
           WHERE p.id IN (SELECT DISTINCT property_id FROM bookings WHERE ibe_uid = ?1) ORDER BY p.name, p.id`,
        )
        .bind(ibeUid)
    : db.prepare(
        `SELECT p.id AS id, p.name AS name FROM properties p
         WHERE p.id IN (SELECT DISTINCT property_id FROM bookings) ORDER BY p.name, p.id`,
      );
  const statements = [properties];
  if (withTenants) statements.push(db.prepare("SELECT ibe_uid AS ibeUid, name FROM tenants ORDER BY name, ibe_uid"));
  const [props, tenants] = await db.batch<{ id: string; name: string } | { ibeUid: string; name: string }>(statements);
  return {
    properties: (props?.results ?? []) as { id: string; name: string }[],
    tenants: (tenants?.results ?? []) as { ibeUid: string; name: string }[],
  };
}

export type BookingEventRow = {
  id: number;
  kind: BookingEventKind;
  actor_kind: BookingActor["kind"];
  actor_name: string | null;
  reason: string | null;
  fee: number | null;
  waived_fee: number | null;
  /** A change's fields old -> new, JSON (migration 0031); null for other events. */
  changes?: string | null;
  booking_id: string;
  /** The item an entry is about (migration 0032); null when about the whole booking. */
  item_id?: string | null;
  created_at: string;
};

/** A booking's history, oldest first. */
export async function listBookingEvents(db: D1Database, ibeUid: string, bookingId: string) {
  const { results } = await db
    .prepare(
      `SELECT id, booking_id, item_id, kind, actor_kind, actor_name, reason, fee, waived_fee, changes, created_at FROM booking_events
       WHERE booking_id = ?1 AND ibe_uid = ?2 ORDER BY id`,
    )
    .bind(bookingId, ibeUid)
    .all<BookingEventRow>();
  return results;
}

/** Records an action on a booking of the tenant (nothing when the booking is not the tenant's). */
export async function appendBookingEvent(
  db: D1Database,
  event: {
    ibeUid: string;
    bookingId: string;
    kind: BookingEventKind;
    actor: BookingActor;
    reason: string | null;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, actor_name, reason, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND ibe_uid = ?2)`,
    )
    .bind(event.bookingId, event.ibeUid, event.kind, event.actor.kind, event.actor.name, event.reason, event.at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function tenantName(db: D1Database, ibeUid: string): Promise<string> {
  const row = await db.prepare("SELECT name FROM tenants WHERE ibe_uid = ?1").bind(ibeUid).first<{ name: string }>();
  return row?.name ?? ibeUid;
}
