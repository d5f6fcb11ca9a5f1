/**
 * The tenant's cost sums in a display currency, each day's cost at that day's rate: a view of the
 * cost repository that every computation reading it (the cost query, the summary, budgets' sums)
 * converts through, so a figure converts the same way on every surface.
 */
import type { CostAggregateRow, CostRepository } from '../../data/cost-repository.ts';
import type { Display } from './currency.ts';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** What a view in another currency does not convert yet: asking it is an error, never a wrong figure. */
const unconverted = (name: string) => () =>
  Promise.reject(new Error(`${name} is not converted to a display currency`));

export function convertedCosts(inner: CostRepository, display: Display): CostRepository {
  if (display.identity) return inner;
  return {
    dataRange: (tenantId) => inner.dataRange(tenantId),
    async aggregate(query) {
      // One rate for every day: each sum converts as it is.
      if (display.exchangeRate?.basis !== 'daily')
        return (await inner.aggregate(query)).map((row) => ({
          ...row,
          micros: Number(display.convert(BigInt(row.micros))),
        }));
      // Per day, converted at the day's rate, then added up to the periods asked for.
      const days = await inner.aggregate({ ...query, granularity: 'day' });
      const merged = new Map<string, { period: string | null; group: string | null; micros: bigint }>();
      for (const row of days) {
        const iso = row.period ?? '';
        const period =
          query.granularity === 'day' ? iso : query.granularity === 'month' ? iso.slice(0, 7) : null;
        const key = `${period ?? ''}\u0000${row.group === null ? 'n' : `g${row.group}`}`;
        const entry = merged.get(key) ?? { period, group: row.group, micros: 0n };
        entry.micros += display.onDay(BigInt(row.micros), dayNumber(iso));
        merged.set(key, entry);
      }
      return [...merged.values()].map(
        (entry): CostAggregateRow => ({
          period: entry.period,
          group: entry.group,
          micros: Number(entry.micros),
        }),
      );
    },
    twoPeriods: unconverted('twoPeriods'),
    resourcePage: unconverted('resourcePage'),
    commitmentUsage: unconverted('commitmentUsage'),
    tagKeyCosts: unconverted('tagKeyCosts'),
  };
}
