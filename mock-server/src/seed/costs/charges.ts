import { AZURE, COST_CHARGES, dayOf } from './catalogue.ts';
import type { TenantCosts } from './context.ts';

/** Credits and adjustments ({@link COST_CHARGES}): one-off, without resource or quantity. */
export function seedCharges({ tenantId, subscriptions, billingSub, facts, addResource }: TenantCosts): void {
  for (const charge of COST_CHARGES.filter((c) => c.tenantId === tenantId)) {
    const sub = subscriptions.find((s) => s.name === charge.subscription) ?? billingSub;
    const kind = AZURE.find((k) => k.service === charge.service);
    const resource = addResource({
      subId: sub.id,
      subName: sub.name,
      resourceId: null,
      resourceName: null,
      resourceType: null,
      regionId: null,
      regionName: null,
      serviceCategory: kind?.category ?? 'Other',
      service: charge.service,
      subcategory: kind?.subcategory ?? null,
      sku: null,
      meter: null,
      chargeCategory: charge.category,
      description: charge.description,
      chargeFrequency: 'One-Time',
      pricingCategory: null,
      unit: null,
      listUnitPrice: null,
      contractedUnitPrice: null,
      tags: {},
    });
    facts.row(
      resource,
      dayOf(charge.day),
      null,
      charge.micros,
      charge.micros,
      charge.micros,
      charge.micros,
      0,
    );
  }
}
