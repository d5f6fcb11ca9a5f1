import type { components } from '@portal/contracts/openapi';
import type {
  CostColumn,
  CostDimension,
  CostGranularity,
  CostMetric,
  ResourceSort,
  ResourceTwoPeriods,
} from '../data/cost-repository.ts';
import { dayOf, isoOf, latestMonth, latestWholeMonth, monthDays, monthOf } from '../domain/calendar.ts';
import { dimensionValueLabel, emptyDimensionLabel } from '../domain/dimension-labels.ts';
import { listQuery } from '../domain/list-page.ts';
import type { Handlers } from '../http/api.ts';
import { HttpProblem } from '../http/problem.ts';
import { EXCHANGE_RATES, rateBetween } from '../money/exchange-rates.ts';
import { convertMicros, formatCents, formatMicros, parseDecimalToMicros } from '../money/money.ts';
import { requireCaller } from './account.ts';

type CostQueryResult = components['schemas']['CostQueryResult'];

/** a − b for two-decimal strings, exactly. */
const formatCentsDifference = (a: string, b: string) =>
  formatCents(parseDecimalToMicros(a) / 10_000n - parseDecimalToMicros(b) / 10_000n);
const MAX_RANGE_DAYS = 400;
export const BILLING_CURRENCY = 'USD';

export function badParameter(field: string, message: string): HttpProblem {
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

/**
 * The display currency a call asks for (the billing currency when absent): the stored rate it is
 * converted with, and the conversion of micro-units. An unknown currency is a 400 naming it.
 */
export function displayCurrency(requested: unknown): {
  currency: string;
  exchangeRate: components['schemas']['ExchangeRate'] | undefined;
  convert: (micros: bigint) => bigint;
} {
  const currency = requested === undefined ? BILLING_CURRENCY : String(requested);
  const rate = rateBetween(BILLING_CURRENCY, currency);
  if (rate === undefined)
    throw badParameter(
      'currency',
      `has no stored exchange rate (${Object.keys(EXCHANGE_RATES.perUsd).join(', ')})`,
    );
  if (currency === BILLING_CURRENCY)
    return { currency, exchangeRate: undefined, convert: (micros) => micros };
  const rateMicros = parseDecimalToMicros(rate);
  return {
    currency,
    exchangeRate: { from: BILLING_CURRENCY, to: currency, rate, asOf: EXCHANGE_RATES.asOf },
    convert: (micros) => convertMicros(micros, rateMicros),
  };
}

/**
 * Splits a resource's change into usage (the quantity change at the previous unit price) and price
 * (the rest), in micro-units, so that the two add up to the change exactly.
 */
export function splitChange(r: { quantity0: number; micros0: number; quantity1: number; micros1: number }): {
  usage: bigint;
  price: bigint;
} {
  const change = BigInt(r.micros1) - BigInt(r.micros0);
  if (r.quantity0 <= 0 || r.quantity1 <= 0) return { usage: change, price: 0n };
  const usage = BigInt(Math.round(((r.quantity1 - r.quantity0) / r.quantity0) * r.micros0));
  return { usage, price: change - usage };
}

/**
 * One row of a change explanation: both periods, the change, and its usage and price effects. The
 * group is null for the resources without a value for the dimension (a resource without a region).
 */
export interface ChangeRow {
  group: string | null;
  previous: string;
  current: string;
  change: string;
  usageEffect: string;
  priceEffect: string;
}

/**
 * The change explanation of resources in two periods (`twoPeriods`): the total and one row per
 * group, largest change first, each figure rounded to the cent once.
 */
export function explainChangeRows(resources: readonly ResourceTwoPeriods[]): {
  total: ChangeRow;
  rows: ChangeRow[];
} {
  type Sums = { previous: bigint; current: bigint; usage: bigint; price: bigint };
  const zero = (): Sums => ({ previous: 0n, current: 0n, usage: 0n, price: 0n });
  const byGroup = new Map<string | null, Sums>();
  const total = zero();
  for (const resource of resources) {
    const { usage, price } = splitChange(resource);
    for (const sums of [byGroup.get(resource.group) ?? zero(), total]) {
      sums.previous += BigInt(resource.micros0);
      sums.current += BigInt(resource.micros1);
      sums.usage += usage;
      sums.price += price;
      if (sums !== total) byGroup.set(resource.group, sums);
    }
  }
  // Rounded to the cent once per figure; the price effect is what is left, so the row adds up.
  const row = (group: string | null, sums: Sums) => {
    const previousCents = formatMicros(sums.previous);
    const currentCents = formatMicros(sums.current);
    // The change is the difference of the two shown figures, so the row reads right to the cent.
    const change = formatCentsDifference(currentCents, previousCents);
    const usageEffect = formatMicros(sums.usage);
    const priceEffect = formatCentsDifference(change, usageEffect);
    return { group, previous: previousCents, current: currentCents, change, usageEffect, priceEffect };
  };
  const rows = [...byGroup.entries()]
    .map(([group, sums]) => ({ sums, row: row(group, sums) }))
    .sort((a, b) => {
      const x = a.sums.current - a.sums.previous;
      const y = b.sums.current - b.sums.previous;
      const ax = x < 0n ? -x : x;
      const ay = y < 0n ? -y : y;
      return ay > ax ? 1 : ay < ax ? -1 : compareGroups(a.row.group, b.row.group);
    })
    .map(({ row: r }) => r);
  return { total: row('Total', total), rows };
}

/** Groups by name, the one without a value (null) after every named one. */
export const compareGroups = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/**
 * Each group's total over every period of grouped rows (micro-units), largest first, ties by name:
 * the order of a breakdown and what its `top` keeps. The rows without a value for the dimension
 * (group null) are one group of their own, null here; it is labelled where text is written.
 */
export function rankGroups(
  rows: readonly { group: string | null; micros: number | bigint }[],
): [group: string | null, micros: bigint][] {
  const groupTotals = new Map<string | null, bigint>();
  for (const row of rows) groupTotals.set(row.group, (groupTotals.get(row.group) ?? 0n) + BigInt(row.micros));
  return [...groupTotals.entries()].sort((a, b) =>
    b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : compareGroups(a[0], b[0]),
  );
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
        body: { month: '', previousMonth: '', currency: BILLING_CURRENCY, groupBy, total: empty, rows: [] },
      };
    }
    const current = monthDays(month);
    const previousMonth = monthOf(current.from - 1);
    const previous = monthDays(previousMonth);
    const resources = await ctx.data.costs.twoPeriods(who.tenantId, groupBy, previous, current);
    const { total, rows } = explainChangeRows(resources);
    const label = (row: ChangeRow) => ({
      ...row,
      group: dimensionValueLabel(row.group, { kind: 'column', name: groupBy }),
    });
    return {
      status: 200,
      body: {
        month,
        previousMonth,
        currency: BILLING_CURRENCY,
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
        ? { total: 0, micros: 0, items: [] }
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
        currency: BILLING_CURRENCY,
        total: page.total,
        sum: formatMicros(BigInt(page.micros)),
        offset: list.offset,
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

    const { currency, exchangeRate, convert } = displayCurrency(q.currency);

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
    const merged = new Map<string, { period: string | null; group: Group; micros: bigint }>();
    let total = 0n;
    for (const row of rows) {
      const group = !grouping || kept.has(row.group) ? row.group : OTHER;
      const key = `${row.period ?? ''}\u0000${group === OTHER ? 'o' : group === null ? 'n' : `g${group}`}`;
      const entry = merged.get(key) ?? { period: row.period, group, micros: 0n };
      entry.micros += BigInt(row.micros);
      merged.set(key, entry);
      total += BigInt(row.micros);
    }
    const noValue = grouping ? emptyDimensionLabel(grouping) : '';
    const named = (group: Group): { group: string; noValue?: true } =>
      group === OTHER ? { group: 'Other' } : group === null ? { group: noValue, noValue: true } : { group };
    const groups: CostQueryResult['groups'] = ranked
      .slice(0, top)
      .map(([group, micros]) => ({ ...named(group), amount: formatMicros(convert(micros)) }));
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
      ...(exchangeRate ? { exchangeRate } : {}),
      total: formatMicros(convert(total)),
      rows: [...merged.values()].map((entry) => ({
        ...(entry.period === null ? {} : { period: entry.period }),
        ...(grouping ? named(entry.group) : {}),
        amount: formatMicros(convert(entry.micros)),
      })),
      groups,
      available: range ? { from: isoOf(range.first), to: isoOf(range.last) } : {},
    };
    return { status: 200, body };
  },
};
