-- A reference people can read out on the phone (RQ- and six characters without 0/O/1/I); the id stays
-- the key for lookups. RFPs from before get one derived from their id (eight characters, so they
-- cannot collide with new ones).
ALTER TABLE rfps ADD COLUMN reference TEXT;

UPDATE rfps SET reference = 'RQ-' || replace(replace(replace(replace(upper(substr(id, 5, 8)), '0', 'Z'), 'O', 'Y'), '1', 'X'), 'I', 'W')
WHERE reference IS NULL;

CREATE UNIQUE INDEX rfps_reference ON rfps(reference);
