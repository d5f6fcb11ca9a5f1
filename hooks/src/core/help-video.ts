import { Store } from './store.ts';

/**
 * Whether a help video file can play now: a help dialog asks when its player could not load the
 * file. A backend that is still recording its videos answers 503 with Retry-After (the reference
 * backend does while `./portal start` records them after the portal answers): the video is being
 * prepared, and is asked for again after that wait.
 */
export type HelpVideoAvailability =
  | { status: 'ready' }
  | { status: 'preparing'; retryAfterMs: number }
  | { status: 'unavailable' };

/** The wait before asking again when the answer names none, and the bounds of a named one. */
export const HELP_VIDEO_RETRY_MS = { fallback: 15_000, min: 2_000, max: 120_000 } as const;

/** Reads the answer to a HEAD request for the video file. */
export function helpVideoAvailability(
  response: Pick<Response, 'ok' | 'status' | 'headers'>,
): HelpVideoAvailability {
  if (response.ok) return { status: 'ready' };
  if (response.status !== 503) return { status: 'unavailable' };
  const seconds = Number(response.headers.get('Retry-After'));
  const named = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : HELP_VIDEO_RETRY_MS.fallback;
  return {
    status: 'preparing',
    retryAfterMs: Math.min(HELP_VIDEO_RETRY_MS.max, Math.max(HELP_VIDEO_RETRY_MS.min, named)),
  };
}

/** Asks for the video file (HEAD, never from a cache) and reads the answer. */
export async function checkHelpVideo(
  src: string,
  fetch: (input: string, init: RequestInit) => Promise<Response>,
): Promise<HelpVideoAvailability> {
  return helpVideoAvailability(await fetch(src, { method: 'HEAD', cache: 'no-store' }));
}

/** Where a help video stands in a guidance dialog. */
export type HelpVideoStatus = 'checking' | 'ready' | 'preparing' | 'unavailable';

export interface HelpVideoState {
  readonly status: HelpVideoStatus;
  /** Grows each time the video becomes ready again after a failure: the player loads it anew. */
  readonly attempt: number;
}

export interface HelpVideoTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * A help video's availability as the guidance dialog shows it: asked for before the player loads
 * it; while the backend prepares it (503 with Retry-After), asked again after the wait the answer
 * names, and played as soon as it is there; when the player fails later, asked again. Nothing is
 * asked after `dispose`.
 */
export class HelpVideoController extends Store<HelpVideoState> {
  readonly #check: () => Promise<HelpVideoAvailability>;
  readonly #timers: HelpVideoTimers;
  #timer: unknown;
  #run = 0;
  #disposed = false;

  constructor(
    src: string,
    fetch: (input: string, init: RequestInit) => Promise<Response>,
    timers: HelpVideoTimers = globalThis as unknown as HelpVideoTimers,
  ) {
    super({ status: 'checking', attempt: 0 });
    this.#check = () => checkHelpVideo(src, fetch);
    this.#timers = timers;
  }

  /** Asks whether the video can play (the dialog opened); after `dispose`, starts again. */
  start(): void {
    this.#disposed = false;
    void this.#ask();
  }

  /** The player could not load the video: asked for again, to tell a video being prepared from a missing one. */
  playerFailed(): void {
    if (this.getSnapshot().status === 'ready') void this.#ask('player');
  }

  dispose(): void {
    this.#disposed = true;
    this.#run++;
    this.#timers.clearTimeout(this.#timer);
  }

  async #ask(afterFailure: boolean | 'player' = false): Promise<void> {
    if (this.#disposed) return;
    const run = ++this.#run;
    this.#timers.clearTimeout(this.#timer);
    this.set((s) => (s.status === 'checking' ? s : { ...s, status: 'checking' }));
    let answer: HelpVideoAvailability;
    try {
      answer = await this.#check();
    } catch {
      answer = { status: 'unavailable' };
    }
    if (this.#disposed || run !== this.#run) return;
    if (answer.status === 'preparing') {
      this.set((s) => ({ ...s, status: 'preparing' }));
      // Asked again after the wait; once there, the player loads it anew.
      this.#timer = this.#timers.setTimeout(() => void this.#ask(true), answer.retryAfterMs);
      return;
    }
    // The file is there but the player could not play it: it cannot be shown.
    if (answer.status === 'ready' && afterFailure === 'player') {
      this.set((s) => ({ ...s, status: 'unavailable' }));
      return;
    }
    this.set((s) => ({ status: answer.status, attempt: afterFailure ? s.attempt + 1 : s.attempt }));
  }
}
