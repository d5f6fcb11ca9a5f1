import { describe, expect, it } from 'vitest';
import { allocate } from './shared-costs.ts';

describe('shared costs', () => {
  it('allocates cents exactly, the remainder to the largest fractions', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(1001n, [2500n, 2500n, 5000n])).toEqual([250n, 250n, 501n]);
    expect(allocate(-10n, [1n, 2n])).toEqual([-3n, -7n]);
    expect(allocate(7n, [0n, 0n])).toEqual([4n, 3n]);
    const parts = allocate(123_456_789n, [3n, 7n, 11n, 13n]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(123_456_789n);
  });
});
