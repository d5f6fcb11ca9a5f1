import type { TableColumn } from '@portal/hooks/tables';
import type { ResourceEndpoint } from '@portal/sdk';
import { useState } from 'react';
import { useServerList } from '../../../data/use-server-list.ts';
import { monthName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

const COLUMNS: TableColumn<ResourceEndpoint>[] = [
  { id: 'address', header: 'Address', value: (e) => e.address, filterable: false, hideable: false },
  { id: 'kind', header: 'Kind', value: (e) => e.kind, filterable: false },
  {
    id: 'exposure',
    header: 'Exposure',
    value: (e) => (e.exposure === 'public' ? 'Public' : 'Private'),
    filterable: false,
    sortable: false,
  },
  {
    id: 'port',
    header: 'Port',
    kind: 'number',
    value: (e) => e.port ?? '',
    filterable: false,
    sortable: false,
  },
  {
    id: 'tlsExpires',
    header: 'Certificate expires',
    kind: 'date',
    value: (e) => e.tlsExpires ?? '',
    filterable: false,
  },
  { id: 'resource', header: 'Resource', value: (e) => e.resource, filterable: false },
  {
    id: 'subscription',
    header: 'Subscription',
    value: (e) => e.subscription,
    filterable: false,
    sortable: false,
  },
  { id: 'region', header: 'Region', value: (e) => e.region ?? '', filterable: false, sortable: false },
  {
    id: 'cost',
    header: 'Resource cost',
    kind: 'amount',
    currency: 'USD',
    value: (e) => e.cost,
    filterable: false,
  },
];

const SORTS = {
  address: 'address',
  resource: 'resource',
  kind: 'kind',
  tlsExpires: 'tlsExpires',
  cost: 'cost',
} as const;

/** The endpoints of the tenant's resources, public or private, with certificate expiry and cost. */
export default function EndpointsScreen({ title }: ScreenProps) {
  const [exposure, setExposure] = useState<'' | 'public' | 'private'>('');
  const filters = exposure ? { exposure } : {};
  const { table, page } = useServerList({
    columns: COLUMNS,
    sorts: SORTS,
    filters,
    initialSort: { id: 'address', desc: false },
    endpoint: costApi.endpoints,
  });
  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <ChoiceSelect
          label="Exposure"
          value={exposure}
          onChange={(value) => setExposure(value as typeof exposure)}
        >
          <option value="">All endpoints</option>
          <option value="public">Public only</option>
          <option value="private">Private only</option>
        </ChoiceSelect>
        {page.data?.month ? (
          <span className={styles.note}>
            Resource cost of {monthName(page.data.month)} to date, effective.
          </span>
        ) : null}
      </div>
      <DataTable
        table={table}
        label="Resource endpoints"
        query={page}
        empty="No endpoints match."
        fileName="resource-endpoints"
        currency={page.data?.currency}
        exchangeRate={page.data?.exchangeRate}
      />
    </section>
  );
}
