-- Brands (tenants) live here, not in code: the platform admin creates and edits them, the tenant
-- middleware reads them through a short-lived cache (docs/decisions/0120). The four demo brands are
-- seed data (app/.server/brands/seed-brands.server.ts), inserted by `npm start` and the tests.
CREATE TABLE IF NOT EXISTS brands (
  ibe_uid TEXT PRIMARY KEY NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'live', 'suspended')),
  config TEXT NOT NULL,             -- the Tenant as JSON (shared/tenancy/tenant.ts), validated on write and read
  version INTEGER NOT NULL,         -- 1 when created, one more on every save
  updated_at INTEGER NOT NULL,      -- milliseconds since the epoch
  updated_by TEXT NOT NULL          -- the user id of who saved it last
);

-- A save names the version it edited and writes expected + 1: one that edited an older version fails
-- here, and with it the whole batch (hosts and change row), so two admins never overwrite each other.
CREATE TRIGGER IF NOT EXISTS brands_version_moves_by_one
BEFORE UPDATE ON brands
WHEN NEW.version IS NOT OLD.version + 1
BEGIN
  SELECT RAISE(ABORT, 'brand_version_conflict');
END;

-- Every host a brand answers on; `admin.<host>` follows its host and is not stored. The primary key
-- keeps two brands from ever claiming the same host.
CREATE TABLE IF NOT EXISTS brand_hosts (
  host TEXT PRIMARY KEY NOT NULL,
  ibe_uid TEXT NOT NULL REFERENCES brands (ibe_uid)
);
CREATE INDEX IF NOT EXISTS brand_hosts_brand ON brand_hosts (ibe_uid);

-- Who changed what and when: one row per save, the fields that changed with their values before and after.
CREATE TABLE IF NOT EXISTS brand_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ibe_uid TEXT NOT NULL,
  at INTEGER NOT NULL,              -- milliseconds since the epoch
  actor_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  changes TEXT NOT NULL             -- JSON: [{ "field": "theme.primary", "before": ..., "after": ... }]
);
CREATE INDEX IF NOT EXISTS brand_changes_brand ON brand_changes (ibe_uid, at);
