-- The signed-in customer's profile (updateMyself), one per tenant and subject (the identity
-- provider's `sub`). A customer's bookings are found by bookings(ibe_uid, user_id).
CREATE TABLE customer_profiles (
  ibe_uid TEXT NOT NULL,
  subject TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  company TEXT,
  billing_street TEXT,
  billing_postcode TEXT,
  billing_city TEXT,
  billing_country TEXT,
  preferred_language TEXT,
  preferred_currency TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (ibe_uid, subject)
);

-- My bookings: a customer's stays by arrival.
CREATE INDEX bookings_tenant_user_from ON bookings(ibe_uid, user_id, from_date);
