-- The availability calendar (issue 34, docs/decisions/0107): one row per apartment type and day holds
-- everything an operator (or, later, a channel manager's ARI message) sets for that day. The day
-- restrictions' table (migration 0011) becomes that table: besides closed to arrival, closed to
-- departure and the minimum stay from the day, whether the night is closed, how many units are for
-- sale that night (null: the type's units; never more than them) and the nightly price that replaces
-- the rate card's for that night (null: the card's; each rate plan's price follows by its factor).
-- A day without a row has none of them.
ALTER TABLE stay_restrictions RENAME TO calendar_days;
ALTER TABLE calendar_days ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE calendar_days ADD COLUMN units INTEGER;
ALTER TABLE calendar_days ADD COLUMN price INTEGER;
DROP INDEX IF EXISTS stay_restrictions_date;
CREATE INDEX calendar_days_date ON calendar_days(date, apartment_type_id);

-- Closed ranges become closed days, so there is one place that says a night is closed and an operator
-- can open any day again. `WHERE true` tells SQLite's parser the ON CONFLICT is the upsert's.
WITH RECURSIVE closed_day(apartment_type_id, date, end_date) AS (
  SELECT apartment_type_id, start_date, end_date FROM closures WHERE start_date < end_date
  UNION ALL
  SELECT apartment_type_id, date(date, '+1 day'), end_date FROM closed_day WHERE date(date, '+1 day') < end_date
)
INSERT INTO calendar_days (apartment_type_id, date, closed)
SELECT apartment_type_id, date, 1 FROM closed_day WHERE true
ON CONFLICT (apartment_type_id, date) DO UPDATE SET closed = 1;
DROP TABLE closures;
