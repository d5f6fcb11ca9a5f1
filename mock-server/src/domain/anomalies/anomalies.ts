import type { AnomalyRecord } from '../../data/cost-entity-repository.ts';
import { isoOf } from '../calendar.ts';
import { micros } from '../costs/cost-sums.ts';
import { formatCents, microsToCents, parseDecimalToMicros } from '../money.ts';

/**
 * The tenant's anomalies as the anomalies page lists them: expected, actual and their impact split
 * into usage and price effects, each figure rounded once so a row adds up to the cent.
 */
export function anomalyItems(records: readonly AnomalyRecord[]) {
  return records.map((r) => {
    const impact = BigInt(r.actualMicros) - BigInt(r.expectedMicros);
    // Each figure is rounded once; the price effect is what is left, so the row adds up to the cent.
    const impactCents = microsToCents(BigInt(r.actualMicros)) - microsToCents(BigInt(r.expectedMicros));
    const usageCents = microsToCents(BigInt(r.usageMicros));
    return {
      id: r.id,
      day: isoOf(r.day),
      service: r.service,
      subscription: r.subscription,
      expected: micros(r.expectedMicros),
      actual: micros(r.actualMicros),
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
