import { aggregate, chargeLabel, type PageBuilder, sum, wholeMonths } from './shared.ts';

/** Credits and adjustments per month. */
export const credits: PageBuilder = async (page) => {
  const { window } = page;
  const wanted = ['Credit', 'Adjustment'].filter(
    (c) => !page.allowed.chargeCategory || page.allowed.chargeCategory.includes(c),
  );
  if (wanted.length === 0) return [];
  const rows = await aggregate(page, {
    metric: 'billed',
    granularity: 'month',
    groupBy: { kind: 'column', name: 'chargeCategory' },
    fromDay: window.from,
    toDay: window.to,
    filters: { chargeCategory: wanted },
  });
  const nonZero = rows.filter((row) => row.attos !== 0n);
  if (nonZero.length === 0) return [];
  const totalOf = (category: string) =>
    sum(nonZero.filter((row) => row.group === category).map((row) => row.attos));
  return [
    {
      type: 'cards',
      name: 'creditCards',
      title: 'Credits and adjustments',
      items: wanted.map((category) => ({
        label: `${category}s`,
        value: page.money(totalOf(category)),
        kind: 'currency' as const,
        period: wholeMonths(window),
      })),
    },
    {
      type: 'table',
      name: 'creditLines',
      title: 'Credits and adjustments per month',
      columns: [
        { key: 'month', label: 'Billing period', kind: 'month' },
        { key: 'category', label: 'Charge category', kind: 'text' },
        { key: 'billed', label: 'Billed cost', kind: 'currency' },
      ],
      rows: nonZero.map((row) => ({
        month: row.period ?? '',
        category: chargeLabel(row.group),
        billed: page.money(row.attos),
      })),
      total: {
        month: 'Total',
        category: '',
        billed: page.money(sum(nonZero.map((row) => row.attos))),
      },
    },
  ];
};
