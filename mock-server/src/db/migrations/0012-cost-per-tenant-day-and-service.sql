-- name: cost per tenant, day and service

-- cost_daily_service rolls cost_daily up per tenant, day and service (a few rows a day instead
-- of one per resource), so the cost queries per day or per service without other filters, and
-- the range of days with data, do not read every resource's daily rows. It holds a row for each
-- day and service with daily rows, and is kept in step by whatever writes cost_daily: the cost
-- seed (seed/costs.ts) and the FOCUS import (data/focus-import-repository.ts), through
-- data/cost-rollup.ts; deleting a tenant deletes its rows.
CREATE TABLE cost_daily_service (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  service_name TEXT NOT NULL,
  list_cost INTEGER NOT NULL,
  contracted_cost INTEGER NOT NULL,
  effective_cost INTEGER NOT NULL,
  billed_cost INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, day, service_name)
) WITHOUT ROWID;
INSERT INTO cost_daily_service
SELECT r.tenant_id, d.day, r.service_name, SUM(d.list_cost), SUM(d.contracted_cost), SUM(d.effective_cost),
  SUM(d.billed_cost)
FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
GROUP BY r.tenant_id, d.day, r.service_name;
