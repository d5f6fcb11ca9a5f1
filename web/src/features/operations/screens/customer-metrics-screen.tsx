import { formatAmount, numberFormat } from '@portal/hooks/money';
import type { CustomerMetric } from '@portal/sdk';
import { useApiQuery } from '../../../data/api-query.ts';
import { monthName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { changeDirection, KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { operationsApi } from '../api.ts';

const plain = numberFormat(undefined, { maximumFractionDigits: 2 });
const percentFormat = numberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 });

/** A figure as its unit reads: an amount, a percentage or a count. */
export function figure(value: string, unit: CustomerMetric['unit'], currency: string): string {
  if (unit === 'money') return formatAmount(value, currency);
  if (unit === 'percent') return percentFormat.format(Number(value) / 100);
  return plain.format(Number(value));
}

/** The change in words: '12.5% from September 2026' (or the absolute change for percentages). */
function changeText(metric: CustomerMetric, currency: string, previousMonth: string): string {
  const change = metric.change ?? '0.00';
  const magnitude = change.replace(/^-/, '');
  const amount =
    metric.unit === 'percent'
      ? `${plain.format(Number(magnitude))} points`
      : metric.changePercent !== undefined
        ? `${plain.format(Math.abs(metric.changePercent))}%`
        : figure(magnitude, metric.unit, currency);
  return `${amount} from ${monthName(previousMonth)}`;
}

/** The change with its sign: '+$10,805.71', '−0.81 points', '0'. */
function signedChange(metric: CustomerMetric, currency: string): string {
  const change = metric.change ?? '0.00';
  const magnitude = change.replace(/^-/, '');
  const sign = /^-?0+\.00$/.test(change) ? '' : change.startsWith('-') ? '−' : '+';
  const amount =
    metric.unit === 'percent'
      ? `${plain.format(Number(magnitude))} points`
      : figure(magnitude, metric.unit, currency);
  return `${sign}${amount}`;
}

/** The tenant's own figures of the latest whole month, each against the month before. */
export default function CustomerMetricsScreen({ title }: ScreenProps) {
  const query = useApiQuery(operationsApi.customerMetrics, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="Customer metrics"
        isEmpty={(data) => data.items.length === 0}
        empty="There is no cost data yet, so there are no figures to show."
      >
        {(data) => (
          <>
            <p className={styles.note}>
              {monthName(data.month)}
              {data.previousMonth ? ` against ${monthName(data.previousMonth)}` : ''}, from your own cost,
              budget, licence and tag data.
            </p>
            <KpiTiles
              tiles={data.items.map((metric) => {
                const direction = metric.change === undefined ? undefined : changeDirection(metric.change);
                return {
                  id: metric.id,
                  label: metric.name,
                  value: figure(metric.value, metric.unit, data.currency),
                  note: metric.description,
                  ...(direction && data.previousMonth
                    ? {
                        change: {
                          direction,
                          text: changeText(metric, data.currency, data.previousMonth),
                          tone:
                            direction === 'flat' || !metric.better
                              ? ('neutral' as const)
                              : direction === metric.better
                                ? ('good' as const)
                                : ('bad' as const),
                        },
                      }
                    : {}),
                };
              })}
            />
            <div className={styles.card}>
              <ScrollRegion className={ui.tableScroll} label="Figures with the previous month, table">
                <table className={styles.table}>
                  <caption className={styles.cardTitle}>Figures with the previous month</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.cell}>
                        Figure
                      </th>
                      <th scope="col" className={styles.amountCell}>
                        {monthName(data.month)}
                      </th>
                      <th scope="col" className={styles.amountCell}>
                        {data.previousMonth ? monthName(data.previousMonth) : 'Previous month'}
                      </th>
                      <th scope="col" className={styles.amountCell}>
                        Change
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((metric) => (
                      <tr key={metric.id}>
                        <th scope="row" className={styles.cell}>
                          {metric.name}
                        </th>
                        <td className={styles.amountCell}>
                          {figure(metric.value, metric.unit, data.currency)}
                        </td>
                        <td className={styles.amountCell}>
                          {metric.previous === undefined
                            ? 'No data'
                            : figure(metric.previous, metric.unit, data.currency)}
                        </td>
                        <td className={styles.amountCell}>
                          {metric.change === undefined ? '—' : signedChange(metric, data.currency)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
