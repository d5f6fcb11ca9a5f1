-- Migration 9's roll-up of the cost rows and the FOCUS view, shared by its two engine files.
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
