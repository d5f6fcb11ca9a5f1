import { COST_LAST_DAY, COST_TAX_PERCENT, DAY_MS } from './catalogue.ts';
import type { TenantCosts } from './context.ts';

/** Adds the cost of a row of one subscription and service (Usage or Purchase) to the base of its tax. */
export function addTaxBase(
  { taxBase }: TenantCosts,
  sub: { id: string; name: string },
  kind: { service: string; category: string },
  month: number,
  list: number,
  contracted: number,
  billed: number,
): void {
  const key = `${sub.id}|${kind.service}`;
  let entry = taxBase.get(key);
  if (!entry) {
    entry = { sub, service: kind.service, category: kind.category, months: new Map() };
    taxBase.set(key, entry);
  }
  const sums = entry.months.get(month) ?? [0, 0, 0];
  sums[0] = (sums[0] ?? 0) + list;
  sums[1] = (sums[1] ?? 0) + contracted;
  sums[2] = (sums[2] ?? 0) + billed;
  entry.months.set(month, sums);
}

/** Round half away from zero of `value × percent / 100`, in integers. */
const percentOf = (value: number, percent: number) => {
  const scaled = Math.abs(value) * percent;
  const rounded = Math.floor((scaled + 50) / 100);
  return value < 0 ? -rounded : rounded;
};

/** Tax: for every whole month, a share of each subscription's and service's billed cost. */
export function seedTax({ cal, facts, taxBase, addResource }: TenantCosts): void {
  const wholeMonths = cal.months.filter((month) => {
    const date = new Date(month * DAY_MS);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / DAY_MS <= COST_LAST_DAY;
  });
  for (const entry of [...taxBase.values()].sort((a, b) =>
    `${a.sub.name}|${a.service}`.localeCompare(`${b.sub.name}|${b.service}`),
  )) {
    const resource = addResource({
      subId: entry.sub.id,
      subName: entry.sub.name,
      resourceId: null,
      resourceName: null,
      resourceType: null,
      regionId: null,
      regionName: null,
      serviceCategory: entry.category,
      service: entry.service,
      subcategory: null,
      sku: null,
      meter: null,
      chargeCategory: 'Tax',
      description: `Sales tax ${COST_TAX_PERCENT}%`,
      chargeFrequency: 'Recurring',
      pricingCategory: null,
      unit: null,
      listUnitPrice: null,
      contractedUnitPrice: null,
      tags: {},
    });
    for (const month of wholeMonths) {
      const [list = 0, contracted = 0, billed = 0] = entry.months.get(month) ?? [];
      if (billed === 0) continue;
      const tax = percentOf(billed, COST_TAX_PERCENT);
      facts.row(
        resource,
        month,
        null,
        percentOf(list, COST_TAX_PERCENT),
        percentOf(contracted, COST_TAX_PERCENT),
        tax,
        tax,
        0,
      );
    }
  }
}
