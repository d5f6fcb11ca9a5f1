import { describe, expect, it } from 'vitest';
import { colourOf, markerOf, patternOf } from './chart-series.tsx';

describe('series looks', () => {
  it('gives up to 36 series each its own colour and pattern, and its own colour and marker', () => {
    const fills = new Set(Array.from({ length: 36 }, (_, i) => `${colourOf(i)}-${patternOf(i)}`));
    const marks = new Set(Array.from({ length: 36 }, (_, i) => `${colourOf(i)}-${markerOf(i)}`));
    expect(fills.size).toBe(36);
    expect(marks.size).toBe(36);
    // The first six differ by colour and pattern (or marker) at once: never colour alone.
    expect(new Set(Array.from({ length: 6 }, (_, i) => patternOf(i))).size).toBe(6);
    expect(new Set(Array.from({ length: 6 }, (_, i) => markerOf(i))).size).toBe(6);
  });
});
