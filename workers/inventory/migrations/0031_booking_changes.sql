-- Changing a booking (docs/decisions/0140): when its stay was last changed, the marker its change's
-- batch keys its later statements on, and what a history entry changed (JSON
-- [{ "field", "before", "after" }], like the back office's history).
ALTER TABLE bookings ADD COLUMN modified_at TEXT;
ALTER TABLE booking_events ADD COLUMN changes TEXT;
