-- name: cost amounts as integer micro-units, a monthly roll-up, imported rows in the cost facts

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

-- Files imported before this migration: their rows join the facts as an import does it now
-- (data/focus-import-repository.ts), at the stored rates of 2026-10-31; a currency without one
-- stays out.
CREATE TEMP TABLE import_rates (currency TEXT PRIMARY KEY, per_usd INTEGER NOT NULL);
INSERT INTO import_rates VALUES ('USD', 1000000), ('EUR', 918400), ('GBP', 771200), ('CHF', 802300),
  ('SEK', 10512000), ('NOK', 10981500), ('DKK', 6851900), ('CAD', 1386700), ('AUD', 1512300),
  ('JPY', 152340000);
CREATE TEMP TABLE import_keyed AS
SELECT f.*, json_array(f.billing_period_start, f.provider_name, f.publisher_name, f.invoice_issuer_name,
    f.billing_account_id, f.billing_account_name, f.sub_account_id, f.sub_account_name, f.resource_id,
    f.resource_name, f.resource_type, f.region_id, f.region_name, f.service_category, f.service_name,
    f.service_subcategory, f.sku_id, f.sku_meter, f.charge_category, f.charge_class, f.charge_frequency,
    f.pricing_category, f.pricing_unit, f.commitment_discount_id, f.commitment_discount_type,
    f.commitment_discount_category, f.commitment_discount_status, f.tags) AS k, rt.per_usd
FROM focus_import_rows f JOIN import_rates rt ON rt.currency = f.billing_currency
WHERE f.tenant_id IN (SELECT id FROM tenants);
INSERT INTO cost_resources (tenant_id, import_id, import_key, billing_period_start, provider_name,
  publisher_name, invoice_issuer_name, billing_account_id, billing_account_name, sub_account_id,
  sub_account_name, resource_id, resource_name, resource_type, region_id, region_name, service_category,
  service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_class, charge_frequency,
  pricing_category, pricing_unit, commitment_discount_id, commitment_discount_type,
  commitment_discount_category, tags)
SELECT tenant_id, import_id, k, billing_period_start, provider_name, publisher_name, invoice_issuer_name,
  billing_account_id, billing_account_name, sub_account_id, sub_account_name, resource_id, resource_name,
  resource_type, region_id, region_name, service_category, service_name, service_subcategory, sku_id,
  sku_meter, charge_category, charge_class, charge_frequency, pricing_category, pricing_unit,
  commitment_discount_id, commitment_discount_type, commitment_discount_category, tags
FROM import_keyed GROUP BY import_id, k;
INSERT INTO cost_daily
SELECT r.id, unixepoch(f.charge_period_start) / 86400 AS day, SUM(CAST(f.pricing_quantity AS REAL)),
  SUM((CASE WHEN f.list_cost < 0 THEN -1 ELSE 1 END) * ((abs(f.list_cost) / f.per_usd) * 1000000
    + ((abs(f.list_cost) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
  SUM((CASE WHEN COALESCE(f.contracted_cost, f.billed_cost) < 0 THEN -1 ELSE 1 END)
    * ((abs(COALESCE(f.contracted_cost, f.billed_cost)) / f.per_usd) * 1000000
    + ((abs(COALESCE(f.contracted_cost, f.billed_cost)) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
  SUM((CASE WHEN f.effective_cost < 0 THEN -1 ELSE 1 END) * ((abs(f.effective_cost) / f.per_usd) * 1000000
    + ((abs(f.effective_cost) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
  SUM((CASE WHEN f.billed_cost < 0 THEN -1 ELSE 1 END) * ((abs(f.billed_cost) / f.per_usd) * 1000000
    + ((abs(f.billed_cost) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
  MAX(CASE lower(f.commitment_discount_status) WHEN 'used' THEN 1 WHEN 'unused' THEN 2
    ELSE CASE WHEN f.commitment_discount_id IS NOT NULL AND f.charge_category = 'Usage' THEN 1 ELSE 0 END END)
FROM import_keyed f JOIN cost_resources r ON r.import_id = f.import_id AND r.import_key = f.k
GROUP BY r.id, day;
DROP TABLE import_keyed;
DROP TABLE import_rates;

INSERT INTO cost_monthly
SELECT resource, unixepoch(date(day * 86400, 'unixepoch', 'start of month')) / 86400 AS month, committed,
  MIN(day), MAX(day), SUM(quantity), SUM(list_cost), SUM(contracted_cost), SUM(effective_cost), SUM(billed_cost)
FROM cost_daily GROUP BY resource, month, committed;

-- The FOCUS 1.2 view of the demo seed's cost rows, amounts as decimals (imported files keep
-- their own rows in focus_import_rows): one row per resource and day.
CREATE VIEW focus_costs AS
SELECT
  r.tenant_id AS TenantId,
  r.provider_name AS ProviderName,
  r.publisher_name AS PublisherName,
  COALESCE(r.invoice_issuer_name, 'Reseller Cloud Services') AS InvoiceIssuerName,
  r.billing_account_id AS BillingAccountId,
  r.billing_account_name AS BillingAccountName,
  'USD' AS BillingCurrency,
  date(d.day * 86400, 'unixepoch', 'start of month') AS BillingPeriodStart,
  date(d.day * 86400, 'unixepoch', 'start of month', '+1 month') AS BillingPeriodEnd,
  date(d.day * 86400, 'unixepoch') AS ChargePeriodStart,
  CASE WHEN r.charge_frequency = 'Recurring' THEN date(d.day * 86400, 'unixepoch', 'start of month', '+1 month')
    ELSE date(d.day * 86400 + 86400, 'unixepoch') END AS ChargePeriodEnd,
  r.charge_category AS ChargeCategory,
  r.charge_class AS ChargeClass,
  r.charge_frequency AS ChargeFrequency,
  COALESCE(r.charge_description, r.service_name || ' ' || r.sku_meter) AS ChargeDescription,
  r.sub_account_id AS SubAccountId,
  r.sub_account_name AS SubAccountName,
  CASE WHEN r.sub_account_id IS NOT NULL THEN 'Subscription' END AS SubAccountType,
  r.resource_id AS ResourceId,
  r.resource_name AS ResourceName,
  r.resource_type AS ResourceType,
  r.region_id AS RegionId,
  r.region_name AS RegionName,
  r.service_category AS ServiceCategory,
  r.service_name AS ServiceName,
  r.service_subcategory AS ServiceSubcategory,
  r.sku_id AS SkuId,
  r.sku_meter AS SkuMeter,
  r.pricing_category AS PricingCategory,
  r.pricing_unit AS PricingUnit,
  CASE WHEN r.charge_category <> 'Tax' THEN d.quantity END AS PricingQuantity,
  CASE WHEN r.charge_category = 'Usage' AND d.committed <> 2 THEN d.quantity END AS ConsumedQuantity,
  CASE WHEN r.charge_category = 'Usage' AND d.committed <> 2 THEN r.pricing_unit END AS ConsumedUnit,
  r.list_unit_price AS ListUnitPrice,
  r.contracted_unit_price AS ContractedUnitPrice,
  d.list_cost / 1000000.0 AS ListCost,
  d.contracted_cost / 1000000.0 AS ContractedCost,
  d.effective_cost / 1000000.0 AS EffectiveCost,
  d.billed_cost / 1000000.0 AS BilledCost,
  CASE WHEN d.committed > 0 OR r.charge_category = 'Purchase' THEN r.commitment_discount_id END AS CommitmentDiscountId,
  CASE WHEN d.committed > 0 OR r.charge_category = 'Purchase' THEN r.commitment_discount_type END AS CommitmentDiscountType,
  CASE WHEN d.committed > 0 OR r.charge_category = 'Purchase' THEN r.commitment_discount_category END AS CommitmentDiscountCategory,
  CASE d.committed WHEN 1 THEN 'Used' WHEN 2 THEN 'Unused' END AS CommitmentDiscountStatus,
  r.tags AS Tags
FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
WHERE r.import_id IS NULL;
