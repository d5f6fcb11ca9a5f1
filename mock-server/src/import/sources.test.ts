import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CompressionCodec } from 'hyparquet';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess } from '../data/data-access.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  CONTRACT_COMMITMENT_1_3,
  exactSums,
  expectedSums,
  FOCUS_VERSIONS,
  sampleTable,
  writeCsv,
  writeParquet,
} from './focus-samples.test-support.ts';
import { type FocusImportError, importFocus } from './import-service.ts';
import { openFocusPath } from './sources.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  const data = createDataAccess(database.engine);
  /** Imports a file or folder into a tenant, as `./portal import-focus` does. */
  const importPath = async (path: string, tenant = 'contoso') => {
    const source = await openFocusPath(path);
    return { source, result: await importFocus(data, tenant, source.source, { fileName: 'export' }) };
  };
  /** What the tenant holds of imports: the imports and their imported resources. */
  const held = async (tenant = 'contoso') => ({
    imports: (await data.focusImports.listImports(tenant)).length,
    resources:
      (
        await database.engine.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM cost_resources WHERE tenant_id = ? AND import_id IS NOT NULL',
          [tenant],
        )
      )?.n ?? 0,
  });
  return { data, importPath, held };
}

async function refusal(promise: Promise<unknown>): Promise<FocusImportError> {
  try {
    await promise;
  } catch (error) {
    return error as FocusImportError;
  }
  throw new Error('the import was not refused');
}

const scratch = () => mkdtempSync(join(tmpdir(), 'focus-sources-'));
const COLUMNS = FOCUS_VERSIONS['1.2'];

describe('FOCUS files: CSV, gzip CSV and Parquet', () => {
  const table = sampleTable(COLUMNS, 150);
  const expected = expectedSums([table]);
  const dir = scratch();
  const files: [string, (path: string) => void][] = [
    ['export.csv', (p) => writeCsv(p, table)],
    ['export.csv.gz', (p) => writeCsv(p, table, true)],
    ['snappy.parquet', (p) => writeParquet(p, table, { rowGroupSize: 64 })],
    ['uncompressed.parquet', (p) => writeParquet(p, table, { codec: 'UNCOMPRESSED', costs: 'double' })],
    ...(['GZIP', 'ZSTD', 'BROTLI'] as CompressionCodec[]).map((codec): [string, (path: string) => void] => [
      `${codec.toLowerCase()}.parquet`,
      (p) => writeParquet(p, table, { codec }),
    ]),
  ];
  for (const [name, write] of files) write(join(dir, name));

  it.each(files.map(([name]) => name))('imports %s with the exact sums of its decimals', async (name) => {
    const { importPath } = await setUp();
    const { source, result } = await importPath(join(dir, name));
    expect(source.kind).toBe(name.endsWith('.parquet') ? 'parquet' : name.endsWith('.gz') ? 'csv.gz' : 'csv');
    expect([result.rows, result.tables, result.skipped]).toEqual([150, 1, []]);
    expect(exactSums(result.sums)).toEqual(expected);
  });

  it('reads a Parquet DOUBLE as its shortest decimal: a thousand 0.1 make 100.00, not 99.9999999999986', async () => {
    const { importPath } = await setUp();
    const tenths = sampleTable(COLUMNS, 1000);
    for (const row of tenths.rows) {
      row[COLUMNS.indexOf('BilledCost')] = '0.1';
      row[COLUMNS.indexOf('BillingCurrency')] = 'USD';
    }
    const file = join(scratch(), 'tenths.parquet');
    writeParquet(file, tenths, { costs: 'double', rowGroupSize: 300 });
    const { result } = await importPath(file);
    expect(result.sums[0]?.billed).toEqual({
      exact: '100.00',
      rounded: '100.00',
      stored: '100.000000000000000000',
    });
    expect(String(tenths.rows.reduce((sum) => sum + 0.1, 0))).not.toBe('100');
  });

  it('names the Parquet row and column of a refusal, and the broken file', async () => {
    const { importPath, held } = await setUp();
    const bad = sampleTable(COLUMNS, 70);
    (bad.rows[66] as string[])[COLUMNS.indexOf('ChargePeriodStart')] = 'yesterday';
    const file = join(scratch(), 'bad.parquet');
    writeParquet(file, bad, { rowGroupSize: 32 });
    const error = await refusal(importPath(file));
    expect(error.message).toBe(
      'row 67, column ChargePeriodStart: "yesterday" is not a date (ISO 8601, e.g. 2024-01-01T00:00:00Z)',
    );
    expect([error.code, error.row, error.line, error.column]).toEqual([
      'bad-value',
      67,
      undefined,
      'ChargePeriodStart',
    ]);
    const broken = join(scratch(), 'broken.parquet');
    writeFileSync(broken, 'PAR1 this is no Parquet file at all');
    expect((await refusal(importPath(broken))).code).toBe('bad-parquet');
    const gz = join(scratch(), 'broken.csv.gz');
    writeFileSync(
      gz,
      Buffer.concat([gzipSync('BilledCost\n'), Buffer.from('trailing garbage')]).subarray(0, 12),
    );
    expect((await refusal(importPath(gz))).message).toMatch(/^the gzip data is broken/);
    expect(await held()).toEqual({ imports: 0, resources: 0 });
  });
});

/** Writes the parts of an export: `write(path, table)` for each. */
function writeParts(
  folder: string,
  names: string[],
  tables: { header: string[]; rows: string[][] }[],
  format: 'csv.gz' | 'parquet',
) {
  mkdirSync(folder, { recursive: true });
  names.forEach((name, i) => {
    const table = tables[i] as { header: string[]; rows: string[][] };
    if (format === 'parquet') writeParquet(join(folder, name), table);
    else writeCsv(join(folder, name), table, true);
  });
}

const parts = () => [sampleTable(COLUMNS, 40, { shift: 0 }), sampleTable(COLUMNS, 25, { shift: 3 })];

/**
 * An Azure Cost Management FOCUS export run with file partitioning: a manifest in the run's folder
 * beside its parts, in the shape the FinOps toolkit documents (exportConfig, deliveryConfig,
 * runInfo, blobs with blobName and byteCount; manifestVersion 2024-04-01 adds dataRowCount).
 */
function azureExport(format: 'csv.gz' | 'parquet', tables = parts()) {
  const root = join(scratch(), 'focus-cost');
  const runPath = '20250301-20250331/202504011200/6f1c0a52-3a57-4f3e-9d55-2b1f0c3d4e5f';
  const run = join(root, runPath);
  const ext = format === 'parquet' ? 'snappy.parquet' : 'csv.gz';
  const names = tables.map((_, i) => `part_0_${String(i + 1).padStart(4, '0')}.${ext}`);
  writeParts(run, names, tables, format);
  // A part of an earlier run left in the folder, not listed: never read (it would be refused).
  writeFileSync(join(run, `part_9_0001.${ext}`), 'not an export');
  const manifest = {
    manifestVersion: '2024-04-01',
    byteCount: 0,
    blobCount: names.length,
    dataRowCount: tables.reduce((n, t) => n + t.rows.length, 0),
    exportConfig: {
      exportName: 'focus-cost',
      resourceId:
        '/providers/Microsoft.Billing/billingAccounts/123/providers/Microsoft.CostManagement/exports/focus-cost',
      dataVersion: '1.2-preview',
      apiVersion: '2025-03-01',
      type: 'FocusCost',
      timeFrame: 'MonthToDate',
      granularity: 'Daily',
    },
    deliveryConfig: {
      partitionData: true,
      dataOverwriteBehavior: 'OverwritePreviousReport',
      fileFormat: format === 'parquet' ? 'Parquet' : 'Csv',
      compressionMode: format === 'parquet' ? 'Snappy' : 'Gzip',
      containerUri: '/subscriptions/s1/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/costs',
      rootFolderPath: 'exports',
    },
    runInfo: {
      executionType: 'Scheduled',
      submittedTime: '2025-04-01T12:00:03.1032074Z',
      runId: '6f1c0a52-3a57-4f3e-9d55-2b1f0c3d4e5f',
      startDate: '2025-03-01T00:00:00',
      endDate: '2025-03-31T00:00:00',
    },
    blobs: names.map((name, i) => ({
      blobName: `exports/focus-cost/${runPath}/${name}`,
      byteCount: statSync(join(run, name)).size,
      dataRowCount: tables[i]?.rows.length,
    })),
  };
  writeFileSync(join(run, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return { root, run, runPath, names, tables };
}

/**
 * An AWS Data Exports FOCUS export: the parts under data/BILLING_PERIOD=YYYY-MM/, the manifest
 * under metadata/BILLING_PERIOD=YYYY-MM/<export>-Manifest.json listing them as S3 URIs in
 * `dataFiles` (AWS's Data Exports manifest file reference: executionId, exportArn, columns).
 */
function awsExport(format: 'csv.gz' | 'parquet', tables = parts()) {
  const root = join(scratch(), 'my-focus');
  const partition = 'BILLING_PERIOD=2025-03';
  const ext = format === 'parquet' ? 'snappy.parquet' : 'csv.gz';
  const names = tables.map((_, i) => `my-focus-${String(i + 1).padStart(5, '0')}.${ext}`);
  writeParts(join(root, 'data', partition), names, tables, format);
  mkdirSync(join(root, 'metadata', partition), { recursive: true });
  const manifest = {
    executionId: '3f1c9b2e-0000-4a7b-9c1d-000000000001',
    exportArn: 'arn:aws:bcm-data-exports:us-east-1:111122223333:export/my-focus-0a1b2c3d',
    columns: COLUMNS.map((name) => ({ name, type: /Cost$/.test(name) ? 'decimal(38,15)' : 'string' })),
    dataFiles: names.map((name) => `s3://billing-bucket/focus/my-focus/data/${partition}/${name}`),
    additionalOutputFiles: [],
  };
  writeFileSync(join(root, 'metadata', partition, 'my-focus-Manifest.json'), JSON.stringify(manifest));
  return { root, partition, names, tables };
}

describe('export folders', () => {
  it.each(['csv.gz', 'parquet'] as const)(
    'imports an Azure Cost Management export (%s parts) as its manifest lists them, as one import',
    async (format) => {
      const { importPath, data } = await setUp();
      const azure = azureExport(format);
      const { source, result } = await importPath(azure.root);
      expect(source.kind).toBe('azure');
      expect(source.manifest).toBe(`${azure.runPath}/manifest.json`);
      expect(source.files).toEqual(azure.names.map((n) => `${azure.runPath}/${n}`));
      expect([result.rows, result.tables]).toEqual([65, 2]);
      expect(exactSums(result.sums)).toEqual(expectedSums(azure.tables));
      expect((await data.focusImports.listImports('contoso')).map((i) => [i.fileName, i.rows])).toEqual([
        ['export', 65],
      ]);
      // The run's folder itself reads the same; importing it again replaces the billing period.
      const again = await importPath(azure.run);
      expect([again.result.rows, again.result.replacedRows]).toEqual([65, 65]);
    },
  );

  it.each(['parquet', 'csv.gz'] as const)(
    'imports an AWS Data Exports export (%s) by its manifest',
    async (format) => {
      const { importPath } = await setUp();
      const aws = awsExport(format);
      const { source, result } = await importPath(aws.root);
      expect(source.kind).toBe('aws');
      expect(source.manifest).toBe(`metadata/${aws.partition}/my-focus-Manifest.json`);
      expect(source.files).toEqual(aws.names.map((n) => `data/${aws.partition}/${n}`));
      expect(exactSums(result.sums)).toEqual(expectedSums(aws.tables));
      // Opening the manifest's own folder finds the data beside metadata/.
      const fromMetadata = await openFocusPath(join(aws.root, 'metadata', aws.partition));
      expect(fromMetadata.files).toEqual(aws.names.map((n) => `../../data/${aws.partition}/${n}`));
    },
  );

  it("imports Google's FOCUS export from BigQuery (sharded CSV files, no manifest) in name order", async () => {
    const { importPath } = await setUp();
    const folder = join(scratch(), 'gcs-focus');
    mkdirSync(folder);
    // BigQuery writes TIMESTAMP as '2025-05-01 00:00:00 UTC' and REPEATED key/value tags as a JSON list.
    const columns = [...FOCUS_VERSIONS['1.0'], 'x_Credits'];
    const shards = [
      sampleTable(columns, 30, { month: '2025-05' }),
      sampleTable(columns, 12, { month: '2025-05', shift: 5 }),
    ];
    for (const shard of shards) {
      for (const row of shard.rows) {
        columns.forEach((c, i) => {
          if (/Period(Start|End)$/.test(c))
            row[i] = (row[i] as string).replace('T', ' ').replace('Z', ' UTC');
        });
        row[columns.indexOf('Tags')] = '[{"key":"env","value":"prod"}]';
      }
    }
    for (const [i, shard] of shards.entries()) writeCsv(join(folder, `focus-00000000000${i}.csv`), shard);
    const { source, result } = await importPath(folder);
    expect([source.kind, source.files]).toEqual([
      'folder',
      ['focus-000000000000.csv', 'focus-000000000001.csv'],
    ]);
    expect(result.rows).toBe(42);
    expect(result.periods.map((p) => p.billingPeriodStart)).toEqual(['2025-05-01T00:00:00Z']);
    expect(exactSums(result.sums)).toEqual(expectedSums(shards));
  });

  it('imports every data file of a plain folder, whatever its format, and passes over other FOCUS datasets', async () => {
    const { importPath } = await setUp();
    const folder = join(scratch(), 'mixed');
    mkdirSync(join(folder, 'older'), { recursive: true });
    type Table = ReturnType<typeof sampleTable>;
    const [a, b, c] = [0, 1, 2].map((shift) => sampleTable(COLUMNS, 20 + shift, { shift })) as [
      Table,
      Table,
      Table,
    ];
    writeCsv(join(folder, 'a.csv'), a);
    writeCsv(join(folder, 'b.csv.gz'), b, true);
    writeParquet(join(folder, 'c.parquet'), c);
    writeCsv(join(folder, 'contract-commitments.csv'), {
      header: CONTRACT_COMMITMENT_1_3,
      rows: [CONTRACT_COMMITMENT_1_3.map((col) => `${col}-1`)],
    });
    writeFileSync(join(folder, 'README.txt'), 'not data');
    writeCsv(join(folder, 'older', 'z.csv'), { header: ['not', 'read'], rows: [] });
    const { source, result } = await importPath(folder);
    expect(source.files).toEqual(['a.csv', 'b.csv.gz', 'c.parquet', 'contract-commitments.csv']);
    expect([result.rows, result.tables]).toEqual([63, 4]);
    expect(result.skipped).toEqual([
      {
        name: 'contract-commitments.csv',
        dataset: 'ContractCommitment',
        reason:
          'the file is a FOCUS contract commitment dataset (ContractCommitmentId), not cost and usage rows',
      },
    ]);
    expect(exactSums(result.sums)).toEqual(expectedSums([a, b, c]));
  });

  it('refuses a bad value in a file of an export, naming the file, the line and the column, and stores nothing', async () => {
    const { importPath, held } = await setUp();
    const tables = parts();
    (tables[1]?.rows[3] as string[])[COLUMNS.indexOf('EffectiveCost')] = '12,5x';
    const azure = azureExport('csv.gz', tables);
    const error = await refusal(importPath(azure.root));
    expect(error.message).toBe(
      `${azure.runPath}/part_0_0002.csv.gz, line 5, column EffectiveCost: "12,5x" is not a number`,
    );
    expect([error.code, error.file, error.line, error.column]).toEqual([
      'bad-value',
      `${azure.runPath}/part_0_0002.csv.gz`,
      5,
      'EffectiveCost',
    ]);
    const awsTables = parts();
    (awsTables[1]?.rows[3] as string[])[COLUMNS.indexOf('BillingCurrency')] = 'XBT';
    const aws = awsExport('parquet', awsTables);
    expect((await refusal(importPath(aws.root))).message).toMatch(
      /^data\/BILLING_PERIOD=2025-03\/my-focus-00002\.snappy\.parquet, row 4, column BillingCurrency: XBT has no stored exchange rate/,
    );
    expect(await held()).toEqual({ imports: 0, resources: 0 });
  });

  it('refuses a folder of several export runs, a manifest listing a missing file, and a folder without data', async () => {
    const { importPath } = await setUp();
    const azure = azureExport('csv.gz');
    const second = join(azure.root, '20250301-20250331/202504021200/second-run');
    mkdirSync(second, { recursive: true });
    writeFileSync(join(second, 'manifest.json'), JSON.stringify({ blobs: [] }));
    const several = await refusal(importPath(azure.root));
    expect([several.code, several.message]).toEqual([
      'bad-export',
      `the folder holds 2 export manifests (${azure.runPath}/manifest.json, 20250301-20250331/202504021200/second-run/manifest.json): import the folder of one export run or billing period`,
    ]);
    const aws = awsExport('parquet');
    const manifest = join(aws.root, 'metadata', aws.partition, 'my-focus-Manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({ dataFiles: ['s3://billing-bucket/focus/my-focus/data/gone.csv.gz'] }),
    );
    expect((await refusal(importPath(aws.root))).message).toBe(
      `metadata/${aws.partition}/my-focus-Manifest.json: the manifest lists s3://billing-bucket/focus/my-focus/data/gone.csv.gz, which is not in the folder`,
    );
    const empty = join(scratch(), 'nothing');
    mkdirSync(empty);
    expect((await refusal(importPath(empty))).code).toBe('empty');
  });
});
