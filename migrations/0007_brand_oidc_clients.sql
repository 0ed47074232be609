-- Each run-time brand's OpenID Connect client at the provider (docs/decisions/0124): registered by
-- Dynamic Client Registration when the brand goes live, or typed in by the platform admin where the
-- provider has none. Apart from the brand's configuration (which admins see): the secrets are sealed
-- with AES-GCM under BRAND_SECRETS_KEY and bound to the brand's id.
CREATE TABLE IF NOT EXISTS brand_oidc_clients (
  ibe_uid TEXT PRIMARY KEY NOT NULL,
  client_id TEXT NOT NULL,
  sealed_secrets TEXT NOT NULL,          -- {"clientSecret","registrationAccessToken"?} sealed (secret-box)
  registration_client_uri TEXT,          -- RFC 7592 management address; NULL when typed in by hand
  source TEXT NOT NULL CHECK (source IN ('registered', 'manual')),
  updated_at INTEGER NOT NULL            -- milliseconds since the epoch
);
