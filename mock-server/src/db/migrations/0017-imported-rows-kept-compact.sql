-- name: imported rows kept compact

-- An import keeps what the portal reads, its cost facts (cost_resources, cost_daily, derived while
-- the file is read), and per billing period of the file how many rows it had and those rows' extra
-- columns (the file's own, non-FOCUS columns such as x_ResourceGroupName) as gzip-compressed JSON
-- lines in parts of at most 10,000 rows. Imports made before this migration keep their rows in
-- focus_import_rows until an import of the same billing period replaces them.
CREATE TABLE focus_import_periods (
  id INTEGER PRIMARY KEY,
  import_id TEXT NOT NULL REFERENCES focus_imports(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  billing_period_start TEXT NOT NULL,
  provider_name TEXT,
  billing_account_id TEXT,
  rows INTEGER NOT NULL
);
CREATE INDEX focus_import_periods_tenant ON focus_import_periods (tenant_id, billing_period_start);
CREATE INDEX focus_import_periods_import ON focus_import_periods (import_id);
CREATE TABLE focus_import_extras (
  period INTEGER NOT NULL REFERENCES focus_import_periods(id) ON DELETE CASCADE,
  part INTEGER NOT NULL,
  -- The file of an export folder its rows come from (lines count in each file); null for a file.
  source TEXT,
  first_line INTEGER NOT NULL,
  rows INTEGER NOT NULL,
  data BLOB NOT NULL,
  PRIMARY KEY (period, part)
);
