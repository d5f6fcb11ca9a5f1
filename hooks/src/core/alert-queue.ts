import { type Clock, systemClock } from './clock.ts';
import { Store } from './store.ts';

/** Spec: success, warning, error, info or question; any other value shows a warning. */
export const ALERT_ICONS = ['success', 'warning', 'error', 'info', 'question'] as const;
export type AlertIcon = (typeof ALERT_ICONS)[number];

export interface AlertOptions {
  icon?: string;
  title?: string;
  text?: string;
  /** Default 'Confirm'. */
  confirmText?: string;
  /** Shows a cancel button (default text 'Cancel') when set. */
  cancelText?: string | true;
  /** Closes by itself after this many milliseconds (as a close, answering null). */
  timer?: number;
}

export interface AlertResult {
  confirmed: true;
}

export interface OpenAlert {
  readonly id: number;
  readonly options: AlertOptions;
}

export interface AlertQueueState {
  /** The alert on screen, if any; the others wait their turn. */
  readonly current: OpenAlert | undefined;
}

export const alertIcon = (icon: string | undefined): AlertIcon =>
  (ALERT_ICONS as readonly string[]).includes(icon ?? '') ? (icon as AlertIcon) : 'warning';

interface Pending extends OpenAlert {
  resolve: (result: AlertResult | null) => void;
}

/**
 * Alerts and confirmations, one at a time: `open` answers a result object on confirm and null on
 * close. An alert with a timer closes by itself; each alert gets its own timer.
 */
export class AlertQueue extends Store<AlertQueueState> {
  readonly #clock: Clock;
  #next = 1;
  #queue: Pending[] = [];
  #current: Pending | undefined;
  #timer: unknown;
  /** When the shown alert's timer fires, and what is left of it while paused. */
  #due = 0;
  #left: number | undefined;

  constructor(clock: Clock = systemClock) {
    super({ current: undefined });
    this.#clock = clock;
  }

  open(options: AlertOptions): Promise<AlertResult | null> {
    return new Promise((resolve) => {
      this.#queue.push({ id: this.#next++, options, resolve });
      if (!this.#current) this.#showNext();
    });
  }

  confirm(): void {
    this.#finish({ confirmed: true });
  }

  close(): void {
    this.#finish(null);
  }

  /**
   * The user is reading or using the shown alert (the pointer over it, a key pressed in it): its
   * timer stands still until `resume` (WCAG 2.2.1: a message that closes by itself can be held).
   */
  pause(): void {
    if (!this.#current?.options.timer || this.#left !== undefined) return;
    this.#clock.clearTimeout(this.#timer);
    this.#left = Math.max(0, this.#due - this.#clock.now());
  }

  /** The timer goes on with what was left of it. */
  resume(): void {
    const left = this.#left;
    if (!this.#current || left === undefined) return;
    this.#left = undefined;
    this.#start(left);
  }

  /** Closes everything (logout clears dialogs). */
  clear(): void {
    for (const pending of this.#queue) pending.resolve(null);
    this.#queue = [];
    this.#finish(null);
  }

  #finish(result: AlertResult | null): void {
    const current = this.#current;
    if (!current) return;
    this.#clock.clearTimeout(this.#timer);
    this.#left = undefined;
    this.#current = undefined;
    current.resolve(result);
    this.set({ current: undefined });
    this.#showNext();
  }

  #showNext(): void {
    const next = this.#queue.shift();
    if (!next) return;
    this.#current = next;
    this.set({ current: { id: next.id, options: next.options } });
    if (next.options.timer) this.#start(next.options.timer);
  }

  #start(ms: number): void {
    this.#due = this.#clock.now() + ms;
    this.#timer = this.#clock.setTimeout(() => this.close(), ms);
  }
}
