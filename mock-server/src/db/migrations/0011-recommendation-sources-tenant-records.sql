-- name: recommendations of every source with their state; tenant records for the workspace entities

-- Recommendations of the office suite, the cloud platform, the directory and another vendor,
-- in the table the cloud-platform ones already used; their state is the user's to change.
ALTER TABLE cost_recommendations ADD COLUMN source TEXT NOT NULL DEFAULT 'azure'
  CHECK (source IN ('m365', 'azure', 'directory', 'aws'));
ALTER TABLE cost_recommendations ADD COLUMN category TEXT NOT NULL DEFAULT 'Cost';
ALTER TABLE cost_recommendations ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE cost_recommendations ADD COLUMN impact TEXT NOT NULL DEFAULT 'medium'
  CHECK (impact IN ('high', 'medium', 'low'));
ALTER TABLE cost_recommendations ADD COLUMN changed_at TEXT;
ALTER TABLE cost_recommendations ADD COLUMN changed_by TEXT;
CREATE INDEX cost_recommendations_source ON cost_recommendations (tenant_id, source, status);
-- One row per entity of a kind (office users, groups, alert definitions, pipelines, ...), its
-- fields a JSON document the service checks against the contract; position keeps list order.
CREATE TABLE tenant_records (
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  position INTEGER NOT NULL,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, kind, id)
);
CREATE INDEX tenant_records_kind ON tenant_records (tenant_id, kind, position);
