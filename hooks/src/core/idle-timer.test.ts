import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimer } from './idle-timer.ts';

const MINUTE = 60_000;

function setup(idleMinutes = 1) {
  const onTimeout = vi.fn();
  const onKeepalive = vi.fn();
  const timer = new IdleTimer({ idleMs: idleMinutes * MINUTE, onTimeout, onKeepalive });
  timer.start();
  return { timer, onTimeout, onKeepalive };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('IdleTimer', () => {
  it('warns after uiSessionTimeout minutes without activity, then counts 30 s down to logout', () => {
    const { timer, onTimeout } = setup(2);
    vi.advanceTimersByTime(2 * MINUTE - 1000);
    expect(timer.getSnapshot().phase).toBe('active');
    vi.advanceTimersByTime(1000);
    expect(timer.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 30 });
    vi.advanceTimersByTime(10_000);
    expect(timer.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 20 });
    vi.advanceTimersByTime(19_000);
    expect(timer.getSnapshot().secondsLeft).toBe(1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(timer.getSnapshot().phase).toBe('timed-out');
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('resets on activity while active', () => {
    const { timer } = setup(1);
    vi.advanceTimersByTime(50_000);
    timer.activity();
    vi.advanceTimersByTime(50_000);
    expect(timer.getSnapshot().phase).toBe('active');
    vi.advanceTimersByTime(10_000);
    expect(timer.getSnapshot().phase).toBe('warning');
  });

  it('counts activity at most once per 500 ms', () => {
    const { timer } = setup(1);
    vi.advanceTimersByTime(10_000);
    timer.activity(); // accepted at 10 s
    vi.advanceTimersByTime(400);
    timer.activity(); // within 500 ms: ignored, the idle clock still runs from 10 s
    vi.advanceTimersByTime(59_600);
    expect(timer.getSnapshot().phase).toBe('warning');
  });

  it('Extend cancels the countdown; activity during the countdown does not', () => {
    const { timer, onTimeout } = setup(1);
    vi.advanceTimersByTime(MINUTE + 5000);
    timer.activity();
    expect(timer.getSnapshot().phase).toBe('warning');
    timer.extend();
    expect(timer.getSnapshot().phase).toBe('active');
    vi.advanceTimersByTime(59_000);
    expect(timer.getSnapshot().phase).toBe('active');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('pings the keepalive every 15 s while active, not while warning or stopped', () => {
    const { timer, onKeepalive } = setup(50 / 60); // warning at 50 s, between two pings
    vi.advanceTimersByTime(45_000);
    expect(onKeepalive).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(30_000); // 60 s and 75 s fall in the countdown
    expect(timer.getSnapshot().phase).toBe('warning');
    expect(onKeepalive).toHaveBeenCalledTimes(3);
    timer.extend();
    vi.advanceTimersByTime(15_000);
    expect(onKeepalive).toHaveBeenCalledTimes(4);
    timer.stop();
    vi.advanceTimersByTime(60_000);
    expect(onKeepalive).toHaveBeenCalledTimes(4);
  });
});

describe('IdleTimer before its idle time is known', () => {
  it('counts idle time from start, and warns as soon as a late timeout has passed', () => {
    const onTimeout = vi.fn();
    const timer = new IdleTimer({ idleMs: null, onTimeout });
    timer.start();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(timer.getSnapshot().phase).toBe('active');
    // The settings arrive late, with one minute: the user has been idle for five already.
    timer.setIdleMs(MINUTE);
    vi.advanceTimersByTime(1000);
    expect(timer.getSnapshot()).toEqual({ phase: 'warning', secondsLeft: 30 });
    timer.stop();
  });

  it('keeps the idle time when the timeout changes, and counts activity before it was known', () => {
    const timer = new IdleTimer({ idleMs: null, onTimeout: vi.fn() });
    timer.start();
    vi.advanceTimersByTime(40_000);
    timer.activity();
    timer.setIdleMs(MINUTE);
    vi.advanceTimersByTime(50_000);
    expect(timer.getSnapshot().phase).toBe('active');
    // Longer now: ninety idle seconds are not yet two minutes.
    timer.setIdleMs(2 * MINUTE);
    vi.advanceTimersByTime(30_000);
    expect(timer.getSnapshot().phase).toBe('active');
    vi.advanceTimersByTime(40_000);
    expect(timer.getSnapshot().phase).toBe('warning');
    timer.stop();
  });
});
