/**
 * What a chart says in words: highest, lowest, total, average, change over the period, the share of
 * each group and the months over budget. Amounts are exact decimal strings, computed as integer
 * cents (BigInt); ratios are numbers rounded to millionths, only for percentages.
 */
import { amountChange, averageAmount, fromCents, toCents } from './money.ts';

/** One amount of a series: a period ('2026-03' or '2026-03-14') and an exact decimal string. */
export interface ChartPoint {
  readonly period: string;
  /** Undefined: no value for this period (a forecast before it starts); skipped by every summary. */
  readonly amount: string | undefined;
}

/** The change from the first to the last period with a value. */
export interface AmountChange {
  /** last − first, exact. */
  readonly amount: string;
  /** (last − first) / |first|, rounded to millionths; undefined from zero. */
  readonly ratio: number | undefined;
}

export interface SeriesSummary {
  /** Periods with a value. */
  readonly count: number;
  readonly total: string;
  /** total / count to the cent (half away from zero); '0.00' without values. */
  readonly average: string;
  /** The highest value (the earliest of equal ones). */
  readonly highest: DefinedPoint | undefined;
  /** The lowest value (the earliest of equal ones). */
  readonly lowest: DefinedPoint | undefined;
  readonly first: DefinedPoint | undefined;
  readonly last: DefinedPoint | undefined;
  /** From the first to the last value; undefined with fewer than two values. */
  readonly change: AmountChange | undefined;
}

/** A point that has a value. */
export interface DefinedPoint {
  readonly period: string;
  readonly amount: string;
}

const defined = (points: readonly ChartPoint[]): DefinedPoint[] =>
  points.filter((point): point is DefinedPoint => point.amount !== undefined);

/** Highest, lowest, total, average and change over the period of one series, exactly. */
export function summarizeSeries(points: readonly ChartPoint[]): SeriesSummary {
  const values = defined(points);
  let total = 0n;
  let highest: { point: DefinedPoint; cents: bigint } | undefined;
  let lowest: { point: DefinedPoint; cents: bigint } | undefined;
  for (const point of values) {
    const cents = toCents(point.amount);
    total += cents;
    if (!highest || cents > highest.cents) highest = { point, cents };
    if (!lowest || cents < lowest.cents) lowest = { point, cents };
  }
  const first = values[0];
  const last = values.at(-1);
  return {
    count: values.length,
    total: fromCents(total),
    average: averageAmount(fromCents(total), values.length),
    highest: highest?.point,
    lowest: lowest?.point,
    first,
    last,
    change: first && last && values.length > 1 ? amountChange(first.amount, last.amount) : undefined,
  };
}

/**
 * The exact sum per period over several series (stacked categories), in the order the periods
 * first appear. A period is undefined only when no series has a value for it.
 */
export function periodTotals(series: readonly (readonly ChartPoint[])[]): ChartPoint[] {
  const totals = new Map<string, bigint | undefined>();
  for (const points of series) {
    for (const { period, amount } of points) {
      const before = totals.get(period);
      if (amount === undefined) {
        if (!totals.has(period)) totals.set(period, undefined);
      } else totals.set(period, (before ?? 0n) + toCents(amount));
    }
  }
  return [...totals].map(([period, cents]) => ({
    period,
    amount: cents === undefined ? undefined : fromCents(cents),
  }));
}

/** a / b rounded half away from zero to millionths; undefined when b is zero. */
export function centsRatio(numerator: bigint, denominator: bigint): number | undefined {
  if (denominator === 0n) return undefined;
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const millionths = (n * 2_000_000n + d) / (2n * d);
  return Number(sign * millionths) / 1_000_000;
}

export interface GroupAmount {
  readonly group: string;
  readonly amount: string;
}

export interface GroupShare extends GroupAmount {
  /** amount / total, rounded to millionths (0.123457 = 12.3457%); undefined when the total is zero. */
  readonly share: number | undefined;
}

export interface GroupShares {
  /** The total the shares are of: the one passed in, else the sum of the groups. */
  readonly total: string;
  /** The groups in the order given, each with its share. */
  readonly groups: readonly GroupShare[];
  /** total − the groups' sum, when a total was passed in and it differs (the groups are a top few). */
  readonly rest: GroupShare | undefined;
  /** The group with the highest amount (the first of equal ones). */
  readonly largest: GroupShare | undefined;
}

/**
 * The share of each group in the total. Pass `total` when the groups are only the top few of it
 * (the rest then holds what the others add up to, named `restName`).
 */
export function groupShares(groups: readonly GroupAmount[], total?: string, restName = 'Other'): GroupShares {
  const sum = groups.reduce((cents, group) => cents + toCents(group.amount), 0n);
  const whole = total === undefined ? sum : toCents(total);
  const withShares = groups.map((group) => ({ ...group, share: centsRatio(toCents(group.amount), whole) }));
  let largest: GroupShare | undefined;
  for (const group of withShares)
    if (!largest || toCents(group.amount) > toCents(largest.amount)) largest = group;
  const restCents = whole - sum;
  return {
    total: fromCents(whole),
    groups: withShares,
    rest:
      total !== undefined && restCents !== 0n
        ? { group: restName, amount: fromCents(restCents), share: centsRatio(restCents, whole) }
        : undefined,
    largest,
  };
}

/** Actual cost and budget of one period. */
export interface BudgetPoint {
  readonly period: string;
  readonly actual: string;
  /** Undefined: no budget was set for this period. */
  readonly budget: string | undefined;
}

export interface BudgetRow extends BudgetPoint {
  /** actual − budget, exact (positive: over); undefined without a budget. */
  readonly difference: string | undefined;
  /** actual / budget rounded to millionths (1.05 = 105% used); undefined without a budget or with a zero one. */
  readonly used: number | undefined;
  /** Strictly more than the budget. */
  readonly over: boolean;
}

export interface BudgetSummary {
  readonly rows: readonly BudgetRow[];
  /** The sum of the actual cost of every period. */
  readonly actual: string;
  /** The sum of the budgets that were set. */
  readonly budget: string;
  /** The sum of the actual cost of the periods with a budget. */
  readonly budgetedActual: string;
  /** The actual cost of the periods with a budget minus their budgets. */
  readonly difference: string;
  /** The actual cost of the periods with a budget / their budgets. */
  readonly used: number | undefined;
  /** The periods over budget, in order. */
  readonly over: readonly BudgetRow[];
  /** The period most over its budget (by amount; the earliest of equal ones). */
  readonly worst: BudgetRow | undefined;
  /** Periods that have a budget. */
  readonly budgeted: number;
}

/** Actual against budget per period, and in total; exact. */
export function compareToBudget(points: readonly BudgetPoint[]): BudgetSummary {
  let actual = 0n;
  let budget = 0n;
  let budgetedActual = 0n;
  let budgeted = 0;
  let worst: { row: BudgetRow; cents: bigint } | undefined;
  const rows = points.map((point): BudgetRow => {
    const spent = toCents(point.actual);
    actual += spent;
    if (point.budget === undefined) return { ...point, difference: undefined, used: undefined, over: false };
    const planned = toCents(point.budget);
    budget += planned;
    budgetedActual += spent;
    budgeted += 1;
    const difference = spent - planned;
    const row = {
      ...point,
      difference: fromCents(difference),
      used: centsRatio(spent, planned),
      over: difference > 0n,
    };
    if (row.over && (!worst || difference > worst.cents)) worst = { row, cents: difference };
    return row;
  });
  return {
    rows,
    actual: fromCents(actual),
    budget: fromCents(budget),
    budgetedActual: fromCents(budgetedActual),
    difference: fromCents(budgetedActual - budget),
    used: centsRatio(budgetedActual, budget),
    over: rows.filter((row) => row.over),
    worst: worst?.row,
    budgeted,
  };
}
