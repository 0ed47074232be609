-- The embedded OTA's inventory: tenants, cities, properties, apartment types, availability,
-- bookings, RFPs and contact messages. Amounts are integers in minor units of the row's currency.

CREATE TABLE inventory_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE tenants (
  ibe_uid TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE cities (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  lat REAL NOT NULL,
  long REAL NOT NULL,
  currency TEXT NOT NULL
);

CREATE TABLE properties (
  id TEXT PRIMARY KEY,
  city_id TEXT NOT NULL REFERENCES cities(id),
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  lat REAL NOT NULL,
  long REAL NOT NULL,
  currency TEXT NOT NULL,
  is_premium_partner INTEGER NOT NULL DEFAULT 0,
  -- [{ id, code, name: { en, de }, factorBp, cancellationPolicy }]
  rate_plans TEXT NOT NULL,
  -- CityTax (see workers/inventory/rules/pricing.ts)
  city_tax TEXT NOT NULL,
  services TEXT NOT NULL DEFAULT '[]',
  check_in_from TEXT NOT NULL DEFAULT '15:00',
  check_out_until TEXT NOT NULL DEFAULT '11:00'
);
CREATE INDEX properties_geo ON properties(lat, long);
CREATE INDEX properties_city ON properties(city_id);

-- Which booking engines a property is distributed to. "quartier" (the platform) has every property.
CREATE TABLE property_tenants (
  property_id TEXT NOT NULL REFERENCES properties(id),
  ibe_uid TEXT NOT NULL REFERENCES tenants(ibe_uid),
  PRIMARY KEY (property_id, ibe_uid)
) WITHOUT ROWID;

CREATE TABLE apartment_types (
  id TEXT PRIMARY KEY,
  property_id TEXT NOT NULL REFERENCES properties(id),
  kind TEXT NOT NULL,
  tier TEXT NOT NULL,
  size_min REAL NOT NULL,
  size_max REAL NOT NULL,
  max_occupancy INTEGER NOT NULL,
  bedrooms INTEGER NOT NULL,
  bathrooms INTEGER NOT NULL,
  units INTEGER NOT NULL,
  base_nightly INTEGER NOT NULL,
  weekend_factor_bp INTEGER NOT NULL,
  season_months INTEGER NOT NULL,
  season_factor_bp INTEGER NOT NULL,
  monthly_rate INTEGER NOT NULL,
  cleaning_fee INTEGER NOT NULL,
  min_stay INTEGER NOT NULL,
  max_stay INTEGER NOT NULL,
  booking_mode TEXT NOT NULL,
  channel_links TEXT NOT NULL DEFAULT '{}',
  services TEXT NOT NULL DEFAULT '[]',
  extra_services TEXT NOT NULL DEFAULT '[]',
  image_count INTEGER NOT NULL,
  matterport_id TEXT,
  -- Bumped whenever rates change; a booking checks it inside its write batch.
  price_version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX apartment_types_property ON apartment_types(property_id);

-- Nights [start_date, end_date) on which an apartment type cannot be booked (owner blocks, sold out elsewhere).
CREATE TABLE closures (
  apartment_type_id TEXT NOT NULL REFERENCES apartment_types(id),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);
CREATE INDEX closures_type ON closures(apartment_type_id, start_date);

CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL,
  ibe_uid TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  apartment_type_id TEXT NOT NULL,
  property_id TEXT NOT NULL,
  rate_plan_id TEXT NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT NOT NULL,
  guests INTEGER NOT NULL,
  guest_first_name TEXT NOT NULL,
  guest_last_name TEXT NOT NULL,
  guest_email TEXT NOT NULL,
  guest_phone TEXT,
  guest_company TEXT,
  user_id TEXT,
  payment_method TEXT NOT NULL,
  payment_reference TEXT,
  notes TEXT,
  currency TEXT NOT NULL,
  total INTEGER NOT NULL,
  first_night INTEGER NOT NULL,
  price TEXT NOT NULL,
  cancellation_policy TEXT NOT NULL,
  rfp_id TEXT,
  rfp_offer_id TEXT,
  created_at TEXT NOT NULL,
  cancelled_at TEXT,
  cancellation_fee INTEGER,
  cancellation_reason TEXT,
  UNIQUE (ibe_uid, idempotency_key)
);
CREATE INDEX bookings_tenant_created ON bookings(ibe_uid, created_at, id);
CREATE INDEX bookings_created ON bookings(created_at, id);
CREATE INDEX bookings_tenant_email ON bookings(ibe_uid, guest_email, created_at);
CREATE INDEX bookings_tenant_user ON bookings(ibe_uid, user_id, created_at);

-- One row per occupied night of an active booking: the capacity check counts these.
CREATE TABLE booking_nights (
  apartment_type_id TEXT NOT NULL,
  night TEXT NOT NULL,
  booking_id TEXT NOT NULL,
  PRIMARY KEY (booking_id, night)
) WITHOUT ROWID;
CREATE INDEX booking_nights_type_night ON booking_nights(apartment_type_id, night);

CREATE TABLE rfps (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  budget_amount INTEGER NOT NULL,
  budget_currency TEXT NOT NULL,
  from_date TEXT NOT NULL,
  to_date TEXT NOT NULL,
  guests INTEGER NOT NULL,
  place TEXT NOT NULL,
  radius_km REAL NOT NULL,
  notes TEXT,
  contact_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT,
  contact_company TEXT,
  user_id TEXT,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX rfps_tenant_created ON rfps(ibe_uid, created_at, id);
CREATE INDEX rfps_tenant_email ON rfps(ibe_uid, contact_email, created_at);
CREATE INDEX rfps_tenant_user ON rfps(ibe_uid, user_id, created_at);

CREATE TABLE rfp_offers (
  id TEXT PRIMARY KEY,
  rfp_id TEXT NOT NULL REFERENCES rfps(id),
  ibe_uid TEXT NOT NULL,
  apartment_type_id TEXT NOT NULL,
  status TEXT NOT NULL,
  price_amount INTEGER NOT NULL,
  price_currency TEXT NOT NULL,
  note TEXT,
  booking_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX rfp_offers_rfp ON rfp_offers(rfp_id, created_at);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  apartment_type_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_tenant_created ON contact_messages(ibe_uid, created_at, id);
