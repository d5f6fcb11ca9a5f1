/**
 * The scheduling of `./portal test` (scripts/run-checks.ts), kept apart from the processes so that
 * it can be tested without any: which steps may start now, which are skipped because a step they
 * need failed, and the summary. The runner asks `ready()` for the steps to start, reports each
 * end with `finish()`, and stops when `done`.
 *
 * Rules:
 * - at most `concurrency` steps run at a time;
 * - a step starts once every step it `needs` has passed; it is skipped when one of them failed or
 *   was skipped (and so, in turn, are the steps that need it);
 * - a step starts only after every step it runs `after` has ended, whatever the outcome (an order
 *   without a dependency: the later step reads what the earlier one writes);
 * - two steps that `conflict` never run at the same time, in either order;
 * - an `alone` step starts once every other step has ended, runs by itself, and is skipped when any
 *   step failed;
 * - among the steps that may start, the one listed first starts first.
 */

export interface StepPlan {
  /** A short name: in the progress lines, the summary, the log file's name and `--skip`. */
  readonly id: string;
  /** Steps that must pass first; the step is skipped when one of them did not. */
  readonly needs?: readonly string[];
  /** Steps that must have ended first, passed or not. */
  readonly after?: readonly string[];
  /** Steps that must not run at the same time as this one. */
  readonly conflicts?: readonly string[];
  /** Runs by itself once every other step has ended, and only when none failed. */
  readonly alone?: boolean;
}

export type StepStatus = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';

export interface StepState {
  readonly id: string;
  status: StepStatus;
  /** How long it ran, for a step that ran. */
  seconds?: number;
  /** Why it was skipped. */
  reason?: string;
}

export interface SchedulerOptions {
  /** How many steps may run at a time (at least 1). */
  concurrency: number;
  /** Steps not to run at all (they count as skipped, and so do the steps that need them). */
  skip?: readonly string[];
}

export class Scheduler<T extends StepPlan> {
  readonly #steps: readonly T[];
  readonly #states = new Map<string, StepState>();
  readonly #concurrency: number;
  /** Conflicts are symmetric: a step lists its own, and is listed by the steps that name it. */
  readonly #conflicts = new Map<string, Set<string>>();

  constructor(steps: readonly T[], options: SchedulerOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1)
      throw new Error(`concurrency must be a whole number of at least 1 (got ${options.concurrency})`);
    this.#concurrency = options.concurrency;
    this.#steps = steps;
    for (const step of steps) {
      if (this.#states.has(step.id)) throw new Error(`two steps are named ${step.id}`);
      this.#states.set(step.id, { id: step.id, status: 'pending' });
      this.#conflicts.set(step.id, new Set());
    }
    for (const step of steps) {
      for (const other of [...(step.needs ?? []), ...(step.after ?? []), ...(step.conflicts ?? [])])
        if (!this.#states.has(other)) throw new Error(`step ${step.id} names an unknown step: ${other}`);
      for (const other of step.conflicts ?? []) {
        this.#conflicts.get(step.id)?.add(other);
        this.#conflicts.get(other)?.add(step.id);
      }
    }
    this.#checkAcyclic();
    for (const id of options.skip ?? []) {
      const state = this.#states.get(id);
      if (!state)
        throw new Error(`unknown step to skip: ${id} (steps: ${steps.map((s) => s.id).join(', ')})`);
      state.status = 'skipped';
      state.reason = 'not run (--skip)';
    }
    this.#skipBlocked();
  }

  /** Every step's state, in the order of the plan. */
  get states(): readonly StepState[] {
    return this.#steps.map((step) => this.#state(step.id));
  }

  /** True once no step is pending or running. */
  get done(): boolean {
    return this.states.every((state) => state.status !== 'pending' && state.status !== 'running');
  }

  /** The steps that start now, in the order of the plan; they are marked running. */
  ready(): T[] {
    const started: T[] = [];
    for (const step of this.#steps) {
      if (this.#running().length >= this.#concurrency) break;
      if (this.#state(step.id).status !== 'pending' || !this.#mayStart(step)) continue;
      this.#state(step.id).status = 'running';
      started.push(step);
      // Nothing else may join a step that runs alone.
      if (step.alone) break;
    }
    return started;
  }

  /**
   * Records the end of a running step; answers the steps skipped because of it (those that need
   * it when it failed, and an `alone` step that can no longer run), in the order of the plan.
   */
  finish(id: string, passed: boolean, seconds: number): StepState[] {
    const state = this.#state(id);
    if (state.status !== 'running') throw new Error(`step ${id} is not running (${state.status})`);
    state.status = passed ? 'passed' : 'failed';
    state.seconds = seconds;
    return this.#skipBlocked();
  }

  /** Skips every pending step (an interrupted run); the running ones still report their end. */
  abort(reason: string): StepState[] {
    const skipped = this.states.filter((state) => state.status === 'pending');
    for (const state of skipped) {
      state.status = 'skipped';
      state.reason = reason;
    }
    return skipped;
  }

  #state(id: string): StepState {
    const state = this.#states.get(id);
    if (!state) throw new Error(`unknown step: ${id}`);
    return state;
  }

  #running(): StepState[] {
    return this.states.filter((state) => state.status === 'running');
  }

  #ended(id: string): boolean {
    const { status } = this.#state(id);
    return status === 'passed' || status === 'failed' || status === 'skipped';
  }

  #mayStart(step: T): boolean {
    const running = this.#running();
    if (running.some((state) => this.#steps.find((s) => s.id === state.id)?.alone)) return false;
    if (step.alone)
      return running.length === 0 && this.#steps.every((other) => other === step || this.#ended(other.id));
    if (!(step.needs ?? []).every((id) => this.#state(id).status === 'passed')) return false;
    if (!(step.after ?? []).every((id) => this.#ended(id))) return false;
    const conflicts = this.#conflicts.get(step.id) ?? new Set();
    return !running.some((state) => conflicts.has(state.id));
  }

  /** Marks the pending steps that can no longer run as skipped, until nothing changes. */
  #skipBlocked(): StepState[] {
    const skipped: StepState[] = [];
    let changed = true;
    while (changed) {
      changed = false;
      for (const step of this.#steps) {
        const state = this.#state(step.id);
        if (state.status !== 'pending') continue;
        const reason = this.#blockedBy(step);
        if (reason) {
          state.status = 'skipped';
          state.reason = reason;
          skipped.push(state);
          changed = true;
        }
      }
    }
    const order = this.#steps.map((step) => step.id);
    return skipped.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }

  #blockedBy(step: T): string | undefined {
    if (step.alone) {
      const failed = this.states.filter((state) => state.status === 'failed').map((state) => state.id);
      if (failed.length > 0) return `${failed.join(', ')} failed`;
    }
    for (const id of step.needs ?? []) {
      const { status } = this.#state(id);
      if (status === 'failed' || status === 'skipped') return `${id} ${status}`;
    }
    return undefined;
  }

  #checkAcyclic(): void {
    const byId = new Map(this.#steps.map((step) => [step.id, step]));
    const visiting = new Set<string>();
    const visited = new Set<string>();
    const visit = (id: string, path: string[]) => {
      if (visited.has(id)) return;
      if (visiting.has(id)) throw new Error(`steps wait for each other: ${[...path, id].join(' → ')}`);
      visiting.add(id);
      const step = byId.get(id);
      for (const before of [...(step?.needs ?? []), ...(step?.after ?? [])]) visit(before, [...path, id]);
      visiting.delete(id);
      visited.add(id);
    };
    for (const step of this.#steps) visit(step.id, []);
  }
}

/** `N passed, N failed`, with `, N skipped` when any step was skipped. */
export function summaryLine(states: readonly StepState[]): string {
  const count = (status: StepStatus) => states.filter((state) => state.status === status).length;
  const skipped = count('skipped');
  return `${count('passed')} passed, ${count('failed')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** A duration in whole seconds ('0 s' below half a second). */
export function formatSeconds(seconds: number): string {
  return `${Math.round(seconds)} s`;
}

/** The table of every step: its status, its duration (or why it was skipped). */
export function summaryTable(states: readonly StepState[]): string[] {
  const width = Math.max(4, ...states.map((state) => state.id.length));
  const lines = [`${'step'.padEnd(width)}  ${'status'.padEnd(7)}  ${'time'.padStart(6)}`];
  for (const state of states) {
    const time = state.seconds === undefined ? '-' : formatSeconds(state.seconds);
    const note = state.status === 'skipped' && state.reason ? `  (${state.reason})` : '';
    lines.push(`${state.id.padEnd(width)}  ${state.status.padEnd(7)}  ${time.padStart(6)}${note}`);
  }
  return lines;
}
