import { amountChange, formatAmount } from '@portal/hooks/core';
import { usePortal } from '../../lib/portal-context.tsx';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { QueryState } from '../../ui/query-state.tsx';
import type { ScreenProps } from '../registry.ts';
import * as styles from './cost.css.ts';
import { monthName, monthStart, percent } from './cost-format.ts';

const MONTHS_SHOWN = 3;

/** Subscriptions with their effective cost over the last three months with data, and the latest change. */
export default function SubscriptionsScreen({ title }: ScreenProps) {
  const { api } = usePortal();
  // The latest month with data tells which three months to show.
  const latest = useApiQuery(['costs', 'latest-month'], (signal) => api.costs.query({}, { signal }));
  const to = latest.data?.available.to ? latest.data.to : undefined;
  const months = useApiQuery(
    ['costs', 'subscriptions-by-month', to],
    (signal) =>
      api.costs.query(
        {
          from: monthStart(to ?? '', MONTHS_SHOWN - 1),
          to: to ?? '',
          granularity: 'month',
          groupBy: 'subscription',
          top: 200,
        },
        { signal },
      ),
    { enabled: to !== undefined },
  );

  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={latest}
        what="Your subscriptions"
        isEmpty={(result) => !result.available.to}
        empty="No cost data for this tenant yet."
      >
        {() => (
          <QueryState query={months} what="The subscriptions' cost" isEmpty={(r) => r.groups.length === 0}>
            {(result) => {
              const periods = [...new Set(result.rows.map((row) => row.period ?? ''))].sort();
              const amount = (group: string, period: string) =>
                result.rows.find((row) => row.group === group && row.period === period)?.amount ?? '0.00';
              const money = (value: string) => formatAmount(value, result.currency);
              const last = periods.at(-1) ?? '';
              const before = periods.at(-2) ?? '';
              return (
                <div className={styles.card}>
                  <p>
                    {result.groups.length} subscriptions, {money(result.total)} from{' '}
                    {monthName(periods[0] ?? last, 'short')} to {monthName(last, 'short')}.
                  </p>
                  <table className={styles.table}>
                    <caption className={styles.note}>
                      Effective cost per subscription and month, largest first
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.cell}>
                          Subscription
                        </th>
                        {periods.map((period) => (
                          <th key={period} scope="col" className={styles.amountCell}>
                            {monthName(period, 'short')}
                          </th>
                        ))}
                        <th scope="col" className={styles.amountCell}>
                          Change
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.groups.map(({ group }) => {
                        const change = before
                          ? amountChange(amount(group, before), amount(group, last))
                          : undefined;
                        return (
                          <tr key={group}>
                            <th scope="row" className={styles.cell}>
                              {group}
                            </th>
                            {periods.map((period) => (
                              <td key={period} className={styles.amountCell}>
                                {money(amount(group, period))}
                              </td>
                            ))}
                            <td className={styles.amountCell}>
                              {change?.ratio === undefined ? '-' : percent(change.ratio)}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}
