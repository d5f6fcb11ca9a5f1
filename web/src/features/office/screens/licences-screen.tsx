import { formatAmount } from '@portal/hooks/money';
import type { OfficeLicences } from '@portal/sdk';
import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { BreakdownChart } from '../../../ui/charts/breakdown-chart.tsx';
import { formatCount } from '../../../ui/data-table/format-cell.ts';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { officeApi } from '../api.ts';

/**
 * Seats per licence, Copilot included: purchased against assigned against active, and the waste
 * (unassigned and inactive seats) priced per licence in the tenant's currency.
 */
export default function LicencesScreen({ title }: ScreenProps) {
  const query = useApiQuery(officeApi.licences, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="Licences"
        isEmpty={(data) => data.items.length === 0}
        empty="The tenant has no licences."
      >
        {(data) => <Licences data={data} />}
      </QueryState>
    </section>
  );
}

function Licences({ data }: { data: OfficeLicences }) {
  const money = (amount: string) => formatAmount(amount, data.currency);
  const wasted = data.items.filter((l) => l.monthlyWaste !== '0.00');
  return (
    <>
      <KpiTiles
        tiles={[
          {
            label: 'Seats purchased',
            value: formatCount(data.totals.purchased),
            note: `${money(data.totals.monthlyCost)} a month`,
          },
          { label: 'Seats assigned', value: formatCount(data.totals.assigned) },
          {
            label: 'Seats in use',
            value: formatCount(data.totals.active),
            note: `Active within ${data.inactiveAfterDays} days up to ${data.asOf}`,
          },
          {
            label: 'Licence waste',
            value: money(data.totals.monthlyWaste),
            note: 'A month: unassigned seats and seats of inactive users',
          },
        ]}
      />
      <Card title="Seats per licence">
        <FigureTable
          caption={`Prices are monthly list prices in ${data.currency}. Inactive: assigned to a user with no activity for ${data.inactiveAfterDays} days or more.`}
          label="Seats per licence, table"
          rows={data.items}
          rowKey={(l) => l.sku}
          columns={[
            {
              header: 'Licence',
              cell: (l) => (
                <>
                  {l.name}
                  {l.copilot && !/copilot/i.test(l.name) ? ' (Copilot)' : ''}
                </>
              ),
              footer: 'Total',
            },
            {
              header: 'Purchased',
              numeric: true,
              cell: (l) => formatCount(l.purchased),
              footer: formatCount(data.totals.purchased),
            },
            {
              header: 'Assigned',
              numeric: true,
              cell: (l) => formatCount(l.assigned),
              footer: formatCount(data.totals.assigned),
            },
            {
              header: 'Active',
              numeric: true,
              cell: (l) => formatCount(l.active),
              footer: formatCount(data.totals.active),
            },
            {
              header: 'Unassigned',
              numeric: true,
              cell: (l) => (
                <>
                  {formatCount(l.unassigned)}
                  <span className={styles.note}> ({money(l.unassignedCost)})</span>
                </>
              ),
            },
            {
              header: 'Inactive',
              numeric: true,
              cell: (l) => (
                <>
                  {formatCount(l.inactive)}
                  <span className={styles.note}> ({money(l.inactiveCost)})</span>
                </>
              ),
            },
            { header: 'Price a seat', numeric: true, cell: (l) => money(l.unitPrice) },
            {
              header: 'Waste a month',
              numeric: true,
              cell: (l) => money(l.monthlyWaste),
              footer: money(data.totals.monthlyWaste),
            },
          ]}
        />
      </Card>
      {wasted.length > 0 ? (
        <BreakdownChart
          title="Licence waste a month by licence"
          groups={wasted.map((l) => ({ group: l.name, amount: l.monthlyWaste }))}
          total={data.totals.monthlyWaste}
          showRest={false}
          currency={data.currency}
          groupHeader="Licence"
          amountHeader="Waste a month"
        />
      ) : null}
    </>
  );
}
