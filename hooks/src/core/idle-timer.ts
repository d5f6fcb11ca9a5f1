import { type Clock, systemClock } from './clock.ts';
import { Store } from './store.ts';

/** Spec section 9: the idle rules' constants. */
const IDLE_WARNING_MS = 30_000;
const IDLE_CHECK_INTERVAL_MS = 1_000;
const ACTIVITY_THROTTLE_MS = 500;
const KEEPALIVE_INTERVAL_MS = 15_000;

export type IdlePhase = 'stopped' | 'active' | 'warning' | 'timed-out';

export interface IdleState {
  readonly phase: IdlePhase;
  /** Seconds left on the 'Session timeout!' countdown while warning. */
  readonly secondsLeft: number;
}

export interface IdleTimerOptions {
  /**
   * Idle time before the warning: uiSessionTimeout minutes. null while it is not known yet (the
   * settings are still loading): activity is counted from start() on, and the warning waits.
   */
  idleMs: number | null;
  clock?: Clock;
  /** Called once when the countdown reaches zero: the portal logs out. */
  onTimeout: () => void;
  /** Called every 15 s while the user is active (the keepalive ping). */
  onKeepalive?: () => void;
}

/**
 * The idle session rules: after `idleMs` without activity a 30 s countdown starts; Extend goes
 * back to active, zero times out. Activity counts at most once per 500 ms, and only while active:
 * once the countdown shows, the user decides in the dialog.
 */
export class IdleTimer extends Store<IdleState> {
  readonly #clock: Clock;
  readonly #options: IdleTimerOptions;
  #idleMs: number | null;
  #lastActivity = 0;
  #lastAccepted = Number.NEGATIVE_INFINITY;
  #deadline = 0;
  #check: unknown;
  #keepalive: unknown;

  constructor(options: IdleTimerOptions) {
    super({ phase: 'stopped', secondsLeft: IDLE_WARNING_MS / 1000 });
    this.#clock = options.clock ?? systemClock;
    this.#options = options;
    this.#idleMs = options.idleMs;
  }

  /**
   * A new idle time (the settings arrived, or an admin changed them): the time already idle still
   * counts, so a user idle since the first page is warned when it has passed.
   */
  setIdleMs(idleMs: number | null): void {
    this.#idleMs = idleMs;
  }

  start(): void {
    this.stop();
    this.#lastActivity = this.#clock.now();
    this.set({ phase: 'active', secondsLeft: IDLE_WARNING_MS / 1000 });
    this.#check = this.#clock.setInterval(() => this.#tick(), IDLE_CHECK_INTERVAL_MS);
    this.#keepalive = this.#clock.setInterval(() => {
      if (this.getSnapshot().phase === 'active') this.#options.onKeepalive?.();
    }, KEEPALIVE_INTERVAL_MS);
  }

  stop(): void {
    this.#clock.clearInterval(this.#check);
    this.#clock.clearInterval(this.#keepalive);
    if (this.getSnapshot().phase !== 'stopped')
      this.set({ phase: 'stopped', secondsLeft: IDLE_WARNING_MS / 1000 });
  }

  /** A user event (mouse, key, touch, scroll); throttled. */
  activity(): void {
    const now = this.#clock.now();
    if (now - this.#lastAccepted < ACTIVITY_THROTTLE_MS) return;
    this.#lastAccepted = now;
    if (this.getSnapshot().phase === 'active') this.#lastActivity = now;
  }

  /** The dialog's Extend: back to active, the idle time starts again. */
  extend(): void {
    if (this.getSnapshot().phase !== 'warning') return;
    this.#lastActivity = this.#clock.now();
    this.set({ phase: 'active', secondsLeft: IDLE_WARNING_MS / 1000 });
  }

  #tick(): void {
    const now = this.#clock.now();
    const { phase } = this.getSnapshot();
    const idleMs = this.#idleMs;
    if (phase === 'active' && idleMs !== null && now - this.#lastActivity >= idleMs) {
      this.#deadline = now + IDLE_WARNING_MS;
      this.set({ phase: 'warning', secondsLeft: IDLE_WARNING_MS / 1000 });
      return;
    }
    if (phase !== 'warning') return;
    const left = Math.max(0, Math.ceil((this.#deadline - now) / 1000));
    if (left > 0) {
      this.set({ phase: 'warning', secondsLeft: left });
      return;
    }
    this.stop();
    this.set({ phase: 'timed-out', secondsLeft: 0 });
    this.#options.onTimeout();
  }
}
