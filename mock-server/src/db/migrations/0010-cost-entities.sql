-- name: cost entities: budgets, anomalies, shared costs, commitments, enrollments, endpoints, roles

-- Seeded per tenant by seed/cost-entities.ts; no foreign key to tenants (the seed re-creates them).
CREATE TABLE budgets (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  scope_kind TEXT NOT NULL CHECK (scope_kind IN ('tenant', 'subscription', 'service')),
  scope_value TEXT,
  amount_micros INTEGER NOT NULL,
  thresholds TEXT NOT NULL,
  owner TEXT
);
CREATE INDEX budgets_tenant ON budgets (tenant_id);
CREATE TABLE cost_anomalies (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  day INTEGER NOT NULL,
  service TEXT NOT NULL,
  subscription TEXT NOT NULL,
  expected_micros INTEGER NOT NULL,
  actual_micros INTEGER NOT NULL,
  usage_micros INTEGER NOT NULL,
  top_resource TEXT
);
CREATE INDEX cost_anomalies_tenant ON cost_anomalies (tenant_id, day);
CREATE TABLE shared_cost_rules (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  source_kind TEXT NOT NULL CHECK (source_kind IN ('subscription', 'service')),
  source_value TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('even', 'proportional', 'fixed')),
  -- JSON [{ "target": "finance", "percent": "25.00" }]; percent only for the fixed method.
  targets TEXT NOT NULL
);
CREATE TABLE commitment_contracts (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  agreement TEXT NOT NULL CHECK (agreement IN ('EA', 'CSP')),
  sku TEXT NOT NULL,
  scope TEXT,
  term TEXT NOT NULL CHECK (term IN ('P1Y', 'P3Y')),
  starts TEXT NOT NULL,
  expires TEXT NOT NULL,
  auto_renew INTEGER NOT NULL
);
CREATE INDEX commitment_contracts_tenant ON commitment_contracts (tenant_id);
CREATE TABLE enrollments (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  number TEXT NOT NULL,
  name TEXT NOT NULL,
  starts TEXT NOT NULL,
  ends TEXT NOT NULL,
  annual_commitment_micros INTEGER NOT NULL
);
CREATE TABLE enrollment_departments (
  enrollment_id TEXT NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
  department TEXT NOT NULL,
  subscription TEXT NOT NULL,
  PRIMARY KEY (enrollment_id, subscription)
);
CREATE TABLE macc_commitments (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  amount_micros INTEGER NOT NULL,
  starts TEXT NOT NULL,
  ends TEXT NOT NULL
);
CREATE TABLE resource_endpoints (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  resource_name TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  subscription TEXT NOT NULL,
  region TEXT,
  address TEXT NOT NULL,
  kind TEXT NOT NULL,
  exposure TEXT NOT NULL CHECK (exposure IN ('public', 'private')),
  port INTEGER,
  tls_expires TEXT
);
CREATE INDEX resource_endpoints_tenant ON resource_endpoints (tenant_id);
CREATE TABLE subscription_roles (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  upn TEXT NOT NULL,
  display_name TEXT NOT NULL,
  subscription TEXT NOT NULL,
  role TEXT NOT NULL,
  since TEXT NOT NULL
);
CREATE INDEX subscription_roles_tenant ON subscription_roles (tenant_id);
CREATE TABLE cost_recommendations (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  resource_name TEXT NOT NULL,
  title TEXT NOT NULL,
  monthly_savings_micros INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'done', 'dismissed'))
);
CREATE INDEX cost_recommendations_tenant ON cost_recommendations (tenant_id, status);
