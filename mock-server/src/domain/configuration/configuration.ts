import type { DataAccess } from '../../data/data-access.ts';
import {
  OFFICE_SKU_KIND,
  type OfficeSkuPrice,
  type WorkerProfileData,
} from '../../data/operation-records.ts';
import { latestWholeMonth, monthDays } from '../calendar.ts';
import { tenantMoney } from '../tenant-money.ts';

/** The latest whole month's effective cost per tag key (exactly, atto-units), for the coverage of each tag rule. */
export interface TagCoverage {
  month: string;
  totalAttos: bigint;
  byKey: Map<string, bigint>;
}

export async function tagCoverage(data: DataAccess, tenantId: string): Promise<TagCoverage> {
  const available = await data.costs.dataRange(tenantId);
  if (!available) return { month: '', totalAttos: 0n, byKey: new Map() };
  const month = latestWholeMonth(available);
  const days = monthDays(month);
  const costs = await data.costs.tagKeyCosts(tenantId, days.from, days.to);
  return {
    month,
    totalAttos: costs.totalAttos,
    byKey: costs.byKey,
  };
}

/** A share in percent with two decimals, rounded half up; 0 when there is nothing to share. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 20_000n + whole) / (2n * whole)) / 100;
}

/**
 * The licences a profile can name when the tenant has no office licences seeded: the office
 * suite's common plans at their list prices (micro-units of USD a month).
 */
export const FALLBACK_SKUS: readonly OfficeSkuPrice[] = [
  { sku: 'M365_E3', name: 'Microsoft 365 E3', unitPriceMicros: 36_000_000 },
  { sku: 'M365_E5', name: 'Microsoft 365 E5', unitPriceMicros: 57_000_000 },
  { sku: 'M365_F3', name: 'Microsoft 365 F3', unitPriceMicros: 8_000_000 },
  { sku: 'M365_BUSINESS_PREMIUM', name: 'Microsoft 365 Business Premium', unitPriceMicros: 22_000_000 },
  { sku: 'COPILOT_M365', name: 'Microsoft 365 Copilot', unitPriceMicros: 30_000_000 },
  { sku: 'TEAMS_PHONE', name: 'Teams Phone Standard', unitPriceMicros: 8_000_000 },
];

/** A licence a profile can name, priced in the tenant's currency (cents a month, rounded once per unit). */
export interface LicencePrice {
  sku: string;
  name: string;
  unitCents: bigint;
}

/** The licences a profile can name and the currency of their prices. */
export interface LicenceCatalogue {
  currency: string;
  options: LicencePrice[];
}

/**
 * The tenant's office licences with their monthly prices in its currency, as the licence screen
 * shows them (the seeded ones, else the fallback list).
 */
export async function licenceCatalogue(data: DataAccess, tenantId: string): Promise<LicenceCatalogue> {
  const [records, money] = await Promise.all([
    data.records.list<Partial<OfficeSkuPrice>>(tenantId, OFFICE_SKU_KIND),
    tenantMoney(data, tenantId),
  ]);
  const seeded = records
    .map((r) => r.data)
    .filter(
      (s): s is OfficeSkuPrice =>
        typeof s.sku === 'string' && typeof s.name === 'string' && Number.isSafeInteger(s.unitPriceMicros),
    );
  const skus = seeded.length > 0 ? seeded : FALLBACK_SKUS;
  return {
    currency: money.currency,
    options: skus.map((s) => ({ sku: s.sku, name: s.name, unitCents: money.cents(s.unitPriceMicros) })),
  };
}

/** users × the sum of the licences' unit prices as listed, in cents: exact. */
export function profileCostCents(profile: WorkerProfileData, options: readonly LicencePrice[]): bigint {
  const perUser = profile.licences.reduce(
    (sum, sku) => sum + (options.find((o) => o.sku === sku)?.unitCents ?? 0n),
    0n,
  );
  return BigInt(profile.users) * perUser;
}
