import { type ChangeSums, type ResourceTwoPeriods, USAGE_LIMIT } from '../../data/cost-repository.ts';
import { ATTOS_PER_MICRO, formatAttos, formatCents, microsDouble, parseDecimalToMicros } from '../money.ts';
import { compareGroups } from './groups.ts';

/** a − b for two-decimal strings, exactly. */
const formatCentsDifference = (a: string, b: string) =>
  formatCents(parseDecimalToMicros(a) / 10_000n - parseDecimalToMicros(b) / 10_000n);

/**
 * Splits a resource's change into usage (the quantity change at the previous unit price) and price
 * (the rest), in atto-units, so that the two add up to the change exactly: the usage an estimate
 * in whole micro-units (floating point over the quantities), the change exact. The SQL of
 * `CostRepository.changeSums` does the same, on the same doubles.
 */
export function splitChange(r: { quantity0: number; attos0: bigint; quantity1: number; attos1: bigint }): {
  usage: bigint;
  price: bigint;
} {
  const change = r.attos1 - r.attos0;
  if (r.quantity0 <= 0 || r.quantity1 <= 0) return { usage: change, price: 0n };
  const estimate = ((r.quantity1 - r.quantity0) / r.quantity0) * microsDouble(r.attos0);
  if (!(Math.abs(estimate) < USAGE_LIMIT)) return { usage: change, price: 0n };
  const usage = BigInt(Math.round(estimate)) * ATTOS_PER_MICRO;
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

/** Per group, the resources' two periods and the usage part of their change ({@link splitChange}). */
export function changeSumsOf(resources: readonly ResourceTwoPeriods[]): ChangeSums[] {
  const byGroup = new Map<string | null, ChangeSums>();
  for (const resource of resources) {
    const { usage } = splitChange(resource);
    let sums = byGroup.get(resource.group);
    if (!sums) {
      sums = { group: resource.group, previousAttos: 0n, currentAttos: 0n, usageAttos: 0n };
      byGroup.set(resource.group, sums);
    }
    sums.previousAttos += resource.attos0;
    sums.currentAttos += resource.attos1;
    sums.usageAttos += usage;
  }
  return [...byGroup.values()];
}

/** The change explanation of resources in two periods (`twoPeriods`): {@link explainChange}. */
export function explainChangeRows(resources: readonly ResourceTwoPeriods[]): {
  total: ChangeRow;
  rows: ChangeRow[];
} {
  return explainChange(changeSumsOf(resources));
}

/**
 * The change explanation of the groups' sums (`changeSums`): the total and one row per group,
 * largest change first, each figure rounded to the cent once.
 */
export function explainChange(groups: readonly ChangeSums[]): {
  total: ChangeRow;
  rows: ChangeRow[];
} {
  type Sums = { previous: bigint; current: bigint; usage: bigint };
  const total: Sums = { previous: 0n, current: 0n, usage: 0n };
  const byGroup = new Map<string | null, Sums>();
  for (const group of groups) {
    byGroup.set(group.group, {
      previous: group.previousAttos,
      current: group.currentAttos,
      usage: group.usageAttos,
    });
    total.previous += group.previousAttos;
    total.current += group.currentAttos;
    total.usage += group.usageAttos;
  }
  // Rounded to the cent once per figure; the price effect is what is left, so the row adds up.
  const row = (group: string | null, sums: Sums) => {
    const previousCents = formatAttos(sums.previous);
    const currentCents = formatAttos(sums.current);
    // The change is the difference of the two shown figures, so the row reads right to the cent.
    const change = formatCentsDifference(currentCents, previousCents);
    const usageEffect = formatAttos(sums.usage);
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
