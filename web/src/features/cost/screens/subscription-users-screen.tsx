import type { TableColumn } from '@portal/hooks/tables';
import type { SubscriptionUser } from '@portal/sdk';
import { useState } from 'react';
import { useServerList } from '../../../data/use-server-list.ts';
import { monthName } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

const ROLES = ['Owner', 'Contributor', 'Reader', 'Cost Management Reader'] as const;

const COLUMNS: TableColumn<SubscriptionUser>[] = [
  { id: 'user', header: 'User', value: (u) => u.displayName, filterable: false, hideable: false },
  { id: 'upn', header: 'Sign-in name', value: (u) => u.user, filterable: false, sortable: false },
  { id: 'subscription', header: 'Subscription', value: (u) => u.subscription, filterable: false },
  { id: 'role', header: 'Role', value: (u) => u.role, filterable: false },
  { id: 'since', header: 'Since', kind: 'date', value: (u) => u.since, filterable: false },
  {
    id: 'cost',
    header: 'Subscription cost',
    kind: 'amount',
    currency: 'USD',
    value: (u) => u.cost,
    filterable: false,
  },
];

const SORTS = {
  user: 'user',
  subscription: 'subscription',
  role: 'role',
  since: 'since',
  cost: 'cost',
} as const;

/** Who holds which role on which subscription, beside what the subscription costs. */
export default function SubscriptionUsersScreen({ title }: ScreenProps) {
  const [role, setRole] = useState<'' | (typeof ROLES)[number]>('');
  const filters = role ? { role } : {};
  const { table, page } = useServerList({
    columns: COLUMNS,
    sorts: SORTS,
    filters,
    initialSort: { id: 'user', desc: false },
    endpoint: costApi.subscriptionUsers,
  });
  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <ChoiceSelect label="Role" value={role} onChange={(value) => setRole(value as typeof role)}>
          <option value="">Every role</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </ChoiceSelect>
        {page.data?.month ? (
          <span className={styles.note}>
            Subscription cost of {monthName(page.data.month)} to date, effective.
          </span>
        ) : null}
      </div>
      <DataTable
        table={table}
        label="Users of subscriptions"
        query={page}
        empty="No role assignments match."
        fileName="subscription-users"
        currency={page.data?.currency}
        exchangeRate={page.data?.exchangeRate}
      />
    </section>
  );
}
