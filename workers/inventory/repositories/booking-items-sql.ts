/**
 * A booking of several apartments (decision 0142) as SQL over `bookings b`, the first item's row: the
 * lists show bookings (first items only), with the whole booking's status, total and apartment count.
 */

/** Only bookings, not their further items' rows. */
export const FIRST_ITEMS_ONLY = "b.lead_booking_id IS NULL";

/** Cancelled only when every item is (further items are always confirmed: rules/booking-items.ts). */
export const BOOKING_STATUS_SQL = `(CASE WHEN b.status = 'cancelled' AND EXISTS (SELECT 1 FROM bookings i
  WHERE i.lead_booking_id = b.id AND i.status <> 'cancelled') THEN 'confirmed' ELSE b.status END)`;

/** What the booking's apartments were booked for, together (the list's total, as for one apartment). */
export const BOOKING_TOTAL_SQL = `(b.total + coalesce((SELECT sum(i.total) FROM bookings i
  WHERE i.lead_booking_id = b.id), 0))`;

/** How many apartments the booking holds. */
export const BOOKING_APARTMENTS_SQL = "(1 + (SELECT count(*) FROM bookings i WHERE i.lead_booking_id = b.id))";
