import { formatAmount, toCents } from '@portal/hooks/money';
import type { CostChange } from '@portal/sdk';
import { useState } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { monthName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

const GROUPINGS = [
  ['service', 'Service'],
  ['subscription', 'Subscription'],
  ['region', 'Region'],
] as const;
type Grouping = (typeof GROUPINGS)[number][0];

/** A signed amount: '+$1,250.30' or '−$89.60'. */
function signed(amount: string, currency: string): string {
  const cents = toCents(amount);
  if (cents === 0n) return formatAmount('0.00', currency);
  const magnitude = cents < 0n ? amount.slice(1) : amount;
  return `${cents < 0n ? '−' : '+'}${formatAmount(magnitude, currency)}`;
}

/** What drove the change, in words, for the summary above the table. */
function explain(total: CostChange, currency: string, previousMonth: string): string {
  const change = toCents(total.change);
  if (change === 0n) return `The cost did not change from ${monthName(previousMonth)}.`;
  const direction = change > 0n ? 'rose' : 'fell';
  return `The cost ${direction} by ${formatAmount(total.change.replace('-', ''), currency)} from ${monthName(
    previousMonth,
  )}: ${signed(total.usageEffect, currency)} from usage and ${signed(total.priceEffect, currency)} from prices.`;
}

/**
 * Cost by service (cost-focus-overview): the latest month against the one before, per service,
 * subscription or region, each change split into what used more or less (usage) and what cost
 * more or less per unit (price).
 */
export default function CostChangesScreen({ title }: ScreenProps) {
  const [groupBy, setGroupBy] = useState<Grouping>('service');
  const changes = useApiQuery(costApi.changes, [{ groupBy }]);
  const label = GROUPINGS.find(([key]) => key === groupBy)?.[1] ?? 'Service';

  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <ChoiceSelect label="Group by" value={groupBy} onChange={(value) => setGroupBy(value as Grouping)}>
          {GROUPINGS.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </ChoiceSelect>
      </div>
      <QueryState
        query={changes}
        what="The cost changes"
        isEmpty={(result) => result.month === '' || result.rows.length === 0}
        empty="No cost data for this tenant yet."
      >
        {(result) => {
          const money = (amount: string) => formatAmount(amount, result.currency);
          return (
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>
                {monthName(result.month)} against {monthName(result.previousMonth)}
              </h2>
              <p>{explain(result.total, result.currency, result.previousMonth)}</p>
              <FigureTable
                caption={`Effective cost per ${label.toLowerCase()}, largest change first. Usage: the change in quantity at last month's unit price. Price: the change in unit price on this month's quantity.`}
                label="Cost changes, table"
                rows={[...result.rows, result.total]}
                rowKey={(row) => row.group}
                columns={[
                  { header: label, cell: (row) => row.group },
                  {
                    header: monthName(result.previousMonth),
                    numeric: true,
                    cell: (row) => money(row.previous),
                  },
                  { header: monthName(result.month), numeric: true, cell: (row) => money(row.current) },
                  { header: 'Change', numeric: true, cell: (row) => signed(row.change, result.currency) },
                  { header: 'Usage', numeric: true, cell: (row) => signed(row.usageEffect, result.currency) },
                  { header: 'Price', numeric: true, cell: (row) => signed(row.priceEffect, result.currency) },
                ]}
              />
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
