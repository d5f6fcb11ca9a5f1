import { numberFormat } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import type { MetricAlert } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { dateTime } from '../../../ui/crud/format.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { operationsApi } from '../api.ts';

const number = numberFormat(undefined, { maximumFractionDigits: 2 });

const COLUMNS: TableColumn<MetricAlert>[] = [
  { id: 'fired', header: 'Fired', value: (a) => a.firedAt, filterable: false },
  { id: 'name', header: 'Definition', value: (a) => a.name, filterable: false, hideable: false },
  { id: 'resource', header: 'Resource', value: (a) => a.resource, filterable: false },
  { id: 'metric', header: 'Metric', value: (a) => a.metric, filterable: false, sortable: false },
  {
    id: 'value',
    header: 'Value against threshold',
    value: (a) =>
      `${number.format(a.value)} ${a.operator === 'gt' ? '>' : '<'} ${number.format(a.threshold)}`,
    filterable: false,
    sortable: false,
  },
  {
    id: 'state',
    header: 'State',
    value: (a) => (a.state === 'fired' ? 'Firing' : 'Resolved'),
    filterable: false,
  },
  {
    id: 'resolved',
    header: 'Resolved',
    value: (a) => a.resolvedAt ?? '',
    filterable: false,
    sortable: false,
  },
];

/** Alerts the metric definitions fired on the tenant's resources. */
export default function MetricAlertsScreen({ title }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      dataKey="metric-alerts"
      label="Metric alerts"
      columns={COLUMNS}
      sorts={{ fired: 'fired', name: 'name', resource: 'resource', state: 'state' } as const}
      initialSort={{ id: 'fired', desc: true }}
      filters={[
        {
          param: 'state',
          label: 'State',
          all: 'Firing and resolved',
          options: [
            { value: 'fired', label: 'Firing' },
            { value: 'resolved', label: 'Resolved' },
          ],
        },
      ]}
      empty="No metric alerts match."
      endpoint={operationsApi.metricAlerts}
      cells={{ fired: (a) => dateTime(a.firedAt), resolved: (a) => dateTime(a.resolvedAt) }}
    />
  );
}
