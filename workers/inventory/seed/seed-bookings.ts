/**
 * Many bookings at once, for the admin list's benchmark and for trying the admin pages locally:
 * `count` bookings spread over the tenants' apartments, arrivals from half a year back to a year
 * ahead, created over the last 400 days, one in ten cancelled and one in ten requested. Generated in
 * SQL (a recursive counter joined to the tenants' apartments), so 50,000 take a second or two.
 * They are history for the lists only: they hold no nights (availability ignores them). Rows carry
 * ids `bk_seed_<n>`; seeding again replaces them.
 */
const FIRST = ["Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hugo", "Ida", "Jonas", "Lena", "Max"];
const LAST = [
  "Becker",
  "Fischer",
  "Hoffmann",
  "Klein",
  "Koch",
  "Meyer",
  "Müller",
  "Richter",
  "Schulz",
  "Wagner",
  "Weber",
];
const CHUNK = 5_000;

export async function seedBookings(
  db: D1Database,
  { count, today = new Date().toISOString().slice(0, 10) }: { count: number; today?: string },
): Promise<{ bookings: number }> {
  await db.batch([
    db.prepare("DELETE FROM booking_events WHERE booking_id LIKE 'bk_seed_%'"),
    db.prepare("DELETE FROM bookings WHERE id LIKE 'bk_seed_%'"),
  ]);
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?2),
         offer AS (
           SELECT row_number() OVER (ORDER BY pt.ibe_uid, t.id) - 1 AS k, pt.ibe_uid, t.id AS type_id,
             t.property_id, p.currency, json_extract(p.rate_plans, '$[0].id') AS plan_id,
             json_extract(p.rate_plans, '$[0].cancellationPolicy') AS policy
           FROM apartment_types t JOIN properties p ON p.id = t.property_id
           JOIN property_tenants pt ON pt.property_id = p.id
         ),
         offers AS (SELECT count(*) AS total FROM offer),
         row AS (
           SELECT n.i, o.*, 1 + (n.i % 7) AS nights, 8000 + ((n.i * 7919) % 90000) AS amount,
             json_extract(?4, '$[' || (n.i % ${FIRST.length}) || ']') AS first_name,
             json_extract(?5, '$[' || ((n.i / ${FIRST.length}) % ${LAST.length}) || ']') AS last_name,
             date(?3, ((n.i * 37) % 540 - 180) || ' days') AS from_date
           FROM n, offers JOIN offer o ON o.k = (n.i * 104729) % offers.total
         )
         INSERT INTO bookings (id, reference, ibe_uid, idempotency_key, request_hash, status, apartment_type_id,
           property_id, rate_plan_id, from_date, to_date, guests, guest_first_name, guest_last_name, guest_email,
           payment_method, currency, total, first_night, price, cancellation_policy, created_at, cancelled_at,
           cancellation_fee)
         SELECT 'bk_seed_' || i, printf('S-%04d-%04d', i / 10000, i % 10000), ibe_uid, 'seed-' || i, 'seed',
           CASE i % 10 WHEN 0 THEN 'cancelled' WHEN 1 THEN 'requested' ELSE 'confirmed' END,
           type_id, property_id, plan_id, from_date, date(from_date, '+' || nights || ' days'), 1 + i % 3,
           first_name, last_name, lower(first_name) || '.' || i || '@guests.example', 'bankTransfer', currency,
           amount, amount / nights,
           json_object('currency', currency, 'nights', nights, 'accommodation', amount, 'lines', json('[]'),
             'total', amount, 'monthlyRateApplied', json('false')),
           policy,
           strftime('%Y-%m-%dT%H:%M:%fZ', ?3, '-' || ((i * 13) % 400) || ' days', '+' || ((i * 7) % 86400) || ' seconds'),
           CASE i % 10 WHEN 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', ?3) END,
           CASE i % 10 WHEN 0 THEN 0 END
         FROM row`,
      )
      .bind(start, end, today, JSON.stringify(FIRST), JSON.stringify(LAST))
      .run();
  }
  await db
    .prepare(
      `INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, created_at)
       SELECT id, ibe_uid, 'created', 'guest', created_at FROM bookings WHERE id LIKE 'bk_seed_%'`,
    )
    .run();
  return { bookings: count };
}
