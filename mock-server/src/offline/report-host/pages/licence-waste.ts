import { formatCents } from '../../../domain/money.ts';
import type { TableVisual } from '../browser/model.ts';
import { licenceLabel, licencePurchases, type PageBuilder, sum } from './shared.ts';

/** A licence's seats in the first and the latest month, and the monthly cost of those added. */
interface SeatsAdded {
  name: string | null;
  before: number;
  seats: number;
  added: number;
  cents: bigint;
}

/** The seats added per licence from month `from` to `to`, and their monthly `cost` in all. */
function seatsAddedTable(rows: SeatsAdded[], from: string, to: string, cost: bigint): TableVisual {
  return {
    type: 'table',
    name: 'seatsAdded',
    title: 'Seats added per licence',
    period: { kind: 'months', from, to },
    columns: [
      { key: 'name', label: 'Licence', kind: 'text' },
      { key: 'before', label: `Seats in the first month`, kind: 'count' },
      { key: 'seats', label: 'Seats now', kind: 'count' },
      { key: 'added', label: 'Added', kind: 'count' },
      { key: 'cost', label: 'Monthly cost of the added seats', kind: 'currency' },
    ],
    rows: rows.map((row) => ({
      name: licenceLabel(row.name),
      before: String(row.before),
      seats: String(row.seats),
      added: String(row.added),
      cost: formatCents(row.cents),
    })),
    total: {
      name: 'Total',
      before: String(rows.reduce((n, row) => n + row.before, 0)),
      seats: String(rows.reduce((n, row) => n + row.seats, 0)),
      added: String(rows.reduce((n, row) => n + row.added, 0)),
      cost: formatCents(cost),
    },
  };
}

/** Waste: seats bought since the first month of the window, which are the first to check. */
export const licenceWaste: PageBuilder = async (page) => {
  const purchases = await licencePurchases(page);
  const first = purchases[0];
  const latest = purchases.at(-1);
  if (!first || !latest) return [];
  const rows: SeatsAdded[] = latest.rows.map((row) => {
    const before = first.rows.find((r) => r.name === row.name)?.seats ?? 0;
    const added = row.seats - before;
    // What the added seats cost a month at this month's price per seat, rounded once.
    const cents = page.share(row.billedAttos, added, row.seats);
    return { name: row.name, before, seats: row.seats, added, cents };
  });
  const added = rows.reduce((n, row) => n + row.added, 0);
  const addedCost = sum(rows.map((row) => row.cents));
  return [
    {
      type: 'cards',
      name: 'wasteCards',
      title: 'Seats added',
      items: [
        {
          label: 'Seats added',
          value: String(added),
          kind: 'count',
          period: { kind: 'months', from: first.month, to: latest.month },
        },
        {
          label: 'Their monthly cost',
          value: formatCents(addedCost),
          kind: 'currency',
          period: { kind: 'month', month: latest.month },
        },
      ],
    },
    {
      type: 'text',
      name: 'wasteNote',
      title: 'Where to look first',
      text:
        'The cost data holds what was bought, not who uses it: seats bought since the first month are the ' +
        'first to check for unassigned or inactive users.',
    },
    seatsAddedTable(rows, first.month, latest.month, addedCost),
    {
      type: 'columns',
      name: 'seatsPerMonth',
      title: 'Seats bought per month',
      kind: 'count',
      points: purchases.map((p) => ({
        month: p.month,
        value: String(p.rows.reduce((n, row) => n + row.seats, 0)),
      })),
    },
  ];
};
