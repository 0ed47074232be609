-- Channel managers (issue 35, docs/decisions/0116). A connection is one channel manager a brand works
-- with; `channel` is the code its links are kept under (apartment types' `channel_links` JSON, rate
-- plans' `channelCodes`), e.g. SITEMINDER. Archived connections keep their keys' history.
CREATE TABLE channel_connections (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL REFERENCES tenants(ibe_uid),
  name TEXT NOT NULL,
  channel TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  archived_at TEXT
);
CREATE INDEX channel_connections_tenant ON channel_connections(ibe_uid, created_at);

-- A connection's API keys: only the SHA-256 of the secret is kept (hex) and a short prefix a person
-- recognises it by; `scopes` a JSON array of "ari" and "reservations".
CREATE TABLE channel_api_keys (
  id TEXT PRIMARY KEY,
  connection_id TEXT NOT NULL REFERENCES channel_connections(id),
  ibe_uid TEXT NOT NULL,
  key_hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX channel_api_keys_connection ON channel_api_keys(connection_id, created_at);

-- The answers of applied OpenTravel messages by EchoToken (per connection): the same token again gets
-- the stored answer and writes nothing (docs/decisions/0117).
CREATE TABLE channel_messages (
  connection_id TEXT NOT NULL REFERENCES channel_connections(id),
  echo_token TEXT NOT NULL,
  message TEXT NOT NULL,
  response TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (connection_id, echo_token)
);

-- A channel manager's maximum stay from the day (OpenTravel LengthsOfStay MaxLOS): null, none.
ALTER TABLE calendar_days ADD COLUMN max_stay INTEGER;
