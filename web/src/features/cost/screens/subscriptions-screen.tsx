import { amountChange, formatAmount, monthEndOf } from '@portal/hooks/money';
import { useApiQuery } from '../../../data/api-query.ts';
import { monthName, monthStart, percent } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

const WHOLE_MONTHS_SHOWN = 3;

/**
 * Subscriptions with their effective cost over the last three whole months and the month to date,
 * and the change between the last two whole months (a month to date is not comparable).
 */
export default function SubscriptionsScreen({ title }: ScreenProps) {
  // The latest month with data tells which three months to show.
  const latest = useApiQuery(costApi.query, [{}]);
  const to = latest.data?.available.to ? latest.data.to : undefined;
  const partial = to !== undefined && to !== monthEndOf(to);
  const months = useApiQuery(
    costApi.query,
    [
      {
        from: to ? monthStart(to, partial ? WHOLE_MONTHS_SHOWN : WHOLE_MONTHS_SHOWN - 1) : '',
        to: to ?? '',
        granularity: 'month',
        groupBy: 'subscription',
        top: 200,
      },
    ],
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
              const whole = partial ? periods.slice(0, -1) : periods;
              const last = whole.at(-1) ?? '';
              const before = whole.at(-2) ?? '';
              const final = periods.at(-1) ?? '';
              const header = (period: string) =>
                `${monthName(period, 'short')}${partial && period === final ? ' to date' : ''}`;
              return (
                <div className={styles.card}>
                  <p>
                    {result.groups.filter((g) => !g.noValue).length} subscriptions, {money(result.total)} from{' '}
                    {monthName(periods[0] ?? final, 'short')} to {header(final)}.
                  </p>
                  <FigureTable
                    caption="Effective cost per subscription and month, largest first"
                    label="Cost per subscription, table"
                    rows={result.groups}
                    rowKey={(g) => g.group}
                    columns={[
                      { header: 'Subscription', cell: (g) => g.group },
                      ...periods.map((period) => ({
                        header: header(period),
                        numeric: true,
                        cell: (g: { group: string }) => money(amount(g.group, period)),
                      })),
                      {
                        header: `Change from ${monthName(before, 'short')} to ${monthName(last, 'short')}`,
                        numeric: true,
                        cell: (g) => {
                          const change = before
                            ? amountChange(amount(g.group, before), amount(g.group, last))
                            : undefined;
                          return change?.ratio === undefined ? '-' : percent(change.ratio);
                        },
                      },
                    ]}
                  />
                </div>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}
