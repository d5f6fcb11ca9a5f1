/** A listener is told that the snapshot may have changed. */
export type Listener = () => void;

/**
 * The external-store shape every core state machine exposes: subscribe plus an immutable
 * snapshot. React binds it with useSyncExternalStore; any other front end can do the same.
 */
export interface ReadableStore<T> {
  subscribe(listener: Listener): () => void;
  getSnapshot(): T;
}

/**
 * The base of every state machine: state is replaced, never mutated, so snapshots compare by
 * identity. Only the machine itself changes its state (`set` is protected): consumers read
 * snapshots and call the machine's methods.
 */
export class Store<T> implements ReadableStore<T> {
  #state: T;
  readonly #listeners = new Set<Listener>();

  constructor(initial: T) {
    this.#state = initial;
  }

  getSnapshot = (): T => this.#state;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Replaces the state (or derives it from the previous one); listeners hear only real changes. */
  protected set(next: T | ((previous: T) => T)): void {
    const value = typeof next === 'function' ? (next as (previous: T) => T)(this.#state) : next;
    if (Object.is(value, this.#state)) return;
    this.#state = value;
    for (const listener of [...this.#listeners]) listener();
  }
}
