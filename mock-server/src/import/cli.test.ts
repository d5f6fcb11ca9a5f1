import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyToPostgres } from '../db/copy-to-postgres.ts';
import { Database } from '../db/database.ts';
import { postgresEngine } from '../db/postgres-engine.ts';
import { migratePostgres } from '../db/postgres-schema.ts';
import { seed } from '../seed/seed.ts';
import { scratchDatabase } from '../testing/postgres-test-database.ts';
import { testDatabaseUrl } from '../testing/test-database.ts';
import {
  BILLING_PERIOD_1_4,
  FOCUS_VERSIONS,
  INVOICE_DETAIL_1_4,
  otherDatasetTable,
  sampleTable,
  writeCsv,
  writeParquet,
} from './focus-samples.test-support.ts';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'import-focus.ts');
const HEADER =
  'BilledCost,EffectiveCost,ListCost,BillingCurrency,ChargePeriodStart,ChargePeriodEnd,BillingPeriodStart,BillingPeriodEnd,ChargeCategory,ServiceName,ProviderName,BillingAccountId';

/** On PostgreSQL (the suite's second run), the CLI imports into a database of its own. */
const postgres = testDatabaseUrl();
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
/** How many imported rows the backend's database holds (of one tenant). */
async function importedRows(dataDir: string, tenant?: string): Promise<number | undefined> {
  const sql = `SELECT COALESCE(SUM(rows), 0) AS n FROM focus_import_periods${tenant ? ' WHERE tenant_id = ?' : ''}`;
  if (scratch) {
    const engine = postgresEngine({ connectionString: scratch.url, poolSize: 1 });
    const n = (await engine.get<{ n: number | string }>(sql, tenant ? [tenant] : []))?.n;
    await engine.close();
    return n === undefined ? undefined : Number(n);
  }
  const db = new Database(join(dataDir, 'portal.sqlite'));
  const n = db.get<{ n: number }>(sql, tenant ? [tenant] : [])?.n;
  db.close();
  return n;
}

function run(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    env: {
      ...process.env,
      PORTAL_DATA_DIR: dataDir,
      DATABASE_URL: dataDir.endsWith('nothing-here') ? '' : (scratch?.url ?? ''),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('./portal import-focus (scripts/import-focus.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-import-'));
  const dataDir = join(dir, 'data');
  const db = new Database(join(dataDir, 'portal.sqlite'));
  seed(db);
  db.close();
  beforeAll(async () => {
    if (!postgres) return;
    scratch = await scratchDatabase(postgres, 'cli');
    const engine = postgresEngine({ connectionString: scratch.url, poolSize: 1 });
    await migratePostgres(engine);
    const seeded = new Database(join(dataDir, 'portal.sqlite'));
    await copyToPostgres(seeded, engine);
    seeded.close();
    await engine.close();
  });
  afterAll(async () => {
    await scratch?.drop();
  });
  // 1,000 rows of 0.1 USD (float addition gives 99.9999999999986) and 3 rows of 0.005 EUR.
  const lines = [HEADER];
  for (let i = 0; i < 1000; i += 1) {
    lines.push(
      '0.1,0.2,0.30000000001,USD,2024-03-01T00:00Z,2024-03-02T00:00Z,2024-03-01T00:00Z,2024-04-01T00:00Z,Usage,"Storage, hot",Microsoft,acc-1',
    );
  }
  for (let i = 0; i < 3; i += 1) {
    lines.push(
      '0.005,-0.005,0.0050000005,EUR,2024-03-01,2024-03-02,2024-03-01,2024-04-01,Tax,VAT,Microsoft,acc-1',
    );
  }
  const file = join(dir, 'march.csv');
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);

  it('imports into the backend database and prints the rows and the exact sums per currency', async () => {
    const { status, stdout, stderr } = run(dataDir, file, '--tenant', 'contoso');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /^Imported 1003 rows from march\.csv into tenant contoso in [\d.]+ s \(import [0-9a-f-]{36}\)\.$/m,
    );
    expect(stdout).toContain('Billing period 2024-03-01 (Microsoft, account acc-1)');
    expect(stdout).toContain(
      [
        '  EUR BilledCost                0.02  (0.015)',
        '  EUR EffectiveCost            -0.02  (-0.015)',
        '  EUR ListCost                  0.02  (0.0150000015)',
        '  USD BilledCost              100.00  (100.00)',
        '  USD EffectiveCost           200.00  (200.00)',
        '  USD ListCost                300.00  (300.00000001)',
      ].join('\n'),
    );
    expect(await importedRows(dataDir, 'contoso')).toBe(1003);

    // Again: the billing period is replaced, not doubled.
    const again = run(dataDir, file, '--tenant', 'contoso');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('Replaced 1003 rows of earlier imports of the same billing periods.');
    expect(await importedRows(dataDir)).toBe(1003);
  });

  it('refuses a bad file or an unknown tenant with exit code 1 and says nothing was imported', () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, `${HEADER}\n0.1,x1,0.1,USD,2024-03-01,2024-03-02,2024-03-01,2024-04-01,Usage,S,P,A\n`);
    const refused = run(dataDir, bad, '--tenant', 'fabrikam');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `import-focus: ${bad}: line 2, column EffectiveCost: "x1" is not a number\nNothing was imported.\n`,
    );
    const unknown = run(dataDir, file, '--tenant', 'nowhere');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('the tenant "nowhere" does not exist');
    expect(unknown.stderr).toContain('Tenants: contoso, demo, fabrikam, litware, northwind, tailspin');
  });

  it('imports a Parquet file, and an export folder as its manifest lists the files, as one import', () => {
    const parquet = join(dir, 'april.parquet');
    writeParquet(parquet, sampleTable(FOCUS_VERSIONS['1.3'], 30, { month: '2025-04' }));
    const fromParquet = run(dataDir, parquet, '--tenant', 'fabrikam');
    expect([fromParquet.status, fromParquet.stderr]).toEqual([0, '']);
    expect(fromParquet.stdout).toMatch(
      /^Imported 30 rows from april\.parquet into tenant fabrikam in [\d.]+ s /m,
    );
    expect(fromParquet.stdout).toContain(
      'Billing period 2025-04-01 (Microsoft (ServiceProviderName), account acc-1)',
    );

    const runFolder = join(dir, 'focus-export', '20250501-20250531', '202506011200');
    mkdirSync(runFolder, { recursive: true });
    const names = ['part_0_0001.csv.gz', 'part_0_0002.csv.gz'];
    names.forEach((name, shift) => {
      writeCsv(
        join(runFolder, name),
        sampleTable(FOCUS_VERSIONS['1.2'], 10, { month: '2025-05', shift }),
        true,
      );
    });
    const blobs = names.map((name) => ({
      blobName: `exports/focus-export/20250501-20250531/202506011200/${name}`,
    }));
    writeFileSync(
      join(runFolder, 'manifest.json'),
      JSON.stringify({ manifestVersion: '2024-04-01', exportConfig: { type: 'FocusCost' }, blobs }),
    );
    const fromFolder = run(dataDir, join(dir, 'focus-export'), '--tenant', 'fabrikam');
    expect([fromFolder.status, fromFolder.stderr]).toEqual([0, '']);
    expect(fromFolder.stdout).toMatch(
      /^Imported 20 rows from focus-export \(Azure Cost Management export, 2 files\) into tenant fabrikam in /m,
    );
    expect(fromFolder.stdout).toContain(
      [
        'Files, as the manifest 20250501-20250531/202506011200/manifest.json lists them:',
        '  20250501-20250531/202506011200/part_0_0001.csv.gz',
        '  20250501-20250531/202506011200/part_0_0002.csv.gz',
      ].join('\n'),
    );

    // A bad value in the second file: the refusal names it, its line and column; nothing is stored.
    const bad = sampleTable(FOCUS_VERSIONS['1.2'], 10, { month: '2025-05' });
    (bad.rows[6] as string[])[FOCUS_VERSIONS['1.2'].indexOf('BilledCost')] = 'x1';
    writeCsv(join(runFolder, names[1] as string), bad, true);
    const refused = run(dataDir, join(dir, 'focus-export'), '--tenant', 'fabrikam');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `import-focus: ${join(dir, 'focus-export')}: 20250501-20250531/202506011200/part_0_0002.csv.gz, line 8, column BilledCost: "x1" is not a number\nNothing was imported.\n`,
    );
  });

  it("imports a FOCUS 1.4 export's cost and usage dataset and prints a line for each other dataset it passed over", () => {
    const root = join(dir, 'focus-1.4');
    const cost = sampleTable(FOCUS_VERSIONS['1.4'], 12, { month: '2025-06' });
    const files: [string, { header: string[]; rows: string[][] }][] = [
      ['cost_and_usage/part-0.csv', cost],
      ['invoices/part-0.csv', otherDatasetTable(INVOICE_DETAIL_1_4, 3)],
      ['periods/part-0.csv', otherDatasetTable(BILLING_PERIOD_1_4, 1)],
    ];
    for (const [name, table] of files) {
      mkdirSync(join(root, name, '..'), { recursive: true });
      writeCsv(join(root, name), table);
    }
    writeFileSync(
      join(root, 'manifest.json'),
      JSON.stringify({ blobs: files.map(([name]) => ({ blobName: `focus/${name}` })) }),
    );
    const imported = run(dataDir, root, '--tenant', 'fabrikam');
    expect([imported.status, imported.stderr]).toEqual([0, '']);
    expect(imported.stdout).toMatch(
      /^Imported 12 rows from focus-1\.4 \(Azure Cost Management export, 3 files\)/m,
    );
    expect(imported.stdout).toContain(
      [
        'Skipped invoices/part-0.csv (FOCUS dataset InvoiceDetail): the file is a FOCUS invoice detail dataset (InvoiceDetailCreated), not cost and usage rows.',
        'Skipped periods/part-0.csv (FOCUS dataset BillingPeriod): the file is a FOCUS billing period dataset (BillingPeriodStatus), not cost and usage rows.',
      ].join('\n'),
    );
  });

  it('explains its usage and a missing database', () => {
    expect(run(dataDir, file).status).toBe(2);
    expect(run(dataDir, file).stderr).toContain('name the tenant with --tenant');
    expect(run(dataDir, '--help').stdout).toContain('Usage: ./portal import-focus PATH --tenant TENANT');
    expect(run(dataDir, join(dir, 'nowhere.csv'), '--tenant', 'contoso').stderr).toBe(
      `import-focus: ${join(dir, 'nowhere.csv')}: no such file or folder\n`,
    );
    const none = run(join(dir, 'nothing-here'), file, '--tenant', 'contoso');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('there is no database at');
  });
});
