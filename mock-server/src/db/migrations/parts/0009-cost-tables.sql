-- Migration 9's new cost tables, shared by its two engine files (PostgreSQL's in its column types).
-- Amounts become integer micro-units (1e-6 USD): sums are exact and need no rounding per row.
-- cost_monthly rolls cost_daily up per resource, month and commitment status, so a query over
-- whole months reads it and only the partial months at a range's edges read daily rows.
-- Imported FOCUS rows (focus_import_rows) are derived into the same tables, converted to USD,
-- as resources with their import_id (NULL for the demo seed); deleting them deletes their facts.
DROP VIEW focus_costs;
ALTER TABLE cost_daily RENAME TO cost_daily_v5;
ALTER TABLE cost_resources RENAME TO cost_resources_v5;
CREATE TABLE cost_resources (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  import_id TEXT,
  -- An imported resource's identity: the JSON array of the columns its rows share.
  import_key TEXT,
  billing_period_start TEXT,
  provider_name TEXT,
  publisher_name TEXT,
  invoice_issuer_name TEXT,
  billing_account_id TEXT,
  billing_account_name TEXT,
  sub_account_id TEXT,
  sub_account_name TEXT,
  resource_id TEXT,
  resource_name TEXT,
  resource_type TEXT,
  region_id TEXT,
  region_name TEXT,
  service_category TEXT,
  service_name TEXT NOT NULL,
  service_subcategory TEXT,
  sku_id TEXT,
  sku_meter TEXT,
  charge_category TEXT NOT NULL,
  charge_class TEXT,
  charge_description TEXT,
  charge_frequency TEXT,
  pricing_category TEXT,
  pricing_unit TEXT,
  list_unit_price REAL,
  contracted_unit_price REAL,
  commitment_discount_id TEXT,
  commitment_discount_type TEXT,
  commitment_discount_category TEXT,
  tags TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO cost_resources (id, tenant_id, provider_name, publisher_name, billing_account_id,
  billing_account_name, sub_account_id, sub_account_name, resource_id, resource_name, resource_type,
  region_id, region_name, service_category, service_name, service_subcategory, sku_id, sku_meter,
  charge_category, charge_frequency, pricing_category, pricing_unit, list_unit_price,
  contracted_unit_price, commitment_discount_id, commitment_discount_type, commitment_discount_category, tags)
SELECT id, tenant_id, provider_name, publisher_name, billing_account_id, billing_account_name, sub_account_id,
  sub_account_name, resource_id, resource_name, resource_type, region_id, region_name, service_category,
  service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_frequency,
  CASE WHEN charge_category = 'Usage' AND commitment_discount_id IS NOT NULL THEN 'Committed' ELSE 'Standard' END,
  pricing_unit, list_unit_price, contracted_unit_price, commitment_discount_id, commitment_discount_type,
  CASE commitment_discount_type WHEN 'Reservation' THEN 'Usage' WHEN 'Savings Plan' THEN 'Spend' END, tags
FROM cost_resources_v5;
-- committed: 0 not a commitment's, 1 usage a commitment covers (Used), 2 its unused part (Unused).
CREATE TABLE cost_daily (
  resource INTEGER NOT NULL REFERENCES cost_resources(id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  quantity REAL,
  list_cost INTEGER NOT NULL,
  contracted_cost INTEGER NOT NULL,
  effective_cost INTEGER NOT NULL,
  billed_cost INTEGER NOT NULL,
  committed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (resource, day)
) WITHOUT ROWID;
INSERT INTO cost_daily
SELECT resource, day, quantity, CAST(ROUND(list_cost * 1000000) AS INTEGER),
  CAST(ROUND(contracted_cost * 1000000) AS INTEGER), CAST(ROUND(effective_cost * 1000000) AS INTEGER),
  CAST(ROUND(billed_cost * 1000000) AS INTEGER), committed
FROM cost_daily_v5;
DROP TABLE cost_daily_v5;
DROP TABLE cost_resources_v5;
CREATE INDEX cost_resources_tenant ON cost_resources (tenant_id, service_name);
CREATE INDEX cost_resources_import ON cost_resources (import_id, import_key) WHERE import_id IS NOT NULL;
-- month: the month's first day (days since 1970-01-01); first_day, last_day: its days with rows.
CREATE TABLE cost_monthly (
  resource INTEGER NOT NULL REFERENCES cost_resources(id) ON DELETE CASCADE,
  month INTEGER NOT NULL,
  committed INTEGER NOT NULL,
  first_day INTEGER NOT NULL,
  last_day INTEGER NOT NULL,
  quantity REAL,
  list_cost INTEGER NOT NULL,
  contracted_cost INTEGER NOT NULL,
  effective_cost INTEGER NOT NULL,
  billed_cost INTEGER NOT NULL,
  PRIMARY KEY (resource, month, committed)
) WITHOUT ROWID;
