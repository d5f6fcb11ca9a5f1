-- name: cost per tenant, day, service, subscription and charge category

-- cost_daily_service (migration 12) gains the subscription and the charge category in its key, so
-- the cost queries by subscription, or filtered by subscription, service or charge category (the
-- budgets, the summary, the subscriptions screen, usage alone), read a few rows a day whatever the
-- number of resources, not every resource's daily rows. A resource without a subscription is ''.
-- Kept in step as before (data/cost-rollup.ts), by the cost seed and the FOCUS import.
DROP TABLE cost_daily_service;
CREATE TABLE cost_daily_service (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  service_name TEXT NOT NULL,
  sub_account_name TEXT NOT NULL,
  charge_category TEXT NOT NULL,
  list_cost INTEGER NOT NULL,
  contracted_cost INTEGER NOT NULL,
  effective_cost INTEGER NOT NULL,
  billed_cost INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, day, service_name, sub_account_name, charge_category)
) WITHOUT ROWID;
INSERT INTO cost_daily_service
SELECT r.tenant_id, d.day, r.service_name, COALESCE(r.sub_account_name, ''), r.charge_category, SUM(d.list_cost),
  SUM(d.contracted_cost), SUM(d.effective_cost), SUM(d.billed_cost)
FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
GROUP BY r.tenant_id, d.day, r.service_name, COALESCE(r.sub_account_name, ''), r.charge_category;
