-- An apartment type's rates (issue 34, docs/decisions/0109). A type sells its house's rate plans
-- (properties.rate_plans) until an operator gives it its own list: then `rate_plans` holds that list,
-- the same JSON (each plan may carry "active": false, which no new booking can choose). Guests above
-- `included_guests` pay `extra_guest_fee` each per night (minor units; 0: no fee). Seeded types
-- include every guest they sleep.
ALTER TABLE apartment_types ADD COLUMN rate_plans TEXT;
ALTER TABLE apartment_types ADD COLUMN extra_guest_fee INTEGER NOT NULL DEFAULT 0;
ALTER TABLE apartment_types ADD COLUMN included_guests INTEGER NOT NULL DEFAULT 1;
UPDATE apartment_types SET included_guests = max_occupancy;
