/**
 * When a scheduled e-mail goes: daily at 06:00 UTC, weekly on Mondays at 06:00 UTC, monthly on the
 * 1st at 06:00 UTC. Each delivery time is one slot ('2026-12-03', the Monday '2026-11-30',
 * '2026-12'), the e-mail's topic in the outbox, so a slot is mailed once.
 */
import type { SubscriptionFrequency as Frequency } from '../../data/subscription-repository.ts';

export type { Frequency };

/** The hour (UTC) of every delivery. */
export const DELIVERY_HOUR_UTC = 6;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The delivery time of the period `at` falls in (which may be later than `at`). */
function deliveryOfPeriod(frequency: Frequency, at: Date): number {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (frequency === 'daily') return midnight + DELIVERY_HOUR_UTC * HOUR_MS;
  if (frequency === 'weekly') {
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    return midnight - sinceMonday * DAY_MS + DELIVERY_HOUR_UTC * HOUR_MS;
  }
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1) + DELIVERY_HOUR_UTC * HOUR_MS;
}

/** The first delivery time strictly after `after`. */
export function nextDelivery(frequency: Frequency, after: Date): Date {
  const current = deliveryOfPeriod(frequency, after);
  if (current > after.getTime()) return new Date(current);
  if (frequency === 'daily') return new Date(current + DAY_MS);
  if (frequency === 'weekly') return new Date(current + 7 * DAY_MS);
  const next = new Date(current);
  return new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1) + DELIVERY_HOUR_UTC * HOUR_MS);
}

/** The slot of a delivery time: its day ('2026-12-03'; a week's Monday) or its month ('2026-12'). */
export function slotOf(frequency: Frequency, delivery: Date): string {
  const day = new Date(deliveryOfPeriod(frequency, delivery)).toISOString().slice(0, 10);
  return frequency === 'monthly' ? day.slice(0, 7) : day;
}

/** The frequency in words, as the e-mail and the portal say it. */
export const FREQUENCY_WORDS: Record<Frequency, string> = {
  daily: 'daily',
  weekly: 'weekly (Mondays)',
  monthly: 'monthly (the 1st)',
};
