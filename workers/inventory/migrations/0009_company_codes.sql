-- Company codes and their negotiated rate plans (docs/decisions/0032-company-rates.md). A code belongs
-- to one tenant (unique per tenant, stored upper case); its validity dates are the arrivals its rates
-- are for. Its plans are a discount in percent or a fixed nightly rate (minor units of the property's
-- currency) for every apartment of the tenant ('all'), a property or an apartment type.
CREATE TABLE company_codes (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  code TEXT NOT NULL,
  company_name TEXT NOT NULL,
  street TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  vat_id TEXT NOT NULL DEFAULT '',
  cost_centre TEXT NOT NULL DEFAULT '',
  valid_from TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  invoice INTEGER NOT NULL DEFAULT 0,
  airplus INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX company_codes_tenant_code ON company_codes(ibe_uid, code);

CREATE TABLE company_rate_plans (
  id TEXT PRIMARY KEY,
  company_code_id TEXT NOT NULL REFERENCES company_codes(id),
  scope_kind TEXT NOT NULL CHECK (scope_kind IN ('all', 'property', 'apartmentType')),
  scope_id TEXT,
  rate_kind TEXT NOT NULL CHECK (rate_kind IN ('percent', 'fixedNightly')),
  -- percent: whole percent off; fixedNightly: minor units per night
  rate_value INTEGER NOT NULL
);
CREATE INDEX company_rate_plans_code ON company_rate_plans(company_code_id);

-- The code a booking was made with (its negotiated rate), for the operators.
ALTER TABLE bookings ADD COLUMN company_code TEXT;
