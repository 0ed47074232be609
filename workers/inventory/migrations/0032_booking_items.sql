-- Several apartments in one booking (docs/decisions/0142): an item is a booking row. The first item's
-- row is the booking (lead_booking_id NULL, item_order 0); each further item's row points to it and
-- keeps its place in the booking. A history entry about one item (its cancellation) names it.
ALTER TABLE bookings ADD COLUMN lead_booking_id TEXT;
ALTER TABLE bookings ADD COLUMN item_order INTEGER NOT NULL DEFAULT 0;
CREATE INDEX bookings_lead ON bookings(lead_booking_id, item_order) WHERE lead_booking_id IS NOT NULL;
ALTER TABLE booking_events ADD COLUMN item_id TEXT;
