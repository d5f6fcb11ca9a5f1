import type { CostEntityRepository } from '../../data/cost-entity-repository.ts';
import type { CostDimension, CostRepository } from '../../data/cost-repository.ts';
import { dayOf, monthDays, monthOf, shiftMonth } from '../calendar.ts';
import { attos, byGroup, micros, ratio, type Schemas, sums } from '../costs/cost-sums.ts';
import { currentMonth, forecastMonth } from '../costs/current-month.ts';
import { attosToMicros, microsToAttos } from '../money.ts';

export type BudgetStatus = Schemas['Budget']['status'];

/**
 * A budget's status from its forecast: over above the amount, at risk from 80% of it, else on
 * track (both in one unit).
 */
export function budgetStatus(forecast: bigint, amount: bigint): BudgetStatus {
  if (forecast > amount) return 'over';
  if (forecast * 100n >= amount * 80n) return 'at-risk';
  return 'on-track';
}

/** Every budget of the tenant with this month's actual and forecast and twelve months of history. */
export async function computeBudgets(
  data: { costs: CostRepository; costEntities: CostEntityRepository },
  tenantId: string,
  /** A budget's amount (set in the billing currency) in the currency `data.costs` answers in. */
  amountIn: (micros: bigint) => bigint = (micros) => micros,
  /**
   * Whether each budget's twelve months of history are read (the budgets list and its charts);
   * the cost summary counts budgets by status only, which needs the current month alone.
   */
  { history: withHistory = true }: { history?: boolean } = {},
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
        withHistory
          ? sums(data.costs, tenantId, history, { ...(groupBy ? { groupBy } : {}), granularity: 'month' })
          : [],
      ]);
      const monthly = new Map<string | null, Map<string, bigint>>();
      for (const row of months) {
        const perMonth = monthly.get(row.group) ?? new Map<string, bigint>();
        perMonth.set(row.period ?? '', (perMonth.get(row.period ?? '') ?? 0n) + row.attos);
        monthly.set(row.group, perMonth);
      }
      scoped.set(kind, { soFar: byGroup(soFar), window: byGroup(window), months: monthly });
    }),
  );
  const historyMonths: string[] = [];
  if (withHistory)
    for (let day = history.from; day <= history.to; day = monthDays(monthOf(day)).to + 1)
      historyMonths.push(monthOf(day));

  const budgets = records.map((record) => {
    const sets = scoped.get(record.scopeKind);
    // A tenant budget reads the ungrouped sums (null); a scoped one its subscription's or service's,
    // never the rows without a value for the dimension.
    const group = dimensions[record.scopeKind] ? (record.scopeValue ?? undefined) : null;
    const read = (sums: Map<string | null, bigint> | undefined) =>
      group === undefined ? 0n : (sums?.get(group) ?? 0n);
    // The costs exactly (atto-units); the amount is set in micro-units.
    const actual = read(sets?.soFar);
    const forecast = forecastMonth(actual, read(sets?.window), now.windowDays, now.daysLeft);
    const amount = amountIn(BigInt(record.amountMicros));
    const amountAttos = microsToAttos(amount);
    return {
      id: record.id,
      name: record.name,
      scope: { kind: record.scopeKind, ...(record.scopeValue ? { value: record.scopeValue } : {}) },
      amount: micros(amount),
      actual: attos(actual),
      forecast: attos(forecast),
      thresholds: record.thresholds,
      status: budgetStatus(forecast, amountAttos),
      ...(record.owner ? { owner: record.owner } : {}),
      history: historyMonths.map((month) => ({
        month,
        amount: micros(amount),
        actual: attos(group === undefined ? 0n : (sets?.months.get(group)?.get(month) ?? 0n)),
      })),
      usedRatio: ratio(actual, amountAttos),
      forecastMicros: attosToMicros(forecast),
    };
  });
  return { month: now.month, budgets };
}
