/**
 * @portal/hooks/pipelines: Data pipelines: when a list with a run in progress is asked again,
 * which runs ended, how long a run took and what it loaded. Framework-free; the React binding is
 * @portal/hooks/react's useRunWatcher.
 *
 * @packageDocumentation
 */

export {
  canRunPipeline,
  durationText,
  isRunActive,
  type RunChanges,
  type RunStatus,
  runDuration,
  runLoadText,
  runPollInterval,
} from './core/pipeline-runs.ts';
