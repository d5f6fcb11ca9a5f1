import { formatCents } from '../../../domain/money.ts';
import { licenceLabel, licencePurchases, type PageBuilder, sum } from './shared.ts';

/** Licences: the latest month's seats and their cost per licence. */
export const licences: PageBuilder = async (page) => {
  const purchases = await licencePurchases(page);
  const latest = purchases.at(-1);
  if (!latest) return [];
  const rows = latest.rows;
  const seats = rows.reduce((n, row) => n + row.seats, 0);
  const billed = sum(rows.map((row) => row.billedAttos));
  const list = sum(rows.map((row) => row.listAttos));
  const period = { kind: 'month' as const, month: latest.month };
  return [
    {
      type: 'cards',
      name: 'licenceCards',
      title: 'Licences',
      items: [
        { label: 'Seats bought', value: String(seats), kind: 'count', period },
        { label: 'Monthly cost', value: page.money(billed), kind: 'currency', period },
        { label: 'At list prices', value: page.money(list), kind: 'currency', period },
        { label: 'Partner discount', value: page.money(list - billed), kind: 'currency', period },
      ],
    },
    {
      type: 'table',
      name: 'licencesBySku',
      title: 'Seats and cost per licence',
      period,
      columns: [
        { key: 'name', label: 'Licence', kind: 'text' },
        { key: 'seats', label: 'Seats', kind: 'count' },
        { key: 'price', label: 'Price per seat', kind: 'currency' },
        { key: 'billed', label: 'Monthly cost', kind: 'currency' },
        { key: 'list', label: 'At list prices', kind: 'currency' },
      ],
      rows: rows.map((row) => ({
        name: licenceLabel(row.name),
        seats: String(row.seats),
        price: formatCents(page.share(row.billedAttos, 1, row.seats)),
        billed: page.money(row.billedAttos),
        list: page.money(row.listAttos),
      })),
      total: {
        name: 'Total',
        seats: String(seats),
        price: '',
        billed: page.money(billed),
        list: page.money(list),
      },
    },
  ];
};
