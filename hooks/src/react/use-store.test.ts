// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Store } from '../core/store.ts';
import { shallowEqual, useStore } from './use-store.ts';

/** A store whose state the test changes (set is protected for consumers). */
class Counter extends Store<{ a: number; b: number }> {
  constructor() {
    super({ a: 1, b: 1 });
  }
  bumpA() {
    this.set((s) => ({ ...s, a: s.a + 1 }));
  }
  bumpB() {
    this.set((s) => ({ ...s, b: s.b + 1 }));
  }
}

describe('useStore', () => {
  it('re-renders with the new snapshot', () => {
    const store = new Counter();
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toEqual({ a: 1, b: 1 });
    act(() => store.bumpA());
    expect(result.current).toEqual({ a: 2, b: 1 });
  });

  it('re-renders only when the selected slice changes', () => {
    const store = new Counter();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStore(store, (s) => s.a);
    });
    const before = renders;
    act(() => store.bumpB());
    expect(renders).toBe(before);
    act(() => store.bumpA());
    expect(result.current).toBe(2);
    expect(renders).toBe(before + 1);
  });

  it('keeps a derived object stable with an equality function', () => {
    const store = new Counter();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStore(store, (s) => ({ a: s.a }), shallowEqual);
    });
    const first = result.current;
    const before = renders;
    act(() => store.bumpB());
    expect(result.current).toBe(first);
    expect(renders).toBe(before);
  });
});
