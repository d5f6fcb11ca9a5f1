import { describe, expect, it } from 'vitest';
import {
  frequenciesLeft,
  nextDeliveryText,
  type SubscriptionLike,
  subscriptionsOf,
} from './scheduled-mail.ts';

const budgets = { kind: 'screen', screen: 'budgets' } as const;
const view = { kind: 'view', viewId: 'v1' } as const;
const subs: SubscriptionLike[] = [
  { id: 'a', target: budgets, frequency: 'weekly', nextDeliveryAt: '2026-12-07T06:00:00.000Z' },
  { id: 'b', target: view, frequency: 'daily', nextDeliveryAt: '2026-12-04T06:00:00.000Z' },
];

describe('scheduled e-mails', () => {
  it("finds a target's subscriptions and the frequencies still free", () => {
    expect(subscriptionsOf(subs, budgets).map((s) => s.id)).toEqual(['a']);
    expect(subscriptionsOf(subs, { kind: 'screen', screen: 'anomalies' })).toEqual([]);
    expect(subscriptionsOf(subs, { kind: 'view', viewId: 'budgets' })).toEqual([]);
    expect(frequenciesLeft(subs, budgets)).toEqual(['daily', 'monthly']);
    expect(frequenciesLeft(subs, view)).toEqual(['weekly', 'monthly']);
  });

  it('says when the next e-mail goes, in UTC whatever the local zone', () => {
    expect(nextDeliveryText('2026-12-07T06:00:00.000Z', 'en-US')).toBe(
      'Monday, December 7, 2026 at 06:00 UTC',
    );
  });
});
