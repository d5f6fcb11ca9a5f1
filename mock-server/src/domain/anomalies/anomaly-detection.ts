/** One day's cost of a series, in micro-units. */
export interface DailyPoint {
  /** Days since the epoch. */
  day: number;
  micros: number;
}

export interface DetectedAnomaly {
  day: number;
  /** The average of the `window` days before, in micro-units. */
  expected: number;
  actual: number;
  window: number;
}

/** How many days before a day make its expectation. */
export const ANOMALY_WINDOW_DAYS = 14;
/** A day is anomalous above this multiple of the expectation… */
export const ANOMALY_FACTOR = 2;
/** …and at least this far above it (micro-units: 50.00). */
export const ANOMALY_MIN_IMPACT_MICROS = 50_000_000;

/**
 * Days whose cost is more than twice the average of the fourteen days before and at least 50.00
 * above it. Days without a row count as zero; a series needs a full window before its first day
 * can be judged, so a resource that starts mid-year is not an anomaly on its first day.
 */
export function detectAnomalies(
  points: readonly DailyPoint[],
  range: { firstDay: number; lastDay: number },
): DetectedAnomaly[] {
  const byDay = new Map(points.map((point) => [point.day, point.micros]));
  const start = Math.max(range.firstDay, Math.min(...points.map((p) => p.day)));
  const found: DetectedAnomaly[] = [];
  let windowSum = 0;
  for (let day = start; day <= range.lastDay; day += 1) {
    const actual = byDay.get(day) ?? 0;
    if (day - start >= ANOMALY_WINDOW_DAYS) {
      const expected = Math.round(windowSum / ANOMALY_WINDOW_DAYS);
      if (actual > expected * ANOMALY_FACTOR && actual - expected >= ANOMALY_MIN_IMPACT_MICROS) {
        found.push({ day, expected, actual, window: ANOMALY_WINDOW_DAYS });
      }
      windowSum -= byDay.get(day - ANOMALY_WINDOW_DAYS) ?? 0;
    }
    windowSum += actual;
  }
  return found;
}
