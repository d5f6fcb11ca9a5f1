-- name: cost per month of each resource row and of each group of attributes

-- Two roll-ups of cost_monthly, read for a range's whole months instead of joining every
-- resource row of the tenant to its monthly rows (issue 31: each cost screen's calls within
-- 250 ms at scale 100, 150,000 resources). Both are kept by data/cost-rollup.ts: whatever
-- changes cost_monthly refreshes the months it touched.

-- cost_monthly_resource: one row per tenant, month (its first day) and resource row, the
-- commitment statuses added up, with the row's attributes copied beside its sums: the resource
-- list, the cost change explanation and the sums per resource read it without a join.
-- resource_rows: how many rows of the tenant's month have the row's resource id (1 for nearly
-- all; 1 too for a row without one): the resource list sums only the others per resource.
CREATE TABLE cost_monthly_resource (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  month INTEGER NOT NULL,
  resource INTEGER NOT NULL REFERENCES cost_resources(id) ON DELETE CASCADE,
  resource_id TEXT,
  resource_name TEXT,
  resource_type TEXT,
  service_name TEXT NOT NULL,
  sub_account_name TEXT,
  region_name TEXT,
  charge_category TEXT NOT NULL,
  quantity REAL,
  list_cost INTEGER NOT NULL,
  effective_cost INTEGER NOT NULL,
  billed_cost INTEGER NOT NULL,
  resource_rows INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, month, resource)
) WITHOUT ROWID;
CREATE INDEX cost_monthly_resource_row ON cost_monthly_resource (resource);
CREATE INDEX cost_monthly_resource_shared ON cost_monthly_resource (tenant_id, month, resource_id)
  WHERE resource_rows > 1;
INSERT INTO cost_monthly_resource
SELECT r.tenant_id, m.month, m.resource, MIN(r.resource_id), MIN(r.resource_name), MIN(r.resource_type),
  MIN(r.service_name), MIN(r.sub_account_name), MIN(r.region_name), MIN(r.charge_category), SUM(m.quantity),
  SUM(m.list_cost), SUM(m.effective_cost), SUM(m.billed_cost),
  CASE WHEN MIN(r.resource_id) IS NULL THEN 1
    ELSE COUNT(*) OVER (PARTITION BY r.tenant_id, m.month, MIN(r.resource_id)) END
FROM cost_monthly m JOIN cost_resources r ON r.id = m.resource
GROUP BY r.tenant_id, m.month, m.resource;

-- cost_monthly_group: one row per tenant, month and set of the attributes the cost queries group
-- and filter by, other than the resource (a few thousand a month whatever the number of
-- resources): the sums by service category, region, pricing category or tag, and those filtered
-- by region, read it.
CREATE TABLE cost_monthly_group (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  month INTEGER NOT NULL,
  service_name TEXT NOT NULL,
  service_category TEXT,
  sub_account_name TEXT,
  region_name TEXT,
  charge_category TEXT NOT NULL,
  pricing_category TEXT,
  tags TEXT NOT NULL,
  list_cost INTEGER NOT NULL,
  effective_cost INTEGER NOT NULL,
  billed_cost INTEGER NOT NULL
);
CREATE INDEX cost_monthly_group_month ON cost_monthly_group (tenant_id, month);
INSERT INTO cost_monthly_group
SELECT r.tenant_id, m.month, r.service_name, r.service_category, r.sub_account_name, r.region_name,
  r.charge_category, r.pricing_category, r.tags, SUM(m.list_cost), SUM(m.effective_cost), SUM(m.billed_cost)
FROM cost_monthly m JOIN cost_resources r ON r.id = m.resource
GROUP BY r.tenant_id, m.month, r.service_name, r.service_category, r.sub_account_name, r.region_name,
  r.charge_category, r.pricing_category, r.tags;

-- The commitment queries start from the tenant's rows with a commitment discount id: a few among
-- every resource row.
CREATE INDEX cost_resources_commitment ON cost_resources (tenant_id, commitment_discount_id)
  WHERE commitment_discount_id IS NOT NULL;
