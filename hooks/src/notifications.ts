/**
 * @portal/hooks/notifications: Scheduled e-mails of screens and saved views: the frequencies and
 * when each goes, which subscriptions a screen or view has, the next e-mail in words.
 * Framework-free.
 *
 * @packageDocumentation
 */

export {
  frequenciesLeft,
  frequencyLabel,
  nextDeliveryText,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
  type SubscriptionLike,
  type SubscriptionTarget,
  subscriptionsOf,
} from './core/scheduled-mail.ts';
