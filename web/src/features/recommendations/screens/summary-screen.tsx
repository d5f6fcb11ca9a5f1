import { formatAmount, sumAmounts } from '@portal/hooks/money';
import type { RecommendationSource } from '@portal/sdk';
import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { BreakdownChart } from '../../../ui/charts/breakdown-chart.tsx';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { recommendationsApi } from '../api.ts';

export const SOURCE_NAMES: Record<RecommendationSource, string> = {
  m365: 'Microsoft 365',
  azure: 'Azure',
  directory: 'Directory',
  aws: 'AWS cost management',
};

/** Savings across every source: open and realised a month, the licence waste, and the counts per state. */
export default function RecommendationSummaryScreen({ title }: ScreenProps) {
  const query = useApiQuery(recommendationsApi.summary, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState query={query} what="The recommendations summary">
        {(data) => {
          const money = (amount: string) => formatAmount(amount, data.currency);
          const open = data.sources.reduce((n, s) => n + s.open, 0);
          const withSavings = data.sources.filter((s) => s.openMonthlySavings !== '0.00');
          return (
            <>
              <KpiTiles
                tiles={[
                  {
                    label: 'Open savings',
                    value: money(data.openMonthlySavings),
                    note: `A month, from ${open} open recommendations`,
                  },
                  {
                    label: 'Realised savings',
                    value: money(data.doneMonthlySavings),
                    note: 'A month, from recommendations done',
                  },
                  {
                    label: 'Licence waste',
                    value: money(data.licenceWaste),
                    note: 'A month: unassigned and inactive seats',
                  },
                ]}
              />
              <Card title="Recommendations per source">
                <FigureTable
                  label="Recommendations summary, table"
                  rows={data.sources}
                  rowKey={(s) => s.source}
                  columns={[
                    { header: 'Source', cell: (s) => SOURCE_NAMES[s.source], footer: 'Total' },
                    { header: 'Open', numeric: true, cell: (s) => s.open, footer: open },
                    {
                      header: 'Done',
                      numeric: true,
                      cell: (s) => s.done,
                      footer: data.sources.reduce((n, s) => n + s.done, 0),
                    },
                    {
                      header: 'Dismissed',
                      numeric: true,
                      cell: (s) => s.dismissed,
                      footer: data.sources.reduce((n, s) => n + s.dismissed, 0),
                    },
                    {
                      header: 'Open savings a month',
                      numeric: true,
                      cell: (s) => money(s.openMonthlySavings),
                      footer: money(data.openMonthlySavings),
                    },
                    {
                      header: 'Realised a month',
                      numeric: true,
                      cell: (s) => money(s.doneMonthlySavings),
                      footer: money(data.doneMonthlySavings),
                    },
                  ]}
                />
              </Card>
              {withSavings.length > 0 ? (
                <BreakdownChart
                  title="Open savings a month by source"
                  groups={withSavings.map((s) => ({
                    group: SOURCE_NAMES[s.source],
                    amount: s.openMonthlySavings,
                  }))}
                  total={sumAmounts(withSavings.map((s) => s.openMonthlySavings))}
                  showRest={false}
                  currency={data.currency}
                  groupHeader="Source"
                  amountHeader="Open savings a month"
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
