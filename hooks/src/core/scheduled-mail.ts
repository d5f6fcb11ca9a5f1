/**
 * Scheduled e-mails of screens and saved views: the frequencies offered and how each is said, which
 * of the user's subscriptions a screen or view already has, and when the next e-mail goes, in words.
 */

export type SubscriptionFrequency = 'daily' | 'weekly' | 'monthly';

export type SubscriptionTarget = { kind: 'screen'; screen: string } | { kind: 'view'; viewId: string };

export interface SubscriptionLike {
  id: string;
  target: SubscriptionTarget;
  frequency: SubscriptionFrequency;
  nextDeliveryAt: string;
}

/** The frequencies, in the order offered, with when each e-mail goes (the backend's schedule). */
export const SUBSCRIPTION_FREQUENCIES: readonly {
  value: SubscriptionFrequency;
  label: string;
  when: string;
}[] = [
  { value: 'daily', label: 'Daily', when: 'every day at 06:00 UTC' },
  { value: 'weekly', label: 'Weekly', when: 'on Mondays at 06:00 UTC' },
  { value: 'monthly', label: 'Monthly', when: 'on the 1st of the month at 06:00 UTC' },
];

export const frequencyLabel = (frequency: SubscriptionFrequency): string =>
  SUBSCRIPTION_FREQUENCIES.find((f) => f.value === frequency)?.label ?? frequency;

/** Whether two targets name the same screen or view. */
function sameTarget(a: SubscriptionTarget, b: SubscriptionTarget): boolean {
  if (a.kind === 'screen' && b.kind === 'screen') return a.screen === b.screen;
  if (a.kind === 'view' && b.kind === 'view') return a.viewId === b.viewId;
  return false;
}

/** The user's subscriptions of one screen or view, in their order. */
export function subscriptionsOf<S extends SubscriptionLike>(
  subscriptions: readonly S[],
  target: SubscriptionTarget,
): S[] {
  return subscriptions.filter((s) => sameTarget(s.target, target));
}

/** The frequencies the user does not get the target at yet: what a subscribe form still offers. */
export function frequenciesLeft(
  subscriptions: readonly SubscriptionLike[],
  target: SubscriptionTarget,
): SubscriptionFrequency[] {
  const taken = new Set(subscriptionsOf(subscriptions, target).map((s) => s.frequency));
  return SUBSCRIPTION_FREQUENCIES.map((f) => f.value).filter((f) => !taken.has(f));
}

/** When the next e-mail goes, as people read it ('Monday, December 7, 2026 at 06:00 UTC'). */
export function nextDeliveryText(nextDeliveryAt: string, locale?: string): string {
  const at = new Date(nextDeliveryAt);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(at);
  return `${day} at ${time} UTC`;
}
