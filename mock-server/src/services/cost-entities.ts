/**
 * The cost entities of the tenant (Designed): budgets, anomalies, shared costs, commitments, EA
 * enrollments, the macro commitment, resource endpoints and subscription roles, each computed from
 * the seeded entity and the tenant's FOCUS rows through the cost repository. Every amount is summed
 * in integer micro-units and rounded to the cent once.
 */
import type { components } from '@portal/contracts/openapi';
import type {
  AnomalyRecord,
  CommitmentContractRecord,
  CostEntityRepository,
} from '../data/cost-entity-repository.ts';
import type { CostAggregateQuery, CostDimension, CostRepository } from '../data/cost-repository.ts';
import type { RecordRepository } from '../data/record-repository.ts';
import { dayOf, isoOf, latestMonth, monthDays, monthOf, shiftMonth } from '../domain/calendar.ts';
import { dimensionValueLabel } from '../domain/dimension-labels.ts';
import type { Handlers } from '../http/api.ts';
import { formatCents, formatMicros, microsToCents, parseDecimalToMicros } from '../money/money.ts';
import { requireCaller } from './account.ts';
import { BILLING_CURRENCY, compareGroups, displayCurrency } from './costs.ts';
import { listHandler } from './list-handler.ts';
import { licenceWasteMicros } from './office.ts';

type Schemas = components['schemas'];
type Filters = CostAggregateQuery['filters'];

const micros = (value: number | bigint) => formatMicros(BigInt(value));
/**
 * The effective cost of the latest month with data (to date) per resource or subscription, and
 * that month ('YYYY-MM'; empty without data).
 */
async function latestMonthBy(
  costs: CostRepository,
  tenantId: string,
  dimension: 'resource' | 'subscription',
): Promise<{ month: string; costs: Map<string | null, bigint> }> {
  const available = await costs.dataRange(tenantId);
  if (!available) return { month: '', costs: new Map() };
  const range = latestMonth(available.last);
  const rows = await sums(costs, tenantId, range, { groupBy: { kind: 'column', name: dimension } });
  return { month: monthOf(range.from), costs: byGroup(rows) };
}

/** A ratio to four decimals, for utilisation and coverage (not money). */
const ratio = (part: bigint, whole: bigint) => (whole === 0n ? 0 : Number((part * 10_000n) / whole) / 10_000);
const positive = (value: bigint) => (value > 0n ? value : 0n);

/** Sums of the tenant's effective cost (micro-units as BigInt), per group when asked. */
async function sums(
  costs: CostRepository,
  tenantId: string,
  range: { from: number; to: number },
  options: {
    groupBy?: CostDimension;
    granularity?: 'total' | 'day' | 'month';
    filters?: Filters;
    metric?: 'effective' | 'list';
  } = {},
): Promise<{ period: string | null; group: string | null; micros: bigint }[]> {
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
  return rows.map((row) => ({ period: row.period, group: row.group, micros: BigInt(row.micros) }));
}

const total = (rows: { micros: bigint }[]) => rows.reduce((sum, row) => sum + row.micros, 0n);
/** Sums per group; null is the rows without a value for the dimension (or every row when ungrouped). */
const byGroup = (rows: { group: string | null; micros: bigint }[]) => {
  const map = new Map<string | null, bigint>();
  for (const row of rows) map.set(row.group, (map.get(row.group) ?? 0n) + row.micros);
  return map;
};

/** The days the month-to-date forecast looks back on. */
export const FORECAST_WINDOW_DAYS = 7;

/**
 * The month's forecast: what is spent so far plus the average day of the last seven with data for
 * each day left in the month.
 */
export function forecastMonth(
  monthToDate: bigint,
  lastDays: bigint,
  lastDaysCount: number,
  daysLeft: number,
): bigint {
  if (lastDaysCount <= 0 || daysLeft <= 0) return monthToDate;
  return monthToDate + (lastDays * BigInt(daysLeft)) / BigInt(lastDaysCount);
}

/** The current month of the data: its days so far, the days left and the forecast window. */
export async function currentMonth(costs: CostRepository, tenantId: string) {
  const available = await costs.dataRange(tenantId);
  if (!available) return undefined;
  const month = monthOf(available.last);
  const days = monthDays(month);
  const windowFrom = Math.max(available.first, available.last - FORECAST_WINDOW_DAYS + 1);
  return {
    available,
    month,
    days,
    soFar: { from: days.from, to: available.last },
    window: { from: windowFrom, to: available.last },
    windowDays: available.last - windowFrom + 1,
    daysLeft: days.to - available.last,
  };
}

type BudgetStatus = Schemas['Budget']['status'];

/** A budget's status from its forecast: over above the amount, at risk from 80% of it, else on track. */
export function budgetStatus(forecast: bigint, amount: bigint): BudgetStatus {
  if (forecast > amount) return 'over';
  if (forecast * 100n >= amount * 80n) return 'at-risk';
  return 'on-track';
}

/** Every budget of the tenant with this month's actual and forecast and twelve months of history. */
export async function computeBudgets(
  data: { costs: CostRepository; costEntities: CostEntityRepository },
  tenantId: string,
): Promise<{
  month: string;
  budgets: (Schemas['Budget'] & { usedRatio: number; forecastMicros: bigint })[];
}> {
  const [records, now] = await Promise.all([
    data.costEntities.budgets(tenantId),
    currentMonth(data.costs, tenantId),
  ]);
  if (!now) return { month: '', budgets: [] };
  // The twelve whole months before the current one (those with data).
  const history = {
    from: Math.max(now.available.first, dayOf(`${shiftMonth(now.month, -12)}-01`)),
    to: now.days.from - 1,
  };
  const dimensions: Record<string, CostDimension | undefined> = {
    tenant: undefined,
    subscription: { kind: 'column', name: 'subscription' },
    service: { kind: 'column', name: 'service' },
  };
  // One query per dimension and period serves every budget of that scope kind.
  const kinds = [...new Set(records.map((record) => record.scopeKind))];
  const scoped = new Map<
    string,
    {
      soFar: Map<string | null, bigint>;
      window: Map<string | null, bigint>;
      months: Map<string | null, Map<string, bigint>>;
    }
  >();
  await Promise.all(
    kinds.map(async (kind) => {
      const groupBy = dimensions[kind];
      const [soFar, window, months] = await Promise.all([
        sums(data.costs, tenantId, now.soFar, { ...(groupBy ? { groupBy } : {}) }),
        sums(data.costs, tenantId, now.window, { ...(groupBy ? { groupBy } : {}) }),
        sums(data.costs, tenantId, history, { ...(groupBy ? { groupBy } : {}), granularity: 'month' }),
      ]);
      const monthly = new Map<string | null, Map<string, bigint>>();
      for (const row of months) {
        const perMonth = monthly.get(row.group) ?? new Map<string, bigint>();
        perMonth.set(row.period ?? '', (perMonth.get(row.period ?? '') ?? 0n) + row.micros);
        monthly.set(row.group, perMonth);
      }
      scoped.set(kind, { soFar: byGroup(soFar), window: byGroup(window), months: monthly });
    }),
  );
  const historyMonths: string[] = [];
  for (let day = history.from; day <= history.to; day = monthDays(monthOf(day)).to + 1)
    historyMonths.push(monthOf(day));

  const budgets = records.map((record) => {
    const sets = scoped.get(record.scopeKind);
    // A tenant budget reads the ungrouped sums (null); a scoped one its subscription's or service's,
    // never the rows without a value for the dimension.
    const group = dimensions[record.scopeKind] ? (record.scopeValue ?? undefined) : null;
    const read = (sums: Map<string | null, bigint> | undefined) =>
      group === undefined ? 0n : (sums?.get(group) ?? 0n);
    const actual = read(sets?.soFar);
    const forecast = forecastMonth(actual, read(sets?.window), now.windowDays, now.daysLeft);
    const amount = BigInt(record.amountMicros);
    return {
      id: record.id,
      name: record.name,
      scope: { kind: record.scopeKind, ...(record.scopeValue ? { value: record.scopeValue } : {}) },
      amount: micros(amount),
      actual: micros(actual),
      forecast: micros(forecast),
      thresholds: record.thresholds,
      status: budgetStatus(forecast, amount),
      ...(record.owner ? { owner: record.owner } : {}),
      history: historyMonths.map((month) => ({
        month,
        amount: micros(amount),
        actual: micros(group === undefined ? 0n : (sets?.months.get(group)?.get(month) ?? 0n)),
      })),
      usedRatio: ratio(actual, amount),
      forecastMicros: forecast,
    };
  });
  return { month: now.month, budgets };
}

/**
 * Splits `amount` cents across weights so that the parts add up exactly (largest remainder; ties
 * to the earlier target).
 */
export function allocate(amount: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (weights.length === 0) return [];
  if (sum <= 0n)
    return allocate(
      amount,
      weights.map(() => 1n),
    );
  const sign = amount < 0n ? -1n : 1n;
  const magnitude = amount * sign;
  const parts = weights.map((w) => (magnitude * w) / sum);
  let left = magnitude - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, remainder: (magnitude * w) % sum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => part * sign);
}

const TEAM: CostDimension = { kind: 'tag', key: 'team' };
const USAGE: Filters = { chargeCategory: ['Usage'] };

/** The repositories the entity computations read. */
type EntityData = { costs: CostRepository; costEntities: CostEntityRepository; records: RecordRepository };

/**
 * The summary of the month of the latest day with data (`GET /costs/summary`): month to date,
 * forecast, the whole month before, budget statuses and open savings, in the display currency.
 */
export async function costSummary(
  data: EntityData,
  tenantId: string,
  display: ReturnType<typeof displayCurrency>,
): Promise<Schemas['CostSummary']> {
  const { currency, exchangeRate, convert } = display;
  const money = (value: bigint) => formatMicros(convert(value));
  const [now, savings, waste] = await Promise.all([
    currentMonth(data.costs, tenantId),
    data.costEntities.openSavings(tenantId),
    licenceWasteMicros(data.records, tenantId),
  ]);
  const base = { currency, ...(exchangeRate ? { exchangeRate } : {}) };
  if (!now) {
    return {
      ...base,
      month: '',
      lastDay: '',
      daysInMonth: 0,
      monthToDate: '0.00',
      forecast: '0.00',
      previousMonth: '0.00',
      budgets: { total: 0, onTrack: 0, atRisk: 0, over: 0 },
      savings: { count: savings.count, monthly: money(BigInt(savings.micros)) },
      licenceWaste: money(waste),
    };
  }
  const [soFar, window, previous, budgets] = await Promise.all([
    sums(data.costs, tenantId, now.soFar),
    sums(data.costs, tenantId, now.window),
    sums(data.costs, tenantId, monthDays(monthOf(now.days.from - 1))),
    computeBudgets(data, tenantId),
  ]);
  const monthToDate = total(soFar);
  const count = (status: BudgetStatus) => budgets.budgets.filter((b) => b.status === status).length;
  return {
    ...base,
    month: now.month,
    lastDay: isoOf(now.available.last),
    daysInMonth: now.days.to - now.days.from + 1,
    monthToDate: money(monthToDate),
    forecast: money(forecastMonth(monthToDate, total(window), now.windowDays, now.daysLeft)),
    previousMonth: money(total(previous)),
    budgets: {
      total: budgets.budgets.length,
      onTrack: count('on-track'),
      atRisk: count('at-risk'),
      over: count('over'),
    },
    savings: { count: savings.count, monthly: money(BigInt(savings.micros)) },
    licenceWaste: money(waste),
  };
}

/**
 * The tenant's anomalies as the anomalies page lists them: expected, actual and their impact split
 * into usage and price effects, each figure rounded once so a row adds up to the cent.
 */
export function anomalyItems(records: readonly AnomalyRecord[]) {
  return records.map((r) => {
    const impact = BigInt(r.actualMicros) - BigInt(r.expectedMicros);
    // Each figure is rounded once; the price effect is what is left, so the row adds up to the cent.
    const impactCents = microsToCents(BigInt(r.actualMicros)) - microsToCents(BigInt(r.expectedMicros));
    const usageCents = microsToCents(BigInt(r.usageMicros));
    return {
      id: r.id,
      day: isoOf(r.day),
      service: r.service,
      subscription: r.subscription,
      expected: micros(r.expectedMicros),
      actual: micros(r.actualMicros),
      impact: formatCents(impactCents),
      usageEffect: formatCents(usageCents),
      priceEffect: formatCents(impactCents - usageCents),
      ...(r.topResource ? { topResource: r.topResource } : {}),
      impactMicros: impact,
    };
  });
}

/** The impact of some anomalies: the sum of their impacts as shown. */
export const anomaliesImpact = (items: readonly { impact: string }[]): string =>
  formatCents(items.reduce((sum, a) => sum + parseDecimalToMicros(a.impact), 0n) / 10_000n);

/**
 * The shared costs of a month (the latest with data when absent) as `GET /costs/shared` answers
 * them: each rule's amount and allocations, and every team's direct, shared and total cost.
 */
export async function computeSharedCosts(
  data: EntityData,
  tenantId: string,
  month: string | undefined,
): Promise<Schemas['SharedCosts']> {
  const rules = await data.costEntities.sharedCostRules(tenantId);
  const range = await monthRange(data.costs, tenantId, month);
  if (!range) return { month: '', currency: BILLING_CURRENCY, rules: [], byTarget: [] };
  const days = { from: range.from, to: range.to };
  const filterOf = (kind: 'subscription' | 'service', value: string): Filters => ({
    ...USAGE,
    [kind]: [value],
  });
  const teamCost = async (filters: Filters) =>
    byGroup(await sums(data.costs, tenantId, days, { groupBy: TEAM, filters }));
  // A row belongs to the first rule whose source holds it: a rule's amount leaves out what an earlier
  // rule of the other kind already took (two subscriptions, or two services, never overlap).
  const everything = await teamCost(USAGE);
  const direct = new Map(everything);
  const results: Schemas['SharedCostRule'][] = [];
  const shared = new Map<string | null, bigint>();
  for (const [index, rule] of rules.entries()) {
    const own = await teamCost(filterOf(rule.sourceKind, rule.sourceValue));
    for (const earlier of rules.slice(0, index)) {
      if (earlier.sourceKind === rule.sourceKind) continue;
      const overlap = await teamCost({
        ...USAGE,
        [rule.sourceKind]: [rule.sourceValue],
        [earlier.sourceKind]: [earlier.sourceValue],
      });
      for (const [team, value] of overlap) own.set(team, (own.get(team) ?? 0n) - value);
    }
    for (const [team, value] of own) direct.set(team, (direct.get(team) ?? 0n) - value);
    results.push({
      id: rule.id,
      name: rule.name,
      source: { kind: rule.sourceKind, value: rule.sourceValue },
      method: rule.method,
      amount: micros(total([...own.values()].map((value) => ({ micros: value })))),
      allocations: [],
    });
  }
  // Allocations, once the direct cost of every team is known (the proportional rule's weights).
  results.forEach((result, index) => {
    const rule = rules[index];
    if (!rule) return;
    const cents = parseDecimalToMicros(result.amount) / 10_000n;
    const weights = rule.targets.map(({ target, percent }) =>
      rule.method === 'even'
        ? 1n
        : rule.method === 'fixed'
          ? parseDecimalToMicros(percent ?? '0') / 10_000n
          : microsToCents(positive(direct.get(target) ?? 0n)),
    );
    const parts = allocate(cents, weights);
    const weightSum = weights.reduce((a, b) => a + b, 0n);
    result.allocations = rule.targets.map(({ target }, i) => {
      const part = parts[i] ?? 0n;
      shared.set(target, (shared.get(target) ?? 0n) + part);
      const share = weightSum === 0n ? 0n : ((weights[i] ?? 0n) * 10_000n + weightSum / 2n) / weightSum;
      return {
        target,
        share: formatCents(
          rule.method === 'fixed' ? parseDecimalToMicros(rule.targets[i]?.percent ?? '0') / 10_000n : share,
        ),
        amount: formatCents(part),
      };
    });
  });
  // The cost without a team tag (null) is listed too, under its label, after the teams on a tie.
  const targets = [...new Set<string | null>([...direct.keys(), ...shared.keys()])];
  const byTarget = targets
    .map((target) => {
      const directCents = microsToCents(direct.get(target) ?? 0n);
      const sharedCents = shared.get(target) ?? 0n;
      return { target, directCents, sharedCents, totalCents: directCents + sharedCents };
    })
    .sort((a, b) =>
      b.totalCents > a.totalCents ? 1 : b.totalCents < a.totalCents ? -1 : compareGroups(a.target, b.target),
    )
    .map((t) => ({
      target: dimensionValueLabel(t.target, TEAM),
      direct: formatCents(t.directCents),
      shared: formatCents(t.sharedCents),
      total: formatCents(t.totalCents),
    }));
  return { month: range.month, currency: BILLING_CURRENCY, rules: results, byTarget };
}

/** The commitments summary when there is no data. */
const EMPTY_COMMITMENT_SUMMARY: Schemas['CommitmentPage']['summary'] = {
  purchase: '0.00',
  used: '0.00',
  unused: '0.00',
  utilisation: 0,
  savings: '0.00',
  coverage: 0,
};

/** A commitment with its figures over a range of days (micro-units), before rounding. */
export interface CommitmentItem {
  record: CommitmentContractRecord;
  service: string | null | undefined;
  purchase: bigint;
  used: bigint;
  unused: bigint;
  list: bigint;
  utilisation: number;
}

/**
 * The tenant's commitments (of one agreement or type when asked) with their purchase, used and
 * unused cost, the list cost of the usage they covered and their utilisation over the range.
 */
export async function commitmentItems(
  data: EntityData,
  tenantId: string,
  range: { from: number; to: number },
  filter: { agreement?: string | undefined; type?: string | undefined } = {},
): Promise<CommitmentItem[]> {
  const contracts = await data.costEntities.commitmentContracts(tenantId);
  const usage = new Map(
    (await data.costs.commitmentUsage(tenantId, range.from, range.to)).map((u) => [u.id, u]),
  );
  return contracts
    .filter(
      (c) =>
        (filter.agreement ? c.agreement === filter.agreement : true) &&
        (filter.type ? c.type === filter.type : true),
    )
    .map((c) => {
      const u = usage.get(c.id);
      const purchase = BigInt(u?.purchaseMicros ?? 0);
      const used = BigInt(u?.usedMicros ?? 0);
      const unused = BigInt(u?.unusedMicros ?? 0);
      const list = BigInt(u?.coveredListMicros ?? 0);
      return {
        record: c,
        service: u?.service,
        purchase,
        used,
        unused,
        list,
        utilisation: ratio(used, used + unused),
      };
    });
}

/** A commitment as the commitments page shows it, each amount rounded to the cent once. */
export function commitmentRow(i: CommitmentItem): Schemas['Commitment'] {
  return {
    id: i.record.id,
    name: i.record.name,
    type: i.record.type as Schemas['Commitment']['type'],
    agreement: i.record.agreement,
    sku: i.record.sku,
    ...(i.record.scope ? { scope: i.record.scope } : {}),
    term: i.record.term,
    starts: i.record.starts,
    expires: i.record.expires,
    autoRenew: i.record.autoRenew,
    purchase: micros(i.purchase),
    used: micros(i.used),
    unused: micros(i.unused),
    utilisation: i.utilisation,
    listCost: micros(i.list),
    savings: micros(i.list - i.used),
  };
}

/**
 * The summary of some commitments over the range: their purchase, used and unused cost, utilisation,
 * savings, and coverage (the covered usage's list cost against all usage of the services they cover).
 */
export async function commitmentSummary(
  costs: CostRepository,
  tenantId: string,
  range: { from: number; to: number },
  matching: readonly CommitmentItem[],
): Promise<Schemas['CommitmentPage']['summary']> {
  const add = (pick: (i: CommitmentItem) => bigint) => matching.reduce((sum, i) => sum + pick(i), 0n);
  const used = add((i) => i.used);
  const unused = add((i) => i.unused);
  const covered = add((i) => i.list);
  const services = [...new Set(matching.map((i) => i.service).filter((s): s is string => Boolean(s)))];
  const eligible =
    services.length === 0
      ? 0n
      : total(
          await sums(costs, tenantId, range, {
            metric: 'list',
            filters: { ...USAGE, service: services },
          }),
        );
  return {
    purchase: micros(add((i) => i.purchase)),
    used: micros(used),
    unused: micros(unused),
    utilisation: ratio(used, used + unused),
    savings: micros(covered - used),
    coverage: ratio(covered, eligible),
  };
}

/**
 * The tenant's EA enrollments over their current enrollment year: the consumption of their
 * subscriptions to the latest day with data, balance and overage, and the consumption per department.
 */
export async function computeEnrollments(
  data: EntityData,
  tenantId: string,
): Promise<Schemas['Enrollment'][]> {
  const [records, available] = await Promise.all([
    data.costEntities.enrollments(tenantId),
    data.costs.dataRange(tenantId),
  ]);
  return Promise.all(
    records.map(async (e) => {
      const lastDay = available ? isoOf(available.last) : e.starts;
      const yearStarts = enrollmentYearStart(e.starts, lastDay);
      const subscriptions = e.departments.map((d) => d.subscription);
      const rows =
        available && subscriptions.length > 0
          ? await sums(
              data.costs,
              tenantId,
              { from: dayOf(yearStarts), to: Math.min(available.last, dayOf(e.ends)) },
              {
                groupBy: { kind: 'column', name: 'subscription' },
                filters: { subscription: subscriptions },
              },
            )
          : [];
      const perSubscription = byGroup(rows);
      const consumed = total(rows);
      const commitment = BigInt(e.annualCommitmentMicros);
      const departments = new Map<string, { subscriptions: number; micros: bigint }>();
      for (const d of e.departments) {
        const entry = departments.get(d.department) ?? { subscriptions: 0, micros: 0n };
        entry.subscriptions += 1;
        entry.micros += perSubscription.get(d.subscription) ?? 0n;
        departments.set(d.department, entry);
      }
      return {
        id: e.id,
        number: e.number,
        name: e.name,
        starts: e.starts,
        ends: e.ends,
        yearStarts,
        commitment: micros(commitment),
        consumed: micros(consumed),
        balance: micros(positive(commitment - consumed)),
        overage: micros(positive(consumed - commitment)),
        departments: [...departments.entries()]
          .sort((a, b) =>
            b[1].micros > a[1].micros ? 1 : b[1].micros < a[1].micros ? -1 : a[0].localeCompare(b[0]),
          )
          .map(([name, d]) => ({ name, subscriptions: d.subscriptions, consumed: micros(d.micros) })),
      };
    }),
  );
}

/**
 * The macro commitment's burn-down: eligible usage (not the office suite) per month of the term, a
 * running total of the monthly figures as shown, the straight-line target and a projection.
 */
export async function computeBurnDown(
  data: EntityData,
  tenantId: string,
): Promise<Schemas['CommitmentBurnDown']> {
  const [macc, available] = await Promise.all([
    data.costEntities.macc(tenantId),
    data.costs.dataRange(tenantId),
  ]);
  if (!macc) return { currency: BILLING_CURRENCY, commitment: null };
  const starts = dayOf(macc.starts);
  const ends = dayOf(macc.ends);
  const last = available ? Math.min(available.last, ends) : starts - 1;
  // Eligible: usage of every cloud-platform service (the office suite's seats are not).
  const services = available
    ? [
        ...byGroup(
          await sums(
            data.costs,
            tenantId,
            { from: starts, to: last },
            { groupBy: { kind: 'column', name: 'service' } },
          ),
        ).keys(),
      ].filter((service): service is string => service !== null && service !== 'Microsoft 365')
    : [];
  const monthly =
    services.length > 0
      ? await sums(
          data.costs,
          tenantId,
          { from: starts, to: last },
          {
            granularity: 'month',
            filters: { ...USAGE, service: services },
          },
        )
      : [];
  const perMonth = new Map<string, bigint>();
  for (const row of monthly)
    perMonth.set(row.period ?? '', (perMonth.get(row.period ?? '') ?? 0n) + row.micros);
  const amountCents = microsToCents(BigInt(macc.amountMicros));
  const termMonths: string[] = [];
  for (let day = starts; day <= ends; day = monthDays(monthOf(day)).to + 1) termMonths.push(monthOf(day));
  // The running total adds up the monthly figures as shown, so the table reads right to the cent.
  let cumulativeCents = 0n;
  const months: NonNullable<Schemas['CommitmentBurnDown']['commitment']>['months'] = [];
  termMonths.forEach((month, index) => {
    if (monthDays(month).from > last) return;
    const consumed = microsToCents(perMonth.get(month) ?? 0n);
    cumulativeCents += consumed;
    months.push({
      month,
      consumed: formatCents(consumed),
      cumulative: formatCents(cumulativeCents),
      target: formatCents((amountCents * BigInt(index + 1)) / BigInt(termMonths.length)),
    });
  });
  // The projection runs the average day of the last three whole months to the end of the term.
  const wholeMonths = months.filter((m) => monthDays(m.month).to <= last).slice(-3);
  const recentMicros = wholeMonths.reduce((sum, m) => sum + (perMonth.get(m.month) ?? 0n), 0n);
  const recentDays = wholeMonths.reduce(
    (sum, m) => sum + monthDays(m.month).to - monthDays(m.month).from + 1,
    0,
  );
  const daysLeft = Math.max(0, ends - last);
  const cumulative = cumulativeCents * 10_000n;
  const projected =
    cumulative + (recentDays > 0 ? (recentMicros * BigInt(daysLeft)) / BigInt(recentDays) : 0n);
  const amount = BigInt(macc.amountMicros);
  return {
    currency: BILLING_CURRENCY,
    commitment: {
      id: macc.id,
      name: macc.name,
      amount: micros(amount),
      starts: macc.starts,
      ends: macc.ends,
      consumed: micros(cumulative),
      remaining: micros(positive(amount - cumulative)),
      projectedAtEnd: micros(projected),
      shortfall: micros(positive(amount - projected)),
      months,
    },
  };
}

export const costEntityHandlers: Handlers = {
  getCostSummary: async (ctx) => {
    const who = requireCaller(ctx);
    const display = displayCurrency(ctx.matched.query.currency);
    return { status: 200, body: await costSummary(ctx.data, who.tenantId, display) };
  },

  listBudgets: listHandler('listBudgets', {
    environment: (ctx, who) => computeBudgets(ctx.data, who.tenantId),
    head: ({ env }) => ({ month: env.month, currency: BILLING_CURRENCY }),
    rows: ({ env }) => env.budgets,
    filters: { status: (b, status) => b.status === status },
    searchable: (b) => [b.name, b.scope.value, b.owner],
    sortBy: {
      name: (b) => b.name,
      amount: (b) => parseDecimalToMicros(b.amount),
      actual: (b) => parseDecimalToMicros(b.actual),
      forecast: (b) => b.forecastMicros,
      used: (b) => b.usedRatio,
    },
    defaultSort: 'used',
    defaultOrder: 'desc',
    present: ({ usedRatio: _u, forecastMicros: _f, ...budget }) => budget,
  }),

  listCostAnomalies: listHandler('listCostAnomalies', {
    head: () => ({ currency: BILLING_CURRENCY }),
    rows: async ({ ctx, caller }) => anomalyItems(await ctx.data.costEntities.anomalies(caller.tenantId)),
    searchable: (a) => [a.service, a.subscription, a.topResource],
    sortBy: {
      day: (a) => a.day,
      impact: (a) => a.impactMicros,
      service: (a) => a.service,
      subscription: (a) => a.subscription,
    },
    defaultSort: 'day',
    defaultOrder: 'desc',
    summary: ({ matching }) => ({ impact: anomaliesImpact(matching) }),
    present: ({ impactMicros: _i, ...anomaly }) => anomaly,
  }),

  listSharedCosts: async (ctx) => {
    const who = requireCaller(ctx);
    const month = optionalText(ctx.matched.query.month);
    return { status: 200, body: await computeSharedCosts(ctx.data, who.tenantId, month) };
  },

  listCommitments: listHandler('listCommitments', {
    environment: (ctx, who) =>
      monthRange(ctx.data.costs, who.tenantId, optionalText(ctx.matched.query.month)),
    unavailable: () => ({
      month: '',
      currency: BILLING_CURRENCY,
      total: 0,
      offset: 0,
      items: [],
      summary: EMPTY_COMMITMENT_SUMMARY,
    }),
    head: ({ env: range }) => ({ month: range.month, currency: BILLING_CURRENCY }),
    rows: async ({ ctx, caller, env: range }) =>
      (await commitmentItems(ctx.data, caller.tenantId, range)).map((item) => ({
        ...item,
        id: item.record.id,
      })),
    filters: {
      agreement: (i, agreement) => i.record.agreement === agreement,
      type: (i, type) => i.record.type === type,
    },
    searchable: (i) => [i.record.name, i.record.sku, i.record.scope, i.record.type],
    sortBy: {
      name: (i) => i.record.name,
      expires: (i) => i.record.expires,
      utilisation: (i) => i.utilisation,
      purchase: (i) => i.purchase,
      savings: (i) => i.list - i.used,
    },
    defaultSort: 'utilisation',
    defaultOrder: 'desc',
    summary: async ({ ctx, caller, env: range, matching }) => ({
      summary: await commitmentSummary(ctx.data.costs, caller.tenantId, range, matching),
    }),
    present: (i) => commitmentRow(i),
  }),

  listEnrollments: listHandler('listEnrollments', {
    head: () => ({ currency: BILLING_CURRENCY }),
    rows: ({ ctx, caller }) => computeEnrollments(ctx.data, caller.tenantId),
    searchable: (e) => [e.name, e.number, ...e.departments.map((d) => d.name)],
    sortBy: {
      name: (e) => e.name,
      ends: (e) => e.ends,
      consumed: (e) => parseDecimalToMicros(e.consumed),
      balance: (e) => parseDecimalToMicros(e.balance),
    },
    defaultSort: 'name',
    defaultOrder: 'asc',
    present: (e) => e,
  }),

  getCommitmentBurnDown: async (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: await computeBurnDown(ctx.data, who.tenantId) };
  },

  listResourceEndpoints: listHandler('listResourceEndpoints', {
    environment: async (ctx, who) => {
      const [records, latest] = await Promise.all([
        ctx.data.costEntities.endpoints(who.tenantId),
        latestMonthBy(ctx.data.costs, who.tenantId, 'resource'),
      ]);
      return { records, ...latest };
    },
    head: ({ env }) => ({ month: env.month, currency: BILLING_CURRENCY }),
    rows: ({ env }) => env.records.map((e) => ({ ...e, costMicros: env.costs.get(e.resourceName) ?? 0n })),
    filters: { exposure: (e, exposure) => e.exposure === exposure },
    searchable: (e) => [e.address, e.resourceName, e.subscription, e.kind],
    sortBy: {
      address: (e) => e.address,
      resource: (e) => e.resourceName,
      kind: (e) => e.kind,
      tlsExpires: (e) => e.tlsExpires,
      cost: (e) => e.costMicros,
    },
    defaultSort: 'address',
    defaultOrder: 'asc',
    present: (e) => ({
      id: e.id,
      address: e.address,
      kind: e.kind,
      exposure: e.exposure,
      ...(e.port === null ? {} : { port: e.port }),
      ...(e.tlsExpires ? { tlsExpires: e.tlsExpires } : {}),
      resource: e.resourceName,
      resourceType: e.resourceType,
      subscription: e.subscription,
      ...(e.region ? { region: e.region } : {}),
      cost: micros(e.costMicros),
    }),
  }),

  listSubscriptionUsers: listHandler('listSubscriptionUsers', {
    environment: async (ctx, who) => {
      const [records, latest] = await Promise.all([
        ctx.data.costEntities.subscriptionRoles(who.tenantId),
        latestMonthBy(ctx.data.costs, who.tenantId, 'subscription'),
      ]);
      return { records, ...latest };
    },
    head: ({ env }) => ({ month: env.month, currency: BILLING_CURRENCY }),
    rows: ({ env }) => env.records.map((r) => ({ ...r, costMicros: env.costs.get(r.subscription) ?? 0n })),
    filters: { role: (r, role) => r.role === role },
    searchable: (r) => [r.upn, r.displayName, r.subscription, r.role],
    sortBy: {
      user: (r) => r.displayName,
      subscription: (r) => r.subscription,
      role: (r) => r.role,
      since: (r) => r.since,
      cost: (r) => r.costMicros,
    },
    defaultSort: 'user',
    defaultOrder: 'asc',
    present: (r) => ({
      id: r.id,
      user: r.upn,
      displayName: r.displayName,
      subscription: r.subscription,
      role: r.role,
      since: r.since,
      cost: micros(r.costMicros),
    }),
  }),
};

const optionalText = (value: unknown) => (value === undefined ? undefined : String(value));

/** The first day of the enrollment year that holds `day` (years run from the enrollment's start). */
export function enrollmentYearStart(starts: string, day: string): string {
  const [year, month, date] = starts.split('-');
  let candidate = Number(day.slice(0, 4));
  while (`${candidate}-${month}-${date}` > day) candidate -= 1;
  return `${Math.max(candidate, Number(year))}-${month}-${date}`;
}

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
