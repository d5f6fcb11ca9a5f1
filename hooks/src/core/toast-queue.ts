import { type Clock, systemClock } from './clock.ts';
import { Store } from './store.ts';

/** Spec section 8: toasts show for 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export interface QueuedToast<T> {
  readonly id: string;
  readonly content: T;
}

export interface ToastQueueState<T> {
  /** The toasts on screen, oldest first; at most `maxVisible`, the rest wait. */
  readonly visible: readonly QueuedToast<T>[];
  /** True while the user hovers or focuses the toasts: their timers stand still. */
  readonly paused: boolean;
}

export interface ToastQueueOptions {
  /** How many show at once (default 5). */
  maxVisible?: number;
  /** How long each shows unless given its own time (default 3000 ms). */
  timeoutMs?: number;
  clock?: Clock;
}

interface Entry<T> extends QueuedToast<T> {
  /** Milliseconds left on screen; Infinity for a toast that stays until closed. */
  remaining: number;
  startedAt: number | undefined;
  timer: unknown;
}

/**
 * Transient notifications: each closes by itself after its time, which only runs while it is on
 * screen and stands still while the user hovers or focuses the toasts (WCAG 2.2.1). Framework-free;
 * any front end renders `visible`.
 */
export class ToastQueue<T> extends Store<ToastQueueState<T>> {
  readonly #clock: Clock;
  readonly #maxVisible: number;
  readonly #timeoutMs: number;
  #entries: Entry<T>[] = [];
  #next = 1;
  #paused = false;

  constructor(options: ToastQueueOptions = {}) {
    super({ visible: [], paused: false });
    this.#clock = options.clock ?? systemClock;
    this.#maxVisible = options.maxVisible ?? 5;
    this.#timeoutMs = options.timeoutMs ?? TOAST_DURATION_MS;
  }

  /** Shows a toast; `timeoutMs: Infinity` keeps it until closed. Answers its id. */
  add(content: T, options: { timeoutMs?: number } = {}): string {
    const id = `toast-${this.#next++}`;
    this.#entries.push({
      id,
      content,
      remaining: options.timeoutMs ?? this.#timeoutMs,
      startedAt: undefined,
      timer: undefined,
    });
    this.#publish();
    return id;
  }

  close(id: string): void {
    const entry = this.#entries.find((e) => e.id === id);
    if (!entry) return;
    this.#clock.clearTimeout(entry.timer);
    this.#entries = this.#entries.filter((e) => e !== entry);
    this.#publish();
  }

  /** Hover or focus: every timer stands still, keeping what is left. */
  pause(): void {
    if (this.#paused) return;
    this.#paused = true;
    const now = this.#clock.now();
    for (const entry of this.#visibleEntries()) {
      this.#clock.clearTimeout(entry.timer);
      if (entry.startedAt !== undefined) entry.remaining -= now - entry.startedAt;
      entry.startedAt = undefined;
      entry.timer = undefined;
    }
    this.set((s) => ({ ...s, paused: true }));
  }

  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.set((s) => ({ ...s, paused: false }));
    this.#publish();
  }

  /** Removes every toast (at logout). */
  clear(): void {
    for (const entry of this.#entries) this.#clock.clearTimeout(entry.timer);
    this.#entries = [];
    this.#publish();
  }

  #visibleEntries(): Entry<T>[] {
    return this.#entries.slice(0, this.#maxVisible);
  }

  #publish(): void {
    const visible = this.#visibleEntries();
    if (!this.#paused) {
      for (const entry of visible) {
        if (entry.timer !== undefined || !Number.isFinite(entry.remaining)) continue;
        entry.startedAt = this.#clock.now();
        entry.timer = this.#clock.setTimeout(() => this.close(entry.id), Math.max(0, entry.remaining));
      }
    }
    const next = visible.map(({ id, content }) => ({ id, content }));
    const current = this.getSnapshot().visible;
    const same = current.length === next.length && current.every((t, i) => t.id === next[i]?.id);
    if (!same) this.set((s) => ({ ...s, visible: next }));
  }
}
