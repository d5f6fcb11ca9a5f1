import { describe, expect, it } from 'vitest';
import { Scheduler, type StepPlan, summaryLine, summaryTable } from './check-scheduler.ts';
import { CHECKS, commandLine } from './run-checks.ts';

const ids = (steps: readonly StepPlan[]) => steps.map((step) => step.id);
const statuses = (scheduler: Scheduler<StepPlan>) =>
  Object.fromEntries(scheduler.states.map((state) => [state.id, state.status]));

/** Runs a plan to the end without processes: every started step ends at once, `failing` ones failed. */
function simulate(steps: readonly StepPlan[], concurrency: number, failing: readonly string[] = []) {
  const scheduler = new Scheduler(steps, { concurrency });
  const waves: string[][] = [];
  while (!scheduler.done) {
    const wave = ids(scheduler.ready());
    if (wave.length === 0) throw new Error('stuck');
    waves.push(wave);
    for (const id of wave) scheduler.finish(id, !failing.includes(id), 1);
  }
  return { scheduler, waves };
}

describe('the check scheduler', () => {
  it('never runs more steps at a time than the concurrency', () => {
    const scheduler = new Scheduler([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }], {
      concurrency: 2,
    });
    expect(ids(scheduler.ready())).toEqual(['a', 'b']);
    expect(ids(scheduler.ready())).toEqual([]);
    scheduler.finish('b', true, 1);
    expect(ids(scheduler.ready())).toEqual(['c']);
    scheduler.finish('a', true, 1);
    scheduler.finish('c', true, 1);
    expect(ids(scheduler.ready())).toEqual(['d', 'e']);
    expect(scheduler.states.filter((state) => state.status === 'running')).toHaveLength(2);
  });

  it('starts a step once what it needs has passed', () => {
    const scheduler = new Scheduler([{ id: 'build' }, { id: 'budgets', needs: ['build'] }, { id: 'lint' }], {
      concurrency: 2,
    });
    expect(ids(scheduler.ready())).toEqual(['build', 'lint']);
    scheduler.finish('lint', true, 1);
    expect(ids(scheduler.ready())).toEqual([]);
    scheduler.finish('build', true, 1);
    expect(ids(scheduler.ready())).toEqual(['budgets']);
  });

  it('skips the steps that need a failed step, and theirs, while independent ones still run', () => {
    const steps: StepPlan[] = [
      { id: 'build' },
      { id: 'budgets', needs: ['build'] },
      { id: 'videos', needs: ['build'] },
      { id: 'nginx', needs: ['videos'] },
      { id: 'lint' },
      { id: 'unit' },
    ];
    const scheduler = new Scheduler(steps, { concurrency: 2 });
    expect(ids(scheduler.ready())).toEqual(['build', 'lint']);
    const skipped = scheduler.finish('build', false, 3);
    expect(skipped.map((state) => [state.id, state.reason])).toEqual([
      ['budgets', 'build failed'],
      ['videos', 'build failed'],
      ['nginx', 'videos skipped'],
    ]);
    expect(ids(scheduler.ready())).toEqual(['unit']);
    scheduler.finish('lint', true, 1);
    scheduler.finish('unit', true, 1);
    expect(scheduler.done).toBe(true);
    expect(statuses(scheduler)).toEqual({
      build: 'failed',
      budgets: 'skipped',
      videos: 'skipped',
      nginx: 'skipped',
      lint: 'passed',
      unit: 'passed',
    });
  });

  it('runs an `after` step whatever the earlier one did, but only once it ended', () => {
    const scheduler = new Scheduler([{ id: 'videos' }, { id: 'nginx', after: ['videos'] }], {
      concurrency: 2,
    });
    expect(ids(scheduler.ready())).toEqual(['videos']);
    expect(scheduler.finish('videos', false, 1)).toEqual([]);
    expect(ids(scheduler.ready())).toEqual(['nginx']);
  });

  it('never runs two conflicting steps together, whichever of them names the other', () => {
    const steps: StepPlan[] = [{ id: 'unit', conflicts: ['lint'] }, { id: 'lint' }, { id: 'build' }];
    const scheduler = new Scheduler(steps, { concurrency: 2 });
    expect(ids(scheduler.ready())).toEqual(['unit', 'build']);
    scheduler.finish('build', true, 1);
    expect(ids(scheduler.ready())).toEqual([]);
    scheduler.finish('unit', true, 1);
    expect(ids(scheduler.ready())).toEqual(['lint']);

    const reversed = new Scheduler([{ id: 'lint' }, { id: 'unit', conflicts: ['lint'] }, { id: 'build' }], {
      concurrency: 3,
    });
    expect(ids(reversed.ready())).toEqual(['lint', 'build']);
  });

  it('runs an `alone` step last, by itself, and only when nothing failed', () => {
    const steps: StepPlan[] = [{ id: 'e2e', alone: true }, { id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(simulate(steps, 2).waves).toEqual([['a', 'b'], ['c'], ['e2e']]);

    const failed = simulate(steps, 2, ['b']);
    expect(failed.waves).toEqual([['a', 'b'], ['c']]);
    expect(failed.scheduler.states.find((state) => state.id === 'e2e')).toMatchObject({
      status: 'skipped',
      reason: 'b failed',
    });
  });

  it('leaves out the steps to skip, and the steps that need them', () => {
    const steps: StepPlan[] = [
      { id: 'build' },
      { id: 'budgets', needs: ['build'] },
      { id: 'e2e', needs: ['build'], alone: true },
    ];
    const scheduler = new Scheduler(steps, { concurrency: 2, skip: ['e2e'] });
    expect(ids(scheduler.ready())).toEqual(['build']);
    scheduler.finish('build', true, 1);
    expect(ids(scheduler.ready())).toEqual(['budgets']);
    scheduler.finish('budgets', true, 1);
    expect(scheduler.done).toBe(true);
    expect(summaryLine(scheduler.states)).toBe('2 passed, 0 failed, 1 skipped');

    const noBuild = new Scheduler(steps, { concurrency: 2, skip: ['build'] });
    expect(statuses(noBuild)).toEqual({ build: 'skipped', budgets: 'skipped', e2e: 'skipped' });
    expect(noBuild.done).toBe(true);
  });

  it('skips every pending step of an interrupted run', () => {
    const scheduler = new Scheduler([{ id: 'a' }, { id: 'b' }, { id: 'c' }], { concurrency: 1 });
    expect(ids(scheduler.ready())).toEqual(['a']);
    expect(scheduler.abort('interrupted').map((state) => state.id)).toEqual(['b', 'c']);
    expect(scheduler.done).toBe(false);
    scheduler.finish('a', false, 1);
    expect(scheduler.done).toBe(true);
    expect(summaryLine(scheduler.states)).toBe('0 passed, 1 failed, 2 skipped');
  });

  it('refuses plans it could never finish or that name unknown steps', () => {
    expect(
      () =>
        new Scheduler(
          [
            { id: 'a', needs: ['b'] },
            { id: 'b', after: ['a'] },
          ],
          { concurrency: 2 },
        ),
    ).toThrow(/wait for each other/);
    expect(() => new Scheduler([{ id: 'a', needs: ['x'] }], { concurrency: 2 })).toThrow(/unknown step: x/);
    expect(() => new Scheduler([{ id: 'a' }], { concurrency: 2, skip: ['e2e'] })).toThrow(
      /unknown step to skip/,
    );
    expect(() => new Scheduler([{ id: 'a' }, { id: 'a' }], { concurrency: 2 })).toThrow(/two steps/);
    expect(() => new Scheduler([{ id: 'a' }], { concurrency: 0 })).toThrow(/concurrency/);
  });
});

describe('the summary', () => {
  it('counts passed and failed steps, and skipped ones only when there are any', () => {
    expect(
      summaryLine([
        { id: 'a', status: 'passed' },
        { id: 'b', status: 'passed' },
        { id: 'c', status: 'failed' },
      ]),
    ).toBe('2 passed, 1 failed');
    expect(
      summaryLine([
        { id: 'a', status: 'passed' },
        { id: 'b', status: 'skipped' },
      ]),
    ).toBe('1 passed, 0 failed, 1 skipped');
  });

  it('tables every step with its status and time, or why it was skipped', () => {
    expect(
      summaryTable([
        { id: 'build', status: 'failed', seconds: 41.6 },
        { id: 'budgets', status: 'skipped', reason: 'build failed' },
      ]),
    ).toEqual([
      'step     status     time',
      'build    failed     42 s',
      'budgets  skipped       -  (build failed)',
    ]);
  });
});

describe('the plan of ./portal test', () => {
  it('runs the 13 checks, two at a time, the journeys alone after everything else', () => {
    expect(ids(CHECKS)).toHaveLength(13);
    const { waves } = simulate(CHECKS, 2);
    expect(waves.every((wave) => wave.length <= 2)).toBe(true);
    expect(waves.at(-1)).toEqual(['e2e']);
    expect(waves.flat().sort()).toEqual(ids(CHECKS).sort());
  });

  it('keeps the build chain in order and the unit tests apart from what reads every source file', () => {
    const { waves } = simulate(CHECKS, 2);
    const wave = (id: string) => waves.findIndex((w) => w.includes(id));
    expect(wave('budgets')).toBeGreaterThan(wave('build'));
    expect(wave('videos')).toBeGreaterThan(wave('build'));
    expect(wave('nginx')).toBeGreaterThan(wave('videos'));
    for (const [a, b] of [
      ['unit', 'postgres'],
      ['unit', 'lint'],
      ['unit', 'typecheck'],
      ['unit', 'packages'],
      ['unit', 'pacts'],
      ['unit', 'videos'],
      ['postgres', 'nginx'],
    ] as const)
      expect(
        waves.some((w) => w.includes(a) && w.includes(b)),
        `${a} with ${b}`,
      ).toBe(false);
  });

  it('skips the journeys and what needs the build when the build fails, and runs the rest', () => {
    const { scheduler } = simulate(CHECKS, 2, ['build']);
    const skipped = scheduler.states.filter((state) => state.status === 'skipped').map((state) => state.id);
    expect(skipped).toEqual(['budgets', 'videos', 'nginx', 'e2e']);
    expect(summaryLine(scheduler.states)).toBe('8 passed, 1 failed, 4 skipped');
  });

  it('prints each command as it would be typed again', () => {
    expect(commandLine(['node', 'tests/videos/record.ts', '--if-stale'])).toBe(
      'node tests/videos/record.ts --if-stale',
    );
    expect(commandLine(['echo', "it's here"])).toBe("echo 'it'\\''s here'");
  });
});
