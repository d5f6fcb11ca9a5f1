import type { TableColumn } from '@portal/hooks/tables';
import type { Alert, AlertChange } from '@portal/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useServerList } from '../../../data/use-server-list.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { useIsAdmin } from '../../../lib/use-is-admin.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { dateTime, labelOf } from '../../../ui/crud/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import * as css from '../../../ui/form/fields.css.ts';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { errorMessage } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { operationsApi, useChangeAlert } from '../api.ts';
import { ALERT_KINDS } from './alert-definitions-screen.tsx';

export const ALERT_STATES = [
  { value: 'active', label: 'Active' },
  { value: 'acknowledged', label: 'Acknowledged' },
  { value: 'resolved', label: 'Resolved' },
] as const;
const SEVERITY: Record<Alert['severity'], string> = { high: 'High', medium: 'Medium', low: 'Low' };

const BASE_COLUMNS: TableColumn<Alert>[] = [
  { id: 'raised', header: 'Raised', value: (a) => a.raisedAt, filterable: false },
  { id: 'severity', header: 'Severity', value: (a) => SEVERITY[a.severity], filterable: false },
  { id: 'name', header: 'Alert', value: (a) => a.name, filterable: false, hideable: false },
  {
    id: 'kind',
    header: 'Kind',
    value: (a) => labelOf(ALERT_KINDS, a.kind),
    filterable: false,
    sortable: false,
  },
  { id: 'message', header: 'What happened', value: (a) => a.message, filterable: false, sortable: false },
  { id: 'period', header: 'Period', value: (a) => a.period ?? '', filterable: false, sortable: false },
  { id: 'state', header: 'State', value: (a) => labelOf(ALERT_STATES, a.state), filterable: false },
  {
    id: 'by',
    header: 'Handled by',
    value: (a) => a.resolvedBy ?? a.acknowledgedBy ?? '',
    filterable: false,
    sortable: false,
  },
];
const ADMIN_COLUMNS: TableColumn<Alert>[] = [
  ...BASE_COLUMNS,
  {
    id: 'actions',
    header: 'Actions',
    value: () => '',
    sortable: false,
    filterable: false,
    searchable: false,
    hideable: false,
  },
];

const SORTS = { raised: 'raised', severity: 'severity', name: 'name', state: 'state' } as const;
const DONE: Record<AlertChange['state'], string> = { acknowledged: 'Acknowledged', resolved: 'Resolved' };

/** Only a page of the portal itself is linked: the link is the backend's, checked before it is followed. */
const portalPage = (link: string | undefined) =>
  link && /^\/billing\/[a-z0-9/-]+(\?[\w=&+%-]*)?$/i.test(link) ? link : undefined;

/** An alert's message, with a link to the page that shows its figure. */
function AlertMessage({ alert }: { alert: Alert }) {
  const page = portalPage(alert.link);
  return (
    <>
      {alert.message}
      {page ? (
        <>
          {' '}
          <Link
            to={page}
            aria-label={`Open page: ${alert.name}, ${alert.period ?? dateTime(alert.raisedAt)}`}
          >
            Open page
          </Link>
        </>
      ) : null}
    </>
  );
}

/**
 * The alerts the tenant's definitions raised, newest first: an admin user acknowledges an active
 * alert or resolves it; who did it and when is kept.
 */
export default function AlertsScreen({ title }: ScreenProps) {
  const { toasts } = usePortal();
  const isAdmin = useIsAdmin();
  const [state, setState] = useState<'' | Alert['state']>('');
  const filters = state ? { state } : {};
  const { table, page } = useServerList({
    endpoint: operationsApi.alerts,
    columns: isAdmin ? ADMIN_COLUMNS : BASE_COLUMNS,
    sorts: SORTS,
    filters,
    initialSort: { id: 'raised', desc: true },
  });
  // The alerts list is refreshed after the change (useChangeAlert).
  const change = useChangeAlert({
    onSuccess: (alert) =>
      showToast(toasts, {
        variant: 'success',
        title: `${DONE[alert.state as AlertChange['state']]}: ${alert.name}`,
      }),
    onError: (error, { alert }) =>
      showToast(toasts, {
        variant: 'error',
        title: `${alert.name} was not changed`,
        description: errorMessage(error),
      }),
  });
  const busy = (alert: Alert) => change.isPending && change.variables?.alert.id === alert.id;
  const actions = (alert: Alert) =>
    alert.state === 'resolved' ? (
      <span className={styles.note}>Done</span>
    ) : (
      <span className={css.rowActions}>
        {alert.state === 'active' ? (
          <ActionButton
            className={css.smallButton}
            isDisabled={busy(alert)}
            aria-label={`Acknowledge ${alert.name}, raised ${dateTime(alert.raisedAt)}`}
            onPress={() => change.mutate({ alert, state: 'acknowledged' })}
          >
            Acknowledge
          </ActionButton>
        ) : null}
        <ActionButton
          className={css.smallButton}
          isDisabled={busy(alert)}
          aria-label={`Resolve ${alert.name}, raised ${dateTime(alert.raisedAt)}`}
          onPress={() => change.mutate({ alert, state: 'resolved' })}
        >
          Resolve
        </ActionButton>
      </span>
    );
  return (
    <section className={styles.screen} aria-label={title}>
      {page.data ? (
        <KpiTiles
          tiles={[
            {
              label: 'Active alerts',
              value: page.data.active,
              note: 'Waiting to be acknowledged or resolved',
            },
          ]}
        />
      ) : null}
      <div className={styles.toolbar}>
        <ChoiceSelect label="State" value={state} onChange={(value) => setState(value as typeof state)}>
          <option value="">Every state</option>
          {ALERT_STATES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </ChoiceSelect>
        {isAdmin ? null : (
          <span className={styles.note}>Only administrators can acknowledge or resolve alerts.</span>
        )}
      </div>
      <DataTable
        table={table}
        label="Alerts"
        query={page}
        empty={state ? 'No alerts in this state.' : 'No alerts have been raised.'}
        fileName="alerts"
        cells={{ raised: (a) => dateTime(a.raisedAt), message: (a) => <AlertMessage alert={a} />, actions }}
      />
    </section>
  );
}
