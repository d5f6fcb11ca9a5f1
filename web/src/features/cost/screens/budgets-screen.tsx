import { formatAmount } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import type { Budget } from '@portal/sdk';
import { useState } from 'react';
import { useServerList } from '../../../data/use-server-list.ts';
import { monthName, share } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { BudgetChart } from '../../../ui/charts/budget-chart.tsx';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { SubscribeButton } from '../../../ui/subscribe-button.tsx';
import { costApi } from '../api.ts';

/** A budget's status in words: the table and the tiles never rely on colour. */
export const BUDGET_STATUS: Record<Budget['status'], string> = {
  'on-track': 'On track',
  'at-risk': 'At risk',
  over: 'Over budget',
};

const scopeText = (budget: Budget) =>
  budget.scope.kind === 'tenant'
    ? 'Whole tenant'
    : `${budget.scope.kind === 'service' ? 'Service' : 'Subscription'} ${budget.scope.value ?? ''}`;

const COLUMNS: TableColumn<Budget>[] = [
  { id: 'name', header: 'Budget', value: (b) => b.name, filterable: false, hideable: false },
  { id: 'scope', header: 'Scope', value: scopeText, filterable: false, sortable: false },
  {
    id: 'amount',
    header: 'Monthly budget',
    kind: 'amount',
    currency: 'USD',
    value: (b) => b.amount,
    filterable: false,
  },
  {
    id: 'actual',
    header: 'Spent this month',
    kind: 'amount',
    currency: 'USD',
    value: (b) => b.actual,
    filterable: false,
  },
  {
    id: 'forecast',
    header: 'Forecast',
    kind: 'amount',
    currency: 'USD',
    value: (b) => b.forecast,
    filterable: false,
  },
  {
    id: 'used',
    header: 'Used (%)',
    kind: 'number',
    value: (b) =>
      Number(b.amount) === 0 ? 0 : Math.round((Number(b.actual) / Number(b.amount)) * 1000) / 10,
    filterable: false,
  },
  {
    id: 'status',
    header: 'Status',
    value: (b) => BUDGET_STATUS[b.status],
    filterable: false,
    sortable: false,
  },
  { id: 'owner', header: 'Owner', value: (b) => b.owner ?? '', filterable: false, sortable: false },
];

const SORTS = {
  name: 'name',
  amount: 'amount',
  actual: 'actual',
  forecast: 'forecast',
  used: 'used',
} as const;

/** Budgets with this month's spend and forecast, and the chosen budget against its actual cost per month. */
export default function BudgetsScreen({ title }: ScreenProps) {
  const [chosen, setChosen] = useState<string>();
  const { table, page } = useServerList({
    columns: COLUMNS,
    sorts: SORTS,
    initialSort: { id: 'used', desc: true },
    endpoint: costApi.budgets,
  });
  const items = page.data?.items ?? [];
  const budget = items.find((b) => b.id === chosen) ?? items[0];
  const count = (status: Budget['status']) => items.filter((b) => b.status === status).length;
  const money = (amount: string) => formatAmount(amount, page.data?.currency ?? 'USD');

  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <SubscribeButton target={{ kind: 'screen', screen: 'budgets' }} name="Budgets" />
      </div>
      {page.data && page.data.total > 0 ? (
        <KpiTiles
          tiles={[
            { label: 'Budgets', value: page.data.total, note: `For ${monthName(page.data.month)}` },
            { label: 'Over budget', value: count('over'), note: 'Forecast above the budget' },
            { label: 'At risk', value: count('at-risk'), note: 'Forecast at 80% of the budget or more' },
            { label: 'On track', value: count('on-track'), note: 'Forecast below 80% of the budget' },
          ]}
        />
      ) : null}
      <DataTable
        table={table}
        label="Budgets"
        query={page}
        empty="No budgets are set for this tenant."
        fileName="budgets"
        cells={{
          used: (b) => (Number(b.amount) === 0 ? '-' : share(Number(b.actual) / Number(b.amount))),
        }}
        currency={page.data?.currency}
        exchangeRate={page.data?.exchangeRate}
      />
      {budget ? (
        <Card title={<>{budget.name}: budget and actual cost per month</>}>
          <ChoiceSelect label="Budget shown" value={budget.id} onChange={(value) => setChosen(value)}>
            {items.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </ChoiceSelect>
          <p className={styles.note}>
            {scopeText(budget)}. This month {money(budget.actual)} spent of {money(budget.amount)}, forecast{' '}
            {money(budget.forecast)}: {BUDGET_STATUS[budget.status].toLowerCase()}. Alerts at{' '}
            {budget.thresholds.map((t) => `${t}%`).join(', ')}.
          </p>
          <BudgetChart
            title={`${budget.name}, last ${budget.history.length} months`}
            headingLevel={3}
            months={budget.history.map((h) => ({ period: h.month, actual: h.actual, budget: h.amount }))}
            currency={page.data?.currency ?? 'USD'}
          />
        </Card>
      ) : null}
    </section>
  );
}
