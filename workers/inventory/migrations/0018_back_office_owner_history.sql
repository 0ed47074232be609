-- The operators' back office (issue 34, docs/decisions/0104): which brand owns a house (its admins edit
-- it and its apartment types; the platform's admin edits all), and the history of every change made
-- through the admin API. Distribution (property_tenants) stays apart from ownership: a house may be sold
-- through several booking engines but has one operator.
ALTER TABLE properties ADD COLUMN owner_ibe_uid TEXT NOT NULL DEFAULT 'quartier';
UPDATE properties SET owner_ibe_uid = COALESCE(
  (SELECT min(pt.ibe_uid) FROM property_tenants pt WHERE pt.property_id = properties.id AND pt.ibe_uid <> 'quartier'),
  'quartier'
);
CREATE INDEX properties_owner ON properties(owner_ibe_uid, name, id);

-- One row per change: who (the caller's actor header, else the token's tenant), when, what (the fields
-- with their values before and after, JSON [{ "field", "before", "after" }]). `apartment_type_id` is
-- null for a change of the house itself; a house's history lists both.
CREATE TABLE change_history (
  id TEXT PRIMARY KEY,
  property_id TEXT NOT NULL,
  apartment_type_id TEXT,
  -- property | apartment_type | photo | rate_plan | calendar | import
  subject TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  -- created | updated | deactivated | reactivated | deleted | imported
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  changes TEXT NOT NULL
);
CREATE INDEX change_history_property ON change_history(property_id, at, id);
CREATE INDEX change_history_apartment_type ON change_history(apartment_type_id, at, id) WHERE apartment_type_id IS NOT NULL;
