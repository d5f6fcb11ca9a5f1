import { createHash } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import { costScale } from '../config.ts';
import { ALL_DAYS, CostDailyServiceRollup } from '../data/cost-rollup.ts';
import type { Database } from '../db/database.ts';
import { stableUuid } from './seed.ts';

/** A small, fast, seedable generator (mulberry32): the same tenant always gets the same data. */
export function random(seedText: string): () => number {
  let state = createHash('sha1').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day of the demo cost data (twelve full months before the current one). */
export const COST_FIRST_DATE = '2025-11-01';
/** The last day of the demo cost data: the current month, November 2026, runs to date up to here. */
export const COST_LAST_DATE = '2026-11-20';
/** {@link COST_FIRST_DATE} as days since 1970-01-01 (the `day` of `cost_daily`). */
export const COST_FIRST_DAY = dayOf(COST_FIRST_DATE);
/** {@link COST_LAST_DATE} as days since 1970-01-01. */
export const COST_LAST_DAY = dayOf(COST_LAST_DATE);
/** Days with cost, both ends included (385). */
export const COST_DAYS = COST_LAST_DAY - COST_FIRST_DAY + 1;

/** Monthly tax on each subscription's and service's billed cost (Usage and Purchase), 8 %. */
export const COST_TAX_PERCENT = 8;

/**
 * An injected anomaly: the usage of one service in one subscription runs `factor` times its usual
 * quantity on `days` (ISO dates), every other day being ordinary. Anomaly detection is tested
 * against these.
 */
export interface SeededAnomaly {
  tenantId: string;
  service: string;
  /** The subscription's name (FOCUS SubAccountName). */
  subscription: string;
  days: readonly string[];
  factor: number;
}

/** The clear anomalies of the demo data: 1 to 3 days each, several times the usual daily cost. */
export const COST_ANOMALIES: readonly SeededAnomaly[] = [
  {
    tenantId: 'contoso',
    service: 'Log Analytics',
    subscription: 'contoso-data-prod-04',
    days: ['2026-03-17', '2026-03-18'],
    factor: 6,
  },
  {
    tenantId: 'contoso',
    service: 'Bandwidth',
    subscription: 'contoso-sales-prod-02',
    days: ['2026-06-09'],
    factor: 5,
  },
  {
    tenantId: 'contoso',
    service: 'Storage',
    subscription: 'contoso-platform-dev-07',
    days: ['2026-08-25', '2026-08-26', '2026-08-27'],
    factor: 4,
  },
  {
    tenantId: 'contoso',
    service: 'Log Analytics',
    subscription: 'contoso-platform-prod-03',
    days: ['2026-11-12', '2026-11-13'],
    factor: 5,
  },
  {
    tenantId: 'fabrikam',
    service: 'Log Analytics',
    subscription: 'fabrikam-platform-prod-01',
    days: ['2026-09-08', '2026-09-09'],
    factor: 6,
  },
  {
    tenantId: 'demo',
    service: 'Bandwidth',
    subscription: 'demo-platform-prod-02',
    days: ['2026-10-20'],
    factor: 5,
  },
];

/** A one-off charge of the demo data: a Credit (negative) or an Adjustment, in micro-units. */
export interface SeededCharge {
  tenantId: string;
  category: 'Credit' | 'Adjustment';
  day: string;
  service: string;
  subscription: string;
  description: string;
  micros: number;
}

/** Credits and adjustments: no resource, no quantity; billed = effective = list = contracted. */
export const COST_CHARGES: readonly SeededCharge[] = [
  {
    tenantId: 'contoso',
    category: 'Credit',
    day: '2026-02-10',
    service: 'Virtual Machines',
    subscription: 'contoso-platform-prod-03',
    description: 'Azure credit: service level agreement, January outage',
    micros: -4_000_000_000,
  },
  {
    tenantId: 'contoso',
    category: 'Credit',
    day: '2026-07-15',
    service: 'Azure SQL Database',
    subscription: 'contoso-data-prod-04',
    description: 'Azure credit: migration programme',
    micros: -2_500_000_000,
  },
  {
    tenantId: 'contoso',
    category: 'Adjustment',
    day: '2025-12-05',
    service: 'Bandwidth',
    subscription: 'contoso-sales-prod-02',
    description: 'Billing adjustment: data transfer re-rated',
    micros: 312_400_000,
  },
  {
    tenantId: 'contoso',
    category: 'Adjustment',
    day: '2026-05-20',
    service: 'Log Analytics',
    subscription: 'contoso-data-prod-04',
    description: 'Billing adjustment: retention refund',
    micros: -120_000_000,
  },
  {
    tenantId: 'contoso',
    category: 'Adjustment',
    day: '2026-09-03',
    service: 'Storage',
    subscription: 'contoso-finance-prod-01',
    description: 'Billing adjustment: rounding',
    micros: 45_170_000,
  },
  {
    tenantId: 'fabrikam',
    category: 'Credit',
    day: '2026-05-12',
    service: 'Virtual Machines',
    subscription: 'fabrikam-platform-prod-01',
    description: 'Azure credit: service level agreement',
    micros: -150_000_000,
  },
  {
    tenantId: 'fabrikam',
    category: 'Adjustment',
    day: '2026-03-04',
    service: 'Bandwidth',
    subscription: 'fabrikam-sales-prod-02',
    description: 'Billing adjustment: data transfer re-rated',
    micros: 18_750_000,
  },
  {
    tenantId: 'demo',
    category: 'Credit',
    day: '2026-04-14',
    service: 'Virtual Machines',
    subscription: 'demo-platform-prod-02',
    description: 'Azure credit: service level agreement',
    micros: -300_000_000,
  },
];

interface Catalogue {
  service: string;
  category: string;
  subcategory: string;
  type: string;
  sku: string;
  meter: string;
  unit: string;
  /** List price per unit, USD. */
  price: number;
  /** Typical units a day, before noise. */
  daily: [number, number];
  /** Business-driven: weekdays busier than weekends, a deep December dip, month-end peaks. */
  weekly: boolean;
  /** Share of resources of this kind covered by a reservation or savings plan. */
  committed: number;
  /** The commitment that covers them: reservations per region, savings plans across regions. */
  commitment?: 'Reservation' | 'Savings Plan';
}

const AZURE: Catalogue[] = [
  {
    service: 'Virtual Machines',
    category: 'Compute',
    subcategory: 'Virtual Machines',
    type: 'microsoft.compute/virtualmachines',
    sku: 'D4s_v5',
    meter: 'D4s v5',
    unit: '1 Hour',
    price: 0.192,
    daily: [12, 24],
    weekly: true,
    committed: 0.45,
    commitment: 'Reservation',
  },
  {
    service: 'Virtual Machines',
    category: 'Compute',
    subcategory: 'Virtual Machines',
    type: 'microsoft.compute/virtualmachines',
    sku: 'E8s_v5',
    meter: 'E8s v5',
    unit: '1 Hour',
    price: 0.504,
    daily: [16, 24],
    weekly: false,
    committed: 0.6,
    commitment: 'Reservation',
  },
  {
    service: 'Storage',
    category: 'Storage',
    subcategory: 'Object Storage',
    type: 'microsoft.storage/storageaccounts',
    sku: 'Hot_LRS',
    meter: 'Hot LRS Data Stored',
    unit: '1 GB/Month',
    price: 0.0208 / 30,
    daily: [500, 20_000],
    weekly: false,
    committed: 0,
  },
  {
    service: 'Azure SQL Database',
    category: 'Databases',
    subcategory: 'Relational Databases',
    type: 'microsoft.sql/servers/databases',
    sku: 'GP_Gen5_4',
    meter: 'vCore',
    unit: '1 Hour',
    price: 0.505,
    daily: [24, 24],
    weekly: false,
    committed: 0.3,
    commitment: 'Savings Plan',
  },
  {
    service: 'Azure App Service',
    category: 'Compute',
    subcategory: 'Platform as a Service',
    type: 'microsoft.web/serverfarms',
    sku: 'P1v3',
    meter: 'P1 v3 App',
    unit: '1 Hour',
    price: 0.226,
    daily: [24, 24],
    weekly: false,
    committed: 0.2,
    commitment: 'Savings Plan',
  },
  {
    service: 'Azure Kubernetes Service',
    category: 'Compute',
    subcategory: 'Containers',
    type: 'microsoft.containerservice/managedclusters',
    sku: 'Standard',
    meter: 'Uptime SLA',
    unit: '1 Hour',
    price: 0.1,
    daily: [24, 24],
    weekly: false,
    committed: 0,
  },
  {
    service: 'Bandwidth',
    category: 'Networking',
    subcategory: 'Network Infrastructure',
    type: 'microsoft.network/publicipaddresses',
    sku: 'Standard',
    meter: 'Data Transfer Out',
    unit: '1 GB',
    price: 0.087,
    daily: [2, 120],
    weekly: true,
    committed: 0,
  },
  {
    service: 'Log Analytics',
    category: 'Management and Governance',
    subcategory: 'Observability',
    type: 'microsoft.operationalinsights/workspaces',
    sku: 'PerGB2018',
    meter: 'Data Ingestion',
    unit: '1 GB',
    price: 2.76,
    daily: [1, 30],
    weekly: true,
    committed: 0,
  },
];

const M365: { sku: string; meter: string; price: number; share: number }[] = [
  { sku: 'SPE_E3', meter: 'Microsoft 365 E3', price: 36, share: 0.55 },
  { sku: 'SPE_E5', meter: 'Microsoft 365 E5', price: 57, share: 0.15 },
  { sku: 'O365_BUSINESS_PREMIUM', meter: 'Microsoft 365 Business Premium', price: 22, share: 0.2 },
  { sku: 'Microsoft_365_Copilot', meter: 'Microsoft 365 Copilot', price: 30, share: 0.1 },
];

const REGIONS = [
  ['westeurope', 'West Europe'],
  ['northeurope', 'North Europe'],
  ['eastus', 'East US'],
  ['uksouth', 'UK South'],
] as const;
const TEAMS = ['finance', 'sales', 'platform', 'data', 'marketing', 'hr'];
/** The `project` tag's values; about 15 % of the Azure resources have none. */
export const COST_PROJECTS = ['atlas', 'beacon', 'compass', 'delta', 'ember', 'falcon', 'granite'] as const;

/** Rounds to 6 decimals (quantities and unit prices). */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
/** An amount in USD as integer micro-units. */
const micros = (value: number) => Math.round(value * 1e6);

/**
 * Resources, seats and subscriptions (named '{tenant}-{team}-{environment}-{nn}') per tenant:
 * Contoso is the large estate, multiplied by the scale.
 */
const SIZES: Record<string, { resources: number; seats: number; subscriptions: string[] } | undefined> = {
  contoso: {
    resources: 1500,
    seats: 2500,
    subscriptions: [
      'contoso-finance-prod-01',
      'contoso-sales-prod-02',
      'contoso-platform-prod-03',
      'contoso-data-prod-04',
      'contoso-marketing-test-05',
      'contoso-hr-prod-06',
      'contoso-platform-dev-07',
      'contoso-data-test-08',
      'contoso-sales-dev-09',
      'contoso-finance-test-10',
      'contoso-platform-test-11',
      'contoso-data-dev-12',
    ],
  },
  fabrikam: {
    resources: 80,
    seats: 150,
    subscriptions: ['fabrikam-platform-prod-01', 'fabrikam-sales-prod-02', 'fabrikam-data-dev-03'],
  },
  demo: {
    resources: 150,
    seats: 300,
    subscriptions: [
      'demo-finance-prod-01',
      'demo-platform-prod-02',
      'demo-data-test-03',
      'demo-marketing-dev-04',
    ],
  },
};

/** Contoso's seeded resources at scale 1; `--scale N` multiplies them. */
export const CONTOSO_RESOURCES = 1500;

/** The tenants with demo cost data. */
export const COST_TENANTS = Object.keys(SIZES);

/**
 * The calendar of the data window: per day index, its month's first day, its day in the month
 * (0-based), the month's length, and the seasonal factor of business-driven and steady workloads.
 */
interface Calendar {
  monthStart: Int32Array;
  dayInMonth: Int32Array;
  monthLength: Int32Array;
  /** Index of the day's month, 0 for November 2025. */
  monthIndex: Int32Array;
  seasonWeekly: Float64Array;
  seasonSteady: Float64Array;
  /** Each month's first day, in order. */
  months: number[];
}

/**
 * Seasonality: weekends are quiet for business-driven workloads; from 18 December to 1 January
 * they dip deeply (steady ones a little); the last two days of a month (month-end close) and the
 * last three of a quarter (reporting) run hotter.
 */
function calendar(): Calendar {
  const c: Calendar = {
    monthStart: new Int32Array(COST_DAYS),
    dayInMonth: new Int32Array(COST_DAYS),
    monthLength: new Int32Array(COST_DAYS),
    monthIndex: new Int32Array(COST_DAYS),
    seasonWeekly: new Float64Array(COST_DAYS),
    seasonSteady: new Float64Array(COST_DAYS),
    months: [],
  };
  for (let i = 0; i < COST_DAYS; i += 1) {
    const date = new Date((COST_FIRST_DAY + i) * DAY_MS);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const dayOfMonth = date.getUTCDate();
    const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const start = Date.UTC(year, month, 1) / DAY_MS;
    if (c.months.at(-1) !== start) c.months.push(start);
    c.monthStart[i] = start;
    c.dayInMonth[i] = dayOfMonth - 1;
    c.monthLength[i] = length;
    c.monthIndex[i] = c.months.length - 1;
    const weekday = date.getUTCDay();
    let weekly = weekday === 0 || weekday === 6 ? 0.45 : 1;
    let steady = 1;
    if ((month === 11 && dayOfMonth >= 18) || (month === 0 && dayOfMonth === 1)) {
      weekly *= 0.55;
      steady *= 0.9;
    }
    const left = length - dayOfMonth;
    if (month % 3 === 2 && left < 3) {
      weekly *= 1.35;
      steady *= 1.08;
    } else if (left < 2) {
      weekly *= 1.15;
      steady *= 1.04;
    }
    c.seasonWeekly[i] = weekly;
    c.seasonSteady[i] = steady;
  }
  return c;
}

/** The resource-level columns of one `cost_resources` row of the seed. */
interface ResourceRow {
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
interface Commitment {
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

/**
 * Writes daily rows and keeps the monthly roll-up of every resource and the tenant's roll-up per day
 * and service (`cost_daily_service`) in step.
 */
class FactWriter {
  readonly #daily: StatementSync;
  readonly #monthly: StatementSync;
  readonly #tenantId: string;
  readonly #services = new Map<number, string>();
  readonly #perService: CostDailyServiceRollup;
  /** Day → service → the sums of its rows written so far. */
  readonly #perDay = new Map<
    number,
    Map<string, { list: number; contracted: number; effective: number; billed: number }>
  >();
  readonly #rollup = new Map<
    string,
    {
      resource: number;
      month: number;
      committed: number;
      first: number;
      last: number;
      quantity: number | null;
      list: number;
      contracted: number;
      effective: number;
      billed: number;
    }
  >();
  readonly #monthOf: (day: number) => number;

  constructor(db: Database, tenantId: string, monthOf: (day: number) => number) {
    this.#tenantId = tenantId;
    this.#perService = new CostDailyServiceRollup(db);
    this.#daily = db.sqlite.prepare(
      `INSERT INTO cost_daily (resource, day, quantity, list_cost, contracted_cost, effective_cost, billed_cost, committed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#monthly = db.sqlite.prepare(
      `INSERT INTO cost_monthly (resource, month, committed, first_day, last_day, quantity, list_cost, contracted_cost,
         effective_cost, billed_cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#monthOf = monthOf;
  }

  /** Names the service of a resource before its rows are written. */
  resource(id: number, service: string): number {
    this.#services.set(id, service);
    return id;
  }

  row(
    resource: number,
    day: number,
    quantity: number | null,
    list: number,
    contracted: number,
    effective: number,
    billed: number,
    committed: 0 | 1 | 2,
  ): void {
    this.#daily.run(resource, day, quantity, list, contracted, effective, billed, committed);
    const service = this.#services.get(resource);
    if (service === undefined) throw new Error(`cost seed: resource ${resource} has no service`);
    let services = this.#perDay.get(day);
    if (!services) {
      services = new Map();
      this.#perDay.set(day, services);
    }
    const perService = services.get(service);
    if (perService) {
      perService.list += list;
      perService.contracted += contracted;
      perService.effective += effective;
      perService.billed += billed;
    } else services.set(service, { list, contracted, effective, billed });
    const month = this.#monthOf(day);
    const key = `${resource}|${month}|${committed}`;
    const sum = this.#rollup.get(key);
    if (!sum) {
      this.#rollup.set(key, {
        resource,
        month,
        committed,
        first: day,
        last: day,
        quantity,
        list,
        contracted,
        effective,
        billed,
      });
      return;
    }
    sum.first = Math.min(sum.first, day);
    sum.last = Math.max(sum.last, day);
    if (quantity !== null) sum.quantity = (sum.quantity ?? 0) + quantity;
    sum.list += list;
    sum.contracted += contracted;
    sum.effective += effective;
    sum.billed += billed;
  }

  /** Writes the roll-up of everything written so far. */
  flush(): void {
    for (const s of this.#rollup.values()) {
      this.#monthly.run(
        s.resource,
        s.month,
        s.committed,
        s.first,
        s.last,
        s.quantity === null ? null : round6(s.quantity),
        s.list,
        s.contracted,
        s.effective,
        s.billed,
      );
    }
    this.#rollup.clear();
    for (const [day, services] of this.#perDay) {
      for (const [service, sums] of services) this.#perService.add(this.#tenantId, day, service, sums);
    }
    this.#perDay.clear();
  }
}

/** Round half away from zero of `value × percent / 100`, in integers. */
const percentOf = (value: number, percent: number) => {
  const scaled = Math.abs(value) * percent;
  const rounded = Math.floor((scaled + 50) / 100);
  return value < 0 ? -rounded : rounded;
};

/**
 * FinOps FOCUS 1.2 cost rows for Azure and Microsoft 365, deterministic per tenant, from
 * {@link COST_FIRST_DATE} to {@link COST_LAST_DATE}: list, contracted (the reseller's price),
 * effective (commitments amortised) and billed cost side by side in integer micro-units, with the
 * monthly roll-up (`cost_monthly`) written beside the daily rows. Usage follows weekly, December and
 * month-end seasonality and growth, with the clear anomalies of {@link COST_ANOMALIES}.
 * Reservations and savings plans have fixed monthly amounts: covered usage is 'Used' (billed 0,
 * effective the amortised share), the rest of each day's amortisation an 'Unused' row, so a month's
 * purchase equals its used plus unused effective cost. Monthly Tax on billed cost, and the Credit
 * and Adjustment rows of {@link COST_CHARGES}. Readable through the `focus_costs` view.
 *
 * `scale` multiplies Contoso's resources (default: `PORTAL_SCALE`, else 1). Only the seeded rows
 * are replaced: resources derived from imported FOCUS files stay.
 */
export function seedCosts(
  db: Database,
  tenantIds: string[] = COST_TENANTS,
  options: { scale?: number } = {},
): void {
  const scale = options.scale ?? costScale();
  const cal = calendar();
  const monthOf = (day: number) =>
    cal.monthStart[day - COST_FIRST_DAY] ?? dayOf(`${isoOf(day).slice(0, 7)}-01`);
  db.transaction(() => {
    for (const tenantId of tenantIds) {
      db.run('DELETE FROM cost_resources WHERE tenant_id = ? AND import_id IS NULL', [tenantId]);
      // The roll-up per day and service of what is left (imported rows); the seed adds its own sums.
      new CostDailyServiceRollup(db).refresh(tenantId, ALL_DAYS.from, ALL_DAYS.to);
      const size = SIZES[tenantId];
      if (!size) continue;
      seedTenant(
        db,
        tenantId,
        size,
        tenantId === 'contoso' ? scale : 1,
        cal,
        new FactWriter(db, tenantId, monthOf),
      );
    }
  });
}

/** Contoso's scale in the seeded data (its Azure resources / 1,500), or undefined without them. */
/** Counts Contoso's seeded subscription resources, from which {@link scaleOfResources} tells the scale. */
export const CONTOSO_RESOURCE_COUNT = `SELECT COUNT(*) AS n FROM cost_resources WHERE tenant_id = 'contoso'
  AND import_id IS NULL AND charge_category = 'Usage' AND resource_id LIKE '/subscriptions/%'`;

/** The seed scale that many resources of Contoso's come from; undefined for none. */
export const scaleOfResources = (n: number): number | undefined =>
  n > 0 ? Math.round(n / CONTOSO_RESOURCES) : undefined;

export function seededScale(db: Database): number | undefined {
  return scaleOfResources(db.get<{ n: number }>(CONTOSO_RESOURCE_COUNT)?.n ?? 0);
}

function seedTenant(
  db: Database,
  tenantId: string,
  size: { resources: number; seats: number; subscriptions: string[] },
  scale: number,
  cal: Calendar,
  facts: FactWriter,
): void {
  const account = `${tenantId.toUpperCase()}-CSP-0001`;
  const accountName = `${tenantId} CSP agreement`;
  const subscriptions = size.subscriptions.map((name, i) => ({
    id: stableUuid(tenantId, 'subscription', String(i)),
    name,
    team: name.split('-')[1] ?? 'platform',
    environment: name.split('-')[2] ?? 'prod',
  }));
  const billingSub = subscriptions[0] ?? { id: stableUuid(tenantId, 'subscription', '0'), name: tenantId };
  const insertResource = db.sqlite.prepare(
    `INSERT INTO cost_resources (tenant_id, provider_name, publisher_name, billing_account_id, billing_account_name,
       sub_account_id, sub_account_name, resource_id, resource_name, resource_type, region_id, region_name,
       service_category, service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_class,
       charge_description, charge_frequency, pricing_category, pricing_unit, list_unit_price, contracted_unit_price,
       commitment_discount_id, commitment_discount_type, commitment_discount_category, tags)
     VALUES (?, 'Microsoft', 'Microsoft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addResource = (r: ResourceRow): number =>
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
      r.service,
    );

  // Billed cost per subscription, service and month (Usage and Purchase): the base of the tax.
  const taxBase = new Map<
    string,
    { sub: { id: string; name: string }; service: string; category: string; months: Map<number, number[]> }
  >();
  const addTaxBase = (
    sub: { id: string; name: string },
    kind: { service: string; category: string },
    month: number,
    list: number,
    contracted: number,
    billed: number,
  ) => {
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
  };

  const anomalies = COST_ANOMALIES.filter((a) => a.tenantId === tenantId).map((a) => ({
    ...a,
    dayIndexes: new Set(a.days.map((d) => dayOf(d) - COST_FIRST_DAY)),
  }));

  // Reservations per SKU and region, savings plans per SKU, created as their first resource appears.
  const commitments = new Map<string, Commitment>();
  const commitmentFor = (kind: Catalogue, regionId: string, regionName: string): Commitment => {
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
  };

  const count = size.resources * scale;
  for (let i = 0; i < count; i += 1) {
    const r = random(`costs:${tenantId}:resource:${i}`);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
    const kind = pick(AZURE);
    const sub = pick(subscriptions);
    const [regionId, regionName] = pick(REGIONS);
    // Mostly the subscription's team and environment; some resources belong to another team.
    const team = r() < 0.8 ? sub.team : pick(TEAMS);
    const environment = sub.environment;
    const name = `${kind.type.split('/').pop()?.slice(0, 4) ?? 'res'}-${team}-${environment}-${String(i).padStart(4, '0')}`;
    const committed = kind.commitment !== undefined && r() < kind.committed;
    const discount = 0.85 + r() * 0.1;
    const contractedPrice = round6(kind.price * discount);
    const project = r() < 0.15 ? undefined : pick(COST_PROJECTS);
    const tags: Record<string, string> = {
      team,
      environment,
      costcenter: `CC-${100 + TEAMS.indexOf(team)}`,
      ...(project ? { project } : {}),
      ...(r() < 0.22 ? {} : { owner: `${team}@${tenantId}.example` }),
    };
    const commitment = committed ? commitmentFor(kind, regionId, regionName) : undefined;
    const resource = addResource({
      subId: sub.id,
      subName: sub.name,
      resourceId: `/subscriptions/${sub.id}/resourceGroups/rg-${team}-${environment}/providers/${kind.type}/${name}`,
      resourceName: name,
      resourceType: kind.type,
      regionId,
      regionName,
      serviceCategory: kind.category,
      service: kind.service,
      subcategory: kind.subcategory,
      sku: kind.sku,
      meter: kind.meter,
      chargeCategory: 'Usage',
      chargeFrequency: 'Usage-Based',
      pricingCategory: commitment ? 'Committed' : 'Standard',
      unit: kind.unit,
      listUnitPrice: kind.price,
      contractedUnitPrice: contractedPrice,
      commitmentId: commitment?.id ?? null,
      commitmentType: commitment?.type ?? null,
      commitmentCategory: commitment ? (commitment.type === 'Reservation' ? 'Usage' : 'Spend') : null,
      tags,
    });

    if (commitment) {
      // Covered: steady, up to 24 hours a day; the share of the commitment's fixed monthly amount is
      // amortised per day, and the hours not run are the commitment's unused part.
      const share = micros(24 * 30.4375 * kind.price * commitment.factor);
      commitment.monthly += share;
      commitment.resources += 1;
      for (let d = 0; d < COST_DAYS; d += 1) {
        const length = cal.monthLength[d] ?? 30;
        const amortised = Math.floor(share / length) + ((cal.dayInMonth[d] ?? 0) < share % length ? 1 : 0);
        const running = Math.min(
          1,
          (commitment.utilisation[cal.monthIndex[d] ?? 0] ?? 0.9) + (r() - 0.5) * 0.08,
        );
        const hours = Math.round(24e6 * running);
        const used = Math.floor((amortised * hours) / 24e6);
        commitment.unusedMicros[d] = (commitment.unusedMicros[d] ?? 0) + amortised - used;
        commitment.unusedHours[d] = (commitment.unusedHours[d] ?? 0) + 24e6 - hours;
        const quantity = hours / 1e6;
        facts.row(
          resource,
          COST_FIRST_DAY + d,
          quantity,
          micros(quantity * kind.price),
          micros(quantity * contractedPrice),
          used,
          0,
          1,
        );
      }
      continue;
    }

    const [low, high] = kind.daily;
    const base = low + r() * (high - low);
    const growth = 0.0003 + r() * 0.001;
    const started = r() < 0.15 ? Math.floor(r() * 300) : 0;
    const season = kind.weekly ? cal.seasonWeekly : cal.seasonSteady;
    const spikes = anomalies.filter((a) => a.service === kind.service && a.subscription === sub.name);
    for (let d = started; d < COST_DAYS; d += 1) {
      let spike = 1;
      for (const a of spikes) if (a.dayIndexes.has(d)) spike = a.factor;
      const quantity = round6(base * (season[d] ?? 1) * spike * (1 + growth * d) * (0.9 + r() * 0.2));
      const list = micros(quantity * kind.price);
      const contracted = micros(quantity * contractedPrice);
      facts.row(resource, COST_FIRST_DAY + d, quantity, list, contracted, contracted, contracted, 0);
      addTaxBase(sub, kind, cal.monthStart[d] ?? 0, list, contracted, contracted);
    }
  }

  // Each commitment: a Purchase of its fixed monthly amount on the first of every month (billed, not
  // effective: FOCUS counts the amortised cost in the usage), and a daily 'Unused' usage row.
  for (const c of [...commitments.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    const reservation = c.type === 'Reservation';
    const resourceId = reservation
      ? `/providers/microsoft.capacity/reservationorders/${c.id}`
      : `/providers/microsoft.billingbenefits/savingsplanorders/${c.id}`;
    const resourceType = reservation
      ? 'microsoft.capacity/reservationorders'
      : 'microsoft.billingbenefits/savingsplanorders';
    const resourceName = `${c.type} ${c.kind.sku}${c.regionId ? ` ${c.regionId}` : ''}`;
    const common = {
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
    const purchase = addResource({
      ...common,
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
      addTaxBase(billingSub, c.kind, month, c.monthly, c.monthly, c.monthly);
    }
    const contractedPrice = round6(c.kind.price * 0.9);
    const unused = addResource({
      ...common,
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

  // Microsoft 365 seats: a monthly recurring purchase per SKU, on the first day of each month.
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
      unit: '1 License/Month',
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
        m365,
        { service: 'Microsoft 365', category: 'Productivity' },
        month,
        list,
        contracted,
        contracted,
      );
    });
  }

  // Credits and adjustments: one-off, without resource or quantity.
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

  // Tax: for every whole month, a share of each subscription's and service's billed cost.
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
  facts.flush();
}
