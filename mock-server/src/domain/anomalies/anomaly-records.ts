import type { AnomalyRecord, ResourceWindow, UsagePoint } from '../../data/cost-entity-repository.ts';
import { stableUuid } from '../stable-uuid.ts';
import { type DailyPoint, type DetectedAnomaly, detectAnomalies } from './anomaly-detection.ts';

/**
 * One resource of an anomalous day's subscription and service: its average daily quantity and
 * effective cost over the days the expectation was taken from (`q0`, `c0`), and the day's own
 * (`q1`, `c1`). Costs in micro-units.
 */
export interface AnomalyResource {
  /** Null for rows without a resource: they count in the usage effect, never as the top resource. */
  name: string | null;
  q0: number;
  c0: number;
  q1: number;
  c1: number;
}

/**
 * A detected anomaly as the tenant keeps it: its usage effect prices each resource's change in
 * quantity at its usual unit price (a resource without usual quantity counts its whole change),
 * the rest of the impact is the price effect, and its top resource is the one that rose most.
 */
export function anomalyRecord(
  tenantId: string,
  series: { subscription: string; service: string },
  anomaly: DetectedAnomaly,
  resources: readonly AnomalyResource[],
): AnomalyRecord {
  let usage = 0;
  let top: { name: string; rise: number } | undefined;
  for (const r of resources) {
    usage += r.q0 > 0 ? (r.q1 - r.q0) * (r.c0 / r.q0) : r.c1 - r.c0;
    const rise = r.c1 - r.c0;
    if (r.name !== null && (!top || rise > top.rise)) top = { name: r.name, rise };
  }
  return {
    id: stableUuid(tenantId, 'anomaly', `${series.subscription}\u0000${series.service}`, String(anomaly.day)),
    day: anomaly.day,
    service: series.service,
    subscription: series.subscription,
    expectedMicros: anomaly.expected,
    actualMicros: anomaly.actual,
    usageMicros: Math.round(usage),
    topResource: top?.name ?? null,
  };
}

/** An anomaly found in a subscription's and service's daily usage. */
export interface FoundAnomaly {
  series: { subscription: string; service: string };
  anomaly: DetectedAnomaly;
}

/**
 * The anomalies of a tenant's daily usage per subscription and service, over the days it has
 * cost (`range`): each series is judged on its own.
 */
export function findAnomalies(
  points: readonly UsagePoint[],
  range: { firstDay: number; lastDay: number },
): FoundAnomaly[] {
  const series = new Map<string, { subscription: string; service: string; points: DailyPoint[] }>();
  for (const point of points) {
    const key = `${point.subscription}\u0000${point.service}`;
    const entry = series.get(key) ?? { subscription: point.subscription, service: point.service, points: [] };
    entry.points.push({ day: point.day, micros: point.micros });
    series.set(key, entry);
  }
  return [...series.values()].flatMap(({ subscription, service, points: daily }) =>
    detectAnomalies(daily, range).map((anomaly) => ({ series: { subscription, service }, anomaly })),
  );
}

/** The window of days an anomaly's expectation was taken from, through the anomalous day. */
export const anomalyWindow = ({ anomaly }: FoundAnomaly) => ({
  from: anomaly.day - anomaly.window,
  day: anomaly.day,
});

/** Resource windows as daily averages over the expectation's days. */
export const averagedResources = (
  windows: readonly ResourceWindow[],
  { anomaly }: FoundAnomaly,
): AnomalyResource[] =>
  windows.map((w) => ({
    name: w.name,
    q0: w.q0 / anomaly.window,
    c0: w.c0 / anomaly.window,
    q1: w.q1,
    c1: w.c1,
  }));
