import type { TableColumn } from '@portal/hooks/tables';
import type { CostResource, CostResourceQuery } from '@portal/sdk';
import { useServerList } from '../../../data/use-server-list.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

/** The sort keys the resource list answers to, by column id. */
const SERVER_SORT: Record<string, NonNullable<CostResourceQuery['sort']>> = {
  name: 'name',
  type: 'type',
  service: 'service',
  subscription: 'subscription',
  resourceGroup: 'resourceGroup',
  region: 'region',
  cost: 'cost',
};

// The server filters by exact values and searches names: columns have no free-text filter, the
// search field searches the resources' names and ids.
const COLUMNS: TableColumn<CostResource>[] = [
  { id: 'name', header: 'Resource', value: (r) => r.name, filterable: false, hideable: false },
  { id: 'service', header: 'Service', value: (r) => r.service, filterable: false },
  { id: 'subscription', header: 'Subscription', value: (r) => r.subscription, filterable: false },
  { id: 'resourceGroup', header: 'Resource group', value: (r) => r.resourceGroup ?? '', filterable: false },
  { id: 'region', header: 'Region', value: (r) => r.region ?? '', filterable: false },
  { id: 'type', header: 'Type', value: (r) => r.type, filterable: false },
  { id: 'cost', header: 'Cost', kind: 'amount', currency: 'USD', value: (r) => r.cost, filterable: false },
];

/** Every resource with its effective cost in the latest month, paged, sorted and searched on the server. */
export default function ResourcesScreen({ title }: ScreenProps) {
  const { table, page } = useServerList({
    columns: COLUMNS,
    sorts: SERVER_SORT,
    initialSort: { id: 'cost', desc: true },
    endpoint: costApi.resources,
  });

  return (
    <section className={styles.screen} aria-label={title}>
      {page.data ? (
        <p className={styles.note}>
          Effective cost from {page.data.from} to {page.data.to}, in {page.data.currency}.
        </p>
      ) : null}
      <DataTable
        table={table}
        label="Resources by cost"
        query={page}
        empty="No resource has cost in this period."
        fileName="resources"
        currency={page.data?.currency}
        exchangeRate={page.data?.exchangeRate}
      />
    </section>
  );
}
