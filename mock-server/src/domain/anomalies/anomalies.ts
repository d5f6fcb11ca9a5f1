import type { AnomalyRecord } from '../../data/cost-entity-repository.ts';
import { isoOf } from '../calendar.ts';
import { micros } from '../costs/cost-sums.ts';
import { formatCents, microsToCents, parseDecimalToMicros } from '../money.ts';

/**
 * The tenant's anomalies as the anomalies page lists them: expected, actual and their impact split
 * into usage and price effects, each figure rounded once so a row adds up to the cent.
 */
export function anomalyItems(
  records: readonly AnomalyRecord[],
  onDay: (micros: bigint, day: number) => bigint = (value) => value,
) {
  return records.map((r) => {
    // In the display currency at the rate of the anomaly's day.
    const actual = onDay(BigInt(r.actualMicros), r.day);
    const expected = onDay(BigInt(r.expectedMicros), r.day);
    const impact = actual - expected;
    // Each figure is rounded once; the price effect is what is left, so the row adds up to the cent.
    const impactCents = microsToCents(actual) - microsToCents(expected);
    const usageCents = microsToCents(onDay(BigInt(r.usageMicros), r.day));
    return {
      id: r.id,
      day: isoOf(r.day),
      service: r.service,
      subscription: r.subscription,
      expected: micros(expected),
      actual: micros(actual),
      impact: formatCents(impactCents),
      usageEffect: formatCents(usageCents),
      priceEffect: formatCents(impactCents - usageCents),
      ...(r.topResource ? { topResource: r.topResource } : {}),
      impactMicros: impact,
    };
  });
}

/** The impact of some anomalies: the sum of their impacts as shown. */
export const anomaliesImpact = (items: readonly { impact: string }[]): string =>
  formatCents(items.reduce((sum, a) => sum + parseDecimalToMicros(a.impact), 0n) / 10_000n);
