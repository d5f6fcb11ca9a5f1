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
    if (next.options.timer) this.#timer = this.#clock.setTimeout(() => this.close(), next.options.timer);
  }
}
