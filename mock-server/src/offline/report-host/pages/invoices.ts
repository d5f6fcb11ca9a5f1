import type { TableVisual } from '../browser/model.ts';
import { aggregate, byChargeCategory, chargeLabel, type PageBuilder, sum, wholeMonths } from './shared.ts';

/** Invoices: billed cost per month (whole months: the month to date is not invoiced yet) by charge category. */
export const invoices: PageBuilder = async (page) => {
  const { window } = page;
  const rows = await aggregate(page, {
    metric: 'billed',
    granularity: 'month',
    groupBy: { kind: 'column', name: 'chargeCategory' },
    fromDay: window.from,
    toDay: window.to,
  });
  if (rows.length === 0) return [];
  const categories = [...new Set(rows.map((row) => chargeLabel(row.group)))].sort(byChargeCategory);
  const cell = new Map(rows.map((row) => [`${row.period}|${chargeLabel(row.group)}`, row.attos]));
  const monthTotal = (month: string) => sum(categories.map((c) => cell.get(`${month}|${c}`) ?? 0n));
  const table: TableVisual = {
    type: 'table',
    name: 'invoicesByMonth',
    title: 'Billed cost per month by charge category',
    columns: [
      { key: 'month', label: 'Billing period', kind: 'month' },
      ...categories.map((c) => ({ key: c, label: c, kind: 'currency' as const })),
      { key: 'total', label: 'Invoice total', kind: 'currency' },
    ],
    rows: window.months.map((month) => ({
      month,
      ...Object.fromEntries(categories.map((c) => [c, page.money(cell.get(`${month}|${c}`) ?? 0n)])),
      total: page.money(monthTotal(month)),
    })),
    total: {
      month: 'Total',
      ...Object.fromEntries(
        categories.map((c) => [c, page.money(sum(window.months.map((m) => cell.get(`${m}|${c}`) ?? 0n)))]),
      ),
      total: page.money(sum(rows.map((row) => row.attos))),
    },
  };
  return [
    {
      type: 'cards',
      name: 'invoiceCards',
      title: 'Invoiced',
      items: [
        {
          label: 'Billed, last twelve invoices',
          value: page.money(sum(rows.map((row) => row.attos))),
          kind: 'currency',
          period: wholeMonths(window),
        },
        ...(window.months.length > 0
          ? [
              {
                label: 'Latest invoice',
                value: page.money(monthTotal(window.months.at(-1) ?? '')),
                kind: 'currency' as const,
                period: { kind: 'month' as const, month: window.months.at(-1) ?? '' },
              },
            ]
          : []),
      ],
    },
    {
      type: 'columns',
      name: 'billedPerMonth',
      title: 'Billed cost per month',
      kind: 'currency',
      points: window.months.map((month) => ({ month, value: page.money(monthTotal(month)) })),
    },
    table,
  ];
};
