/**
 * `./portal bench`: importing a FOCUS export at a customer's size. Writes a synthetic Azure-shaped
 * export (`focus-sample.ts`: 46 columns, about 850 bytes a row) of `--rows` rows (1,000,000 by
 * default), then
 * - DuckDB reads the same file and rolls it up per day and resource: the anchor (a dev dependency
 *   used only here);
 * - `./portal import-focus`'s import, each in a process of its own, into a fresh embedded database
 *   and, when PostgreSQL is there or can be installed, into a fresh schema of the local server:
 *   seconds, rows per second, peak memory (the process's maximum resident set) and database growth
 *   (the file's bytes after a checkpoint; PostgreSQL's relation sizes), per million rows.
 * `--json FILE` writes the figures for scripts/bench-report.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_NODE_OPTIONS } from '../src/import/node-options.ts';
import { writeFocusSample } from './focus-sample.ts';
import { start as startLocalPostgres, stop as stopLocalPostgres } from './local-postgres.ts';

export interface ImportFigure {
  engine: string;
  rows: number;
  csvBytes: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssBytes: number;
  growthBytes: number;
}

const work = mkdtempSync(join(tmpdir(), 'portal-bench-import-'));
const csv = join(work, 'focus-azure.csv');

/** DuckDB reading the file and rolling it up per day and resource (seconds). */
async function duckdb(): Promise<number> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const started = performance.now();
  await connection.run(
    `CREATE TABLE daily AS SELECT ResourceId, CAST(ChargePeriodStart AS DATE) AS day, SUM(EffectiveCost) AS cost
     FROM read_csv('${csv}', header = true) GROUP BY ALL`,
  );
  const seconds = (performance.now() - started) / 1000;
  connection.closeSync();
  return seconds;
}

/** One import in a child process (`import-worker` below), which reports its own figures. */
function importInChild(engine: 'sqlite' | 'postgres', postgresUrl?: string): ImportFigure {
  // With the options `./portal import-focus` runs its import with: the figures are that command's.
  const output = execFileSync(
    process.execPath,
    [...IMPORT_NODE_OPTIONS, import.meta.filename, '--worker', engine, csv],
    {
      encoding: 'utf8',
      env: { ...process.env, ...(postgresUrl ? { BENCH_POSTGRES_URL: postgresUrl } : {}) },
      maxBuffer: 1 << 20,
    },
  );
  const line = output.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(line) as ImportFigure;
}

async function main() {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '1000000' }, json: { type: 'string' } },
  });
  const rows = Number(values.rows);
  const writing = performance.now();
  const csvBytes = await writeFocusSample(csv, rows);
  console.log(
    `Wrote ${rows.toLocaleString('en-US')} rows (${(csvBytes / 1e6).toFixed(0)} MB) in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
  );
  const anchor = await duckdb();
  console.log(`  DuckDB read and rolled up per day and resource: ${anchor.toFixed(1)} s`);
  const figures: ImportFigure[] = [importInChild('sqlite')];
  const postgresUrl = startLocalPostgres();
  try {
    if (postgresUrl) figures.push(importInChild('postgres', postgresUrl));
    else console.log('  PostgreSQL is not installed and cannot be: the embedded database only.');
  } finally {
    if (postgresUrl) stopLocalPostgres();
  }
  for (const f of figures)
    console.log(
      `  ${f.engine}: ${f.seconds.toFixed(1)} s (${Math.round(f.rowsPerSecond).toLocaleString('en-US')} rows/s, ${(f.seconds / anchor).toFixed(1)}× DuckDB), peak ${(f.peakRssBytes / 2 ** 20).toFixed(0)} MiB, database +${(f.growthBytes / 1e6).toFixed(0)} MB (${(f.growthBytes / csvBytes).toFixed(2)}× the CSV)`,
    );
  if (values.json)
    writeFileSync(
      values.json,
      JSON.stringify({ measuredAt: new Date().toISOString(), duckdbSeconds: anchor, figures }, null, 2),
    );
}

/** The child: a fresh database, the demo seed, one import, its figures as one JSON line. */
async function worker(engineName: string, file: string) {
  const [{ createReadStream }, { createDataAccess }, { importFocusCsv }, { seed }] = await Promise.all([
    import('node:fs'),
    import('../src/data/data-access.ts'),
    import('../src/import/import-service.ts'),
    import('../src/seed/seed.ts'),
  ]);
  const { Database } = await import('../src/db/database.ts');
  const { sqliteEngine } = await import('../src/db/sqlite-engine.ts');
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-db-'));
  const sqlite = new Database(join(dir, 'portal.sqlite'));
  seed(sqlite);
  let engine = sqliteEngine(sqlite);
  let size = async () => {
    sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)');
    return statSync(join(dir, 'portal.sqlite')).size;
  };
  let label = 'SQLite (node:sqlite, file)';
  let close = async () => sqlite.close();
  if (engineName === 'postgres') {
    const { openPostgresTestDatabase } = await import('../src/testing/postgres-test-database.ts');
    const postgres = await openPostgresTestDatabase(process.env.BENCH_POSTGRES_URL as string, sqlite);
    engine = postgres.engine;
    const version =
      (await engine.get<{ server_version: string }>('SHOW server_version'))?.server_version ?? '';
    label = `PostgreSQL ${version.split(' ')[0]} (local, loopback)`;
    size = async () =>
      Number(
        (
          await engine.get<{ bytes: string }>(
            `SELECT SUM(pg_total_relation_size(c.oid)) AS bytes FROM pg_class c
             JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
          )
        )?.bytes ?? 0,
      );
    close = async () => postgres.close();
  }
  const before = await size();
  const data = createDataAccess(engine);
  const started = performance.now();
  const result = await importFocusCsv(data, 'contoso', createReadStream(file), {
    fileName: 'focus-azure.csv',
  });
  const seconds = (performance.now() - started) / 1000;
  const growthBytes = (await size()) - before;
  await close();
  rmSync(dir, { recursive: true, force: true });
  const figure: ImportFigure = {
    engine: label,
    rows: result.rows,
    csvBytes: statSync(file).size,
    seconds,
    rowsPerSecond: result.rows / seconds,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    growthBytes,
  };
  console.log(JSON.stringify(figure));
}

const workerAt = process.argv.indexOf('--worker');
if (workerAt > 0) {
  rmSync(work, { recursive: true, force: true });
  await worker(process.argv[workerAt + 1] as string, process.argv[workerAt + 2] as string);
} else {
  try {
    await main();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
