import type { components } from '@portal/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './screen.css.ts';

type ExchangeRate = components['schemas']['ExchangeRate'];

/** How an answer's amounts were converted, with the rate and its day; nothing when they were not. */
export function ExchangeNote({ rate }: { rate: ExchangeRate | undefined }) {
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

/** The rate stated above, so a view inside a view with the same rate does not state it again. */
const Stated = createContext<string | undefined>(undefined);
const keyOf = (rate: ExchangeRate) => `${rate.from}|${rate.to}|${rate.rate}|${rate.asOf}|${rate.basis ?? ''}`;

/** Its children under the note of the rate their amounts were converted with, once per screen. */
export function StatedRate({ rate, children }: { rate: ExchangeRate | undefined; children: ReactNode }) {
  const stated = useContext(Stated);
  if (!rate || stated === keyOf(rate)) return <>{children}</>;
  return (
    <Stated.Provider value={keyOf(rate)}>
      <ExchangeNote rate={rate} />
      {children}
    </Stated.Provider>
  );
}
