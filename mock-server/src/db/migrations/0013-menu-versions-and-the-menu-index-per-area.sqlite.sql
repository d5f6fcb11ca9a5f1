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
) WITHOUT ROWID;
-- A trigger per event on menu_items and on pages gives the changed rows' tenants a new version
-- (parts/menu-version-trigger.sqlite.sql, expanded by the runner: README.md).
-- @row-triggers parts/menu-version-trigger.sqlite.sql ON menu_items
-- @row-triggers parts/menu-version-trigger.sqlite.sql ON pages
