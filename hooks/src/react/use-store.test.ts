// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Store } from '../core/store.ts';
import { useStore } from './use-store.ts';

describe('useStore', () => {
  it('re-renders with the new snapshot', () => {
    const store = new Store(1);
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toBe(1);
    act(() => store.set(2));
    expect(result.current).toBe(2);
  });
});
