import { useSyncExternalStore } from 'react';

/** Where a module's code stands: loading, loaded (with its export) or failed (with why). */
export type ModuleState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * A lazily loaded module shared by everyone who asks for it: started once (again after a failure),
 * read synchronously once loaded. Unlike React.lazy it needs no Suspense boundary, whose reveal
 * React holds back for up to 300 ms after its fallback showed (the screen's data calls, started
 * when it mounts, waited for that too).
 */
export class LoadedModule<T> {
  #state: ModuleState<T> = { status: 'loading' };
  #started = false;
  readonly #listeners = new Set<() => void>();
  readonly #load: () => Promise<T>;

  constructor(load: () => Promise<T>) {
    this.#load = load;
  }

  /** Starts loading unless it is loaded or on its way; a failed load starts again. */
  start(): Promise<void> {
    if (this.#started && this.#state.status !== 'failed') return Promise.resolve();
    this.#started = true;
    if (this.#state.status === 'failed') this.#set({ status: 'loading' });
    return this.#load().then(
      (value) => this.#set({ status: 'loaded', value }),
      (error: unknown) => this.#set({ status: 'failed', error }),
    );
  }

  getSnapshot = (): ModuleState<T> => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(state: ModuleState<T>) {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}

/**
 * A module's state for a component, loading it when first asked. A failed load throws, so the
 * nearest error boundary (the route's, inside the frame) shows it, as a failed lazy component did,
 * and starts again so that showing the screen later (another visit, Try again) can succeed.
 */
export function useLoadedModule<T>(module: LoadedModule<T> | undefined): T | undefined {
  const state = useSyncExternalStore(
    module?.subscribe ?? noSubscription,
    module?.getSnapshot ?? nothingToLoad,
  );
  if (module && state.status === 'loading') void module.start();
  if (state.status === 'failed') {
    // Shown by the error boundary; the code is asked for again, for the next time it is shown.
    if (module) queueMicrotask(() => void module.start());
    throw state.error;
  }
  return state.status === 'loaded' ? state.value : undefined;
}

const LOADING: ModuleState<never> = { status: 'loading' };
const noSubscription = () => () => undefined;
const nothingToLoad = () => LOADING;
