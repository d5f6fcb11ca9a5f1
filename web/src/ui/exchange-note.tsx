import type { components } from '@portal/sdk';
import * as styles from './screen.css.ts';

/** How an answer's amounts were converted, with the rate and its day; nothing when they were not. */
export function ExchangeNote({ rate }: { rate: components['schemas']['ExchangeRate'] | undefined }) {
  if (!rate) return null;
  const { from, to, asOf } = rate;
  if (rate.basis === 'daily')
    return (
      <p className={styles.note}>
        Amounts converted from {from} to {to} at each day's reference rate; the latest, of {asOf}, is{' '}
        {rate.rate} {to} per {from}.
      </p>
    );
  return (
    <p className={styles.note}>
      Amounts converted from {from} to {to} at {rate.rate} per {from}, the stored rate of {asOf}.
    </p>
  );
}
