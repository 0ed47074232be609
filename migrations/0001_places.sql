-- Places for the embedded places provider (app/.server/places/places-d1.server.ts), seeded from
-- data/places/europe-places.json by seedPlaces() (app/.server/places/seed-places.server.ts).

CREATE TABLE IF NOT EXISTS places (
  id TEXT PRIMARY KEY NOT NULL,       -- GeoNames id
  name_en TEXT NOT NULL,
  name_de TEXT NOT NULL,
  country TEXT NOT NULL,              -- ISO 3166-1 alpha-2
  region_en TEXT,                     -- first-order division, null when unknown
  region_de TEXT,
  lat REAL NOT NULL,
  long REAL NOT NULL,
  population INTEGER NOT NULL,
  feature_code TEXT NOT NULL          -- GeoNames feature code (PPL, PPLA, PPLC, ...)
);

-- Nearby places: a latitude band, then longitude and distance are checked on the band's rows.
CREATE INDEX IF NOT EXISTS places_lat ON places (lat);

-- One row per search key of a place. The primary key is the prefix-search index: suggestions read
-- `key >= ?prefix AND key < ?upper` as one range scan of this table (WITHOUT ROWID, so the rows
-- are the index and the scan needs no lookups). Keys are lower-case ASCII folds of the names.
CREATE TABLE IF NOT EXISTS place_names (
  key TEXT NOT NULL,
  place_id TEXT NOT NULL,
  lang TEXT NOT NULL,                 -- '*' (every language), 'en' or 'de' (an exonym of that language)
  population INTEGER NOT NULL,        -- copied from places, so ranking needs no join
  country TEXT NOT NULL,              -- copied from places, for the country filter
  PRIMARY KEY (key, place_id, lang)
) WITHOUT ROWID;

-- Seed marker: the dataset version the tables hold.
CREATE TABLE IF NOT EXISTS places_meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);
