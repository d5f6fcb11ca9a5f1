import { formatAmount } from '@portal/hooks/core';
import type { OfficeLicences } from '@portal/sdk';
import { usePortal } from '../../lib/portal-context.tsx';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { BreakdownChart } from '../../ui/charts/breakdown-chart.tsx';
import { formatCount } from '../../ui/data-table/format-cell.ts';
import { KpiTiles } from '../../ui/kpi-tiles.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import * as ui from '../../ui/styles.css.ts';
import * as styles from '../cost/cost.css.ts';
import type { ScreenProps } from '../registry.ts';
import * as office from './office.css.ts';

/**
 * Seats per licence, Copilot included: purchased against assigned against active, and the waste
 * (unassigned and inactive seats) priced per licence in the tenant's currency.
 */
export default function LicencesScreen({ title }: ScreenProps) {
  const { api } = usePortal();
  const query = useApiQuery(['office-licences'], (signal) => api.office.licences({ signal }));
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
      <section className={styles.card} aria-labelledby="licence-seats">
        <h2 id="licence-seats" className={styles.cardTitle}>
          Seats per licence
        </h2>
        <ScrollRegion className={office.scroll} label="Seats per licence, table">
          <ScrollRegion className={ui.tableScroll} label="Seats per licence, table">
            <table className={styles.table}>
              <caption className={styles.note}>
                Prices are monthly list prices in {data.currency}. Inactive: assigned to a user with no
                activity for {data.inactiveAfterDays} days or more.
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Licence
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Purchased
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Assigned
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Active
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Unassigned
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Inactive
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Price a seat
                  </th>
                  <th scope="col" className={styles.amountCell}>
                    Waste a month
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((l) => (
                  <tr key={l.sku}>
                    <th scope="row" className={styles.cell}>
                      {l.name}
                      {l.copilot && !/copilot/i.test(l.name) ? ' (Copilot)' : ''}
                    </th>
                    <td className={styles.amountCell}>{formatCount(l.purchased)}</td>
                    <td className={styles.amountCell}>{formatCount(l.assigned)}</td>
                    <td className={styles.amountCell}>{formatCount(l.active)}</td>
                    <td className={styles.amountCell}>
                      {formatCount(l.unassigned)}
                      <span className={styles.note}> ({money(l.unassignedCost)})</span>
                    </td>
                    <td className={styles.amountCell}>
                      {formatCount(l.inactive)}
                      <span className={styles.note}> ({money(l.inactiveCost)})</span>
                    </td>
                    <td className={styles.amountCell}>{money(l.unitPrice)}</td>
                    <td className={styles.amountCell}>{money(l.monthlyWaste)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={styles.cell}>
                    Total
                  </th>
                  <td className={styles.amountCell}>{formatCount(data.totals.purchased)}</td>
                  <td className={styles.amountCell}>{formatCount(data.totals.assigned)}</td>
                  <td className={styles.amountCell}>{formatCount(data.totals.active)}</td>
                  <td className={styles.amountCell} />
                  <td className={styles.amountCell} />
                  <td className={styles.amountCell} />
                  <td className={styles.amountCell}>{money(data.totals.monthlyWaste)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        </ScrollRegion>
      </section>
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
