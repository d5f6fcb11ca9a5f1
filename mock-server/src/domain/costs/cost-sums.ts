/**
 * The sums every cost computation starts from: the tenant's effective (or list) cost over a range
 * of days through the cost repository, per group or period when asked, exactly, in integer
 * atto-units (1e-18 of the currency, domain/money.ts): a figure shown from them is rounded once.
 */
import type { components } from '@portal/contracts/openapi';
import type { CostEntityRepository } from '../../data/cost-entity-repository.ts';
import type { CostAggregateQuery, CostDimension, CostRepository } from '../../data/cost-repository.ts';
import type { RecordRepository } from '../../data/record-repository.ts';
import { latestMonth, monthDays, monthOf } from '../calendar.ts';
import { formatAttos, formatMicros } from '../money.ts';

export type Schemas = components['schemas'];
export type Filters = CostAggregateQuery['filters'];

/** Micro-units (a price, a budget's amount) as a two-decimal figure. */
export const micros = (value: number | bigint) => formatMicros(BigInt(value));
/** An exact sum (atto-units) as a two-decimal figure, rounded once. */
export const attos = (value: bigint) => formatAttos(value);
/**
 * The effective cost of the latest month with data (to date) per resource or subscription, and
 * that month ('YYYY-MM'; empty without data).
 */
export async function latestMonthBy(
  costs: CostRepository,
  tenantId: string,
  dimension: 'resource' | 'subscription',
): Promise<{ month: string; costs: Map<string | null, bigint> }> {
  const { month, range } = await latestMonthRange(costs, tenantId);
  if (!range) return { month, costs: new Map() };
  const rows = await sums(costs, tenantId, range, { groupBy: { kind: 'column', name: dimension } });
  return { month, costs: byGroup(rows) };
}

/** The latest month with data (to date): its days and its name ('YYYY-MM'; empty without data). */
export async function latestMonthRange(
  costs: CostRepository,
  tenantId: string,
): Promise<{ month: string; range: { from: number; to: number } | undefined }> {
  const available = await costs.dataRange(tenantId);
  if (!available) return { month: '', range: undefined };
  const range = latestMonth(available.last);
  return { month: monthOf(range.from), range };
}

/**
 * The effective cost per resource (ResourceName) in the days: of every resource, or of those of
 * `names` only.
 */
export async function costsOfResources(
  costs: CostRepository,
  tenantId: string,
  range: { from: number; to: number } | undefined,
  names?: readonly string[],
): Promise<Map<string | null, bigint>> {
  if (!range || names?.length === 0) return new Map();
  const rows = await sums(costs, tenantId, range, {
    groupBy: { kind: 'column', name: 'resource' },
    filters: names ? { resource: [...new Set(names)] } : {},
  });
  return byGroup(rows);
}

/** A ratio to four decimals, for utilisation and coverage (not money). */
export const ratio = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 10_000n) / whole) / 10_000;
export const positive = (value: bigint) => (value > 0n ? value : 0n);

/** Sums of the tenant's effective cost (atto-units as BigInt), per group when asked. */
export async function sums(
  costs: CostRepository,
  tenantId: string,
  range: { from: number; to: number },
  options: {
    groupBy?: CostDimension;
    granularity?: 'total' | 'day' | 'month';
    filters?: Filters;
    metric?: 'effective' | 'list';
  } = {},
): Promise<{ period: string | null; group: string | null; attos: bigint }[]> {
  if (range.to < range.from) return [];
  const rows = await costs.aggregate({
    tenantId,
    fromDay: range.from,
    toDay: range.to,
    metric: options.metric ?? 'effective',
    granularity: options.granularity ?? 'total',
    groupBy: options.groupBy,
    filters: options.filters ?? {},
  });
  return rows.map((row) => ({ period: row.period, group: row.group, attos: row.attos }));
}

export const total = (rows: { attos: bigint }[]) => rows.reduce((sum, row) => sum + row.attos, 0n);
/** Sums per group; null is the rows without a value for the dimension (or every row when ungrouped). */
export const byGroup = (rows: { group: string | null; attos: bigint }[]) => {
  const map = new Map<string | null, bigint>();
  for (const row of rows) map.set(row.group, (map.get(row.group) ?? 0n) + row.attos);
  return map;
};

export const TEAM: CostDimension = { kind: 'tag', key: 'team' };
export const USAGE: Filters = { chargeCategory: ['Usage'] };

/** The repositories the entity computations read. */
export type EntityData = {
  costs: CostRepository;
  costEntities: CostEntityRepository;
  records: RecordRepository;
};

/** The days of `month` that have data (the latest month with data when absent). */
export async function monthRange(
  costs: CostRepository,
  tenantId: string,
  month: string | undefined,
): Promise<{ month: string; from: number; to: number } | undefined> {
  const available = await costs.dataRange(tenantId);
  if (!available) return undefined;
  const chosen = month ?? monthOf(available.last);
  const days = monthDays(chosen);
  return { month: chosen, from: days.from, to: Math.min(days.to, available.last) };
}
