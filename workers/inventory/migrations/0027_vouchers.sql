-- Vouchers: a brand's promotion codes (docs/decisions/0129-vouchers.md). A code is unique per tenant,
-- stored upper case (typed in any case). Periods are ISO dates, both ends included, NULL open.
-- Amounts are minor units of `currency` (the brand's); `percent` and `amount` exclude each other.
CREATE TABLE vouchers (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  code TEXT NOT NULL,
  discount_kind TEXT NOT NULL CHECK (discount_kind IN ('percent', 'amount')),
  discount_value INTEGER NOT NULL CHECK (discount_value > 0),
  currency TEXT,
  book_from TEXT,
  book_until TEXT,
  stay_from TEXT,
  stay_until TEXT,
  min_nights INTEGER NOT NULL DEFAULT 1,
  -- JSON arrays of ids; both empty: every apartment of the brand.
  apartment_type_ids TEXT NOT NULL DEFAULT '[]',
  property_ids TEXT NOT NULL DEFAULT '[]',
  total_limit INTEGER,
  per_email_limit INTEGER,
  combinable_with_company_rates INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX vouchers_tenant_code ON vouchers(ibe_uid, code);

-- One row per booking made with a code, written in the booking's own batch, whose guard fails the batch
-- when the code's uses (bookings not cancelled) pass a limit: the last use counts once.
CREATE TABLE voucher_uses (
  voucher_id TEXT NOT NULL REFERENCES vouchers(id),
  booking_id TEXT NOT NULL PRIMARY KEY,
  email TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX voucher_uses_by_voucher ON voucher_uses(voucher_id, email);

-- Who changed a code, when, and what (JSON [{ "field", "before", "after" }]), like the back office's history.
CREATE TABLE voucher_changes (
  id TEXT PRIMARY KEY,
  voucher_id TEXT NOT NULL REFERENCES vouchers(id),
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'archived')),
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  changes TEXT NOT NULL
);
CREATE INDEX voucher_changes_by_voucher ON voucher_changes(voucher_id, at);

-- The code a booking was made with and what it took off (minor units), for mails and the operators.
ALTER TABLE bookings ADD COLUMN voucher_code TEXT;
ALTER TABLE bookings ADD COLUMN voucher_discount INTEGER;
