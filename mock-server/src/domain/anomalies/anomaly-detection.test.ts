import { describe, expect, it } from 'vitest';
import { detectAnomalies } from './anomaly-detection.ts';

describe('anomaly detection', () => {
  it('detects a day more than twice the fourteen days before it and at least 50.00 above', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({ day: 100 + i, micros: 100_000_000 }));
    points[30] = { day: 130, micros: 350_000_000 };
    // More than twice but only 45.00 above: not an anomaly.
    const small = Array.from({ length: 40 }, (_, i) => ({
      day: 100 + i,
      micros: i === 30 ? 85_000_000 : 40_000_000,
    }));
    expect(detectAnomalies(points, { firstDay: 100, lastDay: 139 })).toEqual([
      { day: 130, expected: 100_000_000, actual: 350_000_000, window: 14 },
    ]);
    expect(detectAnomalies(small, { firstDay: 100, lastDay: 139 })).toEqual([]);
    // The first fourteen days have no history to be judged against.
    const early = points.map((p) => (p.day === 105 ? { ...p, micros: 900_000_000 } : p));
    expect(detectAnomalies(early, { firstDay: 100, lastDay: 129 })).toEqual([]);
  });
});
