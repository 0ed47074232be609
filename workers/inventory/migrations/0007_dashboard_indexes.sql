-- The admin dashboard's "today's arrivals and departures", per tenant and across tenants.
CREATE INDEX IF NOT EXISTS bookings_tenant_from_date ON bookings(ibe_uid, from_date);
CREATE INDEX IF NOT EXISTS bookings_tenant_to_date ON bookings(ibe_uid, to_date);
CREATE INDEX IF NOT EXISTS bookings_from_date ON bookings(from_date);
CREATE INDEX IF NOT EXISTS bookings_to_date ON bookings(to_date);
