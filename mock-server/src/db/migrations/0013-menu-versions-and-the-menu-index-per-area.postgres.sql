-- name: menu versions and the menu index per area

-- The menu of an area is read in menu order (data/menu-repository.ts): an index that answers
-- tenant, area and position without a sort.
CREATE INDEX menu_items_area ON menu_items (tenant_id, area, position);
-- menu_versions holds a random value per tenant that changes with every write to its menu
-- items or pages, whoever writes them (the seed, a reset, the Pact states, tests, another
-- process on the same file). The cached menus, pages and search answers
-- (services/portal-content-cache.ts) are kept under it: a new value is a new cache entry.
-- Random rather than a counter, so a rolled-back write or a re-created database never brings
-- back a value an older cache entry is kept under.
CREATE TABLE menu_versions (
  tenant_id TEXT PRIMARY KEY,
  version TEXT NOT NULL
);
-- PostgreSQL triggers fire for several events and run a function: one function, for every event on
-- both tables, in place of the SQLite file's six triggers.
CREATE FUNCTION touch_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      INSERT INTO menu_versions (tenant_id, version) VALUES (OLD.tenant_id, md5(random()::TEXT))
        ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO menu_versions (tenant_id, version) VALUES (NEW.tenant_id, md5(random()::TEXT))
        ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
    END IF;
    RETURN NULL;
  END $$;
CREATE TRIGGER menu_items_version AFTER INSERT OR UPDATE OR DELETE ON menu_items
  FOR EACH ROW EXECUTE FUNCTION touch_menu_version();
CREATE TRIGGER pages_version AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION touch_menu_version();
