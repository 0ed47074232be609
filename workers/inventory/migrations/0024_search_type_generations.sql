-- A second generation per tenant (docs/decisions/0115): `type_generation` judges the isolate's memos of
-- type and house data (placed types per cell, search facts, listings' rows); `generation` still judges
-- the searches kept in KV. A write of houses, types, photos, rates or plans makes both new; a calendar
-- edit, a booking or a cancellation (availability and day prices only) only `generation`, so the memos
-- survive it. Random within 53 bits, as `generation` (migration 0017). Null until set: nothing is
-- remembered then.
ALTER TABLE search_generations ADD COLUMN type_generation INTEGER;
UPDATE search_generations SET type_generation = random() % 9007199254740992;
