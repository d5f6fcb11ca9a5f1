import { describe, expect, it } from 'vitest';
import {
  durationText,
  RUN_POLL_MS,
  RunWatcher,
  runDuration,
  runLoadText,
  runPollInterval,
} from './pipeline-runs.ts';

describe('a pipeline run in progress', () => {
  it('asks again while a run is queued or running, and not otherwise', () => {
    expect(runPollInterval(['succeeded', 'never', undefined])).toBe(false);
    expect(runPollInterval(['succeeded', 'queued'])).toBe(RUN_POLL_MS);
    expect(runPollInterval(['running'])).toBe(RUN_POLL_MS);
    expect(runPollInterval([])).toBe(false);
  });

  it('reports once each run that ended since the answer before, and nothing on the first answer', () => {
    const watcher = new RunWatcher();
    expect(
      watcher.observe(
        new Map([
          ['a', 'succeeded'],
          ['b', 'running'],
          ['c', 'queued'],
        ]),
      ),
    ).toEqual({ succeeded: [], failed: [] });
    expect(
      watcher.observe(
        new Map([
          ['a', 'succeeded'],
          ['b', 'succeeded'],
          ['c', 'running'],
        ]),
      ),
    ).toEqual({ succeeded: ['b'], failed: [] });
    expect(
      watcher.observe(
        new Map([
          ['a', 'succeeded'],
          ['b', 'succeeded'],
          ['c', 'failed'],
        ]),
      ),
    ).toEqual({ succeeded: [], failed: ['c'] });
    expect(
      watcher.observe(
        new Map([
          ['a', 'succeeded'],
          ['b', 'succeeded'],
          ['c', 'failed'],
        ]),
      ),
    ).toEqual({ succeeded: [], failed: [] });
  });

  it('says how long a run took and what it loaded', () => {
    const now = Date.parse('2026-12-03T10:00:00Z');
    expect(runDuration({}, now)).toBeUndefined();
    expect(runDuration({ startedAt: '2026-12-03T09:59:58.500Z' }, now)).toBe(1500);
    expect(runDuration({ startedAt: '2026-12-03T09:00:00Z', finishedAt: '2026-12-03T09:03:05Z' }, now)).toBe(
      185_000,
    );
    expect(durationText(1500, 'en-US')).toBe('1.5 s');
    expect(durationText(42_000, 'en-US')).toBe('42 s');
    expect(durationText(185_000, 'en-US')).toBe('3 min 5 s');
    expect(durationText(1500, 'de-DE')).toBe('1,5 s');
    expect(runLoadText({ status: 'succeeded', deliveries: 3, rows: 1238 }, 'en-US')).toBe(
      '3 deliveries, 1,238 rows',
    );
    expect(runLoadText({ status: 'succeeded', deliveries: 0, upToDate: 3 }, 'en-US')).toBe(
      'Up to date: nothing new',
    );
    expect(runLoadText({ status: 'failed' }, 'en-US')).toBeUndefined();
    expect(
      runLoadText(
        {
          status: 'succeeded',
          datasets: [
            { dataset: 'licences', status: 'loaded', items: 1188 },
            {
              dataset: 'security',
              status: 'kept',
              message: 'The application lacks the permission SecurityEvents.Read.All.',
            },
          ],
        },
        'en-US',
      ),
    ).toBe(
      'Licences and users: 1,188 loaded; Secure Score: kept as it was (The application lacks the permission SecurityEvents.Read.All.)',
    );
  });
});
