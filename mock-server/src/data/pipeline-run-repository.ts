import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export type PipelineRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** One run of a pipeline as stored; `summary` and `error` as the runner wrote them. */
export interface PipelineRunRecord<Summary = unknown, Failure = unknown> {
  id: string;
  tenantId: string;
  pipelineId: string;
  slot: string;
  trigger: 'schedule' | 'manual';
  status: PipelineRunStatus;
  queuedAt: string;
  startedAt: string | undefined;
  finishedAt: string | undefined;
  heartbeatAt: string | undefined;
  attempts: number;
  summary: Summary | undefined;
  error: Failure | undefined;
}

interface Row {
  id: string;
  tenant_id: string;
  pipeline_id: string;
  slot: string;
  trigger: 'schedule' | 'manual';
  status: PipelineRunStatus;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
  heartbeat_at: string | null;
  attempts: number;
  summary: string | null;
  error: string | null;
}

const RUN_COLUMNS =
  'id, tenant_id, pipeline_id, slot, trigger, status, queued_at, started_at, finished_at, heartbeat_at, attempts, summary, error';

const toRecord = <S, F>(row: Row): PipelineRunRecord<S, F> => ({
  id: row.id,
  tenantId: row.tenant_id,
  pipelineId: row.pipeline_id,
  slot: row.slot,
  trigger: row.trigger,
  status: row.status,
  queuedAt: row.queued_at,
  startedAt: row.started_at ?? undefined,
  finishedAt: row.finished_at ?? undefined,
  heartbeatAt: row.heartbeat_at ?? undefined,
  attempts: Number(row.attempts),
  summary: row.summary === null ? undefined : parseJson<S | undefined>(row.summary, undefined),
  error: row.error === null ? undefined : parseJson<F | undefined>(row.error, undefined),
});

/**
 * The pipelines' runs as a queue on the database: a run is enqueued once per slot of its schedule
 * (a unique key, so several instances enqueueing the same slot make one run), claimed by one
 * instance at a time (a conditional update), kept alive by a heartbeat, and taken up again when its
 * heartbeat stops (the instance died). Beside them, the deliveries each pipeline has loaded.
 */
export interface PipelineRunRepository {
  /** Answers false when the slot already has its run. */
  enqueue(run: {
    id: string;
    tenantId: string;
    pipelineId: string;
    slot: string;
    trigger: 'schedule' | 'manual';
    queuedAt: string;
  }): Promise<boolean>;
  /**
   * Claims the oldest run that is queued, or running with a heartbeat before `staleBefore` (its
   * instance died): answers it, now running for `instance`, or undefined when none is waiting.
   */
  claim<S, F>(
    instance: string,
    now: string,
    staleBefore: string,
  ): Promise<PipelineRunRecord<S, F> | undefined>;
  /** Answers false when the run is no longer this instance's (another took it up). */
  heartbeat(id: string, instance: string, at: string): Promise<boolean>;
  finish(
    id: string,
    instance: string,
    outcome: { status: 'succeeded' | 'failed'; at: string; summary?: unknown; error?: unknown },
  ): Promise<boolean>;
  list<S, F>(tenantId: string, pipelineId: string, limit: number): Promise<PipelineRunRecord<S, F>[]>;
  get<S, F>(tenantId: string, pipelineId: string, id: string): Promise<PipelineRunRecord<S, F> | undefined>;
  /** The newest run of each of the tenant's pipelines, by pipeline id. */
  latest<S, F>(tenantId: string): Promise<Map<string, PipelineRunRecord<S, F>>>;
  /** The pipeline's run that is queued or running, if any. */
  active<S, F>(tenantId: string, pipelineId: string): Promise<PipelineRunRecord<S, F> | undefined>;
  /** The deliveries the pipeline loaded, as `delivery version` keys. */
  loaded(pipelineId: string): Promise<Set<string>>;
  recordDelivery(entry: {
    tenantId: string;
    pipelineId: string;
    delivery: string;
    version: string;
    runId: string;
    importId: string;
    loadedAt: string;
  }): Promise<void>;
  /** A deleted pipeline's runs and deliveries. */
  removePipeline(tenantId: string, pipelineId: string): Promise<void>;
}

/** The key of a loaded delivery version. */
export const deliveryKey = (delivery: string, version: string) => `${delivery}\u0000${version}`;

export class SqlPipelineRunRepository implements PipelineRunRepository {
  readonly #enqueue;
  readonly #oldest;
  readonly #claim;
  readonly #heartbeat;
  readonly #finish;
  readonly #list;
  readonly #get;
  readonly #active;
  readonly #latest;
  readonly #loaded;
  readonly #record;
  readonly #removeRuns;
  readonly #removeDeliveries;

  constructor(engine: SqlEngine) {
    this.#enqueue = prepare(
      engine,
      `INSERT INTO pipeline_runs (id, tenant_id, pipeline_id, slot, trigger, status, queued_at)
       VALUES (?, ?, ?, ?, ?, 'queued', ?) ON CONFLICT (pipeline_id, slot) DO NOTHING`,
    );
    this.#oldest = prepare<Row>(
      engine,
      `SELECT ${RUN_COLUMNS} FROM pipeline_runs
       WHERE status = 'queued' OR (status = 'running' AND heartbeat_at < ?)
       ORDER BY queued_at, id LIMIT 1`,
    );
    this.#claim = prepare(
      engine,
      `UPDATE pipeline_runs SET status = 'running', instance = ?, started_at = ?, heartbeat_at = ?,
         attempts = attempts + 1, error = NULL
       WHERE id = ? AND (status = 'queued' OR (status = 'running' AND heartbeat_at < ?))`,
    );
    this.#heartbeat = prepare(
      engine,
      "UPDATE pipeline_runs SET heartbeat_at = ? WHERE id = ? AND instance = ? AND status = 'running'",
    );
    this.#finish = prepare(
      engine,
      `UPDATE pipeline_runs SET status = ?, finished_at = ?, heartbeat_at = ?, summary = ?, error = ?
       WHERE id = ? AND instance = ? AND status = 'running'`,
    );
    this.#list = prepare<Row>(
      engine,
      `SELECT ${RUN_COLUMNS} FROM pipeline_runs WHERE tenant_id = ? AND pipeline_id = ?
       ORDER BY queued_at DESC, id DESC LIMIT ?`,
    );
    this.#get = prepare<Row>(
      engine,
      `SELECT ${RUN_COLUMNS} FROM pipeline_runs WHERE tenant_id = ? AND pipeline_id = ? AND id = ?`,
    );
    this.#active = prepare<Row>(
      engine,
      `SELECT ${RUN_COLUMNS} FROM pipeline_runs WHERE tenant_id = ? AND pipeline_id = ?
       AND status IN ('queued', 'running') ORDER BY queued_at LIMIT 1`,
    );
    this.#latest = prepare<Row>(
      engine,
      `SELECT ${RUN_COLUMNS} FROM pipeline_runs r WHERE tenant_id = ? AND NOT EXISTS (
         SELECT 1 FROM pipeline_runs n WHERE n.pipeline_id = r.pipeline_id
         AND (n.queued_at > r.queued_at OR (n.queued_at = r.queued_at AND n.id > r.id)))`,
    );
    this.#loaded = prepare<{ delivery: string; version: string }>(
      engine,
      'SELECT delivery, version FROM pipeline_deliveries WHERE pipeline_id = ?',
    );
    this.#record = prepare(
      engine,
      `INSERT INTO pipeline_deliveries (tenant_id, pipeline_id, delivery, version, run_id, import_id, loaded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#removeRuns = prepare(engine, 'DELETE FROM pipeline_runs WHERE tenant_id = ? AND pipeline_id = ?');
    this.#removeDeliveries = prepare(
      engine,
      'DELETE FROM pipeline_deliveries WHERE tenant_id = ? AND pipeline_id = ?',
    );
  }

  async enqueue(run: Parameters<PipelineRunRepository['enqueue']>[0]) {
    return (
      (await this.#enqueue.run(run.id, run.tenantId, run.pipelineId, run.slot, run.trigger, run.queuedAt)) > 0
    );
  }

  async claim<S, F>(instance: string, now: string, staleBefore: string) {
    // Another instance may claim the same row between the read and the update: then try the next.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await this.#oldest.get(staleBefore);
      if (!row) return undefined;
      if ((await this.#claim.run(instance, now, now, row.id, staleBefore)) > 0) {
        const claimed = await this.#get.get(row.tenant_id, row.pipeline_id, row.id);
        return claimed ? toRecord<S, F>(claimed) : undefined;
      }
    }
    return undefined;
  }

  async heartbeat(id: string, instance: string, at: string) {
    return (await this.#heartbeat.run(at, id, instance)) > 0;
  }

  async finish(id: string, instance: string, outcome: Parameters<PipelineRunRepository['finish']>[2]) {
    return (
      (await this.#finish.run(
        outcome.status,
        outcome.at,
        outcome.at,
        outcome.summary === undefined ? null : json(outcome.summary),
        outcome.error === undefined ? null : json(outcome.error),
        id,
        instance,
      )) > 0
    );
  }

  async list<S, F>(tenantId: string, pipelineId: string, limit: number) {
    return (await this.#list.all(tenantId, pipelineId, limit)).map((row) => toRecord<S, F>(row));
  }

  async get<S, F>(tenantId: string, pipelineId: string, id: string) {
    const row = await this.#get.get(tenantId, pipelineId, id);
    return row ? toRecord<S, F>(row) : undefined;
  }

  async latest<S, F>(tenantId: string) {
    const runs = new Map<string, PipelineRunRecord<S, F>>();
    for (const row of await this.#latest.all(tenantId)) runs.set(row.pipeline_id, toRecord<S, F>(row));
    return runs;
  }

  async active<S, F>(tenantId: string, pipelineId: string) {
    const row = await this.#active.get(tenantId, pipelineId);
    return row ? toRecord<S, F>(row) : undefined;
  }

  async loaded(pipelineId: string) {
    return new Set((await this.#loaded.all(pipelineId)).map((r) => deliveryKey(r.delivery, r.version)));
  }

  async recordDelivery(entry: Parameters<PipelineRunRepository['recordDelivery']>[0]) {
    await this.#record.run(
      entry.tenantId,
      entry.pipelineId,
      entry.delivery,
      entry.version,
      entry.runId,
      entry.importId,
      entry.loadedAt,
    );
  }

  async removePipeline(tenantId: string, pipelineId: string) {
    await this.#removeRuns.run(tenantId, pipelineId);
    await this.#removeDeliveries.run(tenantId, pipelineId);
  }
}
