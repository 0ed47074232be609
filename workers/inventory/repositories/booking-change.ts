import type { BookingActor } from "../../../shared/ota/admin-booking";
import type { FieldChange } from "../../../shared/ota/change-history";
import type { BookingSnapshot } from "../deliveries/booking-snapshot";
import { addDays, stayNights } from "../rules/calendar";
import { forget } from "../search-store/forget";
import type { BookingRow } from "./bookings";
import { ariOutboxStatement, outboxIds, outboxStatement } from "./channel-events";
import { failIfUnitsBelowBookings, nightRefusedByGuard } from "./units-guard";

/** What a booking's voucher becomes with its new stay: the same code at a new discount, or none. */
export type VoucherAfterChange = { kind: "kept"; discount: number } | { kind: "dropped" } | { kind: "none" };

export type StayChange = {
  /** The booking as it was read: the change applies only if it is still so. */
  booking: Pick<
    BookingRow,
    "id" | "ibe_uid" | "apartment_type_id" | "from_date" | "to_date" | "guests" | "total" | "rate_plan_id"
  >;
  at: string;
  from: string;
  to: string;
  guests: number;
  ratePlanId: string;
  total: number;
  firstNight: number;
  /** StayPrice as JSON. */
  price: string;
  /** The apartment's rates the price was computed from: the change fails if they moved meanwhile. */
  priceVersion: number;
  voucher: VoucherAfterChange;
  actor: BookingActor;
  /** Old -> new, for the booking's history. */
  changes: FieldChange[];
  /** The booking as its "modified" event pushes it out. */
  snapshot: BookingSnapshot;
};

/** The change's outcome: written, or why not (`refusedNight`: the units guard's night). */
export type StayChangeWrite = { written: boolean; eventIds: string[]; refusedNight?: string };

/**
 * Changes a booking's stay in ONE batch (docs/decisions/0140), so that no moment exists where its old
 * nights are freed and the new ones not yet held: the row is updated only if it is still the stay that
 * was quoted (same dates, guests, total, not cancelled), the rates are unchanged and no new night is
 * closed; then its nights are replaced, and the units guard (decision 0114) fails the whole batch if a
 * new night now has more bookings than units for sale. Its own old nights are gone by then, so an
 * overlap of old and new stay never counts against itself, and a booking committed meanwhile by
 * someone else counts. The history entry, the voucher, the search store's forget, the ARI and the
 * "modified" booking events go in the same batch, each keyed on the row's `modified_at` marker.
 */
export async function changeBookingStay(db: D1Database, c: StayChange): Promise<StayChangeWrite> {
  const b = c.booking;
  const changed = "EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND modified_at = ?2)";
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE bookings SET from_date = ?3, to_date = ?4, guests = ?5, total = ?6, first_night = ?7, price = ?8,
           rate_plan_id = ?9, modified_at = ?10
         WHERE id = ?1 AND ibe_uid = ?2 AND status <> 'cancelled'
           AND from_date = ?11 AND to_date = ?12 AND guests = ?13 AND total = ?14 AND rate_plan_id = ?15
           AND EXISTS (SELECT 1 FROM apartment_types t WHERE t.id = ?16 AND t.price_version = ?17)
           AND NOT EXISTS (SELECT 1 FROM calendar_days d
             WHERE d.apartment_type_id = ?16 AND d.date >= ?3 AND d.date < ?4 AND d.closed = 1)`,
      )
      .bind(
        b.id,
        b.ibe_uid,
        c.from,
        c.to,
        c.guests,
        c.total,
        c.firstNight,
        c.price,
        c.ratePlanId,
        c.at,
        b.from_date,
        b.to_date,
        b.guests,
        b.total,
        b.rate_plan_id,
        b.apartment_type_id,
        c.priceVersion,
      ),
    db.prepare(`DELETE FROM booking_nights WHERE booking_id = ?1 AND ${changed}`).bind(b.id, c.at),
    db
      .prepare(
        `WITH RECURSIVE stay(night) AS (
           SELECT ?3 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < ?4
         )
         INSERT INTO booking_nights (apartment_type_id, night, booking_id)
         SELECT ?5, night, ?1 FROM stay WHERE ${changed}`,
      )
      .bind(b.id, c.at, c.from, c.to, b.apartment_type_id),
    failIfUnitsBelowBookings(db, b.apartment_type_id, { dates: stayNights(c.from, c.to) }),
    db
      .prepare(
        `INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, actor_name, changes, created_at)
         SELECT ?1, ?3, 'changed', ?4, ?5, ?6, ?2 WHERE ${changed}`,
      )
      .bind(b.id, c.at, b.ibe_uid, c.actor.kind, c.actor.name, JSON.stringify(c.changes)),
  ];
  if (c.voucher.kind === "kept") {
    statements.push(
      db
        .prepare(`UPDATE bookings SET voucher_discount = ?3 WHERE id = ?1 AND ${changed}`)
        .bind(b.id, c.at, c.voucher.discount),
    );
  } else if (c.voucher.kind === "dropped") {
    // The code's use is given back: the changed stay no longer counts against its limits.
    statements.push(
      db.prepare(`DELETE FROM voucher_uses WHERE booking_id = ?1 AND ${changed}`).bind(b.id, c.at),
      db
        .prepare(`UPDATE bookings SET voucher_code = NULL, voucher_discount = NULL WHERE id = ?1 AND ${changed}`)
        .bind(b.id, c.at),
    );
  }
  statements.push(
    forget(db, { apartmentType: b.apartment_type_id }, "availability"),
    ariOutboxStatement(
      db,
      {
        at: c.at,
        kinds: ["availability"],
        ranges: [
          { apartmentTypeId: b.apartment_type_id, from: b.from_date, to: addDays(b.to_date, -1) },
          { apartmentTypeId: b.apartment_type_id, from: c.from, to: addDays(c.to, -1) },
        ],
      },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?4 AND modified_at = ?5)",
      [b.id, c.at],
    ),
    outboxStatement(
      db,
      { ibeUid: b.ibe_uid, kind: "modified", at: c.at, booking: c.snapshot },
      "EXISTS (SELECT 1 FROM bookings WHERE id = ?2 AND modified_at = ?6)",
      [c.at],
    ),
    db.prepare("SELECT id FROM bookings WHERE id = ?1 AND modified_at = ?2").bind(b.id, c.at),
  );
  let results: D1Result<{ id: string }>[];
  try {
    results = await db.batch<{ id: string }>(statements);
  } catch (error) {
    const night = nightRefusedByGuard(error);
    if (night) return { written: false, eventIds: [], refusedNight: night };
    throw error;
  }
  return {
    written: (results[results.length - 1]?.results.length ?? 0) > 0,
    eventIds: [...outboxIds(results[results.length - 2]), ...outboxIds(results[results.length - 3])],
  };
}
