-- The radius search's spatial index (workers/inventory/rules/geo-cells.ts, docs/decisions/0027):
-- a property's grid cell of 0.1 x 0.1 degrees, numbered row by row (3,600 cells a row) from the south
-- pole and the antimeridian. A generated column, so it always follows lat/long; the arithmetic is
-- cellOf's. The index lets a search read the cells of its circle, one range a row, with the position
-- and the id in the index, instead of a band of latitude around the whole earth.
ALTER TABLE properties ADD COLUMN cell INTEGER GENERATED ALWAYS AS (
  min(1799, max(0, CAST((lat + 90) * 10 AS INTEGER))) * 3600 + min(3599, max(0, CAST((long + 180) * 10 AS INTEGER)))
) VIRTUAL;
CREATE INDEX properties_cell ON properties(cell, lat, long, id);
DROP INDEX IF EXISTS properties_geo;

-- What the search reads of an apartment type besides its property, in one index: the stay rules and
-- the units, so the candidate query touches no apartment row.
CREATE INDEX apartment_types_search ON apartment_types(property_id, max_occupancy, min_stay, max_stay, units, id);
DROP INDEX IF EXISTS apartment_types_property;
