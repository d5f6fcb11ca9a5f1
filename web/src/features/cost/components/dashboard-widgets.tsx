import { formatAmount } from '@portal/hooks/money';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { dayName, monthName, monthStart, share } from '../../../lib/intl-format.ts';
import { Card } from '../../../ui/card.tsx';
import { BreakdownChart } from '../../../ui/charts/breakdown-chart.tsx';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';
import { BUDGET_STATUS } from '../screens/budgets-screen.tsx';

/** This month so far, its forecast, the budgets' state and the open savings. */
function SpendTile() {
  const summary = useApiQuery(costApi.summary, [{}]);
  return (
    <QueryState
      query={summary}
      what="This month"
      isEmpty={(s) => !s.month}
      empty="No cost data for this tenant yet."
    >
      {(s) => {
        const money = (value: string) => formatAmount(value, s.currency);
        return (
          <KpiTiles
            tiles={[
              { label: 'Month to date', value: money(s.monthToDate), note: `To ${s.lastDay}` },
              {
                label: 'Forecast for the month',
                value: money(s.forecast),
                note: `Last month ${money(s.previousMonth)}`,
              },
              {
                label: 'Budgets',
                value: `${s.budgets.over} over, ${s.budgets.atRisk} at risk`,
                note: `${s.budgets.onTrack} of ${s.budgets.total} on track`,
              },
              {
                label: 'Open savings',
                value: money(s.savings.monthly),
                note: `${s.savings.count} recommendations, per month`,
              },
            ]}
          />
        );
      }}
    </QueryState>
  );
}

/** Twelve months of effective cost. */
function TrendTile() {
  const latest = useApiQuery(costApi.query, [{}]);
  const to = latest.data?.available.to ? latest.data.to : undefined;
  const months = useApiQuery(
    costApi.query,
    [{ from: to ? monthStart(to, 11) : '', to: to ?? '', granularity: 'month' }],
    { enabled: to !== undefined },
  );
  return (
    <QueryState
      query={latest}
      what="Cost trend"
      isEmpty={(r) => !r.available.to}
      empty="No cost data for this tenant yet."
    >
      {() => (
        <QueryState query={months} what="Cost trend">
          {(r) => (
            <TrendChart
              title="Cost per month"
              headingLevel={3}
              type="bar"
              currency={r.currency}
              periodHeader="Month"
              note="The latest month is month to date."
              series={[
                {
                  name: 'Effective cost',
                  points: r.rows.map((row) => ({ period: row.period ?? '', amount: row.amount })),
                },
              ]}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

/** This month's cost by service category. */
function CategoriesTile() {
  const categories = useApiQuery(costApi.query, [{ groupBy: 'serviceCategory', top: 8 }]);
  return (
    <QueryState
      query={categories}
      what="Cost by category"
      isEmpty={(r) => r.groups.length === 0}
      empty="No cost this month."
    >
      {(r) => (
        <BreakdownChart
          title={`Cost by service category, ${monthName(r.from)}`}
          headingLevel={3}
          groups={r.groups}
          total={r.total}
          currency={r.currency}
          groupHeader="Category"
        />
      )}
    </QueryState>
  );
}

/** The budgets nearest to or over their amount. */
function BudgetsTile() {
  const budgets = useApiQuery(costApi.budgets, [{ sort: 'used', order: 'desc', limit: 5 }]);
  return (
    <QueryState
      query={budgets}
      what="Budgets"
      isEmpty={(p) => p.items.length === 0}
      empty="No budgets are set."
    >
      {(page) => (
        <ul className={styles.list}>
          {page.items.map((b) => (
            <li key={b.id}>
              <strong>{b.name}</strong>: {formatAmount(b.actual, page.currency)} of{' '}
              {formatAmount(b.amount, page.currency)} (
              {Number(b.amount) === 0 ? '-' : share(Number(b.actual) / Number(b.amount))}), forecast{' '}
              {formatAmount(b.forecast, page.currency)}, {BUDGET_STATUS[b.status].toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** The latest cost anomalies. */
function AnomaliesTile() {
  const anomalies = useApiQuery(costApi.anomalies, [{ sort: 'day', order: 'desc', limit: 5 }]);
  return (
    <QueryState
      query={anomalies}
      what="Anomalies"
      isEmpty={(p) => p.items.length === 0}
      empty="No anomalies found."
    >
      {(page) => (
        <ul className={styles.list}>
          {page.items.map((a) => (
            <li key={a.id}>
              {dayName(a.day)}: {a.service} in {a.subscription}, {formatAmount(a.impact, page.currency)} above
              the expected {formatAmount(a.expected, page.currency)}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Reservations and savings plans this month. */
function CommitmentsTile() {
  const commitments = useApiQuery(costApi.commitments, [{ limit: 1 }]);
  return (
    <QueryState
      query={commitments}
      what="Commitments"
      isEmpty={(p) => p.total === 0}
      empty="No reservations or savings plans."
    >
      {(page) => {
        const money = (value: string) => formatAmount(value, page.currency);
        return (
          <KpiTiles
            tiles={[
              {
                label: 'Utilisation',
                value: share(page.summary.utilisation),
                note: `${money(page.summary.unused)} unused`,
              },
              { label: 'Coverage', value: share(page.summary.coverage), note: 'Of eligible usage' },
              { label: 'Savings', value: money(page.summary.savings), note: 'Against list price' },
            ]}
          />
        );
      }}
    </QueryState>
  );
}

export interface DashboardWidget {
  id: string;
  title: string;
  /** The features that show the tile (the menu's rule: any one held; none listed, always). */
  features?: readonly string[];
  render: () => ReactNode;
}

/** The cost tiles show the cloud platform's cost data. */
const COST = ['AZURE'] as const;

/** The tiles a dashboard can show, in the order 'Add a tile' offers them. */
export const DASHBOARD_WIDGETS: readonly DashboardWidget[] = [
  { id: 'spend', title: 'This month', features: COST, render: () => <SpendTile /> },
  { id: 'trend', title: 'Cost trend', features: COST, render: () => <TrendTile /> },
  { id: 'categories', title: 'Cost by category', features: COST, render: () => <CategoriesTile /> },
  { id: 'budgets', title: 'Budgets', features: COST, render: () => <BudgetsTile /> },
  { id: 'anomalies', title: 'Latest anomalies', features: COST, render: () => <AnomaliesTile /> },
  {
    id: 'commitments',
    title: 'Reservations and savings plans',
    features: COST,
    render: () => <CommitmentsTile />,
  },
];

export const widgetById = (id: string) => DASHBOARD_WIDGETS.find((w) => w.id === id);

/** One tile of a dashboard: a titled card, with what the caller adds (controls) beside the title. */
export function WidgetCard({ widget, actions }: { widget: DashboardWidget; actions?: ReactNode }) {
  return (
    <Card title={widget.title} actions={actions}>
      {widget.render()}
    </Card>
  );
}
