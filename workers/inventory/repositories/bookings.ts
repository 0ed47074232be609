import type { Campaign, CampaignParam } from "../../../shared/campaign/campaign-param";
import type { BookingActor } from "../../../shared/ota/admin-booking";
import type { BookingStatus } from "../../../shared/ota/booking";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import type { BookingSnapshot } from "../deliveries/booking-snapshot";
import { decodeCursor } from "../http/ids";
import { addDays } from "../rules/calendar";
import { forget } from "../search-store/forget";
import { ariOutboxStatement, outboxIds, outboxStatement } from "./channel-events";
import { type VoucherUse, verdictRefusedByGuard, voucherUseStatements } from "./voucher-guard";

export type BookingRow = Partial<Record<CampaignParam, string | null>> & {
  id: string;
  reference: string;
  ibe_uid: string;
  idempotency_key: string;
  request_hash: string;
  status: BookingStatus;
  apartment_type_id: string;
  property_id: string;
  rate_plan_id: string;
  from_date: string;
  to_date: string;
  guests: number;
  guest_first_name: string;
  guest_last_name: string;
  guest_email: string;
  guest_phone: string | null;
  guest_company: string | null;
  /** ISO 3166-1 alpha-2 (migration 0016); null for bookings made before it was kept. */
  guest_country?: string | null;
  user_id: string | null;
  payment_method: string;
  payment_reference: string | null;
  notes: string | null;
  currency: string;
  total: number;
  first_night: number;
  price: string;
  cancellation_policy: string;
  rfp_id: string | null;
  rfp_offer_id: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancellation_fee: number | null;
  cancellation_reason: string | null;
  /** MaskedCard as JSON (migration 0004); null for other methods and older bookings. */
  payment_card: string | null;
  // Joined for display.
  type_kind: string | null;
  type_tier: string | null;
  type_name: string | null;
  image_count: number | null;
  property_name: string | null;
  street: string | null;
  house_number: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  /** The apartment type's channel links (JSON), for the events pushed out to channel managers. */
  type_channel_links?: string | null;
  /** Migration 0009: the company code of a negotiated rate. */
  company_code?: string | null;
  /** The guest's language at booking; null for bookings made before it was kept. */
  language?: string | null;
  /** Migration 0027: the voucher the stay was booked with. */
  voucher_code?: string | null;
  /** Migration 0031: when the stay was last changed (docs/decisions/0140). */
  modified_at?: string | null;
};

export const SELECT_BOOKING = `SELECT b.*, t.kind AS type_kind, t.tier AS type_tier, t.name AS type_name, t.image_count AS image_count,
  t.channel_links AS type_channel_links,
  p.name AS property_name, p.street AS street, p.house_number AS house_number, p.postcode AS postcode,
  p.city AS city, p.country AS country
  FROM bookings b
  LEFT JOIN apartment_types t ON t.id = b.apartment_type_id
  LEFT JOIN properties p ON p.id = b.property_id`;

export async function findBooking(db: D1Database, ibeUid: string, bookingId: string): Promise<BookingRow | null> {
  return db.prepare(`${SELECT_BOOKING} WHERE b.id = ?1 AND b.ibe_uid = ?2`).bind(bookingId, ibeUid).first<BookingRow>();
}

export async function findBookingByIdempotencyKey(
  db: D1Database,
  ibeUid: string,
  key: string,
): Promise<BookingRow | null> {
  return db
    .prepare(`${SELECT_BOOKING} WHERE b.ibe_uid = ?1 AND b.idempotency_key = ?2`)
    .bind(ibeUid, key)
    .first<BookingRow>();
}

export type BookingFilter = {
  ibeUid?: string;
  email?: string;
  userId?: string;
  status?: BookingStatus;
  limit: number;
  cursor?: string;
};

/** Newest first; one row more than the limit tells whether there is a next page. */
export async function listBookings(db: D1Database, filter: BookingFilter): Promise<BookingRow[]> {
  const where: string[] = [];
  const binds: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    binds.push(value);
    where.push(sql(binds.length));
  };
  if (filter.ibeUid) add((n) => `b.ibe_uid = ?${n}`, filter.ibeUid);
  if (filter.email) add((n) => `b.guest_email = ?${n}`, filter.email.toLowerCase());
  if (filter.userId) add((n) => `b.user_id = ?${n}`, filter.userId);
  if (filter.status) add((n) => `b.status = ?${n}`, filter.status);
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
  if (cursor) {
    binds.push(cursor.createdAt, cursor.id);
    const a = binds.length - 1;
    where.push(`(b.created_at < ?${a} OR (b.created_at = ?${a} AND b.id < ?${a + 1}))`);
  }
  binds.push(filter.limit + 1);
  const sql = `${SELECT_BOOKING} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY b.created_at DESC, b.id DESC LIMIT ?${binds.length}`;
  const { results } = await db
    .prepare(sql)
    .bind(...binds)
    .all<BookingRow>();
  return results;
}

export type NewBooking = {
  id: string;
  reference: string;
  ibeUid: string;
  idempotencyKey: string;
  requestHash: string;
  status: BookingStatus;
  apartmentTypeId: string;
  propertyId: string;
  ratePlanId: string;
  from: string;
  to: string;
  guests: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  userId: string | null;
  paymentMethod: string;
  paymentReference: string | null;
  /** MaskedCard as JSON. */
  paymentCard: string | null;
  notes: string | null;
  currency: string;
  total: number;
  firstNight: number;
  price: string;
  cancellationPolicy: string;
  rfpId: string | null;
  rfpOfferId: string | null;
  createdAt: string;
  /** The rates the price was computed from; the insert fails if they changed meanwhile. */
  priceVersion: number;
  /** The company code whose negotiated rate was booked. */
  companyCode?: string | null;
  /** The guest's country of residence. */
  country?: string | null;
  /** The language the guest booked in. */
  language: string;
  /** Where the guest came from (the deep link's campaign parameters), kept in the booking's columns. */
  campaign?: Campaign | null;
  /** The voucher the stay was booked with: its use is written and guarded in the booking's batch. */
  voucher?: VoucherUse | null;
  /** The booking as its "created" event pushes it out to the brand's channel endpoints. */
  snapshot: BookingSnapshot;
};

/** A booking write: whether this call made it, and the outbox events it wrote with it (to be queued). */
export type BookingWrite = { written: boolean; eventIds: string[] };

/** A new booking's write; `voucherRefused`: the voucher guard rolled it back, with the code's verdict. */
export type NewBookingWrite = BookingWrite & { voucherRefused?: VoucherVerdict };

/**
 * Books a stay atomically. D1 has no interactive transactions, but a batch runs as one transaction
 * and a database executes one batch at a time. So the insert carries its own conditions: the tenant
 * still carries the apartment, the rates are unchanged, no night is closed, and on no night of the stay
 * are all units booked, nor all the units the calendar sells that night (and, for an RFP offer, the
 * offer is still BOOKABLE). The following statements only act if the booking row exists; the search
 * store forgets what the searches of the tenants carrying the apartment kept, and the outbox gets the
 * booking's "created" event for each endpoint that wants it, in the same batch.
 */
export async function insertBookingIfAvailable(db: D1Database, b: NewBooking): Promise<NewBookingWrite> {
  const rfpCondition = b.rfpOfferId
    ? "AND EXISTS (SELECT 1 FROM rfp_offers o WHERE o.id = ?32 AND o.ibe_uid = ?3 AND o.status = 'BOOKABLE')"
    : "";
  const insert = db
    .prepare(
      `INSERT INTO bookings (id, reference, ibe_uid, idempotency_key, request_hash, status, apartment_type_id,
         property_id, rate_plan_id, from_date, to_date, guests, guest_first_name, guest_last_name, guest_email,
         guest_phone, guest_company, user_id, payment_method, payment_reference, notes, currency, total, first_night,
         price, cancellation_policy, rfp_id, rfp_offer_id, created_at, payment_card)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22,
         ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?31
       WHERE EXISTS (SELECT 1 FROM apartment_types t
           JOIN property_tenants pt ON pt.property_id = t.property_id AND pt.ibe_uid = ?3
           WHERE t.id = ?7 AND t.price_version = ?30)
         AND NOT EXISTS (SELECT 1 FROM calendar_days d
           WHERE d.apartment_type_id = ?7 AND d.date >= ?10 AND d.date < ?11
             AND (d.closed = 1 OR d.units <= (SELECT count(*) FROM booking_nights bn
               WHERE bn.apartment_type_id = ?7 AND bn.night = d.date)))
         AND NOT EXISTS (SELECT 1 FROM booking_nights bn
           WHERE bn.apartment_type_id = ?7 AND bn.night >= ?10 AND bn.night < ?11
           GROUP BY bn.night
           HAVING count(*) >= (SELECT units FROM apartment_types WHERE id = ?7))
         ${rfpCondition}
       ON CONFLICT (ibe_uid, idempotency_key) DO NOTHING`,
    )
    .bind(
      b.id,
      b.reference,
      b.ibeUid,
      b.idempotencyKey,
      b.requestHash,
      b.status,
      b.apartmentTypeId,
      b.propertyId,
      b.ratePlanId,
      b.from,
      b.to,
      b.guests,
      b.firstName,
      b.lastName,
      b.email,
      b.phone,
      b.company,
      b.userId,
      b.paymentMethod,
      b.paymentReference,
      b.notes,
      b.currency,
      b.total,
      b.firstNight,
      b.price,
      b.cancellationPolicy,
      b.rfpId,
      b.rfpOfferId,
      b.createdAt,
      b.priceVersion,
      b.paymentCard,
      ...(b.rfpOfferId ? [b.rfpOfferId] : []),
    );
  const nights = db
    .prepare(
      `WITH RECURSIVE stay(night) AS (
         SELECT ?1 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < ?2
       )
       INSERT INTO booking_nights (apartment_type_id, night, booking_id)
       SELECT ?3, night, ?4 FROM stay WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?4)`,
    )
    .bind(b.from, b.to, b.apartmentTypeId, b.id);
  const created = db
    .prepare(
      `INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, created_at)
       SELECT ?1, ?2, 'created', 'guest', ?3 WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?1)`,
    )
    .bind(b.id, b.ibeUid, b.createdAt);
  const statements = [insert, nights, created];
  if (b.voucher) statements.push(...voucherUseStatements(db, b.id, b.voucher, b.createdAt));
  if (b.rfpOfferId) {
    statements.push(
      db
        .prepare(
          `UPDATE rfp_offers SET status = 'BOOKED', booking_id = ?1, updated_at = ?2
           WHERE id = ?3 AND ibe_uid = ?4 AND EXISTS (SELECT 1 FROM bookings WHERE id = ?1)`,
        )
        .bind(b.id, b.createdAt, b.rfpOfferId, b.ibeUid),
      db
        .prepare(
          `UPDATE rfp_offers SET status = 'LOST', updated_at = ?2
           WHERE rfp_id = (SELECT rfp_id FROM rfp_offers WHERE id = ?3) AND id <> ?3 AND ibe_uid = ?4
             AND status IN ('OPEN', 'BOOKABLE') AND EXISTS (SELECT 1 FROM bookings WHERE id = ?1)`,
        )
        .bind(b.id, b.createdAt, b.rfpOfferId, b.ibeUid),
    );
  }
  if (b.companyCode) {
    statements.push(db.prepare("UPDATE bookings SET company_code = ?2 WHERE id = ?1").bind(b.id, b.companyCode));
  }
  if (b.country) {
    statements.push(db.prepare("UPDATE bookings SET guest_country = ?2 WHERE id = ?1").bind(b.id, b.country));
  }
  statements.push(db.prepare("UPDATE bookings SET language = ?2 WHERE id = ?1").bind(b.id, b.language));
  if (b.campaign) {
    const { cms = null, utm_source = null, utm_medium = null, utm_campaign = null } = b.campaign;
    statements.push(
      db
        .prepare("UPDATE bookings SET cms = ?2, utm_source = ?3, utm_medium = ?4, utm_campaign = ?5 WHERE id = ?1")
        .bind(b.id, cms, utm_source, utm_medium, utm_campaign),
    );
  }
  statements.push(forget(db, { apartmentType: b.apartmentTypeId }, "availability"));
  statements.push(
    ariOutboxStatement(
      db,
      {
        at: b.createdAt,
        kinds: ["availability"],
        ranges: [{ apartmentTypeId: b.apartmentTypeId, from: b.from, to: addDays(b.to, -1) }],
      },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?4)",
      [b.id],
    ),
  );
  statements.push(
    outboxStatement(
      db,
      { ibeUid: b.ibeUid, kind: "created", at: b.createdAt, booking: b.snapshot },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?2)",
    ),
  );
  statements.push(db.prepare("SELECT id FROM bookings WHERE id = ?1").bind(b.id));
  let results: D1Result<{ id: string }>[];
  try {
    results = await db.batch<{ id: string }>(statements);
  } catch (error) {
    const verdict = verdictRefusedByGuard(error);
    if (verdict) return { written: false, eventIds: [], voucherRefused: verdict };
    throw error;
  }
  return {
    written: (results[results.length - 1]?.results.length ?? 0) > 0,
    eventIds: [...outboxIds(results[results.length - 2]), ...outboxIds(results[results.length - 3])],
  };
}

export type Cancellation = {
  at: string;
  /** Charged, minor units. */
  fee: number;
  /** The policy's fee an admin waived, if any. */
  waivedFee: number | null;
  reason: string | null;
  actor: BookingActor;
  /** The booking as its "cancelled" event pushes it out (deliveries/booking-snapshot-of.ts). */
  snapshot: BookingSnapshot;
};

/**
 * Cancels an active booking, frees its nights and records who cancelled it, in one batch with the
 * search store's `forget` for the tenants carrying its apartment and the outbox's "cancelled" events.
 * Says whether this call cancelled it (a second cancel changes nothing and records nothing).
 */
export async function cancelBookingRow(
  db: D1Database,
  booking: Pick<BookingRow, "id" | "ibe_uid" | "apartment_type_id" | "from_date" | "to_date">,
  c: Cancellation,
): Promise<BookingWrite> {
  const { id: bookingId, ibe_uid: ibeUid } = booking;
  const results = await db.batch([
    db
      .prepare(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = ?3, cancellation_fee = ?4, cancellation_reason = ?5
         WHERE id = ?1 AND ibe_uid = ?2 AND status <> 'cancelled'`,
      )
      .bind(bookingId, ibeUid, c.at, c.fee, c.reason),
    db
      .prepare(
        `DELETE FROM booking_nights WHERE booking_id = ?1
           AND EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND ibe_uid = ?2 AND status = 'cancelled')`,
      )
      .bind(bookingId, ibeUid),
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, actor_name, reason, fee, waived_fee, created_at)
         SELECT ?1, ?2, 'cancelled', ?3, ?4, ?5, ?6, ?7, ?8
         WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND ibe_uid = ?2 AND status = 'cancelled' AND cancelled_at = ?8)
           AND NOT EXISTS (SELECT 1 FROM booking_events WHERE booking_id = ?1 AND kind = 'cancelled')`,
      )
      .bind(bookingId, ibeUid, c.actor.kind, c.actor.name, c.reason, c.fee, c.waivedFee, c.at),
    forget(db, { apartmentType: booking.apartment_type_id }, "availability"),
    ariOutboxStatement(
      db,
      {
        at: c.at,
        kinds: ["availability"],
        ranges: [
          { apartmentTypeId: booking.apartment_type_id, from: booking.from_date, to: addDays(booking.to_date, -1) },
        ],
      },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?4 AND status = 'cancelled' AND cancelled_at = ?5)",
      [bookingId, c.at],
    ),
    outboxStatement(
      db,
      { ibeUid, kind: "cancelled", at: c.at, booking: c.snapshot },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?2 AND status = 'cancelled' AND cancelled_at = ?6)",
      [c.at],
    ),
  ]);
  return {
    written: (results[0]?.meta.changes ?? 0) > 0,
    eventIds: [...outboxIds(results[results.length - 1]), ...outboxIds(results[results.length - 2])],
  };
}
