-- The language the guest booked in (the checkout's), so mails an operator triggers later (a
-- cancellation, a resent confirmation) reach the guest in that language, not the operator's.
-- Bookings made before this migration have none; their mails keep the operator's language.
ALTER TABLE bookings ADD COLUMN language TEXT;
