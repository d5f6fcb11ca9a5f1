import { type Clock, systemClock } from './clock.ts';
import { Store } from './store.ts';

/** The longest the frame's secondary calls wait for the opened page's first content (ms). */
export const FIRST_CONTENT_LIMIT_MS = 2_000;

/**
 * Holds the frame's secondary calls (who is signed in, the portal settings and branding, the
 * banners, the tenant list, the breadcrumb) back until the page a reload opened has the data of
 * its first content, so that they neither queue before its calls on the browser's few connections
 * nor take the backend's time first (issue 32). Opens once, for good: when the page's reads are
 * done, or after FIRST_CONTENT_LIMIT_MS whatever they do. Nothing the user asks for waits on it.
 */
export class FirstContentGate extends Store<boolean> {
  readonly #clock: Clock;

  constructor(clock: Clock = systemClock) {
    super(false);
    this.#clock = clock;
  }

  /** True once the secondary calls may go. */
  get isOpen(): boolean {
    return this.getSnapshot();
  }

  open(): void {
    this.set(true);
  }

  /**
   * Opens the gate once the page's reads are done: when `busy()` is false after some read was
   * seen (busy at a check, or a change reported by `changes`, which may come after a read already
   * ended), or after `limitMs` whatever happens. The returned function stops watching (the frame
   * unmounts).
   */
  watch(
    busy: () => boolean,
    changes: (listener: () => void) => () => void,
    limitMs: number = FIRST_CONTENT_LIMIT_MS,
  ): () => void {
    if (this.isOpen) return () => undefined;
    let stopped = false;
    // Nothing read yet is not done: the frame's first reads may not have started when it watches.
    let seen = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      this.#clock.clearTimeout(timer);
    };
    const check = () => {
      if (stopped) return;
      if (busy()) {
        seen = true;
        return;
      }
      if (!seen) return;
      stop();
      this.open();
    };
    const unsubscribe = changes(() => {
      seen = true;
      check();
    });
    const timer = this.#clock.setTimeout(() => {
      stop();
      this.open();
    }, limitMs);
    check();
    return stop;
  }
}
