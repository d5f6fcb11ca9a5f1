import { formatAmount } from '@portal/hooks/money';
import type { CostQueryResult } from '@portal/sdk';
import { monthName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { CostRangePicker, useCostsOverRange } from '../components/use-cost-range.tsx';

/**
 * One series per group of a month-by-group cost answer, in the answer's order of groups. The cost
 * without a value comes named by the backend ('No project tag', marked `noValue`).
 */
export function seriesByGroup(result: CostQueryResult) {
  const periods = [...new Set(result.rows.map((row) => row.period ?? ''))].sort();
  return result.groups.map(({ group }) => ({
    name: group,
    points: periods.map((period) => ({
      period,
      amount: result.rows.find((row) => row.group === group && row.period === period)?.amount ?? '0.00',
    })),
  }));
}

/** Cost per project (the `project` tag) per month over a chosen range. */
export default function ProjectCostsScreen({ title }: ScreenProps) {
  const { range, result: projects } = useCostsOverRange('last-12-months', {
    granularity: 'month',
    groupBy: 'tag:project',
    top: 12,
  });
  const { latest } = range;

  return (
    <section className={styles.screen} aria-label={title}>
      <CostRangePicker label="Period" range={range} />
      <QueryState
        query={latest}
        what="Your projects"
        isEmpty={(r) => !r.available.to}
        empty="No cost data for this tenant yet."
      >
        {() => (
          <QueryState
            query={projects}
            what="Cost per project"
            isEmpty={(r) => r.groups.length === 0}
            empty="No cost in this period."
          >
            {(result) => {
              const money = (value: string) => formatAmount(value, result.currency);
              const untagged = result.groups.find((g) => g.noValue);
              return (
                <>
                  <p>
                    {result.groups.filter((g) => !g.noValue && g.group !== 'Other').length} projects,{' '}
                    {money(result.total)} from {monthName(result.from)} to {monthName(result.to)}
                    {untagged ? `; ${money(untagged.amount)} has no project tag` : ''}.
                  </p>
                  <div className={styles.card}>
                    <TrendChart
                      headingLevel={2}
                      title="Cost per project and month"
                      series={seriesByGroup(result)}
                      currency={result.currency}
                      type="bar"
                      stacked
                      periodHeader="Month"
                    />
                  </div>
                  <FigureTable
                    caption="Total per project over the period, largest first"
                    label="Cost per project, table"
                    rows={result.groups}
                    rowKey={(g) => g.group}
                    columns={[
                      { header: 'Project', cell: (g) => g.group },
                      { header: 'Cost', numeric: true, cell: (g) => money(g.amount) },
                    ]}
                  />
                </>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}
