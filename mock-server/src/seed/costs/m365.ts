import { stableUuid } from '../../domain/stable-uuid.ts';
import { M365, micros, round6 } from './catalogue.ts';
import type { TenantCosts } from './context.ts';
import { addTaxBase } from './tax.ts';

/** Microsoft 365 seats: a monthly recurring purchase per SKU, on the first day of each month. */
export function seedM365Seats(costs: TenantCosts): void {
  const { tenantId, size, cal, facts, addResource } = costs;
  const m365 = { id: stableUuid(tenantId, 'm365'), name: `${tenantId} Microsoft 365` };
  for (const sku of M365) {
    const seats = Math.round(size.seats * sku.share);
    const price = round6(sku.price * 0.92);
    const resource = addResource({
      subId: m365.id,
      subName: m365.name,
      resourceId: `/licenses/${tenantId}/${sku.sku}`,
      resourceName: sku.meter,
      resourceType: 'microsoft.office/subscriptions',
      regionId: null,
      regionName: null,
      serviceCategory: 'Productivity',
      service: 'Microsoft 365',
      subcategory: 'Office Suite',
      sku: sku.sku,
      meter: sku.meter,
      chargeCategory: 'Purchase',
      chargeFrequency: 'Recurring',
      pricingCategory: 'Standard',
      unit: 'License-Months',
      listUnitPrice: sku.price,
      contractedUnitPrice: price,
      tags: { workload: 'm365' },
    });
    cal.months.forEach((month, index) => {
      const quantity = Math.round(seats * (1 + index * 0.004));
      const list = micros(quantity * sku.price);
      const contracted = micros(quantity * price);
      facts.row(resource, month, quantity, list, contracted, contracted, contracted, 0);
      addTaxBase(
        costs,
        m365,
        { service: 'Microsoft 365', category: 'Productivity' },
        month,
        list,
        contracted,
        contracted,
      );
    });
  }
}
