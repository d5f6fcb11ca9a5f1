import { formatAmount, sumAmounts } from '@portal/hooks/money';
import { monthName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { CostRangePicker, useCostsOverRange } from '../components/use-cost-range.tsx';

/** FOCUS charge categories in the order an invoice lists them. */
const CATEGORIES = ['Usage', 'Purchase', 'Tax', 'Credit', 'Adjustment'] as const;

/** What the reseller invoiced per billing period, split by charge category (billed cost). */
export default function FinancialSummaryScreen({ title }: ScreenProps) {
  const { range, result: invoiced } = useCostsOverRange('last-12-months', {
    granularity: 'month',
    groupBy: 'chargeCategory',
    metric: 'billed',
  });
  const { latest } = range;

  return (
    <section className={styles.screen} aria-label={title}>
      <CostRangePicker label="Billing periods" range={range} />
      <QueryState
        query={latest}
        what="Your invoices"
        isEmpty={(r) => !r.available.to}
        empty="No cost data for this tenant yet."
      >
        {() => (
          <QueryState
            query={invoiced}
            what="Invoiced amounts"
            isEmpty={(r) => r.rows.length === 0}
            empty="Nothing was invoiced in this period."
          >
            {(result) => {
              const money = (value: string) => formatAmount(value, result.currency);
              const periods = [...new Set(result.rows.map((row) => row.period ?? ''))].sort();
              const cell = (period: string, category: string) =>
                result.rows.find((row) => row.period === period && row.group === category)?.amount ?? '0.00';
              const monthTotal = (period: string) => sumAmounts(CATEGORIES.map((c) => cell(period, c)));
              const present = CATEGORIES.filter((c) => result.groups.some((g) => g.group === c));
              return (
                <>
                  <p>
                    {money(result.total)} invoiced over {periods.length} billing periods, from{' '}
                    {monthName(result.from)} to {monthName(result.to)}. Billed cost, as the reseller invoices
                    it; the latest period may still be open.
                  </p>
                  <div className={styles.card}>
                    <TrendChart
                      headingLevel={2}
                      title="Invoiced per billing period by charge category"
                      type="bar"
                      stacked
                      currency={result.currency}
                      periodHeader="Billing period"
                      series={present.map((category) => ({
                        name: category,
                        points: periods.map((period) => ({ period, amount: cell(period, category) })),
                      }))}
                    />
                  </div>
                  <FigureTable
                    caption="Invoiced amounts per billing period"
                    label="Invoiced amounts per billing period, table"
                    rows={periods}
                    rowKey={(period) => period}
                    columns={[
                      { header: 'Billing period', cell: (period) => monthName(period) },
                      ...present.map((c) => ({
                        header: c,
                        numeric: true,
                        cell: (period: string) => money(cell(period, c)),
                      })),
                      { header: 'Invoiced', numeric: true, cell: (period) => money(monthTotal(period)) },
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
