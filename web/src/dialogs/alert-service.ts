import { Store } from '@portal/hooks/core';

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

interface OpenAlert {
  id: number;
  options: AlertOptions;
  resolve: (result: AlertResult | null) => void;
}

export const alertIcon = (icon: string | undefined): AlertIcon =>
  (ALERT_ICONS as readonly string[]).includes(icon ?? '') ? (icon as AlertIcon) : 'warning';

/** Alerts and confirmations, one at a time: a result object on confirm, null on close. */
export class AlertService extends Store<{ current: OpenAlert | undefined }> {
  #next = 1;
  #queue: OpenAlert[] = [];

  constructor() {
    super({ current: undefined });
  }

  open(options: AlertOptions): Promise<AlertResult | null> {
    return new Promise((resolve) => {
      this.#queue.push({ id: this.#next++, options, resolve });
      if (!this.getSnapshot().current) this.#showNext();
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
    const { current } = this.getSnapshot();
    if (!current) return;
    current.resolve(result);
    this.set({ current: undefined });
    this.#showNext();
  }

  #showNext(): void {
    const next = this.#queue.shift();
    if (next) this.set({ current: next });
  }
}
