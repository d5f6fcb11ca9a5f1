import { monthDays } from '../../../domain/calendar.ts';
import {
  aggregate,
  byChargeCategory,
  chargeLabel,
  type PageBuilder,
  type PageContext,
  subscriptionLabel,
  sum,
} from './shared.ts';

/** One line of an invoice: its charge category and subscription as they read, and its billed cost. */
interface InvoiceLine {
  category: string;
  subscription: string;
  attos: bigint;
}

/** The lines of days `from` to `to`: billed cost per charge category and subscription, costliest first. */
async function linesOf(page: PageContext, from: number, to: number): Promise<InvoiceLine[]> {
  const categories = (
    await aggregate(page, {
      metric: 'billed',
      granularity: 'total',
      groupBy: { kind: 'column', name: 'chargeCategory' },
      fromDay: from,
      toDay: to,
    })
  )
    .map((row) => row.group)
    .sort((a, b) => byChargeCategory(chargeLabel(a), chargeLabel(b)));
  const named = categories.filter((category): category is string => category !== null);
  const perSubscription = (chargeCategory?: string[]) =>
    aggregate(page, {
      metric: 'billed',
      granularity: 'total',
      groupBy: { kind: 'column', name: 'subscription' },
      fromDay: from,
      toDay: to,
      ...(chargeCategory ? { filters: { chargeCategory } } : {}),
    });
  const lines: InvoiceLine[] = [];
  for (const category of categories) {
    let rows: { group: string | null; attos: bigint }[];
    if (category !== null) rows = await perSubscription([category]);
    else {
      // The rows without a charge category cannot be filtered by one: they are what the
      // subscriptions' whole cost leaves after the named categories.
      const whole = await perSubscription();
      const inNamed = new Map(
        (named.length > 0 ? await perSubscription(named) : []).map((row) => [row.group, row.attos]),
      );
      rows = whole
        .map((row) => ({ group: row.group, attos: row.attos - (inNamed.get(row.group) ?? 0n) }))
        .filter((row) => row.attos !== 0n);
    }
    lines.push(
      ...rows
        .map((row) => ({
          category: chargeLabel(category),
          subscription: subscriptionLabel(row.group),
          attos: row.attos,
        }))
        .sort((a, b) => (b.attos > a.attos ? 1 : b.attos < a.attos ? -1 : 0)),
    );
  }
  return lines;
}

/** Invoice lines: the latest invoice per charge category and subscription. */
export const invoiceLines: PageBuilder = async (page) => {
  const month = page.window.months.at(-1);
  if (!month) return [];
  const { from, to } = monthDays(month);
  const lines = await linesOf(page, from, to);
  if (lines.length === 0) return [];
  const total = sum(lines.map((line) => line.attos));
  return [
    {
      type: 'cards',
      name: 'lineCards',
      title: 'Latest invoice',
      items: [
        {
          label: 'Invoice total',
          value: page.money(total),
          kind: 'currency',
          period: { kind: 'month', month },
        },
        { label: 'Invoice lines', value: String(lines.length), kind: 'count' },
      ],
    },
    {
      type: 'table',
      name: 'invoiceLines',
      title: 'Invoice lines',
      period: { kind: 'month', month },
      columns: [
        { key: 'category', label: 'Charge category', kind: 'text' },
        { key: 'subscription', label: 'Subscription', kind: 'text' },
        { key: 'billed', label: 'Billed cost', kind: 'currency' },
      ],
      rows: lines.map((line) => ({
        category: line.category,
        subscription: line.subscription,
        billed: page.money(line.attos),
      })),
      total: { category: 'Total', subscription: '', billed: page.money(total) },
    },
  ];
};
