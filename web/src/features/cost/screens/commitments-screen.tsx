import { formatAmount } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import type { Commitment, CommitmentPage } from '@portal/sdk';
import { useServerList } from '../../../data/use-server-list.ts';
import { monthName, share } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { costApi } from '../api.ts';

const money = (
  id: 'purchase' | 'used' | 'unused' | 'listCost' | 'savings',
  header: string,
): TableColumn<Commitment> => ({
  id,
  header,
  kind: 'amount',
  currency: 'USD',
  value: (c) => c[id],
  filterable: false,
  sortable: id === 'purchase' || id === 'savings',
});

const COLUMNS: TableColumn<Commitment>[] = [
  { id: 'name', header: 'Commitment', value: (c) => c.name, filterable: false, hideable: false },
  { id: 'type', header: 'Type', value: (c) => c.type, filterable: false, sortable: false },
  {
    id: 'agreement',
    header: 'Bought through',
    value: (c) => c.agreement,
    filterable: false,
    sortable: false,
  },
  { id: 'scope', header: 'Scope', value: (c) => c.scope ?? '', filterable: false, sortable: false },
  {
    id: 'term',
    header: 'Term',
    value: (c) => (c.term === 'P1Y' ? '1 year' : '3 years'),
    filterable: false,
    sortable: false,
  },
  { id: 'expires', header: 'Expires', kind: 'date', value: (c) => c.expires, filterable: false },
  {
    id: 'autoRenew',
    header: 'Renews',
    value: (c) => (c.autoRenew ? 'Yes' : 'No'),
    filterable: false,
    sortable: false,
  },
  money('purchase', 'Purchase'),
  money('used', 'Used'),
  money('unused', 'Unused'),
  {
    id: 'utilisation',
    header: 'Utilisation (%)',
    kind: 'number',
    value: (c) => Math.round(c.utilisation * 1000) / 10,
    filterable: false,
  },
  money('listCost', 'At list price'),
  money('savings', 'Savings'),
];

const SORTS = {
  name: 'name',
  expires: 'expires',
  utilisation: 'utilisation',
  purchase: 'purchase',
  savings: 'savings',
} as const;

/** Days from `from` to `to` (ISO days). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function Summary({ page, eaReservations }: { page: CommitmentPage; eaReservations: boolean }) {
  const format = (value: string) => formatAmount(value, page.currency);
  const { summary } = page;
  const lastDay = `${page.month}-28`;
  const expiring = page.items.filter((c) => daysBetween(lastDay, c.expires) <= 90);
  return (
    <KpiTiles
      tiles={[
        {
          label: 'Utilisation',
          value: share(summary.utilisation),
          note: `${format(summary.unused)} of ${format(summary.purchase)} unused`,
        },
        ...(eaReservations
          ? [
              {
                label: 'Expiring within 90 days',
                value: expiring.length,
                note:
                  expiring.length > 0 ? expiring.map((c) => `${c.name} (${c.expires})`).join(', ') : 'None',
              },
            ]
          : [
              {
                label: 'Coverage',
                value: share(summary.coverage),
                note: 'Share of eligible usage covered',
              },
            ]),
        { label: 'Savings', value: format(summary.savings), note: 'Against list price this month' },
        { label: 'Purchase', value: format(summary.purchase), note: `Billed in ${monthName(page.month)}` },
      ]}
    />
  );
}

/**
 * Reservations and savings plans (`ri-sp-contracts`) or the reservations bought under the enterprise
 * agreement (`ea-reservations`): a month's cost, utilisation and savings per commitment.
 */
export default function CommitmentsScreen({ title, componentKey }: ScreenProps) {
  const eaReservations = componentKey === 'ea-reservations';
  const filters = eaReservations ? ({ agreement: 'EA', type: 'Reservation' } as const) : {};
  const { table, page } = useServerList({
    columns: COLUMNS,
    sorts: SORTS,
    filters,
    initialSort: eaReservations ? { id: 'expires', desc: false } : { id: 'utilisation', desc: false },
    endpoint: costApi.commitments,
  });

  return (
    <section className={styles.screen} aria-label={title}>
      {page.data && page.data.total > 0 ? <Summary page={page.data} eaReservations={eaReservations} /> : null}
      <p className={styles.note}>
        Used is the amortised cost of the usage a commitment covered, unused what it left idle; savings
        compare the covered usage with its list price.
      </p>
      <DataTable
        table={table}
        label={eaReservations ? 'EA reservations' : 'Reservations and savings plans'}
        query={page}
        empty={
          eaReservations
            ? 'No reservations were bought under an enterprise agreement.'
            : 'No reservations or savings plans.'
        }
        fileName={eaReservations ? 'ea-reservations' : 'commitments'}
        cells={{ utilisation: (c) => share(c.utilisation) }}
        currency={page.data?.currency}
        exchangeRate={page.data?.exchangeRate}
      />
    </section>
  );
}
