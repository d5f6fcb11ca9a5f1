import { stableUuid } from '../../domain/stable-uuid.ts';
import { random } from '../random.ts';
import { type Catalogue, COST_DAYS, COST_FIRST_DAY, micros, round6 } from './catalogue.ts';
import type { Commitment, ResourceRow, TenantCosts } from './context.ts';
import { addTaxBase } from './tax.ts';

/**
 * The commitment covering a resource of `kind` in a region: a reservation per SKU and region, a
 * savings plan per SKU. Created as its first resource appears, with a generator of its own.
 */
export function commitmentFor(
  { tenantId, cal, commitments }: TenantCosts,
  kind: Catalogue,
  regionId: string,
  regionName: string,
): Commitment {
  const type = kind.commitment ?? 'Savings Plan';
  const id =
    type === 'Reservation'
      ? stableUuid(tenantId, 'reservation', kind.sku, regionId)
      : stableUuid(tenantId, 'savings-plan', kind.sku);
  let c = commitments.get(id);
  if (!c) {
    const r = random(`costs:${tenantId}:commitment:${id}`);
    const base = 0.84 + r() * 0.11;
    c = {
      id,
      type,
      kind,
      regionId: type === 'Reservation' ? regionId : null,
      regionName: type === 'Reservation' ? regionName : null,
      // Reservations save more than savings plans; even in February (28 days) the amortised
      // hour stays below the contracted price.
      factor: type === 'Reservation' ? 0.55 + r() * 0.1 : 0.68 + r() * 0.08,
      utilisation: cal.months.map(() => Math.min(0.95, Math.max(0.83, base + (r() - 0.5) * 0.05))),
      monthly: 0,
      unusedMicros: new Float64Array(COST_DAYS),
      unusedHours: new Float64Array(COST_DAYS),
      resources: 0,
    };
    commitments.set(id, c);
  }
  return c;
}

/** The columns a commitment's purchase and unused rows share. */
type CommitmentColumns = Omit<
  ResourceRow,
  | 'meter'
  | 'chargeCategory'
  | 'description'
  | 'chargeFrequency'
  | 'pricingCategory'
  | 'unit'
  | 'listUnitPrice'
  | 'contractedUnitPrice'
>;

/** Each commitment, in id order: its monthly purchase and its daily unused part. */
export function seedCommitments(costs: TenantCosts): void {
  for (const c of [...costs.commitments.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    const columns = commitmentColumns(costs, c);
    seedCommitmentPurchase(costs, c, columns);
    seedUnusedCommitment(costs, c, columns);
  }
}

/** A commitment's order, billed in the tenant's billing subscription. */
function commitmentColumns({ billingSub }: TenantCosts, c: Commitment): CommitmentColumns {
  const reservation = c.type === 'Reservation';
  const resourceId = reservation
    ? `/providers/microsoft.capacity/reservationorders/${c.id}`
    : `/providers/microsoft.billingbenefits/savingsplanorders/${c.id}`;
  const resourceType = reservation
    ? 'microsoft.capacity/reservationorders'
    : 'microsoft.billingbenefits/savingsplanorders';
  const resourceName = `${c.type} ${c.kind.sku}${c.regionId ? ` ${c.regionId}` : ''}`;
  return {
    subId: billingSub.id,
    subName: billingSub.name,
    resourceId,
    resourceName,
    resourceType,
    regionId: c.regionId,
    regionName: c.regionName,
    serviceCategory: c.kind.category,
    service: c.kind.service,
    subcategory: c.kind.subcategory,
    sku: c.kind.sku,
    commitmentId: c.id,
    commitmentType: c.type,
    commitmentCategory: reservation ? 'Usage' : 'Spend',
    tags: { team: 'platform' },
  };
}

/**
 * A Purchase of the commitment's fixed monthly amount on the first of every month (billed, not
 * effective: FOCUS counts the amortised cost in the usage).
 */
function seedCommitmentPurchase(costs: TenantCosts, c: Commitment, columns: CommitmentColumns): void {
  const { cal, facts, billingSub, addResource } = costs;
  const purchase = addResource({
    ...columns,
    meter: `${c.type} purchase`,
    chargeCategory: 'Purchase',
    description: `${c.type} ${c.kind.sku}: monthly payment`,
    chargeFrequency: 'Recurring',
    pricingCategory: 'Standard',
    unit: '1 Month',
    listUnitPrice: c.monthly / 1e6,
    contractedUnitPrice: c.monthly / 1e6,
  });
  for (const month of cal.months) {
    facts.row(purchase, month, 1, c.monthly, c.monthly, 0, c.monthly, 0);
    addTaxBase(costs, billingSub, c.kind, month, c.monthly, c.monthly, c.monthly);
  }
}

/** A daily 'Unused' usage row: the rest of the day's amortisation, the hours the covered resources did not run. */
function seedUnusedCommitment(
  { facts, addResource }: TenantCosts,
  c: Commitment,
  columns: CommitmentColumns,
): void {
  const contractedPrice = round6(c.kind.price * 0.9);
  const unused = addResource({
    ...columns,
    meter: c.kind.meter,
    chargeCategory: 'Usage',
    description: `Unused ${c.type.toLowerCase()} ${c.kind.sku}`,
    chargeFrequency: 'Usage-Based',
    pricingCategory: 'Committed',
    unit: c.kind.unit,
    listUnitPrice: c.kind.price,
    contractedUnitPrice: contractedPrice,
  });
  for (let d = 0; d < COST_DAYS; d += 1) {
    const hours = (c.unusedHours[d] ?? 0) / 1e6;
    facts.row(
      unused,
      COST_FIRST_DAY + d,
      round6(hours),
      micros(hours * c.kind.price),
      micros(hours * contractedPrice),
      c.unusedMicros[d] ?? 0,
      0,
      2,
    );
  }
}
