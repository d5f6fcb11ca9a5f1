import { formatAmount } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import type { CostAnomaly } from '@portal/sdk';
import { useServerList } from '../../../data/use-server-list.ts';
import { dayName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { SubscribeButton } from '../../../ui/subscribe-button.tsx';
import { costApi } from '../api.ts';

const amount = (id: keyof CostAnomaly & string, header: string): TableColumn<CostAnomaly> => ({
  id,
  header,
  kind: 'amount',
  currency: 'USD',
  value: (a) => String(a[id]),
  filterable: false,
  sortable: id === 'impact',
});

const COLUMNS: TableColumn<CostAnomaly>[] = [
  { id: 'day', header: 'Day', kind: 'date', value: (a) => a.day, filterable: false, hideable: false },
  { id: 'service', header: 'Service', value: (a) => a.service, filterable: false },
  { id: 'subscription', header: 'Subscription', value: (a) => a.subscription, filterable: false },
  amount('expected', 'Expected'),
  amount('actual', 'Actual'),
  amount('impact', 'Impact'),
  amount('usageEffect', 'Usage effect'),
  amount('priceEffect', 'Price effect'),
  {
    id: 'topResource',
    header: 'Resource that rose most',
    value: (a) => a.topResource ?? '',
    filterable: false,
    sortable: false,
  },
];

const SORTS = { day: 'day', impact: 'impact', service: 'service', subscription: 'subscription' } as const;

/** Days whose cost jumped, with what was expected and how much usage and price explain. */
export default function AnomaliesScreen({ title }: ScreenProps) {
  const { table, page } = useServerList({
    columns: COLUMNS,
    sorts: SORTS,
    initialSort: { id: 'day', desc: true },
    endpoint: costApi.anomalies,
  });
  const data = page.data;
  const money = (value: string) => formatAmount(value, data?.currency ?? 'USD');
  const latest = data?.items[0];

  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <SubscribeButton target={{ kind: 'screen', screen: 'anomalies' }} name="Anomalies" />
      </div>
      <p className={styles.note}>
        A day is an anomaly when the usage cost of a service in a subscription is more than twice its average
        of the fourteen days before and at least 50.00 above it. The usage effect prices the change in
        quantity at the usual unit price; the price effect is the rest.
      </p>
      {data && data.total > 0 ? (
        <KpiTiles
          tiles={[
            { label: 'Anomalies', value: data.total, note: 'In the twelve months of data' },
            { label: 'Cost above expected', value: money(data.impact), note: 'All anomalies together' },
            ...(latest
              ? [
                  {
                    label: 'Shown first',
                    value: dayName(latest.day),
                    note: `${latest.service} in ${latest.subscription}: ${money(latest.impact)} above expected`,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      <DataTable
        table={table}
        label="Cost anomalies"
        query={page}
        empty="No anomalies: every day's cost stayed near its usual level."
        fileName="cost-anomalies"
        currency={page.data?.currency}
        exchangeRate={page.data?.exchangeRate}
      />
    </section>
  );
}
