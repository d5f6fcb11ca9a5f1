/**
 * Cost pipelines that run: a pipeline of the source `focus-export` names a storage (storage.ts),
 * and each run loads the export deliveries it has not loaded yet (deliveries.ts) through the same
 * import as `./portal import-focus` (import/import-service.ts), all of them in one transaction: a
 * failed run (storage unreachable, a wrong key, a refused file, the process killed) leaves the
 * tenant's data as it was, and the next run tries again. A delivery version is recorded in the
 * transaction that loads it, so none is loaded twice.
 *
 * Runs are a queue on the database (data/pipeline-run-repository.ts): the scheduler enqueues one
 * run per slot of a pipeline's schedule (`hourly:2026-12-02T09`, `daily:2026-12-02`,
 * `weekly:2026-W49`), 'Run now' one of its own; any instance claims a queued run, keeps its
 * heartbeat while it works, and a run whose heartbeat stopped (its instance died) is claimed again.
 * On either engine the same code: the unique slot makes a scheduled run happen once with several
 * instances, the conditional claim lets one instance run it.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import { OPERATION_KINDS, type PipelineData } from '../data/operation-records.ts';
import type { PipelineRunRecord } from '../data/pipeline-run-repository.ts';
import { deliveryKey } from '../data/pipeline-run-repository.ts';
import { resealRecordSecrets } from '../data/record-secrets.ts';
import { GraphError } from '../graph/graph-client.ts';
import type { DatasetOutcome, OfficeDataset } from '../graph/office-connector.ts';
import { OfficeGraph, OfficeIntegrationError } from '../graph/office-graph.ts';
import { addDecimal, type Decimal, formatCents, parseDecimal, ZERO } from '../import/decimal.ts';
import { FocusImportError } from '../import/errors.ts';
import { importFocus } from '../import/import-service.ts';
import { type SealedSecret, type SecretBox, SecretKeyError } from '../secrets/secret-box.ts';
import { type Delivery, deliveryTables, findDeliveries } from './deliveries.ts';
import { type ExportStorage, openStorage, StorageError, type StorageSettings } from './storage.ts';

type Schemas = components['schemas'];
export type RunSummary = Omit<
  Schemas['PipelineRun'],
  'id' | 'pipelineId' | 'trigger' | 'status' | 'queuedAt' | 'startedAt' | 'finishedAt' | 'attempts' | 'error'
>;
export type RunFailure = Schemas['PipelineRunError'];
export type StoredRun = PipelineRunRecord<RunSummary, RunFailure>;

/** A pipeline as stored: its settings, its sealed secret (never answered), the seed's last run. */
export type StoredPipeline = PipelineData & { sealedSecret?: SealedSecret };

/** A run whose heartbeat is older than this is taken up again (its instance died). */
export const STALE_AFTER_MS = 60_000;
/** How often a working instance says it is alive. */
const HEARTBEAT_MS = 10_000;

/** The owner a pipeline's secret is sealed to: it opens only on that pipeline of that tenant. */
export const secretContext = (tenantId: string, pipelineId: string) => `${tenantId}/pipeline/${pipelineId}`;

/** The slot of a schedule at `now` (UTC): a run per hour, day or ISO week. */
export function slotOf(schedule: Schemas['Pipeline']['schedule'], now: Date): string {
  const iso = now.toISOString();
  if (schedule === 'hourly') return `hourly:${iso.slice(0, 13)}`;
  if (schedule === 'daily') return `daily:${iso.slice(0, 10)}`;
  // ISO week: the week of the Thursday of this week.
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((+day - yearStart) / 86_400_000 + 1) / 7);
  return `weekly:${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The storage settings of a pipeline, as storage.ts takes them. */
export function storageSettings(storage: Schemas['PipelineStorage']): StorageSettings {
  if (storage.kind === 'azure-blob')
    return {
      kind: 'azure-blob',
      accountUrl: storage.accountUrl ?? '',
      container: storage.container ?? '',
      directory: storage.directory,
      credential: storage.credential ?? 'account-key',
    };
  return {
    kind: 's3',
    endpoint: storage.endpoint || undefined,
    region: storage.region ?? 'us-east-1',
    bucket: storage.bucket ?? '',
    prefix: storage.prefix,
    accessKeyId: storage.accessKeyId ?? '',
  };
}

/** Which fields a storage of its kind needs (the schema makes each optional): problems, each naming its field. */
export function storageProblems(
  storage: Schemas['PipelineStorage'] | undefined,
  secretGiven: boolean,
  secretStored: boolean,
) {
  const problems: { field: string; message: string }[] = [];
  if (!storage) return problems;
  const need = (field: keyof Schemas['PipelineStorage'], what: string) => {
    if (!String(storage[field] ?? '').trim())
      problems.push({ field: `/storage/${field}`, message: `is required for ${what}` });
  };
  if (storage.kind === 'azure-blob') {
    need('accountUrl', 'an Azure Storage container');
    need('container', 'an Azure Storage container');
    need('credential', 'an Azure Storage container');
  } else {
    need('region', 'an S3 bucket');
    need('bucket', 'an S3 bucket');
    need('accessKeyId', 'an S3 bucket');
  }
  if (!secretGiven && !secretStored)
    problems.push({
      field: '/secret',
      message:
        storage.kind === 'azure-blob'
          ? 'is required: the account key or the shared access signature'
          : 'is required: the secret access key',
    });
  return problems;
}

/** A failure of a run or a check, in words, with the place of a refused file. */
export function failureOf(error: unknown): RunFailure {
  if (error instanceof StorageError) return { kind: error.failure, message: error.message };
  if (error instanceof GraphError || error instanceof OfficeIntegrationError)
    return { kind: error.failure === 'tenant' ? 'directory' : error.failure, message: error.message };
  if (error instanceof SecretKeyError)
    return {
      kind: 'secret',
      message: `The stored secret cannot be used: ${error.message}. Enter the secret again.`,
    };
  if (error instanceof FocusImportError) {
    const place = {
      ...(error.file ? { file: error.file } : {}),
      ...(error.line !== undefined
        ? { line: error.line }
        : error.row !== undefined
          ? { line: error.row }
          : {}),
      ...(error.column ? { column: error.column } : {}),
    };
    return {
      kind: error.code === 'bad-export' ? 'bad-export' : 'bad-file',
      message: `The export was refused: ${error.message}. Nothing of this run was loaded.`,
      ...place,
    };
  }
  return { kind: 'failed', message: `The run failed: ${(error as Error).message ?? String(error)}.` };
}

const NO_EXPORTS = (where: string) =>
  `No FOCUS export was found at ${where}: expected Azure Cost Management's <export>/<YYYYMMDD-YYYYMMDD>/<run id>/manifest.json, AWS Data Exports' <export>/metadata/BILLING_PERIOD=YYYY-MM/<export>-Manifest.json, or folders of .csv, .csv.gz or .parquet files.`;

/** The exact sums of several imports per currency, rounded once to the cent. */
function addSums(
  into: Map<string, { billed: Decimal; effective: Decimal }>,
  sums: { currency: string; billed: { exact: string }; effective: { exact: string } }[],
) {
  for (const sum of sums) {
    const seen = into.get(sum.currency) ?? { billed: ZERO, effective: ZERO };
    into.set(sum.currency, {
      billed: addDecimal(seen.billed, parseDecimal(sum.billed.exact) ?? ZERO),
      effective: addDecimal(seen.effective, parseDecimal(sum.effective.exact) ?? ZERO),
    });
  }
}

export interface PipelinesOptions {
  /** This instance's name in the runs it claims. */
  instance?: string;
  now?: () => Date;
  /** After how long without a beat a running run is taken up again (default {@link STALE_AFTER_MS}). */
  staleAfterMs?: number;
  /** The office suite integration the office pipelines load through (default: Graph not configured). */
  office?: OfficeGraph;
}

/** The datasets an office pipeline loads, by its source; a cost pipeline loads none. */
export const OFFICE_SOURCES: Partial<Record<Schemas['Pipeline']['source'], readonly OfficeDataset[]>> = {
  'office-licences': ['licences', 'groups'],
  'office-usage': ['usage'],
  'security-center': ['security', 'devices', 'apps'],
};

/** Whether a pipeline has what its runs need: a storage and its secret, or an office source. */
export const runnable = (p: StoredPipeline) =>
  OFFICE_SOURCES[p.source] !== undefined || (!!p.storage && !!p.sealedSecret);

export class Pipelines {
  readonly #data: DataAccess;
  readonly #box: SecretBox;
  readonly #instance: string;
  readonly #now: () => Date;
  readonly #staleAfterMs: number;
  readonly #heartbeatMs: number;
  #working: Promise<number> | undefined;
  #timer: NodeJS.Timeout | undefined;
  /** The office suite integration: its settings, its test, the office pipelines' loads. */
  readonly office: OfficeGraph;
  /** Called after a run loaded a tenant's data (the alert definitions are evaluated on it). */
  afterLoad: ((tenantId: string) => Promise<unknown>) | undefined;

  constructor(data: DataAccess, box: SecretBox, options: PipelinesOptions = {}) {
    this.#data = data;
    this.#box = box;
    this.#instance = options.instance ?? `instance-${randomUUID().slice(0, 8)}`;
    this.#now = options.now ?? (() => new Date());
    this.#staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
    this.office = options.office ?? new OfficeGraph(box);
    // Several beats within the time after which a silent run counts as its instance's death.
    this.#heartbeatMs = Math.min(HEARTBEAT_MS, Math.max(100, Math.floor(this.#staleAfterMs / 4)));
  }

  get box(): SecretBox {
    return this.#box;
  }

  /** A secret sealed for one pipeline of one tenant. */
  seal(tenantId: string, pipelineId: string, secret: string): SealedSecret {
    return this.#box.seal(secret, secretContext(tenantId, pipelineId));
  }

  #storageOf(
    tenantId: string,
    pipelineId: string | undefined,
    storage: Schemas['PipelineStorage'],
    secret: string | SealedSecret,
  ): ExportStorage {
    const plain =
      typeof secret === 'string' ? secret : this.#box.open(secret, secretContext(tenantId, pipelineId ?? ''));
    return openStorage(storageSettings(storage), plain);
  }

  /** Connects, lists and follows the manifests: what was found, or what failed, in words. */
  async check(
    tenantId: string,
    storage: Schemas['PipelineStorage'],
    secret: string | { pipelineId: string; sealed: SealedSecret },
  ): Promise<Schemas['PipelineStorageCheck']> {
    try {
      const opened =
        typeof secret === 'string'
          ? this.#storageOf(tenantId, undefined, storage, secret)
          : this.#storageOf(tenantId, secret.pipelineId, storage, secret.sealed);
      const deliveries = await findDeliveries(opened);
      if (deliveries.length === 0)
        return { ok: false, kind: 'no-exports', message: NO_EXPORTS(opened.where) };
      const files = deliveries.reduce((n, d) => n + d.files.length, 0);
      return {
        ok: true,
        deliveries: deliveries.length,
        message: `Connected to ${opened.where}: ${deliveries.length} export ${deliveries.length === 1 ? 'delivery' : 'deliveries'}, ${files} ${files === 1 ? 'file' : 'files'}.`,
      };
    } catch (error) {
      const failure = failureOf(error);
      const kinds: readonly string[] = [
        'unreachable',
        'refused-key',
        'no-container',
        'no-exports',
        'bad-export',
        'secret',
      ];
      return {
        ok: false,
        kind: kinds.includes(failure.kind)
          ? (failure.kind as Schemas['PipelineStorageCheck']['kind'])
          : 'failed',
        message: failure.message,
      };
    }
  }

  /**
   * Seals again with the current key every stored secret sealed with a previous one (a key
   * rotation: docs/pipelines.md); answers how many. Run at start-up, after which the previous
   * key can go. A secret that opens with no key this instance has is left as it is (its
   * pipeline's runs say so).
   */
  async resealSecrets(): Promise<number> {
    let resealed = 0;
    for (const tenantId of await this.#data.focusImports.tenantIds()) {
      resealed += await resealRecordSecrets(this.#data, this.#box, tenantId, OPERATION_KINDS.pipeline, (id) =>
        secretContext(tenantId, id),
      );
      if (await this.office.reseal(this.#data, tenantId, this.#now())) resealed += 1;
    }
    return resealed;
  }

  /** Queues a run now (or answers the one queued or running). */
  async runNow(tenantId: string, pipelineId: string): Promise<StoredRun> {
    const active = await this.#data.pipelineRuns.active<RunSummary, RunFailure>(tenantId, pipelineId);
    if (active) return active;
    const id = randomUUID();
    await this.#data.pipelineRuns.enqueue({
      id,
      tenantId,
      pipelineId,
      slot: `manual:${id}`,
      trigger: 'manual',
      queuedAt: this.#now().toISOString(),
    });
    this.kick();
    return (await this.#data.pipelineRuns.get<RunSummary, RunFailure>(tenantId, pipelineId, id)) as StoredRun;
  }

  /** Enqueues the current slot of every enabled pipeline with a storage; answers how many were new. */
  async enqueueDue(): Promise<number> {
    const now = this.#now();
    let queued = 0;
    for (const tenantId of await this.#data.focusImports.tenantIds()) {
      for (const pipeline of await this.#data.records.list<StoredPipeline>(
        tenantId,
        OPERATION_KINDS.pipeline,
      )) {
        const p = pipeline.data;
        if (!p.enabled || !runnable(p)) continue;
        const added = await this.#data.pipelineRuns.enqueue({
          id: randomUUID(),
          tenantId,
          pipelineId: pipeline.id,
          slot: slotOf(p.schedule, now),
          trigger: 'schedule',
          queuedAt: now.toISOString(),
        });
        if (added) queued += 1;
      }
    }
    return queued;
  }

  /** Claims and runs queued runs until none waits; answers how many ran. One worker per instance at a time. */
  work(): Promise<number> {
    this.#working ??= this.#workAll().finally(() => {
      this.#working = undefined;
    });
    return this.#working;
  }

  async #workAll(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.#now();
      const run = await this.#data.pipelineRuns.claim<RunSummary, RunFailure>(
        this.#instance,
        now.toISOString(),
        new Date(+now - this.#staleAfterMs).toISOString(),
      );
      if (!run) return ran;
      await this.#execute(run);
      ran += 1;
    }
  }

  /** Runs the queue soon (after 'Run now'), without waiting for the scheduler's next tick. */
  kick(): void {
    setTimeout(() => {
      this.work().catch((error: unknown) => console.error('pipeline worker:', error));
    }, 0).unref?.();
  }

  /** One tick of the scheduler: enqueue what is due, then work the queue. */
  async tick(): Promise<void> {
    await this.enqueueDue();
    await this.work();
  }

  /** Ticks every `intervalMs` (and once now), until stopped. */
  start(intervalMs = 30_000): () => Promise<void> {
    const tick = () => this.tick().catch((error: unknown) => console.error('pipeline scheduler:', error));
    void tick();
    this.#timer = setInterval(tick, intervalMs);
    this.#timer.unref?.();
    return async () => {
      if (this.#timer) clearInterval(this.#timer);
      await this.#working?.catch(() => undefined);
    };
  }

  async #execute(run: StoredRun): Promise<void> {
    // Made outside the run's transaction, so each beat commits on its own (PostgreSQL: its own connection).
    const heartbeat = setInterval(() => {
      void this.#data.pipelineRuns
        .heartbeat(run.id, this.#instance, this.#now().toISOString())
        .catch(() => undefined);
    }, this.#heartbeatMs);
    heartbeat.unref?.();
    try {
      const summary = await this.#load(run);
      await this.#data.pipelineRuns.finish(run.id, this.#instance, {
        status: 'succeeded',
        at: this.#now().toISOString(),
        summary,
      });
      await this.afterLoad?.(run.tenantId).catch((error: unknown) =>
        console.error('after the pipeline run:', error),
      );
    } catch (error) {
      await this.#data.pipelineRuns.finish(run.id, this.#instance, {
        status: 'failed',
        at: this.#now().toISOString(),
        error: failureOf(error),
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Loads every delivery of the pipeline's storage it has not loaded, in one transaction. */
  async #load(run: StoredRun): Promise<RunSummary> {
    const record = await this.#data.records.get<StoredPipeline>(
      run.tenantId,
      OPERATION_KINDS.pipeline,
      run.pipelineId,
    );
    if (!record) throw new Error('the pipeline was deleted');
    const datasets = OFFICE_SOURCES[record.data.source];
    if (datasets) return this.#loadOffice(run, datasets);
    const { storage, sealedSecret } = record.data;
    if (!storage || !sealedSecret) throw new Error('the pipeline has no storage to read');
    const opened = this.#storageOf(run.tenantId, run.pipelineId, storage, sealedSecret);
    const deliveries = await findDeliveries(opened);
    if (deliveries.length === 0) throw new StorageError('failed', NO_EXPORTS(opened.where));
    const loaded = await this.#data.pipelineRuns.loaded(run.pipelineId);
    const todo = deliveries.filter((d) => !loaded.has(deliveryKey(d.id, d.version)));
    const sums = new Map<string, { billed: Decimal; effective: Decimal }>();
    const periods = new Set<string>();
    let rows = 0;
    let files = 0;
    let bytes = 0;
    await this.#data.transaction(async () => {
      for (const delivery of todo) {
        const result = await this.#import(opened, run, delivery);
        addSums(sums, result.sums);
        for (const p of result.periods) periods.add(p.billingPeriodStart.slice(0, 10));
        rows += result.rows;
        files += delivery.files.length;
        bytes += delivery.files.reduce((n, f) => n + f.object.size, 0);
      }
    });
    return {
      deliveries: todo.length,
      upToDate: deliveries.length - todo.length,
      periods: [...periods].sort(),
      files,
      rows,
      bytes,
      sums: [...sums.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([currency, s]) => ({
          currency,
          billed: formatCents(s.billed),
          effective: formatCents(s.effective),
        })),
    };
  }

  /** An office pipeline's run: each dataset loaded whole or kept; failed when none could be loaded. */
  async #loadOffice(run: StoredRun, datasets: readonly OfficeDataset[]): Promise<RunSummary> {
    const outcomes = await this.office.load(this.#data, run.tenantId, datasets, this.#now);
    const kept = outcomes.filter(
      (o): o is Extract<DatasetOutcome, { status: 'kept' }> => o.status === 'kept',
    );
    if (kept.length === outcomes.length && kept[0]) throw new GraphError(kept[0].failure, kept[0].message);
    return {
      datasets: outcomes.map((o) =>
        o.status === 'loaded'
          ? { dataset: o.dataset, status: 'loaded', items: Object.values(o.items).reduce((n, c) => n + c, 0) }
          : { dataset: o.dataset, status: 'kept', message: o.message },
      ),
    };
  }

  #import(storage: ExportStorage, run: StoredRun, delivery: Delivery) {
    return importFocus(
      this.#data,
      run.tenantId,
      { tables: deliveryTables(storage, delivery) },
      {
        fileName: `${storage.where}/${delivery.manifest ?? delivery.id}`,
        now: this.#now,
        alsoCommit: (tx, result) =>
          tx.pipelineRuns.recordDelivery({
            tenantId: run.tenantId,
            pipelineId: run.pipelineId,
            delivery: delivery.id,
            version: delivery.version,
            runId: run.id,
            importId: result.importId,
            loadedAt: this.#now().toISOString(),
          }),
      },
    );
  }
}
