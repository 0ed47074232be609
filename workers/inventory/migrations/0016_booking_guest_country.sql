-- The guest's country of residence (ISO 3166-1 alpha-2), a field of the booking's guest. Bookings
-- made before this migration have none here: the checkout wrote it into their notes ("Guest
-- country: XX"), where the app still finds it.
ALTER TABLE bookings ADD COLUMN guest_country TEXT;
