-- Bookings and cancellations pushed out to channel managers (docs/decisions/0118). An endpoint belongs
-- to a connection (migration 0025; an archived one gets no new events) and receives signed webhooks
-- (JSON) or OTA_HotelResNotifRQ messages.
-- The signing secret is kept readable: the Worker signs with it (it is shown to the operator once).
CREATE TABLE channel_endpoints (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  connection_id TEXT NOT NULL REFERENCES channel_connections (id),
  url TEXT NOT NULL,
  -- 'json' (the Standard Webhooks body) or 'opentravel' (OTA_HotelResNotifRQ).
  format TEXT NOT NULL CHECK (format IN ('json', 'opentravel')),
  wants_created INTEGER NOT NULL DEFAULT 1,
  wants_modified INTEGER NOT NULL DEFAULT 1,
  wants_cancelled INTEGER NOT NULL DEFAULT 1,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX channel_endpoints_by_tenant ON channel_endpoints (ibe_uid, deleted_at);
CREATE INDEX channel_endpoints_by_connection ON channel_endpoints (connection_id);

-- The outbox: one row per event and endpoint, written in the same batch as the booking's own write, so an
-- event exists exactly when its booking change does. `booking` is the booking as it was then (JSON).
-- `seq` orders one booking's events: an event waits while an earlier one for its endpoint is undelivered.
CREATE TABLE channel_events (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  endpoint_id TEXT NOT NULL REFERENCES channel_endpoints (id),
  booking_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('created', 'modified', 'cancelled')),
  booking TEXT NOT NULL,
  -- pending: to be delivered (or being retried); delivered; dead: the last retry failed.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  -- Attempts in all; `round_from` is their count when the current round began (an admin's "send again").
  attempts INTEGER NOT NULL DEFAULT 0,
  round_from INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT,
  UNIQUE (endpoint_id, booking_id, seq)
);
CREATE INDEX channel_events_by_endpoint ON channel_events (endpoint_id, created_at);
CREATE INDEX channel_events_by_status ON channel_events (ibe_uid, status, created_at);
CREATE INDEX channel_events_by_booking ON channel_events (booking_id, endpoint_id, seq);

-- Every delivery attempt: when, how long, and the HTTP status or the error.
CREATE TABLE channel_event_attempts (
  event_id TEXT NOT NULL REFERENCES channel_events (id),
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  http_status INTEGER,
  error TEXT,
  PRIMARY KEY (event_id, attempt)
);
