-- The operators' bookings list: indexes for its filters and sorts at 50,000 bookings (every plan
-- checked with EXPLAIN QUERY PLAN, docs/decisions), and the bookings' history (audit log).

-- A tenant's list by arrival or departure, and filtered by status or property. (The names are the
-- ones the dashboard's migration creates "if not exists": these, with the id for stable pages, serve both.)
CREATE INDEX bookings_tenant_from_date ON bookings(ibe_uid, from_date, id);
CREATE INDEX bookings_tenant_to_date ON bookings(ibe_uid, to_date, id);
CREATE INDEX bookings_tenant_status_created ON bookings(ibe_uid, status, created_at, id);
CREATE INDEX bookings_tenant_status_from ON bookings(ibe_uid, status, from_date, id);
CREATE INDEX bookings_tenant_property_created ON bookings(ibe_uid, property_id, created_at, id);
-- The platform admin's list over every tenant, by arrival.
CREATE INDEX bookings_from_date ON bookings(from_date, id);
-- A reference is looked up as typed (prefix).
CREATE INDEX bookings_reference ON bookings(reference);

-- The masked card (PCI Proxy's masked number, brand, expiry, holder) as JSON; never the number or the token.
ALTER TABLE bookings ADD COLUMN payment_card TEXT;

-- What happened to a booking, by whom: created, changed, cancelled (with the fee charged and any fee an
-- admin waived, with the reason), and actions of the admin app (a confirmation mail resent).
CREATE TABLE booking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id TEXT NOT NULL,
  ibe_uid TEXT NOT NULL,
  kind TEXT NOT NULL,
  actor_kind TEXT NOT NULL,
  actor_name TEXT,
  reason TEXT,
  fee INTEGER,
  waived_fee INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX booking_events_booking ON booking_events(booking_id, id);

-- The history of bookings made before it was kept.
INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, created_at)
  SELECT id, ibe_uid, 'created', 'guest', created_at FROM bookings ORDER BY created_at;
INSERT INTO booking_events (booking_id, ibe_uid, kind, actor_kind, reason, fee, created_at)
  SELECT id, ibe_uid, 'cancelled', 'guest', cancellation_reason, cancellation_fee, cancelled_at
  FROM bookings WHERE status = 'cancelled' AND cancelled_at IS NOT NULL ORDER BY cancelled_at;
