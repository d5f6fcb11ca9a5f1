/**
 * The tenant's own figures (customer metrics, Designed) for the latest whole month against the month
 * before: cloud cost, cost per active office user, open savings, budget use, licence utilisation,
 * tagged cost, commitment utilisation and anomalies. Each figure is one named step over the month's
 * sums; money in hundredths (cents), percentages in hundredths of a percent.
 */
import type { components } from '@portal/contracts/openapi';
import type { CostDimension } from '../../data/cost-repository.ts';
import type { DataAccess } from '../../data/data-access.ts';
import { OFFICE_SKU_KIND } from '../../data/operation-records.ts';
import { dayOf, latestWholeMonth, monthDays } from '../calendar.ts';
import { BILLING_CURRENCY } from '../costs/currency.ts';
import { attosToCents, formatCents, microsToAttos, microsToCents } from '../money.ts';

type Schemas = components['schemas'];
type Metric = Schemas['CustomerMetric'];
type MetricBase = Omit<Metric, 'value' | 'previous' | 'change' | 'changePercent'>;

/** A value in hundredths (cents, or hundredths of a percent) as the contract's decimal string. */
const hundredths = (value: bigint) => formatCents(value);

/** part / whole in hundredths of a percent, rounded half up. */
function percentHundredths(part: bigint, whole: bigint): bigint | undefined {
  if (whole <= 0n) return undefined;
  return (part * 20_000n + whole) / (2n * whole);
}

/** A figure with its previous value, the change and the change in percent. */
export function metric(base: MetricBase, value: bigint, previous: bigint | undefined): Metric {
  return {
    ...base,
    value: hundredths(value),
    ...(previous === undefined
      ? {}
      : {
          previous: hundredths(previous),
          change: hundredths(value - previous),
          ...(previous === 0n
            ? {}
            : {
                changePercent:
                  Number(((value - previous) * 10_000n) / (previous < 0n ? -previous : previous)) / 100,
              }),
        }),
  };
}

interface OfficeUserLike {
  deleted?: unknown;
  licences?: unknown;
  lastActive?: unknown;
}

interface OfficeSkuLike {
  sku?: unknown;
  purchased?: unknown;
  unitPriceMicros?: unknown;
}

const safeBigInt = (value: unknown) => BigInt(Number.isSafeInteger(value) ? Number(value) : 0);

/** The office suite's users and licences as far as the figures need them (absent before it is seeded). */
async function officeFigures(data: DataAccess, tenantId: string, asOfDay: number) {
  const [users, skus] = await Promise.all([
    data.records.list<OfficeUserLike>(tenantId, 'office-user'),
    data.records.list<OfficeSkuLike>(tenantId, OFFICE_SKU_KIND),
  ]);
  if (users.length === 0 || skus.length === 0) return undefined;
  const prices = new Map<string, bigint>();
  let purchased = 0n;
  for (const { data: sku } of skus) {
    if (typeof sku.sku !== 'string') continue;
    prices.set(sku.sku, safeBigInt(sku.unitPriceMicros));
    purchased += safeBigInt(sku.purchased);
  }
  let active = 0n;
  let activeSeats = 0n;
  let licenceMicros = 0n;
  for (const { data: user } of users) {
    const licences = Array.isArray(user.licences)
      ? user.licences.filter((l): l is string => typeof l === 'string')
      : [];
    for (const sku of licences) licenceMicros += prices.get(sku) ?? 0n;
    if (user.deleted) continue;
    const days = Object.values((user.lastActive ?? {}) as Record<string, unknown>)
      .filter((d): d is string => typeof d === 'string')
      .map((d) => dayOf(d.slice(0, 10)));
    const last = days.length > 0 ? Math.max(...days) : undefined;
    if (last !== undefined && last > asOfDay - 30) {
      active += 1n;
      activeSeats += BigInt(licences.length);
    }
  }
  return { active, activeSeats, purchased, licenceMicros };
}

const previousMonthOf = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 2, 1)).toISOString().slice(0, 7);
};

type Span = { from: number; to: number };
/** A month's exact sum (atto-units). */
type MonthRow = { period: string | null; group: string | null; attos: bigint };

/** The two months compared: the latest whole month and, when the data reaches it, the one before. */
function monthsOf(available: { first: number; last: number }) {
  const month = latestWholeMonth(available);
  const previousMonth = previousMonthOf(month);
  const days = monthDays(month);
  const before = monthDays(previousMonth);
  const hasBefore = before.from >= available.first;
  return { month, previousMonth, days, before, hasBefore };
}
type Months = ReturnType<typeof monthsOf>;

/** The values of named promises, awaited together. */
async function awaitAll<T extends Record<string, Promise<unknown>>>(
  pending: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(pending).map(async ([key, value]) => [key, await value]));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** Everything the figures read, in one round of parallel queries. */
async function metricInputs(data: DataAccess, tenantId: string, m: Months) {
  const range = { from: m.hasBefore ? m.before.from : m.days.from, to: m.days.to };
  const monthly = async (groupBy?: CostDimension): Promise<MonthRow[]> =>
    (
      await data.costs.aggregate({
        tenantId,
        fromDay: range.from,
        toDay: range.to,
        metric: 'effective',
        granularity: 'month',
        groupBy,
        filters: {},
      })
    ).map((row) => ({ period: row.period, group: row.group, attos: row.attos }));
  const previous = <T>(read: (span: Span) => Promise<T>) =>
    m.hasBefore ? read(m.before) : Promise.resolve(undefined);
  return awaitAll({
    totals: monthly(),
    bySubscription: monthly({ kind: 'column', name: 'subscription' }),
    byService: monthly({ kind: 'column', name: 'service' }),
    budgets: data.costEntities.budgets(tenantId),
    savings: data.costEntities.openSavings(tenantId),
    anomalies: data.costEntities.anomalies(tenantId),
    commitments: data.costs.commitmentUsage(tenantId, m.days.from, m.days.to),
    commitmentsBefore: previous((span) => data.costs.commitmentUsage(tenantId, span.from, span.to)),
    tags: data.costs.tagKeyCosts(tenantId, m.days.from, m.days.to),
    tagsBefore: previous((span) => data.costs.tagKeyCosts(tenantId, span.from, span.to)),
  });
}
type Inputs = Awaited<ReturnType<typeof metricInputs>> & {
  office: Awaited<ReturnType<typeof officeFigures>>;
};

/** The sum of a period's rows (of one group when asked). */
const sumOf = (rows: readonly MonthRow[], period: string, group?: string) =>
  rows
    .filter((r) => r.period === period && (group === undefined || r.group === group))
    .reduce((sum, r) => sum + r.attos, 0n);

/** A figure of the month against the month before, or none when the month has nothing it measures. */
const compared = (base: MetricBase, now: bigint | undefined, before: bigint | undefined) =>
  now === undefined ? undefined : metric(base, now, before);

/** One figure from the inputs, or none when the tenant has nothing it measures. */
type MetricStep = (inputs: Inputs, m: Months) => Metric | undefined;

const cloudCost: MetricStep = (i, m) =>
  metric(
    {
      id: 'cloud-cost',
      name: 'Cloud cost',
      unit: 'money',
      better: 'down',
      description: "The month's effective cost of the cloud platform.",
    },
    attosToCents(sumOf(i.totals, m.month)),
    m.hasBefore ? attosToCents(sumOf(i.totals, m.previousMonth)) : undefined,
  );

const costPerActiveUser: MetricStep = ({ office }) =>
  office && office.active > 0n
    ? metric(
        {
          id: 'cost-per-active-user',
          name: 'Cost per active office user',
          unit: 'money',
          better: 'down',
          description: "The office licences' monthly price, per user active in the last 30 days.",
        },
        microsToCents(office.licenceMicros / office.active),
        undefined,
      )
    : undefined;

const openSavings: MetricStep = ({ savings }) =>
  metric(
    {
      id: 'open-savings',
      name: 'Open savings',
      unit: 'money',
      better: 'down',
      description: 'What the open recommendations would save a month.',
    },
    microsToCents(BigInt(savings.micros)),
    undefined,
  );

const budgetUse: MetricStep = (i, m) => {
  if (i.budgets.length === 0) return undefined;
  const used = (period: string) => {
    let actual = 0n;
    let amount = 0n;
    for (const budget of i.budgets) {
      amount += microsToAttos(budget.amountMicros);
      actual +=
        budget.scopeKind === 'tenant'
          ? sumOf(i.totals, period)
          : sumOf(
              budget.scopeKind === 'subscription' ? i.bySubscription : i.byService,
              period,
              budget.scopeValue ?? '',
            );
    }
    return percentHundredths(actual, amount);
  };
  return compared(
    {
      id: 'budget-use',
      name: 'Budget use',
      unit: 'percent',
      better: 'down',
      description: "The month's cost within the budgets' scopes against the sum of their amounts.",
    },
    used(m.month),
    m.hasBefore ? used(m.previousMonth) : undefined,
  );
};

const licenceUtilisation: MetricStep = ({ office }) =>
  office && office.purchased > 0n
    ? metric(
        {
          id: 'licence-utilisation',
          name: 'Licence utilisation',
          unit: 'percent',
          better: 'up',
          description: 'Licences held by users active in the last 30 days against the licences bought.',
        },
        percentHundredths(office.activeSeats, office.purchased) ?? 0n,
        undefined,
      )
    : undefined;

const tagged = (costs: { totalAttos: bigint; taggedAttos: bigint } | undefined) =>
  costs ? percentHundredths(costs.taggedAttos, costs.totalAttos) : undefined;

const tagCoverage: MetricStep = (i) =>
  compared(
    {
      id: 'tag-coverage',
      name: 'Tagged cost',
      unit: 'percent',
      better: 'up',
      description: "The share of the month's cost whose resources carry at least one tag.",
    },
    tagged(i.tags),
    tagged(i.tagsBefore),
  );

const utilisation = (rows: readonly { usedAttos: bigint; unusedAttos: bigint }[] | undefined) => {
  if (!rows) return undefined;
  const used = rows.reduce((sum, r) => sum + r.usedAttos, 0n);
  const unused = rows.reduce((sum, r) => sum + r.unusedAttos, 0n);
  return percentHundredths(used, used + unused);
};

const commitmentUtilisation: MetricStep = (i) =>
  compared(
    {
      id: 'commitment-utilisation',
      name: 'Commitment utilisation',
      unit: 'percent',
      better: 'up',
      description: 'The share of reservations and savings plans used by the month’s usage.',
    },
    utilisation(i.commitments),
    utilisation(i.commitmentsBefore),
  );

const anomalyCount: MetricStep = (i, m) => {
  const anomaliesIn = (span: Span) =>
    BigInt(i.anomalies.filter((a) => a.day >= span.from && a.day <= span.to).length) * 100n;
  return metric(
    {
      id: 'anomalies',
      name: 'Cost anomalies',
      unit: 'count',
      better: 'down',
      description: 'Cost anomalies detected in the month.',
    },
    anomaliesIn(m.days),
    m.hasBefore ? anomaliesIn(m.before) : undefined,
  );
};

/** The figures in the order the page lists them. */
const METRIC_STEPS: readonly MetricStep[] = [
  cloudCost,
  costPerActiveUser,
  openSavings,
  budgetUse,
  licenceUtilisation,
  tagCoverage,
  commitmentUtilisation,
  anomalyCount,
];

/** The tenant's figures for the latest whole month against the month before. */
export async function customerMetrics(
  data: DataAccess,
  tenantId: string,
): Promise<Schemas['CustomerMetrics']> {
  const available = await data.costs.dataRange(tenantId);
  if (!available) return { month: '', previousMonth: '', currency: BILLING_CURRENCY, items: [] };
  const m = monthsOf(available);
  const [inputs, office] = await Promise.all([
    metricInputs(data, tenantId, m),
    officeFigures(data, tenantId, available.last),
  ]);
  const items = METRIC_STEPS.map((step) => step({ ...inputs, office }, m)).filter(
    (item): item is Metric => item !== undefined,
  );
  return {
    month: m.month,
    previousMonth: m.hasBefore ? m.previousMonth : '',
    currency: BILLING_CURRENCY,
    items,
  };
}
