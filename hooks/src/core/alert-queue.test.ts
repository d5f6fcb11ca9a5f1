import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertQueue, alertIcon } from './alert-queue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AlertQueue', () => {
  it('answers a result on confirm and null on close, one dialog at a time', async () => {
    const alerts = new AlertQueue();
    const first = alerts.open({ title: 'One' });
    const second = alerts.open({ title: 'Two', cancelText: true });
    expect(alerts.getSnapshot().current?.options.title).toBe('One');
    alerts.confirm();
    expect(await first).toEqual({ confirmed: true });
    expect(alerts.getSnapshot().current?.options.title).toBe('Two');
    alerts.close();
    expect(await second).toBeNull();
    expect(alerts.getSnapshot().current).toBeUndefined();
  });

  it('clears everything at logout', async () => {
    const alerts = new AlertQueue();
    const pending = [alerts.open({ title: 'A' }), alerts.open({ title: 'B' })];
    alerts.clear();
    expect(await Promise.all(pending)).toEqual([null, null]);
    expect(alerts.getSnapshot().current).toBeUndefined();
  });

  it('closes an alert with a timer by itself, each alert on its own timer', async () => {
    const alerts = new AlertQueue();
    const first = alerts.open({ title: 'A', timer: 2000 });
    const second = alerts.open({ title: 'B', timer: 2000 });
    vi.advanceTimersByTime(1999);
    expect(alerts.getSnapshot().current?.options.title).toBe('A');
    vi.advanceTimersByTime(1);
    expect(await first).toBeNull();
    expect(alerts.getSnapshot().current?.options.title).toBe('B');
    vi.advanceTimersByTime(1999);
    expect(alerts.getSnapshot().current?.options.title).toBe('B');
    vi.advanceTimersByTime(1);
    expect(await second).toBeNull();
  });

  it('holds an alert with a timer while paused, and goes on with what was left when resumed', async () => {
    const queue = new AlertQueue();
    const result = queue.open({ title: 'Thank you', timer: 4000 });
    await vi.advanceTimersByTimeAsync(1000);
    queue.pause();
    queue.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queue.getSnapshot().current?.options.title).toBe('Thank you');
    queue.resume();
    await vi.advanceTimersByTimeAsync(2999);
    expect(queue.getSnapshot().current).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.getSnapshot().current).toBeUndefined();
    expect(await result).toBeNull();
    // Nothing to pause without a timer, nor after it closed.
    queue.resume();
    expect(queue.getSnapshot().current).toBeUndefined();
  });

  it('a confirmed alert does not close the next one with its old timer', async () => {
    const alerts = new AlertQueue();
    void alerts.open({ title: 'A', timer: 1000 });
    const second = alerts.open({ title: 'B' });
    alerts.confirm();
    vi.advanceTimersByTime(5000);
    expect(alerts.getSnapshot().current?.options.title).toBe('B');
    alerts.confirm();
    expect(await second).toEqual({ confirmed: true });
  });

  it('shows a warning for an unknown icon', () => {
    expect(alertIcon('error')).toBe('error');
    expect(alertIcon('nonsense')).toBe('warning');
    expect(alertIcon(undefined)).toBe('warning');
  });
});
