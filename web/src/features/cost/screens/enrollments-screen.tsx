import { formatAmount } from '@portal/hooks/money';
import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { BreakdownChart } from '../../../ui/charts/breakdown-chart.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

/** Enterprise-agreement enrollments: the year's prepayment against what the departments consumed. */
export default function EnrollmentsScreen({ title }: ScreenProps) {
  const enrollments = useApiQuery(costApi.enrollments, [{ sort: 'name', order: 'asc', limit: 100 }]);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={enrollments}
        what="Enrollments"
        isEmpty={(page) => page.items.length === 0}
        empty="This tenant has no enterprise-agreement enrollment."
      >
        {(page) =>
          page.items.map((e) => {
            const money = (value: string) => formatAmount(value, page.currency);
            return (
              <Card
                key={e.id}
                title={
                  <>
                    {e.name} (enrollment {e.number})
                  </>
                }
              >
                <p className={styles.note}>
                  Runs from {e.starts} to {e.ends}; the current enrollment year began on {e.yearStarts}.
                </p>
                <KpiTiles
                  tiles={[
                    {
                      label: 'Prepayment',
                      value: money(e.commitment),
                      note: 'Monetary commitment for the year',
                    },
                    { label: 'Consumed', value: money(e.consumed), note: `Since ${e.yearStarts}` },
                    { label: 'Balance', value: money(e.balance), note: 'Prepayment left' },
                    { label: 'Overage', value: money(e.overage), note: 'Billed beyond the prepayment' },
                  ]}
                />
                <BreakdownChart
                  title={`Consumption per department since ${e.yearStarts}`}
                  headingLevel={3}
                  groups={e.departments.map((d) => ({ group: d.name, amount: d.consumed }))}
                  currency={page.currency}
                  groupHeader="Department"
                />
              </Card>
            );
          })
        }
      </QueryState>
    </section>
  );
}
