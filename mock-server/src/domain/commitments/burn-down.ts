import { dayOf, monthDays, monthOf } from '../calendar.ts';
import { attos, byGroup, type EntityData, positive, type Schemas, sums, USAGE } from '../costs/cost-sums.ts';
import { BILLING_CURRENCY } from '../costs/currency.ts';
import { inScope } from '../costs/scopes.ts';
import { attosToCents, formatCents, microsToAttos, microsToCents } from '../money.ts';

/**
 * The macro commitment's burn-down: eligible usage (not the office suite) per month of the term, a
 * running total of the monthly figures as shown, the straight-line target and a projection.
 */
export async function computeBurnDown(
  data: EntityData,
  tenantId: string,
  /** An amount set in the billing currency, in the currency `data.costs` answers in. */
  amountIn: (micros: bigint) => bigint = (micros) => micros,
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
      ].filter((service): service is string => service !== null && inScope('azure', service))
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
    perMonth.set(row.period ?? '', (perMonth.get(row.period ?? '') ?? 0n) + row.attos);
  const amountCents = microsToCents(amountIn(BigInt(macc.amountMicros)));
  const termMonths: string[] = [];
  for (let day = starts; day <= ends; day = monthDays(monthOf(day)).to + 1) termMonths.push(monthOf(day));
  // The running total adds up the monthly figures as shown, so the table reads right to the cent.
  let cumulativeCents = 0n;
  const months: NonNullable<Schemas['CommitmentBurnDown']['commitment']>['months'] = [];
  termMonths.forEach((month, index) => {
    if (monthDays(month).from > last) return;
    const consumed = attosToCents(perMonth.get(month) ?? 0n);
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
  const recentAttos = wholeMonths.reduce((sum, m) => sum + (perMonth.get(m.month) ?? 0n), 0n);
  const recentDays = wholeMonths.reduce(
    (sum, m) => sum + monthDays(m.month).to - monthDays(m.month).from + 1,
    0,
  );
  const daysLeft = Math.max(0, ends - last);
  // In atto-units: the consumption exactly (the cents shown, added up), the amount set in micro-units.
  const cumulative = microsToAttos(cumulativeCents * 10_000n);
  const projected =
    cumulative + (recentDays > 0 ? (recentAttos * BigInt(daysLeft)) / BigInt(recentDays) : 0n);
  const amount = microsToAttos(amountIn(BigInt(macc.amountMicros)));
  return {
    currency: BILLING_CURRENCY,
    commitment: {
      id: macc.id,
      name: macc.name,
      amount: attos(amount),
      starts: macc.starts,
      ends: macc.ends,
      consumed: attos(cumulative),
      remaining: attos(positive(amount - cumulative)),
      projectedAtEnd: attos(projected),
      shortfall: attos(positive(amount - projected)),
      months,
    },
  };
}
