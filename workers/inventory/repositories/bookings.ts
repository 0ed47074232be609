import type { Campaign, CampaignParam } from "../../../shared/campaign/campaign-param";
import type { BookingActor } from "../../../shared/ota/admin-booking";
import type { BookingStatus } from "../../../shared/ota/booking";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import type { BookingSnapshot } from "../deliveries/booking-snapshot";
import { decodeCursor } from "../http/ids";
import { addDays } from "../rules/calendar";
import { forget } from "../search-store/forget";
import { failUnlessEveryItemWritten, itemRefusedByGuard } from "./booking-items-guard";
import { BOOKING_STATUS_SQL, FIRST_ITEMS_ONLY } from "./booking-items-sql";
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
  /** Migration 0032: a further item's booking (its first item's row); null for that row itself. */
  lead_booking_id?: string | null;
  /** Migration 0032: the item's place in its booking, 0 for the first. */
  item_order?: number;
};

export const SELECT_BOOKING = `SELECT b.*, t.kind AS type_kind, t.tier AS type_tier, t.name AS type_name, t.image_count AS image_count,
  t.channel_links AS type_channel_links,
  p.name AS property_name, p.street AS street, p.house_number AS house_number, p.postcode AS postcode,
  p.city AS city, p.country AS country
  FROM bookings b
  LEFT JOIN apartment_types t ON t.id = b.apartment_type_id
  LEFT JOIN properties p ON p.id = b.property_id`;

/**
 * A booking's items (decision 0142), the first item's row first: none when `bookingId` is unknown, of
 * another tenant, or a further item's own id (a booking is reached by its first item's id only).
 */
export async function findBookingItems(db: D1Database, ibeUid: string, bookingId: string): Promise<BookingRow[]> {
  const { results } = await db
    .prepare(
      `${SELECT_BOOKING} WHERE b.ibe_uid = ?2 AND ((b.id = ?1 AND b.lead_booking_id IS NULL) OR b.lead_booking_id = ?1)
       ORDER BY b.item_order, b.id`,
    )
    .bind(bookingId, ibeUid)
    .all<BookingRow>();
  return results[0]?.id === bookingId ? results : [];
}

/** Each listed booking's items, the first item's row first (one query for the whole page). */
export async function withFurtherItems(db: D1Database, leads: readonly BookingRow[]): Promise<BookingRow[][]> {
  if (leads.length === 0) return [];
  const { results } = await db
    .prepare(
      `${SELECT_BOOKING} WHERE b.lead_booking_id IN (SELECT value FROM json_each(?1)) ORDER BY b.item_order, b.id`,
    )
    .bind(JSON.stringify(leads.map((l) => l.id)))
    .all<BookingRow>();
  return leads.map((lead) => [lead, ...results.filter((r) => r.lead_booking_id === lead.id)]);
}

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
  if (filter.status) add((n) => `${BOOKING_STATUS_SQL} = ?${n}`, filter.status);
  where.push(FIRST_ITEMS_ONLY);
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
  if (cursor) {
    binds.push(cursor.createdAt, cursor.id);
    const a = binds.length - 1;
    where.push(`(b.created_at < ?${a} OR (b.created_at = ?${a} AND b.id < ?${a + 1}))`);
  }
  binds.push(filter.limit + 1);
  const sql = `${SELECT_BOOKING} WHERE ${where.join(" AND ")}
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

/**
 * A new booking's write; `voucherRefused`: the voucher guard rolled it back, with the code's verdict;
 * `refusedItem`: the items guard rolled it back, naming the first item not written (decision 0142).
 */
export type NewBookingWrite = BookingWrite & { voucherRefused?: VoucherVerdict; refusedItem?: number };

/** A further apartment of a new booking (decision 0142): its own apartment, plan, guests, price and terms. */
export type NewBookingItem = Pick<
  NewBooking,
  | "id"
  | "apartmentTypeId"
  | "propertyId"
  | "ratePlanId"
  | "guests"
  | "total"
  | "firstNight"
  | "price"
  | "cancellationPolicy"
  | "priceVersion"
  | "companyCode"
> & { voucherDiscount?: number | null };

/**
 * One item's insert: the booking's row (lead null) or a further item's (written only if the booking's
 * row was). It carries the item's own conditions: the tenant still carries the apartment, the rates are
 * unchanged, no night is closed, and on no night of the stay are all units booked, nor all the units
 * the calendar sells that night (counting the items before it in the same batch); and, for an RFP
 * offer, the offer is still BOOKABLE.
 */
function insertItemStatement(db: D1Database, b: NewBooking, lead: { id: string; order: number } | null) {
  const rfpCondition = b.rfpOfferId
    ? "AND EXISTS (SELECT 1 FROM rfp_offers o WHERE o.id = ?34 AND o.ibe_uid = ?3 AND o.status = 'BOOKABLE')"
    : "";
  return db
    .prepare(
      `INSERT INTO bookings (id, reference, ibe_uid, idempotency_key, request_hash, status, apartment_type_id,
         property_id, rate_plan_id, from_date, to_date, guests, guest_first_name, guest_last_name, guest_email,
         guest_phone, guest_company, user_id, payment_method, payment_reference, notes, currency, total, first_night,
         price, cancellation_policy, rfp_id, rfp_offer_id, created_at, payment_card, lead_booking_id, item_order)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22,
         ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?31, ?32, ?33
       WHERE EXISTS (SELECT 1 FROM apartment_types t
           JOIN property_tenants pt ON pt.property_id = t.property_id AND pt.ibe_uid = ?3
           WHERE t.id = ?7 AND t.price_version = ?30)
         AND (?32 IS NULL OR EXISTS (SELECT 1 FROM bookings WHERE id = ?32))
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
      lead?.id ?? null,
      lead?.order ?? 0,
      ...(b.rfpOfferId ? [b.rfpOfferId] : []),
    );
}

/** An item's nights, written only if its row was. */
function itemNightsStatement(db: D1Database, item: Pick<NewBooking, "id" | "from" | "to" | "apartmentTypeId">) {
  return db
    .prepare(
      `WITH RECURSIVE stay(night) AS (
         SELECT ?1 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < ?2
       )
       INSERT INTO booking_nights (apartment_type_id, night, booking_id)
       SELECT ?3, night, ?4 FROM stay WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?4)`,
    )
    .bind(item.from, item.to, item.apartmentTypeId, item.id);
}

/**
 * Books a stay atomically, with its further apartments (decision 0142). D1 has no interactive
 * transactions, but a batch runs as one transaction and a database executes one batch at a time. So
 * each item's insert carries its own conditions (insertItemStatement) and, with several items, a
 * final guard fails the batch unless every item was written: all or nothing. The following statements
 * only act if the booking row exists; the search store forgets what the searches of the tenants
 * carrying the apartments kept, and the outbox gets the booking's "created" event for each endpoint
 * that wants it, in the same batch.
 */
export async function insertBookingIfAvailable(
  db: D1Database,
  b: NewBooking,
  further: readonly NewBookingItem[] = [],
): Promise<NewBookingWrite> {
  const items: NewBooking[] = [
    b,
    ...further.map((item, i) => ({
      ...b,
      ...item,
      idempotencyKey: `${b.id}#${i + 1}`,
      rfpId: null,
      rfpOfferId: null,
    })),
  ];
  const statements = items.flatMap((item, i) => [
    insertItemStatement(db, item, i === 0 ? null : { id: b.id, order: i }),
    itemNightsStatement(db, item),
  ]);
  statements.push(
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, created_at)
         SELECT ?1, ?2, 'created', 'guest', ?3 WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?1)`,
      )
      .bind(b.id, b.ibeUid, b.createdAt),
  );
  if (b.voucher) statements.push(...voucherUseStatements(db, b.id, b.voucher, b.createdAt));
  for (const item of further) {
    if (b.voucher && item.voucherDiscount)
      statements.push(
        db
          .prepare("UPDATE bookings SET voucher_code = ?2, voucher_discount = ?3 WHERE id = ?1")
          .bind(item.id, b.voucher.code, item.voucherDiscount),
      );
  }
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
  for (const item of items) {
    if (item.companyCode)
      statements.push(
        db.prepare("UPDATE bookings SET company_code = ?2 WHERE id = ?1").bind(item.id, item.companyCode),
      );
  }
  // The booking's own facts, on every item's row.
  const everyItem = "WHERE id = ?1 OR lead_booking_id = ?1";
  if (b.country) {
    statements.push(db.prepare(`UPDATE bookings SET guest_country = ?2 ${everyItem}`).bind(b.id, b.country));
  }
  statements.push(db.prepare(`UPDATE bookings SET language = ?2 ${everyItem}`).bind(b.id, b.language));
  if (b.campaign) {
    const { cms = null, utm_source = null, utm_medium = null, utm_campaign = null } = b.campaign;
    statements.push(
      db
        .prepare(`UPDATE bookings SET cms = ?2, utm_source = ?3, utm_medium = ?4, utm_campaign = ?5 ${everyItem}`)
        .bind(b.id, cms, utm_source, utm_medium, utm_campaign),
    );
  }
  for (const typeId of new Set(items.map((i) => i.apartmentTypeId))) {
    statements.push(forget(db, { apartmentType: typeId }, "availability"));
  }
  if (items.length > 1)
    statements.push(
      failUnlessEveryItemWritten(
        db,
        items.map((i) => i.id),
      ),
    );
  const ari = statements.length;
  statements.push(
    ariOutboxStatement(
      db,
      {
        at: b.createdAt,
        kinds: ["availability"],
        ranges: items.map((i) => ({ apartmentTypeId: i.apartmentTypeId, from: i.from, to: addDays(i.to, -1) })),
      },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?4)",
      [b.id],
    ),
    outboxStatement(
      db,
      { ibeUid: b.ibeUid, kind: "created", at: b.createdAt, booking: b.snapshot },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?2)",
    ),
    db.prepare("SELECT id FROM bookings WHERE id = ?1").bind(b.id),
  );
  let results: D1Result<{ id: string }>[];
  try {
    results = await db.batch<{ id: string }>(statements);
  } catch (error) {
    const verdict = verdictRefusedByGuard(error);
    if (verdict) return { written: false, eventIds: [], voucherRefused: verdict };
    const refusedItem = itemRefusedByGuard(error);
    if (refusedItem !== null) return { written: false, eventIds: [], refusedItem };
    throw error;
  }
  return {
    written: (results[ari + 2]?.results.length ?? 0) > 0,
    eventIds: [...outboxIds(results[ari + 1]), ...outboxIds(results[ari])],
  };
}

/** One item cancelled: its row and what it is charged (minor units), with the policy's fee an admin waived. */
export type CancelledItem = {
  row: Pick<BookingRow, "id" | "apartment_type_id" | "from_date" | "to_date">;
  fee: number;
  waivedFee: number | null;
};

export type Cancellation = {
  at: string;
  reason: string | null;
  actor: BookingActor;
  /** The booking's event for the channels: "cancelled" when no item is left, else "modified" (decision 0142). */
  event: { kind: "cancelled" | "modified"; snapshot: BookingSnapshot };
};

/**
 * Cancels a booking's active items, each at its own fee, in one batch: frees their nights, records each
 * in the booking's history (naming the item), with the search store's `forget` and the ARI events of
 * their apartments, and the booking's one outbound event. An item cancelled meanwhile is left as it is
 * (a second cancel changes nothing and records nothing); says whether this call cancelled any.
 */
export async function cancelBookingItems(
  db: D1Database,
  booking: { id: string; ibeUid: string },
  items: readonly CancelledItem[],
  c: Cancellation,
): Promise<BookingWrite> {
  const ibeUid = booking.ibeUid;
  const cancelledNow = "EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND status = 'cancelled' AND cancelled_at = ?2)";
  const statements = items.flatMap(({ row, fee, waivedFee }) => [
    db
      .prepare(
        `UPDATE bookings SET status = 'cancelled', cancelled_at = ?3, cancellation_fee = ?4, cancellation_reason = ?5
         WHERE id = ?1 AND ibe_uid = ?2 AND status <> 'cancelled'`,
      )
      .bind(row.id, ibeUid, c.at, fee, c.reason),
    db
      .prepare(
        `DELETE FROM booking_nights WHERE booking_id = ?1
           AND EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND ibe_uid = ?2 AND status = 'cancelled')`,
      )
      .bind(row.id, ibeUid),
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, item_id, ibe_uid, kind, actor_kind, actor_name, reason, fee, waived_fee, created_at)
         SELECT ?9, ?1, ?2, 'cancelled', ?3, ?4, ?5, ?6, ?7, ?8
         WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND ibe_uid = ?2 AND status = 'cancelled' AND cancelled_at = ?8)
           AND NOT EXISTS (SELECT 1 FROM booking_events WHERE coalesce(item_id, booking_id) = ?1 AND kind = 'cancelled')`,
      )
      .bind(row.id, ibeUid, c.actor.kind, c.actor.name, c.reason, fee, waivedFee, c.at, booking.id),
    forget(db, { apartmentType: row.apartment_type_id }, "availability"),
    ariOutboxStatement(
      db,
      {
        at: c.at,
        kinds: ["availability"],
        ranges: [{ apartmentTypeId: row.apartment_type_id, from: row.from_date, to: addDays(row.to_date, -1) }],
      },
      cancelledNow.replace("?1", "?4").replace("?2", "?5"),
      [row.id, c.at],
    ),
  ]);
  const anyCancelledNow = `EXISTS (SELECT 1 FROM bookings WHERE id IN (SELECT value FROM json_each(?6))
    AND status = 'cancelled' AND cancelled_at = ?7)`;
  statements.push(
    outboxStatement(db, { ibeUid, kind: c.event.kind, at: c.at, booking: c.event.snapshot }, anyCancelledNow, [
      JSON.stringify(items.map((i) => i.row.id)),
      c.at,
    ]),
  );
  const results = await db.batch(statements);
  const perItem = 5;
  const eventIds = [
    ...items.flatMap((_, i) => outboxIds(results[i * perItem + 4])),
    ...outboxIds(results[results.length - 1]),
  ];
  return {
    written: items.some((_, i) => (results[i * perItem]?.meta.changes ?? 0) > 0),
    eventIds,
  };
}
