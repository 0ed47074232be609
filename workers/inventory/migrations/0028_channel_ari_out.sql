-- Availability and prices out to a metasearch endpoint (docs/decisions/0134): an endpoint may want
-- `availability` (OTA_HotelAvailNotifRQ) and `rates` (OTA_HotelRateAmountNotifRQ) events, written in the
-- same batch as the change (a calendar edit, rates, an ARI message, a booking or a cancellation). Such an
-- event names its apartment type and day range in `booking` (JSON); its chain (`booking_id`) is
-- `ari:<kind>:<apartment type id>`, so one type's messages go out in order. The message is built from
-- the calendar when it is sent, so a later change never goes out older than an earlier one.
ALTER TABLE channel_endpoints ADD COLUMN wants_availability INTEGER NOT NULL DEFAULT 0;
ALTER TABLE channel_endpoints ADD COLUMN wants_rates INTEGER NOT NULL DEFAULT 0;

-- channel_events' kinds are checked: the table is rebuilt with the two new ones (SQLite cannot alter a
-- CHECK). Its attempts refer to it, and dropping a table deletes its rows first: with attempts still
-- pointing at them that counts as a broken reference, even with the check deferred. So the attempts
-- are set aside and their table dropped first, the events rebuilt, and the attempts put back.
CREATE TABLE channel_event_attempts_kept AS SELECT * FROM channel_event_attempts;
DROP TABLE channel_event_attempts;
CREATE TABLE channel_events_next (
  id TEXT PRIMARY KEY,
  ibe_uid TEXT NOT NULL,
  endpoint_id TEXT NOT NULL REFERENCES channel_endpoints (id),
  booking_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('created', 'modified', 'cancelled', 'availability', 'rates')),
  booking TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  round_from INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT,
  UNIQUE (endpoint_id, booking_id, seq)
);
INSERT INTO channel_events_next (id, ibe_uid, endpoint_id, booking_id, seq, kind, booking, status, attempts,
  round_from, last_error, created_at, updated_at, delivered_at)
SELECT id, ibe_uid, endpoint_id, booking_id, seq, kind, booking, status, attempts, round_from, last_error,
  created_at, updated_at, delivered_at FROM channel_events;
DROP TABLE channel_events;
ALTER TABLE channel_events_next RENAME TO channel_events;
CREATE INDEX channel_events_by_endpoint ON channel_events (endpoint_id, created_at);
CREATE INDEX channel_events_by_status ON channel_events (ibe_uid, status, created_at);
CREATE INDEX channel_events_by_booking ON channel_events (booking_id, endpoint_id, seq);

-- Every delivery attempt (as migration 0026 made it), back from where it was set aside.
CREATE TABLE channel_event_attempts (
  event_id TEXT NOT NULL REFERENCES channel_events (id),
  attempt INTEGER NOT NULL,
  at TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  http_status INTEGER,
  error TEXT,
  PRIMARY KEY (event_id, attempt)
);
INSERT INTO channel_event_attempts (event_id, attempt, at, duration_ms, http_status, error)
SELECT event_id, attempt, at, duration_ms, http_status, error FROM channel_event_attempts_kept;
DROP TABLE channel_event_attempts_kept;
