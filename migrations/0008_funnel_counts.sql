-- The booking funnel per brand and day (docs/decisions/0132): the app counts a guest's search, apartment
-- view, checkout started and booking after answering (waitUntil), without crawlers and prefetches. One
-- row per brand and UTC day, so a period's funnel is one indexed range read.
CREATE TABLE IF NOT EXISTS funnel_counts (
  ibe_uid TEXT NOT NULL,
  day TEXT NOT NULL,                     -- ISO date, UTC
  searches INTEGER NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0,
  checkouts INTEGER NOT NULL DEFAULT 0,
  bookings INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (ibe_uid, day)
) WITHOUT ROWID;
