-- Mails the app sends, kept in D1 when MAIL_MODE=outbox (local development and tests): the embedded
-- stand-in for a mail service. Read them at /:lng/dev/outbox on a non-production server.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id TEXT PRIMARY KEY NOT NULL,
  ibe_uid TEXT NOT NULL,             -- the tenant that sent it
  kind TEXT NOT NULL,                -- e.g. booking_confirmation
  language TEXT NOT NULL,            -- de | en
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  reference TEXT,                    -- booking reference, when there is one
  created_at TEXT NOT NULL           -- ISO 8601
);

CREATE INDEX IF NOT EXISTS mail_outbox_tenant_time ON mail_outbox (ibe_uid, created_at DESC);
