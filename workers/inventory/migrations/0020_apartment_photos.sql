-- Photos operators upload for an apartment type (issue 34, docs/decisions/0106). The file is in R2
-- (the inventory's PHOTOS bucket) under `object_key` (`<apartment type id>/<photo id>.<ext>`), stored
-- without its location metadata and never changed: a new file is a new photo with a new key.
-- `position` orders an apartment type's photos from 0; the first is the cover. Empty alt texts: none yet.
CREATE TABLE apartment_photos (
  id TEXT PRIMARY KEY,
  apartment_type_id TEXT NOT NULL REFERENCES apartment_types(id),
  object_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  position INTEGER NOT NULL,
  alt_de TEXT NOT NULL DEFAULT '',
  alt_en TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX apartment_photos_type ON apartment_photos(apartment_type_id, position);
