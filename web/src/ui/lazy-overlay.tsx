import { type ComponentType, useEffect, useState } from 'react';
import { usePortal } from '../lib/portal-context.tsx';
import { showToast } from './toasts.tsx';

/** Shown when an overlay's code cannot be fetched (the connection dropped since the page loaded). */
export const OVERLAY_LOAD_FAILED =
  'This part of the portal could not be loaded. Check your connection and try again.';

/** The code of a dialog, drawer or gate, fetched once and kept; a failed fetch is tried again next time. */
export class OverlayChunk<P> {
  #loaded: ComponentType<P> | undefined;
  #pending: Promise<ComponentType<P>> | undefined;

  readonly #load: () => Promise<ComponentType<P>>;

  constructor(load: () => Promise<ComponentType<P>>) {
    this.#load = load;
  }

  get loaded(): ComponentType<P> | undefined {
    return this.#loaded;
  }

  fetch(): Promise<ComponentType<P>> {
    this.#pending ??= this.#load().then(
      (component) => {
        this.#loaded = component;
        return component;
      },
      (error: unknown) => {
        this.#pending = undefined;
        throw error;
      },
    );
    return this.#pending;
  }

  /** Fetches the chunk ahead of its first opening; a failure waits for the opening to say so. */
  preload(): Promise<unknown> {
    return this.fetch().catch(() => undefined);
  }
}

type LazyOverlayProps<P> = P & {
  chunk: OverlayChunk<P>;
  /** Rendered from the first time this is true on (kept mounted, so the overlay can animate out). */
  when: boolean;
  /** The chunk could not be fetched: the opener closes again, so the next try asks anew. */
  onLoadFailed?: () => void;
};

/**
 * A dialog, drawer or gate of the signed-in frame whose code stays out of the first page: its
 * chunk is fetched when the frame is idle ({@link preloadWhenIdle}) or at the latest when it is
 * first opened. A chunk that cannot be fetched says so in a toast.
 */
export function LazyOverlay<P extends object>({ chunk, when, onLoadFailed, ...props }: LazyOverlayProps<P>) {
  const { toasts } = usePortal();
  const [component, setComponent] = useState(() => (chunk.loaded ? { current: chunk.loaded } : undefined));
  useEffect(() => {
    if (!when || component) return;
    let live = true;
    chunk.fetch().then(
      (current) => {
        if (live) setComponent({ current });
      },
      () => {
        if (!live) return;
        showToast(toasts, { variant: 'error', title: OVERLAY_LOAD_FAILED });
        onLoadFailed?.();
      },
    );
    return () => {
      live = false;
    };
  }, [chunk, when, component, toasts, onLoadFailed]);
  if (!component) return null;
  const Component = component.current;
  return <Component {...(props as unknown as P)} />;
}

/** How long after the page has loaded the overlays' chunks wait, so they never compete with the page's own. */
export const OVERLAY_PRELOAD_DELAY_MS = 3000;

/**
 * Fetches the overlays' chunks once the page has loaded, a few seconds have passed and the browser
 * is idle, so opening one is instant and the first page's requests have the network to themselves.
 */
export function preloadWhenIdle(chunks: readonly { preload: () => Promise<unknown> }[]): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (cancelled) return;
    for (const chunk of chunks) void chunk.preload();
  };
  const wait = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, OVERLAY_PRELOAD_DELAY_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', wait);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
