-- Where a booking came from: the deep link's campaign parameters (docs/guides/deep-links.md), carried
-- from the apartment page through the checkout (decision 0137). Each is a short key of letters, digits,
-- `-` and `_` (the contract's rule, checked before writing); NULL when the guest came without one, and
-- for every booking made before this migration.
ALTER TABLE bookings ADD COLUMN cms TEXT;
ALTER TABLE bookings ADD COLUMN utm_source TEXT;
ALTER TABLE bookings ADD COLUMN utm_medium TEXT;
ALTER TABLE bookings ADD COLUMN utm_campaign TEXT;
