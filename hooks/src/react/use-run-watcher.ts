import { useEffect, useState } from 'react';
import { type RunChanges, type RunStatus, RunWatcher } from '../core/pipeline-runs.ts';
import { useLatest } from './use-latest.ts';

/**
 * Watches the statuses of a list of pipelines from answer to answer (RunWatcher) and calls
 * `onChanges` when runs in progress ended: a screen refreshes what a successful run changed.
 */
export function useRunWatcher(
  statuses: ReadonlyMap<string, RunStatus | undefined> | undefined,
  onChanges: (changes: RunChanges) => void,
): void {
  const [watcher] = useState(() => new RunWatcher());
  const latest = useLatest(onChanges);
  useEffect(() => {
    if (!statuses) return;
    const changes = watcher.observe(statuses);
    if (changes.succeeded.length > 0 || changes.failed.length > 0) latest.current(changes);
  }, [statuses, watcher, latest]);
}
