-- One mail per event: a mail for an event (e.g. the cancellation of one booking) is sent only by the
-- request that claims its key here first, whatever MAIL_MODE sends it.
CREATE TABLE IF NOT EXISTS mail_events (
  event_key TEXT PRIMARY KEY NOT NULL, -- e.g. booking_cancellation:<tenant>:<booking id>
  created_at TEXT NOT NULL             -- ISO 8601
);
