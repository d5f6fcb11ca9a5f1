import type { Database } from '../../db/database.ts';
import { stableUuid } from '../../domain/stable-uuid.ts';
import type { Calendar } from './calendar.ts';
import {
  type Catalogue,
  COST_ANOMALIES,
  COST_FIRST_DAY,
  dayOf,
  type SeededAnomaly,
  type TenantSize,
} from './catalogue.ts';
import type { FactWriter } from './fact-writer.ts';

/** The resource-level columns of one `cost_resources` row of the seed. */
export interface ResourceRow {
  subId: string | null;
  subName: string | null;
  resourceId: string | null;
  resourceName: string | null;
  resourceType: string | null;
  regionId: string | null;
  regionName: string | null;
  serviceCategory: string;
  service: string;
  subcategory: string | null;
  sku: string | null;
  meter: string | null;
  chargeCategory: 'Usage' | 'Purchase' | 'Tax' | 'Credit' | 'Adjustment';
  chargeClass?: string | null;
  description?: string | null;
  chargeFrequency: 'Usage-Based' | 'Recurring' | 'One-Time';
  pricingCategory: 'Standard' | 'Committed' | null;
  unit: string | null;
  listUnitPrice: number | null;
  contractedUnitPrice: number | null;
  commitmentId?: string | null;
  commitmentType?: string | null;
  commitmentCategory?: string | null;
  tags: Record<string, string>;
}

/** A reservation or savings plan: its monthly amount is fixed, amortised day by day. */
export interface Commitment {
  id: string;
  type: 'Reservation' | 'Savings Plan';
  kind: Catalogue;
  regionId: string | null;
  regionName: string | null;
  /** Amortised cost of one covered resource's 24 hours × 30.4375 days, as a share of list. */
  factor: number;
  /** Utilisation per month (0.80–0.98), varying per commitment. */
  utilisation: number[];
  /** Fixed monthly amount, the sum of its covered resources' shares, micro-units. */
  monthly: number;
  /** Per day of the window: the unused amortised amount (micro-units) and unused hours (micro-hours). */
  unusedMicros: Float64Array;
  unusedHours: Float64Array;
  resources: number;
}

/** A subscription of the tenant, named '{tenant}-{team}-{environment}-{nn}'. */
export interface Subscription {
  id: string;
  name: string;
  team: string;
  environment: string;
}

/** The billed cost of one subscription and service: month → [list, contracted, billed], micro-units. */
export interface TaxBase {
  sub: { id: string; name: string };
  service: string;
  category: string;
  months: Map<number, number[]>;
}

/** One tenant's cost seed, as its steps share it. */
export interface TenantCosts {
  tenantId: string;
  size: TenantSize;
  /** Multiplies the tenant's Azure resources. */
  scale: number;
  cal: Calendar;
  facts: FactWriter;
  subscriptions: Subscription[];
  /** The subscription billing the commitments, and the charges of no subscription of the tenant's. */
  billingSub: { id: string; name: string };
  /** The tenant's anomalies, their days as indexes into the data window. */
  anomalies: (SeededAnomaly & { dayIndexes: Set<number> })[];
  /** Reservations per SKU and region, savings plans per SKU, created as their first resource appears. */
  commitments: Map<string, Commitment>;
  /** Billed cost per subscription and service (Usage and Purchase), by month: the base of the tax. */
  taxBase: Map<string, TaxBase>;
  /** Inserts a `cost_resources` row and names its service to {@link facts}; returns the row's id. */
  addResource: (r: ResourceRow) => number;
}

/** A tenant's cost seed before its first row: its subscriptions, anomalies and resource writer. */
export function tenantCosts(
  db: Database,
  tenantId: string,
  size: TenantSize,
  scale: number,
  cal: Calendar,
  facts: FactWriter,
): TenantCosts {
  const subscriptions = size.subscriptions.map((name, i) => ({
    id: stableUuid(tenantId, 'subscription', String(i)),
    name,
    team: name.split('-')[1] ?? 'platform',
    environment: name.split('-')[2] ?? 'prod',
  }));
  return {
    tenantId,
    size,
    scale,
    cal,
    facts,
    subscriptions,
    billingSub: subscriptions[0] ?? { id: stableUuid(tenantId, 'subscription', '0'), name: tenantId },
    anomalies: COST_ANOMALIES.filter((a) => a.tenantId === tenantId).map((a) => ({
      ...a,
      dayIndexes: new Set(a.days.map((d) => dayOf(d) - COST_FIRST_DAY)),
    })),
    commitments: new Map(),
    taxBase: new Map(),
    addResource: resourceWriter(db, tenantId, facts),
  };
}

/** Writes `cost_resources` rows of the tenant's CSP billing account, naming each one's service to `facts`. */
function resourceWriter(db: Database, tenantId: string, facts: FactWriter): (r: ResourceRow) => number {
  const account = `${tenantId.toUpperCase()}-CSP-0001`;
  const accountName = `${tenantId} CSP agreement`;
  const insertResource = db.sqlite.prepare(
    `INSERT INTO cost_resources (tenant_id, provider_name, publisher_name, billing_account_id, billing_account_name,
       sub_account_id, sub_account_name, resource_id, resource_name, resource_type, region_id, region_name,
       service_category, service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_class,
       charge_description, charge_frequency, pricing_category, pricing_unit, list_unit_price, contracted_unit_price,
       commitment_discount_id, commitment_discount_type, commitment_discount_category, tags)
     VALUES (?, 'Microsoft', 'Microsoft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (r: ResourceRow): number =>
    facts.resource(
      Number(
        insertResource.run(
          tenantId,
          account,
          accountName,
          r.subId,
          r.subName,
          r.resourceId,
          r.resourceName,
          r.resourceType,
          r.regionId,
          r.regionName,
          r.serviceCategory,
          r.service,
          r.subcategory,
          r.sku,
          r.meter,
          r.chargeCategory,
          r.chargeClass ?? null,
          r.description ?? null,
          r.chargeFrequency,
          r.pricingCategory,
          r.unit,
          r.listUnitPrice,
          r.contractedUnitPrice,
          r.commitmentId ?? null,
          r.commitmentType ?? null,
          r.commitmentCategory ?? null,
          JSON.stringify(r.tags),
        ).lastInsertRowid,
      ),
      { service: r.service, subscription: r.subName ?? '', chargeCategory: r.chargeCategory },
    );
}
