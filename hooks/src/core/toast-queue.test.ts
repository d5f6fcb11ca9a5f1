import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue } from './toast-queue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const titles = (queue: ToastQueue<string>) => queue.getSnapshot().visible.map((t) => t.content);

describe('ToastQueue', () => {
  it('shows a toast for 3000 ms', () => {
    const queue = new ToastQueue<string>();
    queue.add('Saved');
    vi.advanceTimersByTime(2999);
    expect(titles(queue)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('shows at most five; the next one shows, with its full time, when one closes', () => {
    const queue = new ToastQueue<string>({ maxVisible: 2 });
    queue.add('a');
    vi.advanceTimersByTime(1000);
    queue.add('b');
    queue.add('c');
    expect(titles(queue)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(2000);
    expect(titles(queue)).toEqual(['b', 'c']);
    vi.advanceTimersByTime(2999);
    expect(titles(queue)).toEqual(['c']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('stands still while paused and goes on with the time that was left', () => {
    const queue = new ToastQueue<string>();
    queue.add('Saved');
    vi.advanceTimersByTime(2000);
    queue.pause();
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['Saved']);
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(titles(queue)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('closes one by hand and clears all', () => {
    const queue = new ToastQueue<string>();
    const id = queue.add('a');
    queue.add('b', { timeoutMs: Number.POSITIVE_INFINITY });
    queue.close(id);
    expect(titles(queue)).toEqual(['b']);
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['b']);
    queue.clear();
    expect(titles(queue)).toEqual([]);
  });
});
