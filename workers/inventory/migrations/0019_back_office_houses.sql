-- The back office's houses and apartment types (issue 34, docs/decisions/0105). A house gets its
-- descriptions in both languages and its contact; an apartment type its own names and descriptions
-- (null: the generated ones, as seeded types have) and its number of beds. Both can be deactivated:
-- then no search, sitemap or apartment page shows them, while their bookings stay in the admin.
-- Accepted payment methods are catalogue entries of type paymentMethods, kept with the house's
-- services (properties.services), where the search's payment facet already reads them.
ALTER TABLE properties ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
-- { "en": "...", "de": "..." }
ALTER TABLE properties ADD COLUMN description TEXT NOT NULL DEFAULT '{"en":"","de":""}';
-- { "name": "...", "email": "...", "phone": "..." }
ALTER TABLE properties ADD COLUMN contact TEXT NOT NULL DEFAULT '{"name":"","email":"","phone":""}';

ALTER TABLE apartment_types ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
-- { "en": "...", "de": "..." } or null
ALTER TABLE apartment_types ADD COLUMN name TEXT;
ALTER TABLE apartment_types ADD COLUMN description TEXT;
-- Seeded types: a bed per bedroom, at least one (a studio's).
ALTER TABLE apartment_types ADD COLUMN beds INTEGER NOT NULL DEFAULT 1;
UPDATE apartment_types SET beds = max(1, bedrooms);

-- The search's covering index of apartment types, with the active flag, so the candidate query still
-- touches no apartment row (migration 0008).
DROP INDEX IF EXISTS apartment_types_search;
CREATE INDEX apartment_types_search ON apartment_types(property_id, max_occupancy, min_stay, max_stay, units, id, active);
