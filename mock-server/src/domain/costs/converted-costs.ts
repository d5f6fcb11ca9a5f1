/**
 * The tenant's cost sums in a display currency: a view of the cost repository that every
 * computation reading it (the cost query, the summary, budgets, commitments, shared costs, the
 * resources and their changes, the report host, the assistant) converts through, so a figure
 * converts the same way on every surface.
 *
 * The rule, with dated rates: each day's sum (per group, resource or commitment) converts at that
 * day's rate, rounded to the atto-unit (1e-18), and converted days add up; the figure shown is then
 * rounded once, to the cent. With the fixed set, one rate for every day, each sum converts as it is.
 */
import type {
  CommitmentUsageRecord,
  CostAggregateQuery,
  CostAggregateRow,
  CostRepository,
  ResourceCostRecord,
  ResourcePageQuery,
  ResourceTwoPeriods,
  TagKeyCosts,
} from '../../data/cost-repository.ts';
import type { DataAccess } from '../../data/data-access.ts';
import { changeSumsOf } from './change.ts';
import { type Display, displayFor } from './currency.ts';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Every day of a range (both included), clipped to the days with data. */
async function daysOf(inner: CostRepository, tenantId: string, from: number, to: number): Promise<number[]> {
  const data = await inner.dataRange(tenantId);
  if (!data) return [];
  const days: number[] = [];
  for (let day = Math.max(from, data.first); day <= Math.min(to, data.last); day += 1) days.push(day);
  return days;
}

/** Runs `read` for each day, one after another (the engines serve one query at a time anyway). */
async function perDay<T>(days: readonly number[], read: (day: number) => Promise<T>): Promise<[number, T][]> {
  const answers: [number, T][] = [];
  for (const day of days) answers.push([day, await read(day)]);
  return answers;
}

/** What each converted read needs: the raw sums, the rate rule, and the two conversions. */
interface Conversion {
  inner: CostRepository;
  /** Dated rates: each day converts at its own rate. */
  daily: boolean;
  /** A day's sum (atto-units) at that day's rate. */
  at: (attos: bigint, day: number) => bigint;
  /** A sum (atto-units) at the one fixed rate. */
  fixed: (attos: bigint) => bigint;
}

/**
 * The data with its costs in the display currency `requested` asks for (the billing currency when
 * absent), and that display: one view of the sums for every figure read from it. A currency without
 * a rate is refused as `displayFor` refuses it.
 */
export async function inDisplay(
  data: DataAccess,
  tenantId: string,
  requested: unknown,
): Promise<{ data: DataAccess; display: Display }> {
  const display = await displayFor(data, tenantId, requested);
  return { data: { ...data, costs: convertedCosts(data.costs, display) }, display };
}

export function convertedCosts(inner: CostRepository, display: Display): CostRepository {
  if (display.identity) return inner;
  const c: Conversion = {
    inner,
    daily: display.exchangeRate?.basis === 'daily',
    at: (attos, day) => display.onDay(attos, day),
    fixed: (attos) => display.convert(attos),
  };
  return {
    dataRange: (tenantId) => inner.dataRange(tenantId),
    aggregate: (query) => aggregate(c, query),
    resourcePage: (query) => resourcePage(c, query),
    twoPeriods: (tenantId, groupBy, previous, current) => twoPeriods(c, tenantId, groupBy, previous, current),
    // From each resource row's converted cost, so a row's split uses the figures shown.
    changeSums: async (tenantId, groupBy, previous, current) =>
      changeSumsOf(await twoPeriods(c, tenantId, groupBy, previous, current)),
    commitmentUsage: (tenantId, fromDay, toDay) => commitmentUsage(c, tenantId, fromDay, toDay),
    tagKeyCosts: (tenantId, fromDay, toDay) => tagKeyCosts(c, tenantId, fromDay, toDay),
    // The days themselves, each converted at its rate.
    resourceDays: async (query, ids) =>
      (await inner.resourceDays(query, ids)).map((row) => ({ ...row, attos: c.at(row.attos, row.day) })),
    commitmentDays: async (tenantId, fromDay, toDay) =>
      (await inner.commitmentDays(tenantId, fromDay, toDay)).map((row) => {
        const converted = { ...row };
        for (const field of COMMITMENT_MONEY) converted[field] = c.at(row[field], row.day);
        return converted;
      }),
    rowDays: async (tenantId, fromDay, toDay) =>
      (await inner.rowDays(tenantId, fromDay, toDay)).map((row) => ({
        ...row,
        attos: c.at(row.attos, row.day),
      })),
  };
}

async function aggregate(c: Conversion, query: CostAggregateQuery): Promise<CostAggregateRow[]> {
  const { inner, at, fixed } = c;
  if (!c.daily) return (await inner.aggregate(query)).map((row) => ({ ...row, attos: fixed(row.attos) }));
  // Per day, converted at the day's rate, then added up to the periods asked for.
  const days = await inner.aggregate({ ...query, granularity: 'day' });
  const merged = new Map<string, { period: string | null; group: string | null; attos: bigint }>();
  for (const row of days) {
    const iso = row.period ?? '';
    const period = query.granularity === 'day' ? iso : query.granularity === 'month' ? iso.slice(0, 7) : null;
    const key = `${period ?? ''}\u0000${row.group === null ? 'n' : `g${row.group}`}`;
    const entry = merged.get(key) ?? { period, group: row.group, attos: 0n };
    entry.attos += at(row.attos, dayNumber(iso));
    merged.set(key, entry);
  }
  return [...merged.values()];
}

/** The page and its order are the billing currency's; its amounts are converted. */
async function resourcePage(
  c: Conversion,
  query: ResourcePageQuery,
): Promise<{ total: number; attos: bigint; items: ResourceCostRecord[] }> {
  const { inner, at, fixed } = c;
  const page = await inner.resourcePage(query);
  if (!c.daily)
    return {
      ...page,
      attos: fixed(page.attos),
      items: page.items.map((item) => ({ ...item, attos: fixed(item.attos) })),
    };
  const ids = page.items.map((item) => item.id);
  // Day by day in one read each: every matching resource together, and the page's resources.
  const { sort: _s, order: _o, offset: _f, limit: _l, ...range } = query;
  const [totals, days] = await Promise.all([
    inner.resourceDays(range),
    ids.length === 0 ? Promise.resolve([]) : inner.resourceDays(range, ids),
  ]);
  let all = 0n;
  for (const row of totals) all += at(row.attos, row.day);
  const costs = new Map<string | null, bigint>();
  for (const row of days) costs.set(row.id, (costs.get(row.id) ?? 0n) + at(row.attos, row.day));
  return {
    ...page,
    attos: all,
    items: page.items.map((item) => ({ ...item, attos: costs.get(item.id) ?? 0n })),
  };
}

async function twoPeriods(
  c: Conversion,
  tenantId: string,
  groupBy: 'service' | 'subscription' | 'region',
  previous: { from: number; to: number },
  current: { from: number; to: number },
): Promise<ResourceTwoPeriods[]> {
  const { inner, at, fixed } = c;
  const rows = await inner.twoPeriods(tenantId, groupBy, previous, current);
  if (!c.daily) return rows.map((row) => ({ ...row, attos0: fixed(row.attos0), attos1: fixed(row.attos1) }));
  // Each resource row's days in one read per period, each day at its rate.
  const [before, now] = await Promise.all([
    inner.rowDays(tenantId, previous.from, previous.to),
    inner.rowDays(tenantId, current.from, current.to),
  ]);
  const sums = new Map<string, { m0: bigint; m1: bigint }>();
  for (const [days, which] of [
    [before, 'm0'],
    [now, 'm1'],
  ] as const)
    for (const row of days) {
      const entry = sums.get(row.id) ?? { m0: 0n, m1: 0n };
      entry[which] += at(row.attos, row.day);
      sums.set(row.id, entry);
    }
  return rows.map((row) => ({
    ...row,
    attos0: sums.get(row.id)?.m0 ?? 0n,
    attos1: sums.get(row.id)?.m1 ?? 0n,
  }));
}

const COMMITMENT_MONEY = ['purchaseAttos', 'usedAttos', 'unusedAttos', 'coveredListAttos'] as const;

async function commitmentUsage(
  c: Conversion,
  tenantId: string,
  fromDay: number,
  toDay: number,
): Promise<CommitmentUsageRecord[]> {
  const { inner, at, fixed } = c;
  const records = await inner.commitmentUsage(tenantId, fromDay, toDay);
  const sums = new Map<string, Record<(typeof COMMITMENT_MONEY)[number], bigint>>();
  if (c.daily)
    // Each commitment's days in one read, each day at its rate.
    for (const row of await inner.commitmentDays(tenantId, fromDay, toDay)) {
      const entry = sums.get(row.id) ?? {
        purchaseAttos: 0n,
        usedAttos: 0n,
        unusedAttos: 0n,
        coveredListAttos: 0n,
      };
      for (const field of COMMITMENT_MONEY) entry[field] += at(row[field], row.day);
      sums.set(row.id, entry);
    }
  return records.map((record) => {
    const converted: CommitmentUsageRecord = { ...record };
    for (const field of COMMITMENT_MONEY)
      converted[field] = c.daily ? (sums.get(record.id)?.[field] ?? 0n) : fixed(record[field]);
    return converted;
  });
}

async function tagKeyCosts(
  c: Conversion,
  tenantId: string,
  fromDay: number,
  toDay: number,
): Promise<TagKeyCosts> {
  const { inner, at, fixed } = c;
  if (!c.daily) {
    const costs = await inner.tagKeyCosts(tenantId, fromDay, toDay);
    return {
      totalAttos: fixed(costs.totalAttos),
      taggedAttos: fixed(costs.taggedAttos),
      byKey: new Map([...costs.byKey].map(([key, attos]) => [key, fixed(attos)])),
    };
  }
  let total = 0n;
  let tagged = 0n;
  const byKey = new Map<string, bigint>();
  const days = await daysOf(inner, tenantId, fromDay, toDay);
  for (const [day, costs] of await perDay(days, (d) => inner.tagKeyCosts(tenantId, d, d))) {
    total += at(costs.totalAttos, day);
    tagged += at(costs.taggedAttos, day);
    for (const [key, attos] of costs.byKey) byKey.set(key, (byKey.get(key) ?? 0n) + at(attos, day));
  }
  return { totalAttos: total, taggedAttos: tagged, byKey };
}
