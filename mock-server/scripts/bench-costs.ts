/**
 * `./portal bench`: the cost queries' time on Contoso's data (1,500 resources × 385 days, then
 * `--scale 10`: 15,000 resources), seeded into in-memory databases: a year grouped by service, a
 * month per day, and a month's resources by cost. Prints the median and the range of 15 runs after
 * 3 warm-ups; the figures go to docs/performance.md by hand.
 */
import { SqliteCostRepository } from '../src/data/cost-repository.ts';
import { Database } from '../src/db/database.ts';
import { COST_LAST_DAY, seedCosts } from '../src/seed/costs.ts';
import { seed } from '../src/seed/seed.ts';

const DAY_MS = 86_400_000;
/** The twelve whole months before the current one, and the last whole month. */
const lastWholeMonthEnd = (() => {
  const last = new Date(COST_LAST_DAY * DAY_MS);
  return Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1) / DAY_MS - 1;
})();
const yearStart = (() => {
  const end = new Date(lastWholeMonthEnd * DAY_MS);
  return Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1) / DAY_MS;
})();
const monthStart = (() => {
  const end = new Date(lastWholeMonthEnd * DAY_MS);
  return Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1) / DAY_MS;
})();
const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

async function measure(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `  ${name}: median ${median.toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times.at(-1)?.toFixed(1)})`,
  );
}

async function bench(scale: number, full: boolean) {
  const db = new Database(':memory:');
  seed(db);
  const seeding = performance.now();
  seedCosts(db, ['contoso'], { scale });
  const rows = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM cost_daily')?.n ?? 0;
  console.log(
    `Contoso at scale ${scale}: ${rows.toLocaleString('en-US')} daily cost rows seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const costs = new SqliteCostRepository(db);
  await measure(`Twelve months by service (${iso(yearStart)} to ${iso(lastWholeMonthEnd)})`, () =>
    costs.aggregate({
      tenantId: 'contoso',
      fromDay: yearStart,
      toDay: lastWholeMonthEnd,
      metric: 'effective',
      granularity: 'total',
      groupBy: { kind: 'column', name: 'service' },
      filters: {},
    }),
  );
  if (full) {
    await measure('One month per day', () =>
      costs.aggregate({
        tenantId: 'contoso',
        fromDay: monthStart,
        toDay: lastWholeMonthEnd,
        metric: 'effective',
        granularity: 'day',
        groupBy: undefined,
        filters: {},
      }),
    );
    await measure('Resources of a month, first page by cost', () =>
      costs.resourcePage({
        tenantId: 'contoso',
        fromDay: monthStart,
        toDay: lastWholeMonthEnd,
        metric: 'effective',
        search: undefined,
        sort: 'cost',
        order: 'desc',
        offset: 0,
        limit: 100,
        filters: {},
      }),
    );
  }
  db.close();
}

await bench(1, true);
await bench(10, false);
