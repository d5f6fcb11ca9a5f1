/**
 * A pipeline run's progress, framework-free: whether a list of pipelines needs asking again (a run
 * queued or running: every {@link RUN_POLL_MS}), which runs ended since the last answer (so a front
 * end refreshes what a successful run changed, the tenant's cost data), how long a run took, and a
 * run said in words. The request layer asks; this decides when and says what it means.
 */

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'never';

/** How often a list with a run in progress is asked again. */
export const RUN_POLL_MS = 2000;

export const isRunActive = (status: RunStatus | undefined): boolean =>
  status === 'queued' || status === 'running';

/** The interval to ask again at: while any run is in progress, else none. */
export function runPollInterval(statuses: Iterable<RunStatus | undefined>): number | false {
  for (const status of statuses) if (isRunActive(status)) return RUN_POLL_MS;
  return false;
}

/** What changed between two answers of the list: the runs that ended, and how. */
export interface RunChanges {
  succeeded: string[];
  failed: string[];
}

/**
 * Watches a list's statuses from one answer to the next: a pipeline whose run was in progress and
 * now succeeded or failed is reported once. The first answer reports nothing (nothing was seen
 * in progress).
 */
export class RunWatcher {
  #last = new Map<string, RunStatus | undefined>();

  observe(statuses: ReadonlyMap<string, RunStatus | undefined>): RunChanges {
    const changes: RunChanges = { succeeded: [], failed: [] };
    for (const [id, status] of statuses) {
      if (!isRunActive(this.#last.get(id))) continue;
      if (status === 'succeeded') changes.succeeded.push(id);
      else if (status === 'failed') changes.failed.push(id);
    }
    this.#last = new Map(statuses);
    return changes;
  }
}

/** How long a run took, or has taken by `now` (ms); undefined before it started. */
export function runDuration(
  run: { startedAt?: string; finishedAt?: string },
  now: number,
): number | undefined {
  if (!run.startedAt) return undefined;
  const end = run.finishedAt ? Date.parse(run.finishedAt) : now;
  return Math.max(0, end - Date.parse(run.startedAt));
}

/** A duration in words: '0.8 s', '42 s', '3 min 5 s'. */
export function durationText(ms: number, locale: string): string {
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n);
  if (ms < 10_000) return `${number(ms / 1000, 1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${number(seconds)} s`;
  return `${number(Math.floor(seconds / 60))} min ${number(seconds % 60)} s`;
}

/** The office datasets by name, as a run's summary says them. */
const DATASET_NAMES: Record<string, string> = {
  licences: 'Licences and users',
  usage: 'Usage',
  groups: 'Groups',
  devices: 'Devices',
  apps: 'Third-party apps',
  security: 'Secure Score',
};

/**
 * What a finished run loaded, in words: '3 deliveries, 1,238 rows' or 'Up to date: nothing new';
 * an office run per dataset: 'Licences and users: 188 loaded; Secure Score: kept (why)'.
 */
export function runLoadText(
  run: {
    status: RunStatus;
    deliveries?: number;
    rows?: number;
    upToDate?: number;
    datasets?: readonly { dataset: string; status: 'loaded' | 'kept'; items?: number; message?: string }[];
  },
  locale: string,
): string | undefined {
  if (run.status !== 'succeeded') return undefined;
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  if (run.datasets && run.datasets.length > 0)
    return run.datasets
      .map((d) => {
        const name = DATASET_NAMES[d.dataset] ?? d.dataset;
        return d.status === 'loaded'
          ? `${name}: ${n(d.items ?? 0)} loaded`
          : `${name}: kept as it was (${d.message ?? 'not read'})`;
      })
      .join('; ');
  const deliveries = run.deliveries ?? 0;
  if (deliveries === 0) return 'Up to date: nothing new';
  return `${n(deliveries)} ${deliveries === 1 ? 'delivery' : 'deliveries'}, ${n(run.rows ?? 0)} rows`;
}

/** The sources whose runs read the office suite's directory (the integration's application), not a storage. */
const OFFICE_SOURCES: readonly string[] = ['office-licences', 'office-usage', 'security-center'];

/** Whether a pipeline can run now: enabled, and an office source or a storage with its secret. */
export function canRunPipeline(pipeline: {
  source: string;
  enabled: boolean;
  secretSet: boolean;
  storage?: unknown;
}): boolean {
  if (!pipeline.enabled) return false;
  return OFFICE_SOURCES.includes(pipeline.source) || (!!pipeline.storage && pipeline.secretSet);
}
