-- The version of what a search's facts are read from: a new one whenever an apartment type, a property
-- or a property's place in a tenant's engine is written in any way. A search remembers the facts it
-- read under the version it read them with and reuses them only while the version is the same
-- (docs/decisions/0048). A random value, not a counter: a database made afresh must not reach a version
-- an isolate remembers from another one. Kept within 53 bits, so JavaScript reads it exactly.
CREATE TABLE search_facts_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO search_facts_version (id, version) VALUES (1, random() % 9007199254740992);
CREATE TRIGGER search_facts_type_inserted AFTER INSERT ON apartment_types BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_type_updated AFTER UPDATE ON apartment_types BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_type_deleted AFTER DELETE ON apartment_types BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_property_inserted AFTER INSERT ON properties BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_property_updated AFTER UPDATE ON properties BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_property_deleted AFTER DELETE ON properties BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_tenant_inserted AFTER INSERT ON property_tenants BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_tenant_updated AFTER UPDATE ON property_tenants BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
CREATE TRIGGER search_facts_tenant_deleted AFTER DELETE ON property_tenants BEGIN UPDATE search_facts_version SET version = random() % 9007199254740992; END;
