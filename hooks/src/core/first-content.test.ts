import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONTENT_LIMIT_MS, FirstContentGate } from './first-content.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function busyness(initial: boolean) {
  let busy = initial;
  const listeners = new Set<() => void>();
  return {
    busy: () => busy,
    changes: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: boolean) {
      busy = value;
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
}

describe('FirstContentGate', () => {
  it("opens once the page's reads are done, and stays open", () => {
    const gate = new FirstContentGate();
    const reads = busyness(true);
    gate.watch(reads.busy, reads.changes);
    expect(gate.isOpen).toBe(false);
    reads.set(true);
    expect(gate.isOpen).toBe(false);
    reads.set(false);
    expect(gate.isOpen).toBe(true);
    // It stopped listening; later reads change nothing.
    expect(reads.listeners.size).toBe(0);
    reads.set(true);
    expect(gate.isOpen).toBe(true);
  });

  it('waits for a read when none has started yet, and opens once one is reported done', () => {
    const gate = new FirstContentGate();
    const reads = busyness(false);
    gate.watch(reads.busy, reads.changes);
    expect(gate.isOpen).toBe(false);
    // A read that started and ended before the change was reported still counts.
    reads.set(false);
    expect(gate.isOpen).toBe(true);
  });

  it('opens after its limit when nothing is read at all', () => {
    const gate = new FirstContentGate();
    const reads = busyness(false);
    gate.watch(reads.busy, reads.changes);
    vi.advanceTimersByTime(FIRST_CONTENT_LIMIT_MS);
    expect(gate.isOpen).toBe(true);
  });

  it('opens after its limit when the reads take longer', () => {
    const gate = new FirstContentGate();
    const reads = busyness(true);
    gate.watch(reads.busy, reads.changes);
    vi.advanceTimersByTime(FIRST_CONTENT_LIMIT_MS - 1);
    expect(gate.isOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate.isOpen).toBe(true);
    expect(reads.listeners.size).toBe(0);
  });

  it('a stopped watch opens nothing', () => {
    const gate = new FirstContentGate();
    const reads = busyness(true);
    const stop = gate.watch(reads.busy, reads.changes);
    stop();
    reads.set(false);
    vi.advanceTimersByTime(FIRST_CONTENT_LIMIT_MS);
    expect(gate.isOpen).toBe(false);
  });
});
