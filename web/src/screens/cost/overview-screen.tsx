import { amountChange, averageAmount, formatAmount, toCents } from '@portal/hooks/core';
import type { CostQueryResult } from '@portal/sdk';
import { useState } from 'react';
import { usePortal } from '../../lib/portal-context.tsx';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { QueryState } from '../../ui/query-state.tsx';
import type { ScreenProps } from '../registry.ts';
import * as styles from './cost.css.ts';
import { dayName, monthName, monthStart, percent } from './cost-format.ts';

/** Display currencies with stored rates (the backend converts; the rate and its day are shown). */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'CAD', 'AUD', 'JPY'];

function ExchangeNote({ result }: { result: CostQueryResult }) {
  if (!result.exchangeRate) return null;
  const { from, to, rate, asOf } = result.exchangeRate;
  return (
    <p className={styles.note}>
      Amounts converted from {from} to {to} at {rate} per {from}, the stored rate of {asOf}.
    </p>
  );
}

function DailyTrend({ result }: { result: CostQueryResult }) {
  const rows = result.rows.filter((row) => row.period);
  if (rows.length === 0) return <p className={styles.note}>No cost in this month.</p>;
  const cents = rows.map((row) => toCents(row.amount));
  // biome-ignore lint/complexity/useMathMinMax: Math.max does not take BigInt
  const max = cents.reduce((a, b) => (b > a ? b : a), 0n);
  const highest = rows[cents.indexOf(max)];
  // biome-ignore lint/complexity/useMathMinMax: Math.min does not take BigInt
  const min = cents.reduce((a, b) => (b < a ? b : a), cents[0] ?? 0n);
  const lowest = rows[cents.indexOf(min)];
  const money = (amount: string) => formatAmount(amount, result.currency);
  return (
    <>
      <p>
        {rows.length} days, {money(averageAmount(result.total, rows.length))} a day on average. Highest on{' '}
        {highest?.period ? dayName(highest.period) : ''} ({money(highest?.amount ?? '0')}), lowest on{' '}
        {lowest?.period ? dayName(lowest.period) : ''} ({money(lowest?.amount ?? '0')}).
      </p>
      {/* The bars repeat the table below for sighted users; screen readers read the table. */}
      <div className={styles.bars} aria-hidden="true">
        {rows.map((row, i) => (
          <div
            key={row.period}
            className={styles.bar}
            style={{ height: max > 0n ? `${Number(((cents[i] ?? 0n) * 1000n) / max) / 10}%` : '0%' }}
            title={`${row.period}: ${money(row.amount)}`}
          />
        ))}
      </div>
      <details>
        <summary>Daily cost as a table</summary>
        <table className={styles.table}>
          <caption className={styles.note}>Daily cost, {monthName(result.from)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Day
              </th>
              <th scope="col" className={styles.amountCell}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.period}>
                <td className={styles.cell}>{row.period}</td>
                <td className={styles.amountCell}>{money(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** The overview homepage: the latest month's cost, its change, the top services and the daily trend. */
export default function OverviewScreen({ title }: ScreenProps) {
  const { api } = usePortal();
  const [currency, setCurrency] = useState('USD');
  // The latest month with data, per day: it also tells which month that is.
  const daily = useApiQuery(['costs', 'latest-month-daily', currency], (signal) =>
    api.costs.query({ granularity: 'day', currency }, { signal }),
  );
  const latest = daily.data;
  const range = latest?.available.to ? { from: latest.from, to: latest.to } : undefined;
  const months = useApiQuery(
    ['costs', 'months', range?.from, currency],
    (signal) =>
      api.costs.query(
        { from: monthStart(range?.from ?? '', 1), to: range?.to ?? '', granularity: 'month', currency },
        { signal },
      ),
    { enabled: range !== undefined },
  );
  const services = useApiQuery(
    ['costs', 'services', range?.from, currency],
    (signal) =>
      api.costs.query(
        { from: range?.from ?? '', to: range?.to ?? '', groupBy: 'service', top: 5, currency },
        { signal },
      ),
    { enabled: range !== undefined },
  );

  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <label>
          Display currency
          <select
            className={styles.select}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {DISPLAY_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        query={daily}
        what="Your cost"
        isEmpty={(result) => !result.available.to}
        empty="No cost data for this tenant yet. Users who manage settings can import a FOCUS export."
      >
        {(result) => {
          const money = (amount: string) => formatAmount(amount, result.currency);
          const previous = months.data?.rows.find(
            (row) => row.period === monthStart(result.from, 1).slice(0, 7),
          );
          const change = previous ? amountChange(previous.amount, result.total) : undefined;
          return (
            <>
              <ExchangeNote result={result} />
              <dl className={styles.tiles}>
                <div className={styles.tile}>
                  <dt className={styles.tileLabel}>Cost in {monthName(result.from)}</dt>
                  <dd className={styles.tileValue}>{money(result.total)}</dd>
                  <dd className={styles.tileNote}>Effective cost, commitments amortised</dd>
                </div>
                <div className={styles.tile}>
                  <dt className={styles.tileLabel}>Change from {monthName(monthStart(result.from, 1))}</dt>
                  <dd className={styles.tileValue}>
                    {months.isPending ? '…' : change ? money(change.amount) : 'No data'}
                  </dd>
                  <dd className={styles.tileNote}>
                    {change?.ratio !== undefined
                      ? percent(change.ratio)
                      : months.isError
                        ? 'Could not be loaded'
                        : ''}
                  </dd>
                </div>
                <div className={styles.tile}>
                  <dt className={styles.tileLabel}>Daily average</dt>
                  <dd className={styles.tileValue}>
                    {money(averageAmount(result.total, result.rows.filter((row) => row.period).length))}
                  </dd>
                  <dd className={styles.tileNote}>
                    {result.from} to {result.to}
                  </dd>
                </div>
              </dl>
              <section className={styles.card} aria-labelledby="overview-services">
                <h2 id="overview-services" className={styles.cardTitle}>
                  Top services
                </h2>
                <QueryState
                  query={services}
                  what="Top services"
                  isEmpty={(s) => s.groups.length === 0}
                  empty="No services with cost in this month."
                >
                  {(s) => (
                    <table className={styles.table}>
                      <thead>
                        <tr>
                          <th scope="col" className={styles.cell}>
                            Service
                          </th>
                          <th scope="col" className={styles.amountCell}>
                            Cost
                          </th>
                          <th scope="col" className={styles.amountCell}>
                            Share
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {s.groups.map((group) => (
                          <tr key={group.group}>
                            <td className={styles.cell}>{group.group}</td>
                            <td className={styles.amountCell}>{money(group.amount)}</td>
                            <td className={styles.amountCell}>
                              {toCents(s.total) === 0n
                                ? '-'
                                : percent(
                                    Number((toCents(group.amount) * 10_000n) / toCents(s.total)) / 10_000,
                                  )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </QueryState>
              </section>
              <section className={styles.card} aria-labelledby="overview-trend">
                <h2 id="overview-trend" className={styles.cardTitle}>
                  Daily cost
                </h2>
                <DailyTrend result={result} />
              </section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
