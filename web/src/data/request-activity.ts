import type { QueryClient } from '@tanstack/react-query';

/**
 * What the request layer is doing, for whoever drives the page from outside it (the journeys,
 * the help videos' recorder, a monitoring script): published on the document element as
 * `data-requests`:
 *
 * - `busy`: a call is on its way, or a read or change is being made;
 * - `retrying`: reads are being made but none is on the network: the layer waits for its next try
 *   after a transient failure (query-client.ts), a timer;
 * - `idle`: nothing is read or changed.
 *
 * `busy` is published at once; `idle` and `retrying` only once they have held for two animation
 * frames, so the reads a render starts in its effects (a screen's second read after its first
 * answered) turn the state back to `busy` before anyone can take the moment between them for the
 * end.
 */
export type RequestActivityState = 'busy' | 'retrying' | 'idle';

export interface ActivityTarget {
  dataset: DOMStringMap;
}

export class RequestActivity {
  #onTheNetwork = 0;
  /** Each publication's update: a second target is kept up to date beside the first. */
  readonly #listeners = new Set<() => void>();

  /** The SDK's transport, counted: a call is on the network from its start until it settles. */
  track(send: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
    return async (request) => {
      this.#onTheNetwork += 1;
      this.#changed();
      try {
        return await send(request);
      } finally {
        this.#onTheNetwork -= 1;
        this.#changed();
      }
    };
  }

  #changed() {
    for (const listener of this.#listeners) listener();
  }

  /** The state now, from the request layer's cache and the calls on the network. */
  state(queries: QueryClient): RequestActivityState {
    if (this.#onTheNetwork > 0 || queries.isMutating() > 0) return 'busy';
    const fetching = queries.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (fetching.length === 0) return 'idle';
    // No call on its way while reads are made: each waits for its next try (or is about to send).
    return fetching.every((query) => query.state.fetchFailureCount > 0) ? 'retrying' : 'busy';
  }

  /**
   * Keeps `target.dataset.requests` up to date until the returned function is called.
   * `frame` is the browser's requestAnimationFrame.
   */
  publish(
    queries: QueryClient,
    target: ActivityTarget,
    frame: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
  ): () => void {
    let generation = 0;
    const update = () => {
      const now = this.state(queries);
      generation += 1;
      if (now === 'busy') {
        target.dataset.requests = 'busy';
        return;
      }
      if (target.dataset.requests === now) return;
      // Published once it held through two frames with nothing changing in between.
      const seen = generation;
      frame(() =>
        frame(() => {
          if (seen === generation && this.state(queries) === now) target.dataset.requests = now;
        }),
      );
    };
    this.#listeners.add(update);
    const unsubscribeQueries = queries.getQueryCache().subscribe(update);
    const unsubscribeMutations = queries.getMutationCache().subscribe(update);
    update();
    return () => {
      this.#listeners.delete(update);
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }
}
