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
   * Opens the gate once `busy()` is false (checked now and whenever `changes` reports), or after
   * `limitMs`; the returned function stops watching (the frame unmounts).
   */
  watch(
    busy: () => boolean,
    changes: (listener: () => void) => () => void,
    limitMs: number = FIRST_CONTENT_LIMIT_MS,
  ): () => void {
    if (this.isOpen) return () => undefined;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      this.#clock.clearTimeout(timer);
    };
    const check = () => {
      if (stopped || busy()) return;
      stop();
      this.open();
    };
    const unsubscribe = changes(check);
    const timer = this.#clock.setTimeout(() => {
      stop();
      this.open();
    }, limitMs);
    check();
    return stop;
  }
}
