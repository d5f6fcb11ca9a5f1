-- name: pipeline runs and the deliveries they loaded

-- A pipeline's runs: queued by its schedule (one per slot of the schedule, 'daily:2026-12-02',
-- however many instances enqueue it) or by 'Run now' ('manual:<id>'); an instance claims a queued
-- run (status queued → running) and keeps its heartbeat while it works, so a run whose instance died
-- is taken up again. `summary` and `error` are JSON documents (pipelines/runs.ts).
CREATE TABLE pipeline_runs (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  pipeline_id TEXT NOT NULL,
  slot TEXT NOT NULL,
  trigger TEXT NOT NULL,
  status TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  heartbeat_at TEXT,
  instance TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  summary TEXT,
  error TEXT,
  UNIQUE (pipeline_id, slot)
);
CREATE INDEX pipeline_runs_of_pipeline ON pipeline_runs (tenant_id, pipeline_id, queued_at);
CREATE INDEX pipeline_runs_by_status ON pipeline_runs (status, queued_at);

-- What each pipeline has loaded: a delivery (an export's period, a folder) in one version (its run,
-- its manifest's ETag). Written in the import's own transaction, so a version is loaded once or
-- not at all.
CREATE TABLE pipeline_deliveries (
  tenant_id TEXT NOT NULL,
  pipeline_id TEXT NOT NULL,
  delivery TEXT NOT NULL,
  version TEXT NOT NULL,
  run_id TEXT NOT NULL,
  import_id TEXT NOT NULL,
  loaded_at TEXT NOT NULL,
  PRIMARY KEY (pipeline_id, delivery, version)
);
