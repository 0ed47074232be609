-- One redeem per refresh token. The identity provider rotates refresh tokens and ends the whole grant
-- when a used one comes back, so of the requests that find a session's access token due at the same
-- time, only the one that inserts the token's hash here first asks the provider (docs/decisions/0035).
CREATE TABLE IF NOT EXISTS auth_refresh_claims (
  token_hash TEXT PRIMARY KEY NOT NULL, -- SHA-256 of the refresh token, hex (never the token itself)
  session_id TEXT NOT NULL,
  claimed_at INTEGER NOT NULL           -- milliseconds since the epoch
);
CREATE INDEX IF NOT EXISTS auth_refresh_claims_session ON auth_refresh_claims (session_id, claimed_at);
CREATE INDEX IF NOT EXISTS auth_refresh_claims_age ON auth_refresh_claims (claimed_at);
