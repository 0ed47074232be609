-- One staleness judgement for everything a search keeps (docs/decisions/0083): a generation per tenant,
-- made new by the search store's `forget` in the same batch as every write that changes what the
-- tenant's searches or calendars show. What is kept (KV entries, remembered rows) names the generation
-- it was computed at and is used only while that generation is current. A random value, not a counter:
-- a database made afresh must not reach a generation that KV or an isolate still holds from another.
-- Kept within 53 bits, so JavaScript reads it exactly. It replaces search_facts_version and its nine
-- triggers (migration 0014) and the availability stamp in KV.
DROP TRIGGER IF EXISTS search_facts_type_inserted;
DROP TRIGGER IF EXISTS search_facts_type_updated;
DROP TRIGGER IF EXISTS search_facts_type_deleted;
DROP TRIGGER IF EXISTS search_facts_property_inserted;
DROP TRIGGER IF EXISTS search_facts_property_updated;
DROP TRIGGER IF EXISTS search_facts_property_deleted;
DROP TRIGGER IF EXISTS search_facts_tenant_inserted;
DROP TRIGGER IF EXISTS search_facts_tenant_updated;
DROP TRIGGER IF EXISTS search_facts_tenant_deleted;
DROP TABLE IF EXISTS search_facts_version;
CREATE TABLE search_generations (
  ibe_uid TEXT PRIMARY KEY,
  generation INTEGER NOT NULL
);
INSERT INTO search_generations (ibe_uid, generation) SELECT ibe_uid, random() % 9007199254740992 FROM tenants;
