-- name: cost amounts as integer micro-units, a monthly roll-up, imported rows in the cost facts

-- @part parts/0009-cost-tables.sql


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

-- @part parts/0009-monthly-roll-up-and-focus-view.sql
