import {
  canRunPipeline,
  durationText,
  isRunActive,
  runDuration,
  runLoadText,
  runPollInterval,
} from '@portal/hooks/pipelines';
import { useRunWatcher } from '@portal/hooks/react';
import type { Pipeline, PipelineRun, PipelineStorageCheck, PipelineStorageCheckInput } from '@portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../data/api-query.ts';
import { invalidateStaleReads } from '../../../data/screen-queries.ts';
import { useIsAdmin } from '../../../lib/use-is-admin.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { StandardDialog } from '../../../ui/standard-dialog.tsx';
import { pipelineRunsApi } from '../api.ts';

const locale = () => (typeof navigator === 'undefined' ? 'en-US' : navigator.language);

export const RUN_STATUS: Record<Pipeline['lastStatus'], string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  queued: 'Queued',
  running: 'Running',
  never: 'Never run',
};

type RunPage = { items: PipelineRun[] };

/**
 * A pipeline's last status in its row: while a run is queued or running its newest run is asked
 * again (RUN_POLL_MS) until it ends, and what a successful run changed (the cost data, the list)
 * is refreshed then, by the contract's tags of 'Run now'. A failure says its error in words.
 */
export function PipelineStatus({ pipeline }: { pipeline: Pipeline }) {
  const queries = useQueryClient();
  const active = isRunActive(pipeline.lastStatus);
  const latest = useApiQuery(pipelineRunsApi.list, [pipeline.id, { limit: 1 }], {
    enabled: active,
    refetchInterval: (query) =>
      runPollInterval([(query.state.data as RunPage | undefined)?.items[0]?.status ?? pipeline.lastStatus]),
  });
  const run = active ? latest.data?.items[0] : undefined;
  const status = run?.status ?? pipeline.lastStatus;
  const statuses = useMemo(() => new Map([[pipeline.id, status]]), [pipeline.id, status]);
  useRunWatcher(statuses, () => {
    void invalidateStaleReads(queries, 'runPipeline');
  });
  const error = run?.error?.message ?? (status === 'failed' ? pipeline.lastError : undefined);
  return (
    <span>
      {RUN_STATUS[status]}
      {error ? (
        <>
          <br />
          <small>{error}</small>
        </>
      ) : null}
    </span>
  );
}

/** 'Run now' (admin users) and the pipeline's last runs in a dialog. */
export function PipelineRunActions({ pipeline }: { pipeline: Pipeline }) {
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const run = useApiMutation(pipelineRunsApi.run);
  const active = isRunActive(pipeline.lastStatus) || run.isPending;
  const canRun = isAdmin && canRunPipeline(pipeline);
  return (
    <span>
      {canRun ? (
        <ActionButton
          isDisabled={active}
          onPress={() => run.mutate([pipeline.id])}
          aria-label={`Run now: ${pipeline.name}`}
        >
          Run now
        </ActionButton>
      ) : null}{' '}
      <ActionButton onPress={() => setOpen(true)} aria-label={`Runs of ${pipeline.name}`}>
        Runs
      </ActionButton>
      {run.error ? (
        <span role="alert">
          <br />
          {run.error.message}
        </span>
      ) : null}
      {open ? (
        <StandardDialog isOpen onClose={() => setOpen(false)} title={`Runs of ${pipeline.name}`}>
          <RunList pipelineId={pipeline.id} />
          <ActionButton variant="primary" onPress={() => setOpen(false)}>
            Close
          </ActionButton>
        </StandardDialog>
      ) : null}
    </span>
  );
}

const errorText = (error: NonNullable<PipelineRun['error']>) => {
  const place = [
    error.file,
    error.line !== undefined ? `line ${error.line}` : undefined,
    error.column ? `column ${error.column}` : undefined,
  ].filter(Boolean);
  return place.length > 0 ? `${error.message} (${place.join(', ')})` : error.message;
};

/** The last runs of a pipeline: status, when, how long, what it loaded, the error in words. */
function RunList({ pipelineId }: { pipelineId: string }) {
  const runs = useApiQuery(pipelineRunsApi.list, [pipelineId, { limit: 10 }], {
    refetchInterval: (query) =>
      runPollInterval(((query.state.data as RunPage | undefined)?.items ?? []).map((r) => r.status)),
  });
  if (runs.isPending) return <p role="status">Loading the runs…</p>;
  if (runs.isError)
    return (
      <div role="alert">
        <p>The runs could not be loaded.</p>
        <ActionButton onPress={() => void runs.refetch()}>Try again</ActionButton>
      </div>
    );
  const items = runs.data.items;
  if (items.length === 0) return <p>This pipeline has not run yet.</p>;
  const now = Date.now();
  return (
    <table>
      <caption>The last {items.length} runs, the newest first</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Started</th>
          <th scope="col">Took</th>
          <th scope="col">Loaded</th>
          <th scope="col">Error</th>
        </tr>
      </thead>
      <tbody>
        {items.map((run) => {
          const took = runDuration(run, now);
          return (
            <tr key={run.id}>
              <td>
                {RUN_STATUS[run.status]} ({run.trigger === 'manual' ? 'run now' : 'scheduled'})
              </td>
              <td>{run.startedAt ? dateTime(run.startedAt) : `Queued ${dateTime(run.queuedAt)}`}</td>
              <td>{took === undefined ? '' : durationText(took, locale())}</td>
              <td>{runLoadText(run, locale()) ?? ''}</td>
              <td>{run.error ? errorText(run.error) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 'Check the connection' in the pipeline's form: what the storage holds, or what failed, in words. */
export function StorageCheck({ input }: { input: PipelineStorageCheckInput | undefined }) {
  const check = useApiMutation(pipelineRunsApi.check);
  const answer: PipelineStorageCheck | undefined = check.data;
  if (!input) return null;
  return (
    <div>
      {/* Not isPending: react-aria announces a pending button by its id, which the closed form no longer has. */}
      <ActionButton isDisabled={check.isPending} onPress={() => check.mutate([input])}>
        Check the connection
      </ActionButton>
      {check.isPending ? <p role="status">Connecting to the storage…</p> : null}
      {check.error ? <p role="alert">{check.error.message}</p> : null}
      {answer ? (
        answer.ok ? (
          <p role="status">{answer.message}</p>
        ) : (
          <p role="alert">{answer.message}</p>
        )
      ) : null}
    </div>
  );
}
