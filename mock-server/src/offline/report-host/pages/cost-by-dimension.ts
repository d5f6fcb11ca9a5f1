import { compareGroups } from '../../../domain/costs/groups.ts';
import { columnDimension, dimensionValueLabel } from '../../../domain/dimension-labels.ts';
import type { Visual } from '../browser/model.ts';
import { aggregate, type PageBuilder, type PageContext, sum, wholeMonths } from './shared.ts';

/** The window's effective cost per value of `dimension`, costliest first: totals and bars. */
async function byDimension(page: PageContext, dimension: 'service' | 'subscription', title: string) {
  const { window } = page;
  const rows = await aggregate(page, {
    metric: 'effective',
    granularity: 'total',
    groupBy: { kind: 'column', name: dimension },
    fromDay: window.from,
    toDay: window.to,
  });
  if (rows.length === 0) return [];
  const sorted = rows
    .map((row) => ({ group: row.group, attos: row.attos }))
    .sort((a, b) => (b.attos > a.attos ? 1 : b.attos < a.attos ? -1 : compareGroups(a.group, b.group)));
  const period = wholeMonths(window);
  const label = dimension === 'service' ? 'Service' : 'Subscription';
  // The cost without a service (or subscription) is a bar of its own, not one of them.
  const withValue = sorted.filter((row) => row.group !== null).length;
  return [
    {
      type: 'cards',
      name: `${dimension}Totals`,
      title: 'Totals',
      items: [
        {
          label: 'Effective cost',
          value: page.money(sum(sorted.map((r) => r.attos))),
          kind: 'currency',
          period,
        },
        { label: `${label}s with cost`, value: String(withValue), kind: 'count' },
      ],
    },
    {
      type: 'bars',
      name: `${dimension}Bars`,
      title,
      kind: 'currency',
      period,
      rows: sorted.map((row) => ({
        label: dimensionValueLabel(row.group, columnDimension(dimension)),
        value: page.money(row.attos),
      })),
    },
  ] satisfies Visual[];
}

/** By service: the effective cost per service. */
export const costByService: PageBuilder = (page) => byDimension(page, 'service', 'Effective cost by service');

/** By subscription: the effective cost per subscription. */
export const costBySubscription: PageBuilder = (page) =>
  byDimension(page, 'subscription', 'Effective cost by subscription');
