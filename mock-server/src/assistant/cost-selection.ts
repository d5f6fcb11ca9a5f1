/**
 * The rows a cost answer reads and the queries that read them: the same repository calls as the
 * cost pages (`costs.aggregate`, `costs.resourcePage`), summed in micro-units of the billing
 * currency.
 */
import type { CostDimension } from '../data/cost-repository.ts';
import type { Display } from '../domain/costs/currency.ts';
import { type AnswerContext, type CostScope, serviceFilter } from './context.ts';
import { bold } from './format.ts';
import type { Dimension, Intent } from './intent.ts';

/** The rows a cost answer reads: services (scope), subscriptions, regions, charge categories. */
export interface Selection {
  scope: CostScope;
  services: string[] | undefined;
  subscriptions: string[] | undefined;
  regions: string[] | undefined;
  chargeCategories: string[] | undefined;
  /** A dimension the cost query cannot filter by, read by grouping and picking one group. */
  pick: { dimension: CostDimension; value: string; label: string } | undefined;
  metric: Intent['metric'];
  display: Display;
}

const orUndefined = (list: string[]) => (list.length > 0 ? list : undefined);

/** The selection of a question under its scope; a resource group or tag is picked, not filtered. */
export function selectionOf(ctx: AnswerContext, intent: Intent, scope: CostScope): Selection {
  const tag = intent.tags[0];
  const group = intent.resourceGroups[0];
  return {
    scope,
    services: serviceFilter(intent, scope, ctx.vocabulary),
    subscriptions: orUndefined(intent.subscriptions),
    regions: orUndefined(intent.regions),
    chargeCategories: orUndefined(intent.chargeCategories),
    pick: group
      ? {
          dimension: { kind: 'column', name: 'resourceGroup' },
          value: group,
          label: `resource group ${bold(group)}`,
        }
      : tag
        ? {
            dimension: { kind: 'tag', key: tag.key },
            value: tag.value,
            label: `tag ${bold(`${tag.key} = ${tag.value}`)}`,
          }
        : undefined,
    metric: intent.metric,
    display: ctx.display,
  };
}

/** One period's sums, per group or per month when asked, exactly (atto-units of the billing currency). */
export async function aggregate(
  ctx: AnswerContext,
  sel: Selection,
  period: { from: number; to: number },
  options: { groupBy?: CostDimension | undefined; granularity?: 'total' | 'month' } = {},
): Promise<{ period: string | null; group: string | null; attos: bigint }[]> {
  if (sel.services && sel.services.length === 0) return [];
  const groupBy = sel.pick && !options.groupBy ? sel.pick.dimension : options.groupBy;
  const rows = await ctx.data.costs.aggregate({
    tenantId: ctx.viewer.tenantId,
    fromDay: period.from,
    toDay: period.to,
    metric: sel.metric,
    granularity: options.granularity ?? 'total',
    groupBy,
    filters: {
      service: sel.services,
      subscription: sel.subscriptions,
      region: sel.regions,
      chargeCategory: sel.chargeCategories,
    },
  });
  const picked = sel.pick && !options.groupBy ? rows.filter((row) => row.group === sel.pick?.value) : rows;
  return picked.map((row) => ({
    period: row.period,
    group: sel.pick && !options.groupBy ? null : row.group,
    attos: row.attos,
  }));
}

/** The sum of rows, exactly (atto-units). */
export const sumOf = (rows: readonly { attos: bigint }[]) => rows.reduce((sum, row) => sum + row.attos, 0n);

/** One page of the period's resources by cost, as the Resources tab lists them. */
export async function resourcesOf(
  ctx: AnswerContext,
  sel: Selection,
  period: { from: number; to: number },
  options: { limit: number; search?: string | undefined; order?: 'asc' | 'desc' },
) {
  if (sel.services && sel.services.length === 0) return { total: 0, attos: 0n, items: [] };
  return ctx.data.costs.resourcePage({
    tenantId: ctx.viewer.tenantId,
    fromDay: period.from,
    toDay: period.to,
    metric: sel.metric,
    search: options.search,
    sort: 'cost',
    order: options.order ?? 'desc',
    offset: 0,
    limit: options.limit,
    filters: { service: sel.services, subscription: sel.subscriptions, region: sel.regions },
  });
}

/** The cost query's dimension for an asked grouping (undefined for resources). */
export const toCostDimension = (dimension: Dimension): CostDimension | undefined =>
  dimension.kind === 'tag'
    ? { kind: 'tag', key: dimension.key }
    : dimension.kind === 'column'
      ? { kind: 'column', name: dimension.name }
      : undefined;
