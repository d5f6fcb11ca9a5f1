/**
 * The fixed inputs of the demo cost data: its window of days, the tax, the injected anomalies and
 * one-off charges, the catalogue of Azure resources and Microsoft 365 SKUs, and each tenant's estate.
 */

/** A day in milliseconds. */
export const DAY_MS = 86_400_000;
/** An ISO date as days since 1970-01-01. */
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** Days since 1970-01-01 as an ISO date. */
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

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

/** A kind of Azure resource: its service, SKU and meter, price, usage and commitment. */
export interface Catalogue {
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

/** The Azure resources of the demo data, by kind. */
export const AZURE: Catalogue[] = [
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
    unit: 'GB-Months',
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

/** The Microsoft 365 SKUs: list price per seat and month, share of the tenant's seats. */
export const M365: { sku: string; meter: string; price: number; share: number }[] = [
  { sku: 'SPE_E3', meter: 'Microsoft 365 E3', price: 36, share: 0.55 },
  { sku: 'SPE_E5', meter: 'Microsoft 365 E5', price: 57, share: 0.15 },
  { sku: 'O365_BUSINESS_PREMIUM', meter: 'Microsoft 365 Business Premium', price: 22, share: 0.2 },
  { sku: 'Microsoft_365_Copilot', meter: 'Microsoft 365 Copilot', price: 30, share: 0.1 },
];

/** The Azure regions: id and display name. */
export const REGIONS = [
  ['westeurope', 'West Europe'],
  ['northeurope', 'North Europe'],
  ['eastus', 'East US'],
  ['uksouth', 'UK South'],
] as const;
/** The teams of the subscriptions and of the `team` tag. */
export const TEAMS = ['finance', 'sales', 'platform', 'data', 'marketing', 'hr'];
/** The `project` tag's values; about 15 % of the Azure resources have none. */
export const COST_PROJECTS = ['atlas', 'beacon', 'compass', 'delta', 'ember', 'falcon', 'granite'] as const;

/** Rounds to 6 decimals (quantities and unit prices). */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
/** An amount in USD as integer micro-units. */
export const micros = (value: number) => Math.round(value * 1e6);

/** A tenant's estate: Azure resources at scale 1, Microsoft 365 seats, and its subscriptions. */
export interface TenantSize {
  resources: number;
  seats: number;
  subscriptions: string[];
}

/**
 * Resources, seats and subscriptions (named '{tenant}-{team}-{environment}-{nn}') per tenant:
 * Contoso is the large estate, multiplied by the scale.
 */
export const SIZES: Record<string, TenantSize | undefined> = {
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
