import { useSyncExternalStore } from 'react';
import type { ReadableStore } from '../core/store.ts';

/** Binds a core store to React: the component re-renders when the snapshot changes. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
