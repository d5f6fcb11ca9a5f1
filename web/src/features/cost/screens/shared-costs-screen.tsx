import { formatAmount } from '@portal/hooks/money';
import { useState } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { monthName, monthStart } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { BreakdownChart } from '../../../ui/charts/breakdown-chart.tsx';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

const METHOD: Record<'even' | 'proportional' | 'fixed', string> = {
  even: 'split evenly',
  proportional: "split in proportion to each team's own cost",
  fixed: 'split by fixed shares',
};

/** The twelve months up to `latest` ('YYYY-MM'), newest first. */
export function monthsUpTo(latest: string, count = 12): string[] {
  return Array.from({ length: count }, (_, i) => monthStart(`${latest}-01`, i).slice(0, 7));
}

/** Shared-cost rules, how a month's shared cost is split across teams, and each team's cost with its share. */
export default function SharedCostsScreen({ title }: ScreenProps) {
  const [month, setMonth] = useState<string>();
  const latest = useApiQuery(costApi.shared, [{}]);
  const chosen = useApiQuery(costApi.shared, [month ? { month } : {}], { enabled: month !== undefined });
  const query = month === undefined ? latest : chosen;

  return (
    <section className={styles.screen} aria-label={title}>
      {latest.data?.month ? (
        <div className={styles.toolbar}>
          <ChoiceSelect
            label="Month"
            value={month ?? latest.data.month}
            onChange={(value) => setMonth(value)}
          >
            {monthsUpTo(latest.data.month).map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </ChoiceSelect>
        </div>
      ) : null}
      <QueryState
        query={query}
        what="Shared costs"
        isEmpty={(s) => s.rules.length === 0}
        empty="No shared-cost rules are set for this tenant."
      >
        {(shared) => {
          const money = (value: string) => formatAmount(value, shared.currency);
          return (
            <>
              <p className={styles.note}>
                Usage cost of {monthName(shared.month)}, effective (commitments amortised). A cost belongs to
                the first rule whose source holds it.
              </p>
              {shared.rules.map((rule) => (
                <Card key={rule.id} title={rule.name}>
                  <p>
                    {money(rule.amount)} of {rule.source.kind} {rule.source.value}, {METHOD[rule.method]}.
                  </p>
                  <FigureTable
                    caption={`Allocation of ${rule.name}`}
                    label={`Allocation of ${rule.name}, table`}
                    rows={rule.allocations}
                    rowKey={(a) => a.target}
                    columns={[
                      { header: 'Team', cell: (a) => a.target },
                      { header: 'Share', numeric: true, cell: (a) => `${a.share}%` },
                      { header: 'Amount', numeric: true, cell: (a) => money(a.amount) },
                    ]}
                  />
                </Card>
              ))}
              <Card title="Cost per team with shared costs">
                <BreakdownChart
                  title={`Cost per team, ${monthName(shared.month)}`}
                  headingLevel={3}
                  groups={shared.byTarget.map((t) => ({ group: t.target, amount: t.total }))}
                  currency={shared.currency}
                  groupHeader="Team"
                />
                <FigureTable
                  caption="Direct and shared cost per team"
                  label="Direct and shared cost per team, table"
                  rows={shared.byTarget}
                  rowKey={(t) => t.target}
                  columns={[
                    { header: 'Team', cell: (t) => t.target },
                    { header: 'Direct', numeric: true, cell: (t) => money(t.direct) },
                    { header: 'Shared', numeric: true, cell: (t) => money(t.shared) },
                    { header: 'Total', numeric: true, cell: (t) => money(t.total) },
                  ]}
                />
              </Card>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
