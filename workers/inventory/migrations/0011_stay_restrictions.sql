-- Restrictions per apartment type and day, as channel managers send them: a day closed to arrival (no
-- stay may start on it), closed to departure (no stay may end on it), and the minimum stay of a stay
-- that starts on the day (replacing the type's min_stay for that arrival day). A day without a row
-- has none of them.
CREATE TABLE stay_restrictions (
  apartment_type_id TEXT NOT NULL REFERENCES apartment_types(id),
  date TEXT NOT NULL,
  closed_to_arrival INTEGER NOT NULL DEFAULT 0,
  closed_to_departure INTEGER NOT NULL DEFAULT 0,
  min_stay INTEGER,
  PRIMARY KEY (apartment_type_id, date)
) WITHOUT ROWID;
-- The search reads the arrival and departure days of many types at once.
CREATE INDEX stay_restrictions_date ON stay_restrictions(date, apartment_type_id);
