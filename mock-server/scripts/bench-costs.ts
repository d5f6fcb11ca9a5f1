/**
 * `./portal bench`: the cost queries' time on Contoso's data (1,500 resources × 385 days, then
 * `--scale 10`: 15,000 resources) on both engines: the embedded database (in memory) and
 * PostgreSQL (the throwaway local server of scripts/local-postgres.ts, when Debian's package is
 * there or can be installed), the same repository code on each. Queries: a year grouped by
 * service, a month per day, and a month's resources by cost. Prints the median and the range of 15
 * runs after 3 warm-ups; `--json FILE` writes them for scripts/bench-report.ts.
 */
import { writeFileSync } from 'node:fs';
import { SqlCostRepository } from '../src/data/cost-repository.ts';
import { Database } from '../src/db/database.ts';
import type { SqlEngine } from '../src/db/engine.ts';
import { sqliteEngine } from '../src/db/sqlite-engine.ts';
import { COST_LAST_DAY, seedCosts } from '../src/seed/costs.ts';
import { seed } from '../src/seed/seed.ts';
import { openPostgresTestDatabase } from '../src/testing/postgres-test-database.ts';
import { start as startLocalPostgres, stop as stopLocalPostgres } from './local-postgres.ts';

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

interface Figure {
  engine: string;
  scale: number;
  rows: number;
  query: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
}
const figures: Figure[] = [];

async function measure(
  where: Omit<Figure, 'query' | 'medianMs' | 'minMs' | 'maxMs'>,
  query: string,
  run: () => Promise<unknown>,
) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const figure = {
    ...where,
    query,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    minMs: times[0] ?? 0,
    maxMs: times.at(-1) ?? 0,
  };
  figures.push(figure);
  console.log(
    `  ${query}: median ${figure.medianMs.toFixed(1)} ms (min ${figure.minMs.toFixed(1)}, max ${figure.maxMs.toFixed(1)})`,
  );
}

async function queries(engine: SqlEngine, where: Omit<Figure, 'query' | 'medianMs' | 'minMs' | 'maxMs'>) {
  const costs = new SqlCostRepository(engine);
  await measure(where, `Twelve months by service (${iso(yearStart)} to ${iso(lastWholeMonthEnd)})`, () =>
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
  await measure(where, 'One month per day', () =>
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
  await measure(where, 'Resources of a month, first page by cost', () =>
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

async function bench(scale: number, postgresUrl: string | undefined) {
  const db = new Database(':memory:');
  seed(db);
  const seeding = performance.now();
  seedCosts(db, ['contoso'], { scale });
  const rows = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM cost_daily')?.n ?? 0;
  console.log(
    `Contoso at scale ${scale}: ${rows.toLocaleString('en-US')} daily cost rows seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  console.log(' Embedded database (node:sqlite, in memory)');
  await queries(sqliteEngine(db), { engine: 'SQLite (node:sqlite, in memory)', scale, rows });
  if (!postgresUrl) {
    db.close();
    return;
  }
  // A schema of its own, filled with the same rows (the embedded database closes then), its
  // statistics gathered as after a real load.
  const copying = performance.now();
  const postgres = await openPostgresTestDatabase(postgresUrl, db);
  const { engine } = postgres;
  await engine.exec('ANALYZE');
  console.log(
    ` PostgreSQL (schema migrated, rows copied and analysed in ${((performance.now() - copying) / 1000).toFixed(1)} s)`,
  );
  const version = (await engine.get<{ server_version: string }>('SHOW server_version'))?.server_version ?? '';
  await queries(engine, { engine: `PostgreSQL ${version.split(' ')[0]} (local, loopback)`, scale, rows });
  await postgres.close();
}

const jsonAt = process.argv.indexOf('--json');
const postgresUrl = startLocalPostgres();
if (!postgresUrl)
  console.log('PostgreSQL is not installed and cannot be (not root): the embedded database only.');
try {
  await bench(1, postgresUrl);
  await bench(10, postgresUrl);
} finally {
  if (postgresUrl) stopLocalPostgres();
}
if (jsonAt > 0 && process.argv[jsonAt + 1])
  writeFileSync(
    process.argv[jsonAt + 1] as string,
    JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2),
  );
