import type { components } from '@portal/contracts/openapi';
import type {
  CostColumn,
  CostDimension,
  CostGranularity,
  CostMetric,
  ResourceSort,
} from '../../data/cost-repository.ts';
import { dayOf, isoOf, latestMonth, latestWholeMonth, monthDays, monthOf } from '../../domain/calendar.ts';
import { type ChangeRow, explainChange } from '../../domain/costs/change.ts';
import { BILLING_CURRENCY } from '../../domain/costs/currency.ts';
import { rankGroups } from '../../domain/costs/groups.ts';
import { dimensionValueLabel, emptyDimensionLabel } from '../../domain/dimension-labels.ts';
import { listQuery } from '../../domain/list-page.ts';
import { formatAttos } from '../../domain/money.ts';
import type { Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { inDisplayCurrency } from '../display-currency.ts';
import { badParameter } from '../problem.ts';

type CostQueryResult = components['schemas']['CostQueryResult'];

const MAX_RANGE_DAYS = 400;

function dimension(groupBy: string | undefined): CostDimension | undefined {
  if (!groupBy) return undefined;
  if (groupBy.startsWith('tag:')) return { kind: 'tag', key: groupBy.slice(4) };
  return { kind: 'column', name: groupBy as CostColumn };
}

const asList = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String);

/** The range a cost call asks for: `from` and `to`, or the latest month with data. */
async function rangeOf(
  ctx: Parameters<NonNullable<Handlers['queryCosts']>>[0],
  tenantId: string,
): Promise<{ from: number; to: number; available: { first: number; last: number } | undefined }> {
  const q = ctx.matched.query;
  const available = await ctx.data.costs.dataRange(tenantId);
  if (q.from === undefined && q.to === undefined) {
    const latest = available ? latestMonth(available.last) : { from: 0, to: -1 };
    return { ...latest, available };
  }
  if (q.from === undefined) throw badParameter('from', 'is required with to');
  if (q.to === undefined) throw badParameter('to', 'is required with from');
  const from = dayOf(String(q.from));
  const to = dayOf(String(q.to));
  if (!Number.isInteger(from)) throw badParameter('from', 'is not a day');
  if (!Number.isInteger(to)) throw badParameter('to', 'is not a day');
  if (to < from) throw badParameter('to', 'is before from');
  if (to - from + 1 > MAX_RANGE_DAYS)
    throw badParameter('to', `is more than ${MAX_RANGE_DAYS} days after from`);
  return { from, to, available };
}

export const costHandlers: Handlers = {
  explainCostChanges: async (ctx) => {
    const who = requireCaller(ctx);
    const q = ctx.matched.query;
    const available = await ctx.data.costs.dataRange(who.tenantId);
    const month =
      q.month === undefined ? (available ? latestWholeMonth(available) : undefined) : String(q.month);
    const groupBy = (q.groupBy ?? 'service') as 'service' | 'subscription' | 'region';
    const empty = {
      group: 'Total',
      previous: '0.00',
      current: '0.00',
      change: '0.00',
      usageEffect: '0.00',
      priceEffect: '0.00',
    };
    if (!month) {
      return {
        status: 200,
        body: { month: '', previousMonth: '', ...inDisplayCurrency(ctx), groupBy, total: empty, rows: [] },
      };
    }
    const current = monthDays(month);
    const previousMonth = monthOf(current.from - 1);
    const previous = monthDays(previousMonth);
    const { total, rows } = explainChange(
      await ctx.data.costs.changeSums(who.tenantId, groupBy, previous, current),
    );
    const label = (row: ChangeRow) => ({
      ...row,
      group: dimensionValueLabel(row.group, { kind: 'column', name: groupBy }),
    });
    return {
      status: 200,
      body: {
        month,
        previousMonth,
        ...inDisplayCurrency(ctx),
        groupBy,
        total: label(total),
        rows: rows.map(label),
      },
    };
  },
  listCostResources: async (ctx) => {
    const who = requireCaller(ctx);
    const q = ctx.matched.query;
    const { from, to } = await rangeOf(ctx, who.tenantId);
    // Paged in the database (one aggregate per page), so no listHandler: only its query parameters.
    const list = listQuery<ResourceSort>(q, { sort: 'cost', order: 'desc' });
    const page =
      to < from
        ? { total: 0, attos: 0n, items: [] }
        : await ctx.data.costs.resourcePage({
            tenantId: who.tenantId,
            fromDay: from,
            toDay: to,
            metric: (q.metric ?? 'effective') as CostMetric,
            search: list.search,
            sort: list.sort,
            order: list.order,
            offset: list.offset,
            limit: list.limit,
            filters: {
              service: asList(q.service),
              subscription: asList(q.subscription),
              region: asList(q.region),
            },
          });
    return {
      status: 200,
      body: {
        from: isoOf(from),
        to: isoOf(Math.max(from, to)),
        ...inDisplayCurrency(ctx),
        total: page.total,
        sum: formatAttos(page.attos),
        offset: list.offset,
        items: page.items.map((item) => ({
          id: item.id,
          name: item.name,
          type: item.type,
          service: item.service,
          subscription: item.subscription,
          ...(item.resourceGroup ? { resourceGroup: item.resourceGroup } : {}),
          ...(item.region ? { region: item.region } : {}),
          cost: formatAttos(item.attos),
        })),
      },
    };
  },
  queryCosts: async (ctx) => {
    const who = requireCaller(ctx);
    const q = ctx.matched.query;
    const { from, to, available: range } = await rangeOf(ctx, who.tenantId);

    // The sums come in the display currency (each day's cost at that day's rate: api.ts).
    const { currency, exchangeRate } = ctx.display;

    const metric = (q.metric ?? 'effective') as CostMetric;
    const granularity = (q.granularity ?? 'total') as CostGranularity;
    const groupBy = q.groupBy === undefined ? undefined : String(q.groupBy);
    const top = Number(q.top ?? 50);
    const grouping = dimension(groupBy);
    const rows =
      to < from
        ? []
        : await ctx.data.costs.aggregate({
            tenantId: who.tenantId,
            fromDay: from,
            toDay: to,
            metric,
            granularity,
            groupBy: grouping,
            filters: {
              service: asList(q.service),
              subscription: asList(q.subscription),
              region: asList(q.region),
              chargeCategory: asList(q.chargeCategory),
            },
          });

    // Groups beyond `top`, by their total over the range, become one 'Other'. The rows without a
    // value for the dimension are a group under its label ('No resource group'), marked `noValue`.
    const ranked = grouping ? rankGroups(rows) : [];
    const kept = new Set(ranked.slice(0, top).map(([group]) => group));
    const OTHER = Symbol('Other');
    type Group = string | null | typeof OTHER;
    // Exact sums (atto-units), each figure rounded to the cent once, where it is written.
    const merged = new Map<string, { period: string | null; group: Group; attos: bigint }>();
    let total = 0n;
    for (const row of rows) {
      const group = !grouping || kept.has(row.group) ? row.group : OTHER;
      const key = `${row.period ?? ''}\u0000${group === OTHER ? 'o' : group === null ? 'n' : `g${group}`}`;
      const entry = merged.get(key) ?? { period: row.period, group, attos: 0n };
      entry.attos += row.attos;
      merged.set(key, entry);
      total += row.attos;
    }
    const noValue = grouping ? emptyDimensionLabel(grouping) : '';
    const named = (group: Group): { group: string; noValue?: true } =>
      group === OTHER ? { group: 'Other' } : group === null ? { group: noValue, noValue: true } : { group };
    const groups: CostQueryResult['groups'] = ranked
      .slice(0, top)
      .map(([group, attos]) => ({ ...named(group), amount: formatAttos(attos) }));
    const otherAttos = ranked.slice(top).reduce((sum, [, attos]) => sum + attos, 0n);
    if (ranked.length > top) groups.push({ group: 'Other', amount: formatAttos(otherAttos) });

    const body: CostQueryResult = {
      from: isoOf(from),
      to: isoOf(Math.max(from, to)),
      metric,
      granularity,
      ...(groupBy ? { groupBy } : {}),
      billingCurrency: BILLING_CURRENCY,
      currency,
      ...(exchangeRate ? { exchangeRate } : {}),
      total: formatAttos(total),
      rows: [...merged.values()].map((entry) => ({
        ...(entry.period === null ? {} : { period: entry.period }),
        ...(grouping ? named(entry.group) : {}),
        amount: formatAttos(entry.attos),
      })),
      groups,
      available: range ? { from: isoOf(range.first), to: isoOf(range.last) } : {},
    };
    return { status: 200, body };
  },
};
