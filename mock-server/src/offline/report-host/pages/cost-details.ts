import { monthDays } from '../../../domain/calendar.ts';
import { columnDimension, dimensionValueLabel } from '../../../domain/dimension-labels.ts';
import { type PageBuilder, subscriptionLabel } from './shared.ts';

/** Details (hidden): the latest whole month's costliest resources. */
export const costDetails: PageBuilder = async (page) => {
  const month = page.window.months.at(-1);
  if (!month) return [];
  const { from, to } = monthDays(month);
  if (page.allowed.chargeCategory) return [];
  const result = await page.sources.costs.resourcePage({
    tenantId: page.tenantId,
    fromDay: from,
    toDay: to,
    metric: 'effective',
    search: undefined,
    sort: 'cost',
    order: 'desc',
    offset: 0,
    limit: 20,
    filters: { service: page.allowed.service, subscription: page.allowed.subscription },
  });
  if (result.total === 0) return [];
  return [
    {
      type: 'cards',
      name: 'detailCards',
      title: 'Resources',
      items: [
        {
          label: 'Resources with cost',
          value: String(result.total),
          kind: 'count',
          period: { kind: 'month', month },
        },
        {
          label: 'Their effective cost',
          value: page.money(result.attos),
          kind: 'currency',
          period: { kind: 'month', month },
        },
      ],
    },
    {
      type: 'table',
      name: 'topResources',
      title: 'The 20 costliest resources',
      period: { kind: 'month', month },
      columns: [
        { key: 'name', label: 'Resource', kind: 'text' },
        { key: 'service', label: 'Service', kind: 'text' },
        { key: 'subscription', label: 'Subscription', kind: 'text' },
        { key: 'region', label: 'Region', kind: 'text' },
        { key: 'cost', label: 'Effective cost', kind: 'currency' },
      ],
      rows: result.items.map((item) => ({
        name: item.name,
        service: dimensionValueLabel(item.service, columnDimension('service')),
        subscription: subscriptionLabel(item.subscription),
        region: dimensionValueLabel(item.region, columnDimension('region')),
        cost: page.money(item.attos),
      })),
    },
  ];
};
