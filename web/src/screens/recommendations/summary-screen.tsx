import { formatAmount, sumAmounts } from '@portal/hooks/core';
import type { RecommendationSource } from '@portal/sdk';
import { usePortal } from '../../lib/portal-context.tsx';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { BreakdownChart } from '../../ui/charts/breakdown-chart.tsx';
import { KpiTiles } from '../../ui/kpi-tiles.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import * as ui from '../../ui/styles.css.ts';
import * as styles from '../cost/cost.css.ts';
import type { ScreenProps } from '../registry.ts';

export const SOURCE_NAMES: Record<RecommendationSource, string> = {
  m365: 'Microsoft 365',
  azure: 'Azure',
  directory: 'Directory',
  aws: 'AWS cost management',
};

/** Savings across every source: open and realised a month, the licence waste, and the counts per state. */
export default function RecommendationSummaryScreen({ title }: ScreenProps) {
  const { api } = usePortal();
  const query = useApiQuery(['recommendation-summary'], (signal) => api.recommendations.summary({ signal }));
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
              <section className={styles.card} aria-labelledby="summary-sources">
                <h2 id="summary-sources" className={styles.cardTitle}>
                  Recommendations per source
                </h2>
                <ScrollRegion className={ui.tableScroll} label="Recommendations summary, table">
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.cell}>
                          Source
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Open
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Done
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Dismissed
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Open savings a month
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Realised a month
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.sources.map((s) => (
                        <tr key={s.source}>
                          <th scope="row" className={styles.cell}>
                            {SOURCE_NAMES[s.source]}
                          </th>
                          <td className={styles.amountCell}>{s.open}</td>
                          <td className={styles.amountCell}>{s.done}</td>
                          <td className={styles.amountCell}>{s.dismissed}</td>
                          <td className={styles.amountCell}>{money(s.openMonthlySavings)}</td>
                          <td className={styles.amountCell}>{money(s.doneMonthlySavings)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row" className={styles.cell}>
                          Total
                        </th>
                        <td className={styles.amountCell}>{open}</td>
                        <td className={styles.amountCell}>{data.sources.reduce((n, s) => n + s.done, 0)}</td>
                        <td className={styles.amountCell}>
                          {data.sources.reduce((n, s) => n + s.dismissed, 0)}
                        </td>
                        <td className={styles.amountCell}>{money(data.openMonthlySavings)}</td>
                        <td className={styles.amountCell}>{money(data.doneMonthlySavings)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </ScrollRegion>
              </section>
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
