import type { components } from '@portal/contracts/openapi';
import type {
  CostColumn,
  CostDimension,
  CostGranularity,
  CostMetric,
  ResourceSort,
} from '../data/cost-repository.ts';
import type { Handlers } from '../http/api.ts';
import { HttpProblem } from '../http/problem.ts';
import { EXCHANGE_RATES, rateBetween } from '../money/exchange-rates.ts';
import { convertMicros, formatMicros, parseDecimalToMicros } from '../money/money.ts';
import { requireCaller } from './account.ts';

type CostQueryResult = components['schemas']['CostQueryResult'];

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 400;
const BILLING_CURRENCY = 'USD';

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function badParameter(field: string, message: string): HttpProblem {
  return new HttpProblem(400, 'Bad Request', {
    detail: `${field} ${message}`,
    errors: [{ field: `query.${field}`, message }],
  });
}

function dimension(groupBy: string | undefined): CostDimension | undefined {
  if (!groupBy) return undefined;
  if (groupBy.startsWith('tag:')) return { kind: 'tag', key: groupBy.slice(4) };
  return { kind: 'column', name: groupBy as CostColumn };
}

/** The latest calendar month that has data: the default range. */
function latestMonth(last: number): { from: number; to: number } {
  const end = new Date(last * DAY_MS);
  const start = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1) / DAY_MS;
  return { from: start, to: last };
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
  listCostResources: async (ctx) => {
    const who = requireCaller(ctx);
    const q = ctx.matched.query;
    const { from, to } = await rangeOf(ctx, who.tenantId);
    const search = q.search === undefined ? undefined : String(q.search).trim();
    const page =
      to < from
        ? { total: 0, micros: 0, items: [] }
        : await ctx.data.costs.resourcePage({
            tenantId: who.tenantId,
            fromDay: from,
            toDay: to,
            metric: (q.metric ?? 'effective') as CostMetric,
            search: search || undefined,
            sort: (q.sort ?? 'cost') as ResourceSort,
            order: (q.order ?? 'desc') as 'asc' | 'desc',
            offset: Number(q.offset ?? 0),
            limit: Number(q.limit ?? 100),
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
        currency: BILLING_CURRENCY,
        total: page.total,
        sum: formatMicros(BigInt(page.micros)),
        offset: Number(q.offset ?? 0),
        items: page.items.map((item) => ({
          id: item.id,
          name: item.name,
          type: item.type,
          service: item.service,
          subscription: item.subscription,
          ...(item.resourceGroup ? { resourceGroup: item.resourceGroup } : {}),
          ...(item.region ? { region: item.region } : {}),
          cost: formatMicros(BigInt(item.micros)),
        })),
      },
    };
  },
  queryCosts: async (ctx) => {
    const who = requireCaller(ctx);
    const q = ctx.matched.query;
    const { from, to, available: range } = await rangeOf(ctx, who.tenantId);

    const currency = q.currency === undefined ? BILLING_CURRENCY : String(q.currency);
    const rate = rateBetween(BILLING_CURRENCY, currency);
    if (rate === undefined)
      throw badParameter(
        'currency',
        `has no stored exchange rate (${Object.keys(EXCHANGE_RATES.perUsd).join(', ')})`,
      );
    const rateMicros = parseDecimalToMicros(rate);
    const convert = (micros: bigint) =>
      currency === BILLING_CURRENCY ? micros : convertMicros(micros, rateMicros);

    const metric = (q.metric ?? 'effective') as CostMetric;
    const granularity = (q.granularity ?? 'total') as CostGranularity;
    const groupBy = q.groupBy === undefined ? undefined : String(q.groupBy);
    const top = Number(q.top ?? 50);
    const rows =
      to < from
        ? []
        : await ctx.data.costs.aggregate({
            tenantId: who.tenantId,
            fromDay: from,
            toDay: to,
            metric,
            granularity,
            groupBy: dimension(groupBy),
            filters: {
              service: asList(q.service),
              subscription: asList(q.subscription),
              region: asList(q.region),
              chargeCategory: asList(q.chargeCategory),
            },
          });

    // Groups beyond `top`, by their total over the range, become one 'Other'.
    const groupTotals = new Map<string, bigint>();
    for (const row of rows) {
      if (row.group !== null)
        groupTotals.set(row.group, (groupTotals.get(row.group) ?? 0n) + BigInt(row.micros));
    }
    const ranked = [...groupTotals.entries()].sort((a, b) =>
      b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : a[0].localeCompare(b[0]),
    );
    const kept = new Set(ranked.slice(0, top).map(([group]) => group));
    const merged = new Map<string, { period: string | null; group: string | null; micros: bigint }>();
    let total = 0n;
    for (const row of rows) {
      const group = row.group === null ? null : kept.has(row.group) ? row.group : 'Other';
      const key = `${row.period ?? ''}\u0000${group ?? ''}`;
      const entry = merged.get(key) ?? { period: row.period, group, micros: 0n };
      entry.micros += BigInt(row.micros);
      merged.set(key, entry);
      total += BigInt(row.micros);
    }
    const groups = ranked
      .slice(0, top)
      .map(([group, micros]) => ({ group, amount: formatMicros(convert(micros)) }));
    const otherMicros = ranked.slice(top).reduce((sum, [, micros]) => sum + micros, 0n);
    if (ranked.length > top) groups.push({ group: 'Other', amount: formatMicros(convert(otherMicros)) });

    const body: CostQueryResult = {
      from: isoOf(from),
      to: isoOf(Math.max(from, to)),
      metric,
      granularity,
      ...(groupBy ? { groupBy } : {}),
      billingCurrency: BILLING_CURRENCY,
      currency,
      ...(currency === BILLING_CURRENCY
        ? {}
        : { exchangeRate: { from: BILLING_CURRENCY, to: currency, rate, asOf: EXCHANGE_RATES.asOf } }),
      total: formatMicros(convert(total)),
      rows: [...merged.values()].map((entry) => ({
        ...(entry.period === null ? {} : { period: entry.period }),
        ...(entry.group === null ? {} : { group: entry.group }),
        amount: formatMicros(convert(entry.micros)),
      })),
      groups,
      available: range ? { from: isoOf(range.first), to: isoOf(range.last) } : {},
    };
    return { status: 200, body };
  },
};
