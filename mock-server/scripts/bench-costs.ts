/**
 * `./portal bench`: the cost query's time on Contoso's twelve months (1,500 resources × 365 days),
 * seeded into an in-memory database: a year grouped by service, and a month per day. Prints the
 * median and the range of 15 runs after 3 warm-ups; figures go to docs/performance.md by hand.
 */
import { SqliteCostRepository } from '../src/data/cost-repository.ts';
import { Database } from '../src/db/database.ts';
import { COST_DAYS, COST_FIRST_DAY, seedCosts } from '../src/seed/costs.ts';
import { seed } from '../src/seed/seed.ts';

const db = new Database(':memory:');
seed(db);
const seeding = performance.now();
seedCosts(db, ['contoso']);
const rows = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM cost_daily')?.n ?? 0;
console.log(
  `Seeded ${rows.toLocaleString('en-US')} daily cost rows in ${Math.round(performance.now() - seeding)} ms`,
);
const costs = new SqliteCostRepository(db);
const last = COST_FIRST_DAY + COST_DAYS - 1;

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
    `${name}: median ${median.toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times.at(-1)?.toFixed(1)})`,
  );
}

await measure('Twelve months by service', () =>
  costs.aggregate({
    tenantId: 'contoso',
    fromDay: COST_FIRST_DAY,
    toDay: last,
    metric: 'effective',
    granularity: 'total',
    groupBy: { kind: 'column', name: 'service' },
    filters: {},
  }),
);
await measure('One month per day', () =>
  costs.aggregate({
    tenantId: 'contoso',
    fromDay: last - 30,
    toDay: last,
    metric: 'effective',
    granularity: 'day',
    groupBy: undefined,
    filters: {},
  }),
);
await measure('Resources of a month, first page by cost', () =>
  costs.resourcePage({
    tenantId: 'contoso',
    fromDay: last - 30,
    toDay: last,
    metric: 'effective',
    search: undefined,
    sort: 'cost',
    order: 'desc',
    offset: 0,
    limit: 100,
    filters: {},
  }),
);
db.close();
