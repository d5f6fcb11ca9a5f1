-- The trigger of migration 13, on the embedded database: the tenant of each row that an INSERT, an
-- UPDATE or a DELETE on {{table}} changes gets a new random menu version. Written once, expanded by
-- `-- @row-triggers parts/menu-version-trigger.sqlite.sql ON <table>` into a trigger per event (README.md).
-- These comment lines are left out of the expansion.
CREATE TRIGGER {{table}}_version_{{event}} AFTER {{EVENT}} ON {{table}} BEGIN
  INSERT INTO menu_versions (tenant_id, version) VALUES {{each row: (ROW.tenant_id, hex(randomblob(8)))}}
    ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
END;
