import { formatAmount } from '@portal/hooks/money';
import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

/** Consumption against the macro commitment: running total beside the straight-line target, and the projection. */
export default function BurnDownScreen({ title }: ScreenProps) {
  const burnDown = useApiQuery(costApi.burnDown, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={burnDown}
        what="The commitment"
        isEmpty={(b) => b.commitment === null}
        empty="This tenant has no Azure consumption commitment."
      >
        {({ commitment, currency }) => {
          if (!commitment) return null;
          const money = (value: string) => formatAmount(value, currency);
          const onTrack = commitment.shortfall === '0.00';
          return (
            <>
              <p>
                {commitment.name}: {money(commitment.amount)} of eligible Azure consumption from{' '}
                {commitment.starts} to {commitment.ends}. At the pace of the last three months the term ends
                at {money(commitment.projectedAtEnd)}:{' '}
                {onTrack
                  ? 'the commitment will be met.'
                  : `${money(commitment.shortfall)} short of the commitment.`}
              </p>
              <KpiTiles
                tiles={[
                  {
                    label: 'Commitment',
                    value: money(commitment.amount),
                    note: `${commitment.starts} to ${commitment.ends}`,
                  },
                  { label: 'Consumed', value: money(commitment.consumed), note: 'Eligible usage so far' },
                  { label: 'Remaining', value: money(commitment.remaining), note: 'Still to consume' },
                  {
                    label: 'Projected shortfall',
                    value: money(commitment.shortfall),
                    note: onTrack
                      ? 'None at the current pace'
                      : 'Owed at the end of the term at the current pace',
                  },
                ]}
              />
              <div className={styles.card}>
                <TrendChart
                  headingLevel={2}
                  title="Consumption against the straight-line target"
                  additive={false}
                  type="line"
                  currency={currency}
                  periodHeader="Month"
                  series={[
                    {
                      name: 'Consumed so far',
                      points: commitment.months.map((m) => ({ period: m.month, amount: m.cumulative })),
                    },
                    {
                      name: 'Target',
                      dashed: true,
                      points: commitment.months.map((m) => ({ period: m.month, amount: m.target })),
                    },
                  ]}
                />
              </div>
              <FigureTable
                caption="Eligible consumption per month"
                label="Eligible consumption per month, table"
                rows={commitment.months}
                rowKey={(m) => m.month}
                columns={[
                  { header: 'Month', cell: (m) => m.month },
                  { header: 'Consumed', numeric: true, cell: (m) => money(m.consumed) },
                  { header: 'Running total', numeric: true, cell: (m) => money(m.cumulative) },
                  { header: 'Target', numeric: true, cell: (m) => money(m.target) },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
