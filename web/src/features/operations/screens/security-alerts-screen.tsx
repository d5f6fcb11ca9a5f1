import type { TableColumn } from '@portal/hooks/tables';
import type { SecurityAlert } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { dateTime } from '../../../ui/crud/format.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { operationsApi } from '../api.ts';

const SEVERITY: Record<SecurityAlert['severity'], string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  informational: 'Informational',
};
const STATUS: Record<SecurityAlert['status'], string> = {
  new: 'New',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

const COLUMNS: TableColumn<SecurityAlert>[] = [
  { id: 'detected', header: 'Detected', value: (a) => a.detectedAt, filterable: false },
  { id: 'severity', header: 'Severity', value: (a) => SEVERITY[a.severity], filterable: false },
  { id: 'title', header: 'Alert', value: (a) => a.title, filterable: false, hideable: false },
  { id: 'status', header: 'Status', value: (a) => STATUS[a.status], filterable: false },
  { id: 'category', header: 'Category', value: (a) => a.category, filterable: false, sortable: false },
  {
    id: 'resource',
    header: 'Resource or user',
    value: (a) => a.resource ?? '',
    filterable: false,
    sortable: false,
  },
  { id: 'source', header: 'Source', value: (a) => a.source, filterable: false, sortable: false },
];

const choices = (words: Record<string, string>) =>
  Object.entries(words).map(([value, label]) => ({ value, label }));

/** Security alerts of the tenant's cloud services, filtered by severity and status. */
export default function SecurityAlertsScreen({ title }: ScreenProps) {
  return (
    <ListScreen
      title={title}
      dataKey="security-alerts"
      label="Security alerts"
      columns={COLUMNS}
      sorts={{ detected: 'detected', severity: 'severity', title: 'title', status: 'status' } as const}
      initialSort={{ id: 'detected', desc: true }}
      filters={[
        { param: 'severity', label: 'Severity', all: 'Every severity', options: choices(SEVERITY) },
        { param: 'status', label: 'Status', all: 'Every status', options: choices(STATUS) },
      ]}
      empty="No security alerts match."
      endpoint={operationsApi.securityAlerts}
      cells={{ detected: (a) => dateTime(a.detectedAt) }}
    />
  );
}
