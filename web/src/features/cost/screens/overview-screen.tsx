import { amountChange, averageAmount, formatAmount } from '@portal/hooks/money';
import type { CostQueryResult } from '@portal/sdk';
import { useMemo } from 'react';
import { useScreenQuery } from '../../../data/api-query.ts';
import { monthName, monthStart, percent } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { BreakdownChart } from '../../../ui/charts/breakdown-chart.tsx';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import { changeDirection, type KpiChange, KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { DisplayCurrencyPicker } from '../components/display-currency.tsx';
import { OVERVIEW_QUERIES } from './overview-queries.ts';

/** The last day (YYYY-MM-DD) of a month 'YYYY-MM' of `days` days. */
const monthEnd = (month: string, days: number) => `${month}-${String(days).padStart(2, '0')}`;

/** A change of cost in words: up is unwelcome, down welcome (the words say which, the colour repeats it). */
function costChange(change: { amount: string; ratio: number | undefined }): KpiChange {
  const direction = changeDirection(change.amount);
  return {
    direction,
    // The words say up or down: the figure goes without its sign.
    text: change.ratio === undefined ? '' : percent(Math.abs(change.ratio)).replace(/^\+/, ''),
    tone: direction === 'up' ? 'bad' : direction === 'down' ? 'good' : 'neutral',
  };
}

/** The month's cost per day as a chart, with its summary and a table view. */
function DailyTrend({ result }: { result: CostQueryResult }) {
  const points = useMemo(
    () => result.rows.flatMap((row) => (row.period ? [{ period: row.period, amount: row.amount }] : [])),
    [result.rows],
  );
  if (points.length === 0) return <p className={styles.note}>No cost in this month.</p>;
  return (
    <TrendChart
      title={`Daily cost, ${monthName(result.from)}`}
      labelledBy="overview-trend"
      series={[{ name: 'Cost', points }]}
      total={result.total}
      currency={result.currency}
      periodHeader="Day"
    />
  );
}

/** The overview homepage: the latest month's cost, its change, the top services and the daily trend. */
export default function OverviewScreen({ title }: ScreenProps) {
  // Amounts come in the display currency the user chose (the request layer sends it). The three
  // reads start together, at start-up already when a reload opens this screen.
  const daily = useScreenQuery(OVERVIEW_QUERIES.daily);
  const summary = useScreenQuery(OVERVIEW_QUERIES.summary);
  const services = useScreenQuery(OVERVIEW_QUERIES.services);

  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <DisplayCurrencyPicker />
      </div>
      <QueryState
        query={daily}
        what="Your cost"
        // The month by service was asked beside it: what failed with it is read again with it,
        // rather than showing its own error once the month is back.
        onRetry={() => {
          void daily.refetch();
          if (services.isError) void services.refetch();
          if (summary.isError) void summary.refetch();
        }}
        isEmpty={(result) => !result.available.to}
        empty="No cost data for this tenant yet. Users who manage settings can import a FOCUS export."
      >
        {(result) => {
          const money = (amount: string) => formatAmount(amount, result.currency);
          const facts = summary.data;
          const waiting = summary.isPending ? '…' : 'Could not be loaded';
          const partial = facts !== undefined && facts.lastDay < monthEnd(facts.month, facts.daysInMonth);
          const previousMonth = monthName(monthStart(result.from, 1));
          // The forecast against the whole month before: a month to date is not comparable with it.
          const change = facts ? amountChange(facts.previousMonth, facts.forecast) : undefined;
          return (
            <>
              <KpiTiles
                tiles={[
                  {
                    id: 'month',
                    label: `Cost in ${monthName(result.from)}`,
                    value: money(result.total),
                    note: partial
                      ? `Month to date, ${result.from} to ${result.to}; effective cost`
                      : 'Effective cost, commitments amortised',
                  },
                  {
                    id: 'forecast',
                    label: `Forecast for ${monthName(result.from)}`,
                    value: facts ? money(facts.forecast) : waiting,
                    note: partial
                      ? 'So far plus the average of the last seven days for each day left'
                      : 'The month is complete',
                  },
                  {
                    id: 'change',
                    label: `Change from ${previousMonth}`,
                    value: change ? money(change.amount) : summary.isPending ? '…' : 'No data',
                    change: change ? costChange(change) : undefined,
                    note: facts
                      ? `Forecast against ${money(facts.previousMonth)} in ${previousMonth}`
                      : summary.isError
                        ? waiting
                        : undefined,
                  },
                  {
                    id: 'budgets',
                    label: 'Budgets',
                    value: facts ? `${facts.budgets.over} over, ${facts.budgets.atRisk} at risk` : waiting,
                    note: facts
                      ? `${facts.budgets.onTrack} of ${facts.budgets.total} on track by their forecast`
                      : undefined,
                  },
                  {
                    id: 'savings',
                    label: 'Open savings',
                    value: facts ? money(facts.savings.monthly) : waiting,
                    note: facts ? `A month, from ${facts.savings.count} open recommendations` : undefined,
                  },
                  {
                    id: 'licence-waste',
                    label: 'Licence waste',
                    value: facts ? money(facts.licenceWaste) : waiting,
                    note: facts ? 'A month: unassigned seats and seats of inactive users' : undefined,
                  },
                  {
                    id: 'average',
                    label: 'Daily average',
                    value: money(averageAmount(result.total, result.rows.filter((row) => row.period).length)),
                    note: `${result.from} to ${result.to}`,
                  },
                ]}
              />
              <Card title="Top services" headingId="overview-services">
                <div className={styles.breakdownSlot}>
                  <QueryState
                    query={services}
                    what="Top services"
                    isEmpty={(s) => s.groups.length === 0}
                    empty="No services with cost in this month."
                  >
                    {(s) => (
                      <BreakdownChart
                        title={`Top services, ${monthName(result.from)}`}
                        labelledBy="overview-services"
                        groups={s.groups}
                        total={s.total}
                        showRest={false}
                        groupHeader="Service"
                        currency={s.currency}
                      />
                    )}
                  </QueryState>
                </div>
              </Card>
              <Card title="Daily cost" headingId="overview-trend">
                <DailyTrend result={result} />
              </Card>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
