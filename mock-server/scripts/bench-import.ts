/**
 * `./portal bench`: importing a FOCUS export at a customer's size. Writes a synthetic Azure-shaped
 * export (`focus-sample.ts`: 46 columns, about 870 bytes a row) in the shape of a large estate's
 * month (issue 34: 1,000,000 rows of 20,011 resources over 28 days, 560,308 resource-days; `--rows`
 * and `--resources` change it), then
 * - DuckDB reads the same file and rolls it up per day and resource: the anchor (a dev dependency
 *   used only here);
 * - `./portal import-focus`'s import, each in a process of its own, into a fresh embedded database
 *   and, when PostgreSQL is there or can be installed, into a fresh schema of the local server:
 *   seconds, rows per second, peak memory (the process's maximum resident set) and database growth
 *   (the file's bytes after a checkpoint; PostgreSQL's relation sizes), per million rows.
 * - a pipeline run (src/pipelines) of the same file from Azurite and from s3rver (the storage
 *   emulators of `./portal start`, on loopback), into a fresh embedded database: the file read
 *   through the clouds' SDKs as a stream, beside the disk import (target ≤ 1.3× it, peak memory
 *   ≤ 512 MiB).
 * `--json FILE` writes the figures for scripts/bench-report.ts.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_NODE_OPTIONS } from '../src/import/node-options.ts';
import { LARGE_ESTATE_MONTH, writeFocusSample } from './focus-sample.ts';
import { start as startLocalPostgres, stop as stopLocalPostgres } from './local-postgres.ts';

export interface ImportFigure {
  engine: string;
  rows: number;
  /** The export's distinct resources and days (what DuckDB's roll-up gives rows). */
  resourceDays?: number;
  csvBytes: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssBytes: number;
  growthBytes: number;
}

const work = mkdtempSync(join(tmpdir(), 'portal-bench-import-'));
const csv = join(work, 'focus-azure.csv');

/** DuckDB reading the file and rolling it up per day and resource: its seconds and rows. */
async function duckdb(): Promise<{ seconds: number; resourceDays: number }> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const started = performance.now();
  await connection.run(
    `CREATE TABLE daily AS SELECT ResourceId, CAST(ChargePeriodStart AS DATE) AS day, SUM(EffectiveCost) AS cost
     FROM read_csv('${csv}', header = true) GROUP BY ALL`,
  );
  const seconds = (performance.now() - started) / 1000;
  const counted = await connection.runAndReadAll('SELECT COUNT(*) AS n FROM daily');
  const resourceDays = Number(counted.getRowObjects()[0]?.n ?? 0);
  connection.closeSync();
  return { seconds, resourceDays };
}

/**
 * The database an import goes into, made ready in a child process of its own (the demo seed, and
 * on PostgreSQL a fresh schema filled with it), so the import's process measures the import alone,
 * as `./portal import-focus` runs it: answers the SQLite file or the PostgreSQL schema.
 */
function prepareInChild(engine: 'sqlite' | 'postgres', postgresUrl?: string): string {
  const output = execFileSync(process.execPath, [import.meta.filename, '--prepare', engine], {
    encoding: 'utf8',
    env: { ...process.env, ...(postgresUrl ? { BENCH_POSTGRES_URL: postgresUrl } : {}) },
    maxBuffer: 1 << 20,
  });
  return output.trim().split('\n').at(-1) ?? '';
}

/** One import in a child process (`worker` below), which reports its own figures. */
function importInChild(engine: 'sqlite' | 'postgres', postgresUrl?: string): ImportFigure {
  const target = prepareInChild(engine, postgresUrl);
  try {
    // With the options `./portal import-focus` runs its import with: the figures are that command's.
    const output = execFileSync(
      process.execPath,
      [...IMPORT_NODE_OPTIONS, import.meta.filename, '--worker', engine, csv, target],
      {
        encoding: 'utf8',
        env: { ...process.env, ...(postgresUrl ? { BENCH_POSTGRES_URL: postgresUrl } : {}) },
        maxBuffer: 1 << 20,
      },
    );
    const line = output.trim().split('\n').at(-1) ?? '{}';
    return JSON.parse(line) as ImportFigure;
  } finally {
    if (engine === 'sqlite') rmSync(dirname(target), { recursive: true, force: true });
    else
      execFileSync(process.execPath, [import.meta.filename, '--drop', target], {
        env: { ...process.env, ...(postgresUrl ? { BENCH_POSTGRES_URL: postgresUrl } : {}) },
      });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: String(LARGE_ESTATE_MONTH.rows) },
      resources: { type: 'string', default: String(LARGE_ESTATE_MONTH.resources) },
      sqlite: { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  });
  const rows = Number(values.rows);
  const writing = performance.now();
  const written = await writeFocusSample(csv, {
    rows,
    month: LARGE_ESTATE_MONTH.month,
    resources: Number(values.resources),
  });
  const csvBytes = written.bytes;
  console.log(
    `Wrote ${rows.toLocaleString('en-US')} rows, ${written.resourceDays.toLocaleString('en-US')} resource-days (${(csvBytes / 1e6).toFixed(0)} MB) in ${((performance.now() - writing) / 1000).toFixed(1)} s`,
  );
  const duck = await duckdb();
  const anchor = duck.seconds;
  console.log(
    `  DuckDB read and rolled up per day and resource: ${anchor.toFixed(1)} s (${duck.resourceDays.toLocaleString('en-US')} resource-days)`,
  );
  const figures: ImportFigure[] = [{ ...importInChild('sqlite'), resourceDays: duck.resourceDays }];
  figures.push(...(await pipelineRuns()).map((f) => ({ ...f, resourceDays: duck.resourceDays })));
  // --sqlite: the embedded database alone (the import's figures without a PostgreSQL server).
  const postgresUrl = values.sqlite ? undefined : startLocalPostgres();
  try {
    if (postgresUrl)
      figures.push({ ...importInChild('postgres', postgresUrl), resourceDays: duck.resourceDays });
    else if (!values.sqlite)
      console.log('  PostgreSQL is not installed and cannot be: the embedded database only.');
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

/** A child: the demo seed in a fresh SQLite file, and on PostgreSQL in a fresh schema; prints where. */
async function prepare(engineName: string) {
  const [{ seed }, { Database }] = await Promise.all([
    import('../src/seed/seed.ts'),
    import('../src/db/database.ts'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-db-'));
  const file = join(dir, 'portal.sqlite');
  const sqlite = new Database(file);
  seed(sqlite);
  if (engineName !== 'postgres') {
    sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)');
    sqlite.close();
    console.log(file);
    return;
  }
  const [{ adminQuery }, { postgresEngine }, { migratePostgres }, { copyToPostgres }] = await Promise.all([
    import('../src/testing/postgres-test-database.ts'),
    import('../src/db/postgres-engine.ts'),
    import('../src/db/postgres-schema.ts'),
    import('../src/db/copy-to-postgres.ts'),
  ]);
  const url = process.env.BENCH_POSTGRES_URL as string;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const engine = postgresEngine({ connectionString: url, schema, poolSize: 2 });
  await migratePostgres(engine);
  await copyToPostgres(sqlite, engine);
  await engine.exec('VACUUM ANALYZE');
  await engine.close();
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(schema);
}

/** The child: one import into the prepared database, its figures as one JSON line. */
async function worker(engineName: string, file: string, target: string) {
  const [{ createReadStream }, { createDataAccess }, { importFocusCsv }] = await Promise.all([
    import('node:fs'),
    import('../src/data/data-access.ts'),
    import('../src/import/import-service.ts'),
  ]);
  let engine: import('../src/db/engine.ts').SqlEngine;
  let size: () => Promise<number>;
  let label: string;
  if (engineName === 'postgres') {
    const { postgresEngine } = await import('../src/db/postgres-engine.ts');
    engine = postgresEngine({
      connectionString: process.env.BENCH_POSTGRES_URL as string,
      schema: target,
      poolSize: 2,
    });
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
  } else {
    const [{ Database }, { sqliteEngine }] = await Promise.all([
      import('../src/db/database.ts'),
      import('../src/db/sqlite-engine.ts'),
    ]);
    const sqlite = new Database(target);
    engine = sqliteEngine(sqlite);
    label = 'SQLite (node:sqlite, file)';
    size = async () => {
      sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)');
      return statSync(target).size;
    };
  }
  const before = await size();
  const data = createDataAccess(engine);
  const started = performance.now();
  const result = await importFocusCsv(data, 'contoso', createReadStream(file), {
    fileName: 'focus-azure.csv',
  });
  const seconds = (performance.now() - started) / 1000;
  const growthBytes = (await size()) - before;
  await engine.close();
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

/** The file in Azurite and in s3rver as a folder export (a part, no manifest), and a run of each in a child. */
async function pipelineRuns(): Promise<ImportFigure[]> {
  const [
    { startAzurite, startS3Server, AZURITE_ACCOUNT, S3RVER_ACCOUNT },
    { ContainerClient, StorageSharedKeyCredential },
    s3,
  ] = await Promise.all([
    import('../src/offline/storage/emulators.ts'),
    import('@azure/storage-blob'),
    import('@aws-sdk/client-s3'),
  ]);
  const folder = join(work, 'storage');
  const [azurite, s3rver] = await Promise.all([
    startAzurite(join(folder, 'azurite')),
    startS3Server(join(folder, 's3'), ['bench']),
  ]);
  try {
    const container = new ContainerClient(
      `${azurite.url}/bench`,
      new StorageSharedKeyCredential(AZURITE_ACCOUNT.name, AZURITE_ACCOUNT.key),
    );
    await container.createIfNotExists();
    await container.getBlockBlobClient('focus/month/part-0001.csv').uploadFile(csv);
    const client = new s3.S3Client({
      region: 'us-east-1',
      endpoint: s3rver.url,
      forcePathStyle: true,
      credentials: S3RVER_ACCOUNT,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const { createReadStream } = await import('node:fs');
    await client.send(
      new s3.PutObjectCommand({
        Bucket: 'bench',
        Key: 'focus/month/part-0001.csv',
        Body: createReadStream(csv),
        ContentLength: statSync(csv).size,
      }),
    );
    client.destroy();
    const storages = {
      azurite: {
        kind: 'azure-blob',
        accountUrl: azurite.url,
        container: 'bench',
        directory: 'focus',
        credential: 'account-key',
      },
      s3rver: {
        kind: 's3',
        endpoint: s3rver.url,
        region: 'us-east-1',
        bucket: 'bench',
        prefix: 'focus',
        accessKeyId: S3RVER_ACCOUNT.accessKeyId,
      },
    };
    const secrets = { azurite: AZURITE_ACCOUNT.key, s3rver: S3RVER_ACCOUNT.secretAccessKey };
    return (['azurite', 's3rver'] as const).map((name) => {
      const target = prepareInChild('sqlite');
      try {
        const output = execFileSync(
          process.execPath,
          [
            ...IMPORT_NODE_OPTIONS,
            import.meta.filename,
            '--pipeline',
            JSON.stringify(storages[name]),
            secrets[name],
            target,
            name,
          ],
          { encoding: 'utf8', maxBuffer: 1 << 20 },
        );
        return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ImportFigure;
      } finally {
        rmSync(dirname(target), { recursive: true, force: true });
      }
    });
  } finally {
    await Promise.all([azurite.stop(), s3rver.stop()]);
  }
}

/** The child: one pipeline run of the storage into the prepared embedded database, its figures as one JSON line. */
async function pipelineWorker(storageJson: string, secret: string, target: string, name: string) {
  const [
    { createDataAccess },
    { Database },
    { sqliteEngine },
    { Pipelines },
    { SecretBox },
    { randomBytes: bytes },
  ] = await Promise.all([
    import('../src/data/data-access.ts'),
    import('../src/db/database.ts'),
    import('../src/db/sqlite-engine.ts'),
    import('../src/pipelines/pipelines.ts'),
    import('../src/secrets/secret-box.ts'),
    import('node:crypto'),
  ]);
  const sqlite = new Database(target);
  const engine = sqliteEngine(sqlite);
  const data = createDataAccess(engine);
  const size = () => {
    sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)');
    return statSync(target).size;
  };
  const before = size();
  const pipelines = new Pipelines(data, new SecretBox(bytes(32)));
  const id = 'bench-pipeline';
  await data.records.insert(
    'contoso',
    'pipeline',
    id,
    {
      name: 'Bench',
      source: 'focus-export',
      schedule: 'daily',
      enabled: true,
      lastStatus: 'never',
      storage: JSON.parse(storageJson),
      sealedSecret: pipelines.seal('contoso', id, secret),
    },
    new Date(),
  );
  const started = performance.now();
  const queued = await pipelines.runNow('contoso', id);
  await pipelines.work();
  const seconds = (performance.now() - started) / 1000;
  const run = await data.pipelineRuns.get<{ rows: number; bytes: number }, { message: string }>(
    'contoso',
    id,
    queued.id,
  );
  if (run?.status !== 'succeeded') throw new Error(`the run ${run?.status}: ${run?.error?.message}`);
  const growthBytes = size() - before;
  await engine.close();
  const figure: ImportFigure = {
    engine: `pipeline run from ${name === 'azurite' ? 'Azurite (Azure Blob Storage)' : 's3rver (S3)'} into SQLite`,
    rows: run.summary?.rows ?? 0,
    csvBytes: run.summary?.bytes ?? 0,
    seconds,
    rowsPerSecond: (run.summary?.rows ?? 0) / seconds,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    growthBytes,
  };
  console.log(JSON.stringify(figure));
}

/** A child: drops a prepared PostgreSQL schema. */
async function drop(schema: string) {
  const { adminQuery } = await import('../src/testing/postgres-test-database.ts');
  await adminQuery(process.env.BENCH_POSTGRES_URL as string, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === '--worker' || mode === '--prepare' || mode === '--drop' || mode === '--pipeline') {
  rmSync(work, { recursive: true, force: true });
  if (mode === '--worker') await worker(args[0] as string, args[1] as string, args[2] as string);
  else if (mode === '--pipeline')
    await pipelineWorker(args[0] as string, args[1] as string, args[2] as string, args[3] as string);
  else if (mode === '--prepare') await prepare(args[0] as string);
  else await drop(args[0] as string);
} else {
  try {
    await main();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
