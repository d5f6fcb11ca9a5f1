import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReadableStore } from '../core/store.ts';

const identity = <T>(value: T) => value as unknown;

/**
 * Binds a core store to React. With a selector the component re-renders only when the selected
 * slice changes (compared with `isEqual`, `Object.is` by default), not on every change of the
 * store.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(
  store: ReadableStore<T>,
  selector: (snapshot: T) => S,
  isEqual?: (a: S, b: S) => boolean,
): S;
export function useStore<T, S>(
  store: ReadableStore<T>,
  selector: (snapshot: T) => S = identity as (snapshot: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  // The last snapshot and slice: a selector that builds a new object each time must not loop.
  const memo = useRef<{ snapshot: T; slice: S } | undefined>(undefined);
  const selectorRef = useRef(selector);
  const isEqualRef = useRef(isEqual);
  selectorRef.current = selector;
  isEqualRef.current = isEqual;

  const getSlice = useCallback((): S => {
    const snapshot = store.getSnapshot();
    const previous = memo.current;
    if (previous && Object.is(previous.snapshot, snapshot)) return previous.slice;
    const slice = selectorRef.current(snapshot);
    if (previous && isEqualRef.current(previous.slice, slice)) {
      memo.current = { snapshot, slice: previous.slice };
      return previous.slice;
    }
    memo.current = { snapshot, slice };
    return slice;
  }, [store]);

  return useSyncExternalStore(store.subscribe, getSlice, getSlice);
}

/** Compares arrays and plain objects one level deep: for selectors that pick several fields. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
