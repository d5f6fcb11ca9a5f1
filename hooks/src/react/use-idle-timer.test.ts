// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleTimer } from './use-idle-timer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleTimer', () => {
  it('counts window activity and times out after the countdown', () => {
    const onTimeout = vi.fn();
    const { result, unmount } = renderHook(() => useIdleTimer({ timeoutMinutes: 1, onTimeout }));
    act(() => vi.advanceTimersByTime(50_000));
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    act(() => vi.advanceTimersByTime(50_000));
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.phase).toBe('warning');
    act(() => result.current.extend());
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(90_000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('stops listening and ticking when unmounted', () => {
    const onTimeout = vi.fn();
    const { unmount } = renderHook(() => useIdleTimer({ timeoutMinutes: 1, onTimeout }));
    unmount();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('useIdleTimer with changing callbacks', () => {
  it('keeps its countdown when the callbacks change identity, and calls the newest one', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ name }) => useIdleTimer({ timeoutMinutes: 1, onTimeout: () => calls.push(name) }),
      {
        initialProps: { name: 'first' },
      },
    );
    act(() => vi.advanceTimersByTime(60_000));
    // A parent re-render hands in a new callback while the countdown runs: it must not restart.
    rerender({ name: 'second' });
    act(() => vi.advanceTimersByTime(31_000));
    expect(calls).toEqual(['second']);
  });
});

describe('useIdleTimer with a timeout that arrives late', () => {
  it('counts idle time from mounting, not from when the timeout is known', () => {
    const { result, rerender, unmount } = renderHook(
      ({ minutes }: { minutes: number | null }) =>
        useIdleTimer({ timeoutMinutes: minutes, onTimeout: vi.fn() }),
      { initialProps: { minutes: null as number | null } },
    );
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current.phase).toBe('active');
    rerender({ minutes: 1 });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.phase).toBe('warning');
    unmount();
  });
});
