import {
  attos,
  byGroup,
  type EntityData,
  type Filters,
  monthRange,
  positive,
  type Schemas,
  sums,
  TEAM,
  total,
  USAGE,
} from '../costs/cost-sums.ts';
import { BILLING_CURRENCY } from '../costs/currency.ts';
import { compareGroups } from '../costs/groups.ts';
import { dimensionValueLabel } from '../dimension-labels.ts';
import { attosToCents, formatCents, parseDecimalToMicros } from '../money.ts';

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
      amount: attos(total([...own.values()].map((value) => ({ attos: value })))),
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
          : attosToCents(positive(direct.get(target) ?? 0n)),
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
      const directCents = attosToCents(direct.get(target) ?? 0n);
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
