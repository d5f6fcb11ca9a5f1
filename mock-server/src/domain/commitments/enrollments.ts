import { dayOf, isoOf } from '../calendar.ts';
import { attos, byGroup, type EntityData, positive, type Schemas, sums, total } from '../costs/cost-sums.ts';
import { microsToAttos } from '../money.ts';

/**
 * The tenant's EA enrollments over their current enrollment year: the consumption of their
 * subscriptions to the latest day with data, balance and overage, and the consumption per department.
 */
export async function computeEnrollments(
  data: EntityData,
  tenantId: string,
  /** An amount set in the billing currency, in the currency `data.costs` answers in. */
  amountIn: (micros: bigint) => bigint = (micros) => micros,
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
      // The consumption exactly (atto-units); the commitment, set in micro-units, as atto-units too.
      const perSubscription = byGroup(rows);
      const consumed = total(rows);
      const commitment = microsToAttos(amountIn(BigInt(e.annualCommitmentMicros)));
      const departments = new Map<string, { subscriptions: number; attos: bigint }>();
      for (const d of e.departments) {
        const entry = departments.get(d.department) ?? { subscriptions: 0, attos: 0n };
        entry.subscriptions += 1;
        entry.attos += perSubscription.get(d.subscription) ?? 0n;
        departments.set(d.department, entry);
      }
      return {
        id: e.id,
        number: e.number,
        name: e.name,
        starts: e.starts,
        ends: e.ends,
        yearStarts,
        commitment: attos(commitment),
        consumed: attos(consumed),
        balance: attos(positive(commitment - consumed)),
        overage: attos(positive(consumed - commitment)),
        departments: [...departments.entries()]
          .sort((a, b) =>
            b[1].attos > a[1].attos ? 1 : b[1].attos < a[1].attos ? -1 : a[0].localeCompare(b[0]),
          )
          .map(([name, d]) => ({ name, subscriptions: d.subscriptions, consumed: attos(d.attos) })),
      };
    }),
  );
}

/** The first day of the enrollment year that holds `day` (years run from the enrollment's start). */
export function enrollmentYearStart(starts: string, day: string): string {
  const [year, month, date] = starts.split('-');
  let candidate = Number(day.slice(0, 4));
  while (`${candidate}-${month}-${date}` > day) candidate -= 1;
  return `${Math.max(candidate, Number(year))}-${month}-${date}`;
}
