/**
 * The cost export of Tailspin Toys, the demo tenant that has no seeded cost data: three months of
 * an Azure Cost Management FOCUS 1.0 export (its 46 columns) for about two dozen resources, with a
 * reservation covering some virtual machines (its used and unused parts) and one cost spike: on
 * {@link DEMO_EXPORT_SPIKE} a data-team virtual machine ran six times its usual hours. Importing
 * it (settings, Cost data; or `./portal import-focus`) fills every cost screen of the tenant, and
 * the spike is listed as an anomaly. Deterministic: the same bytes every time.
 */
import { gzipSync } from 'node:zlib';
import { csvField } from './csv.ts';
import { AZURE_FOCUS_COLUMNS } from './focus-versions.ts';
import { seededRandom } from './seeded-random.ts';

/** The tenant the export is made for, and its admin's account. */
export const DEMO_EXPORT_TENANT = 'tailspin';
/** The days the export covers (three whole billing months). */
export const DEMO_EXPORT_DAYS = { first: '2026-08-01', last: '2026-10-31' } as const;
/** The day of the spike, its subscription, service and resource. */
export const DEMO_EXPORT_SPIKE = {
  day: '2026-10-14',
  subscription: 'tailspin-data-prod',
  service: 'Virtual Machines',
  resource: 'vm-data-etl-01',
} as const;

const SUBSCRIPTIONS = ['tailspin-web-prod', 'tailspin-data-prod', 'tailspin-dev'] as const;
const RESERVATION_ID =
  '/providers/Microsoft.Capacity/reservationOrders/7d3c1b2a-0000-4000-8000-000000000001/reservations/7d3c1b2a-0000-4000-8000-000000000002';

interface DemoResource {
  name: string;
  subscription: (typeof SUBSCRIPTIONS)[number];
  service: string;
  category: string;
  type: string;
  unit: string;
  /** Usual quantity a day, and its list price per unit. */
  quantity: number;
  price: number;
  sku: string;
  reserved?: boolean;
}

/** A virtual machine: a D2s v5 (0.192 an hour) unless a larger size is given. */
const vm = (
  name: string,
  subscription: DemoResource['subscription'],
  hours: number,
  options: { reserved?: boolean; size?: { price: number; sku: string } } = {},
) => ({
  name,
  subscription,
  service: 'Virtual Machines',
  category: 'Compute',
  type: 'microsoft.compute/virtualmachines',
  unit: '1 Hour',
  quantity: hours,
  price: options.size?.price ?? 0.192,
  sku: options.size?.sku ?? 'DZH318Z0BQ4L',
  ...(options.reserved ? { reserved: true } : {}),
});
/** The data team's ETL machines: D32s v5. */
const D32 = { price: 1.536, sku: 'DZH318Z0BQ5C' };

const RESOURCES: DemoResource[] = [
  vm('vm-web-01', 'tailspin-web-prod', 24, { reserved: true }),
  vm('vm-web-02', 'tailspin-web-prod', 24, { reserved: true }),
  vm('vm-data-etl-01', 'tailspin-data-prod', 8, { size: D32 }),
  vm('vm-data-etl-02', 'tailspin-data-prod', 8, { size: D32 }),
  vm('vm-dev-build-01', 'tailspin-dev', 10),
  ...SUBSCRIPTIONS.map((subscription) => ({
    name: `st${subscription.replaceAll('-', '')}`,
    subscription,
    service: 'Storage',
    category: 'Storage',
    type: 'microsoft.storage/storageaccounts',
    unit: 'GB-Months',
    quantity: subscription === 'tailspin-data-prod' ? 410 : 120,
    price: 0.0208,
    sku: 'DZH318Z0BNVX',
  })),
  {
    name: 'sql-tailspin-orders',
    subscription: 'tailspin-data-prod',
    service: 'Azure SQL Database',
    category: 'Databases',
    type: 'microsoft.sql/servers/databases',
    unit: '1 Hour',
    quantity: 24,
    price: 0.5044,
    sku: 'DZH318Z0BQPS',
  },
  {
    name: 'app-tailspin-shop',
    subscription: 'tailspin-web-prod',
    service: 'Azure App Service',
    category: 'Web',
    type: 'microsoft.web/serverfarms',
    unit: '1 Hour',
    quantity: 24,
    price: 0.2,
    sku: 'DZH318Z0BP04',
  },
  {
    name: 'aks-tailspin-prod',
    subscription: 'tailspin-web-prod',
    service: 'Azure Kubernetes Service',
    category: 'Compute',
    type: 'microsoft.containerservice/managedclusters',
    unit: '1 Hour',
    quantity: 24,
    price: 0.1,
    sku: 'DZH318Z0BPVV',
  },
  {
    name: 'pip-tailspin-shop',
    subscription: 'tailspin-web-prod',
    service: 'Bandwidth',
    category: 'Networking',
    type: 'microsoft.network/publicipaddresses',
    unit: '1 GB',
    quantity: 140,
    price: 0.087,
    sku: 'DZH318Z0BNZJ',
  },
  {
    name: 'log-tailspin',
    subscription: 'tailspin-data-prod',
    service: 'Log Analytics',
    category: 'Management and Governance',
    type: 'microsoft.operationalinsights/workspaces',
    unit: '1 GB',
    quantity: 6,
    price: 2.76,
    sku: 'DZH318Z0BQ7X',
  },
];

/** The reservation's discount on the list price, and its daily hours (two VMs round the clock). */
const RESERVED_RATE = 0.62;
const RESERVED_HOURS = 50;

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const money = (value: number) => value.toFixed(10);

/** The billing month of a day: its start and end. */
function billingMonth(ms: number): { start: string; end: string } {
  const date = new Date(ms);
  return {
    start: iso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)),
    end: iso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)),
  };
}

/** The values every row of a resource shares. */
function resourceValues(r: DemoResource): Record<string, string> {
  const sub = `5a1f0000-0000-4000-8000-00000000000${SUBSCRIPTIONS.indexOf(r.subscription) + 1}`;
  const group = `rg-${r.subscription.split('-').slice(1).join('-')}`;
  const provider = r.type.split('/')[0] ?? '';
  return {
    BillingAccountId: '/providers/Microsoft.Billing/billingAccounts/87654321',
    BillingAccountName: 'Tailspin Toys',
    BillingAccountType: 'Billing Account',
    BillingCurrency: 'USD',
    ChargeFrequency: 'Usage-Based',
    ConsumedUnit: r.unit,
    InvoiceIssuerName: 'Reseller Cloud Services',
    PricingUnit: r.unit,
    ProviderName: 'Microsoft',
    PublisherName: 'Microsoft',
    RegionId: 'westeurope',
    RegionName: 'West Europe',
    ResourceId: `/subscriptions/${sub}/resourceGroups/${group}/providers/${provider}/${r.type.slice(provider.length + 1)}/${r.name}`,
    ResourceName: r.name,
    ResourceType: r.type,
    ServiceCategory: r.category,
    ServiceName: r.service,
    SkuId: r.sku,
    SkuPriceId: `${r.sku}/0001`,
    SubAccountId: `/subscriptions/${sub}`,
    SubAccountName: r.subscription,
    SubAccountType: 'Subscription',
    Tags: JSON.stringify({
      team: r.subscription.split('-')[1] ?? 'shared',
      environment: r.subscription.split('-')[2] ?? '',
    }),
    x_ResourceGroupName: group,
  };
}

/** One row: a resource's usage on a day, at list price or under the reservation. */
function usageRow(
  r: DemoResource,
  dayMs: number,
  quantity: number,
  commitment?: { status: 'Used' | 'Unused' },
): string {
  const list = quantity * r.price;
  const effective = commitment ? list * RESERVED_RATE : list;
  const values: Record<string, string> = {
    ...resourceValues(r),
    BillingPeriodStart: billingMonth(dayMs).start,
    BillingPeriodEnd: billingMonth(dayMs).end,
    BilledCost: money(commitment ? 0 : effective),
    ChargeCategory: 'Usage',
    ChargeDescription: `${r.service} ${r.unit} in West Europe${commitment?.status === 'Unused' ? ' (unused reservation)' : ''}`,
    ChargePeriodStart: iso(dayMs),
    ChargePeriodEnd: iso(dayMs + DAY_MS),
    ConsumedQuantity: String(quantity),
    ContractedCost: money(list),
    ContractedUnitPrice: money(r.price),
    EffectiveCost: money(effective),
    ListCost: money(list),
    ListUnitPrice: money(r.price),
    PricingCategory: commitment ? 'Committed' : 'Standard',
    PricingQuantity: String(quantity),
    ...(commitment
      ? {
          CommitmentDiscountCategory: 'Usage',
          CommitmentDiscountId: RESERVATION_ID,
          CommitmentDiscountName: 'Tailspin web VMs, 1 year',
          CommitmentDiscountStatus: commitment.status,
          CommitmentDiscountType: 'Reservation',
        }
      : {}),
  };
  return AZURE_FOCUS_COLUMNS.map((column) => csvField(values[column] ?? '')).join(',');
}

/** The export as CSV text (CRLF lines, as Azure writes them). */
export function demoExportCsv(): string {
  const random = seededRandom(20261014);
  const lines = [AZURE_FOCUS_COLUMNS.join(',')];
  const first = Date.parse(`${DEMO_EXPORT_DAYS.first}T00:00:00Z`);
  const last = Date.parse(`${DEMO_EXPORT_DAYS.last}T00:00:00Z`);
  const spike = Date.parse(`${DEMO_EXPORT_SPIKE.day}T00:00:00Z`);
  for (let day = first; day <= last; day += DAY_MS) {
    let reservedHours = 0;
    for (const r of RESOURCES) {
      // Usual usage within ±10 %, a slow growth over the months; the spike day six times it.
      const growth = 1 + ((day - first) / DAY_MS) * 0.001;
      let quantity = Math.round(r.quantity * growth * (0.9 + random() * 0.2) * 1e4) / 1e4;
      if (day === spike && r.name === DEMO_EXPORT_SPIKE.resource)
        quantity = Math.round(quantity * 6 * 1e4) / 1e4;
      if (r.reserved) reservedHours += quantity;
      lines.push(usageRow(r, day, quantity, r.reserved ? { status: 'Used' } : undefined));
    }
    const reserved = RESOURCES.find((r) => r.reserved);
    if (reserved && reservedHours < RESERVED_HOURS)
      lines.push(
        usageRow(
          { ...reserved, name: 'vm-web-reservation' },
          day,
          Math.round((RESERVED_HOURS - reservedHours) * 1e4) / 1e4,
          { status: 'Unused' },
        ),
      );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The export gzip-compressed, as Azure writes its CSV parts (`.csv.gz`). */
export const demoExportGzip = (): Uint8Array => gzipSync(demoExportCsv(), { level: 9 });
