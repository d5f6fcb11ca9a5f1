/**
 * FOCUS 1.4 exports: a folder of datasets (cost and usage, invoice detail, billing period,
 * contract commitment) beside a manifest. The import reads the cost and usage dataset and passes
 * the others over, named in its result, whether the export says which dataset a file is (its
 * manifest, its folders) or only the file's columns do.
 */
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess } from '../data/data-access.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  BILLING_PERIOD_1_4,
  CONTRACT_COMMITMENT_1_3,
  csvText,
  exactSums,
  expectedSums,
  FOCUS_VERSIONS,
  INVOICE_DETAIL_1_4,
  otherDatasetTable,
  sampleTable,
  writeCsv,
  writeParquet,
} from './focus-samples.test-support.ts';
import { type FocusImportError, importFocus, importFocusCsv } from './import-service.ts';
import { openFocusPath } from './sources.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  const data = createDataAccess(database.engine);
  const importPath = async (path: string) => {
    const source = await openFocusPath(path);
    return { source, result: await importFocus(data, 'contoso', source.source, { fileName: 'focus-1.4' }) };
  };
  return { data, importPath };
}

type Table = { header: string[]; rows: string[][] };
const COST = FOCUS_VERSIONS['1.4'];

/** The four datasets of one billing month, as a FOCUS 1.4 data generator delivers them. */
function datasets() {
  return {
    cost: [sampleTable(COST, 30, { shift: 0 }), sampleTable(COST, 17, { shift: 5 })] as Table[],
    invoice: otherDatasetTable(INVOICE_DETAIL_1_4, 6),
    period: otherDatasetTable(BILLING_PERIOD_1_4, 1),
    commitment: otherDatasetTable(CONTRACT_COMMITMENT_1_3, 2),
  };
}

/** The FOCUS metadata a 1.4 export carries beside its data: a dataset instance per dataset. */
const METADATA = {
  DataGenerator: { DataGenerator: 'Contoso Cloud' },
  DatasetInstance: [
    {
      DatasetInstanceId: 'cu-daily',
      DatasetInstanceName: 'Cost and Usage Daily',
      FocusDatasetId: 'CostAndUsage',
    },
    { DatasetInstanceId: 'invoices', DatasetInstanceName: 'Invoice Detail', FocusDatasetId: 'InvoiceDetail' },
    { DatasetInstanceId: 'periods', DatasetInstanceName: 'Billing Periods', FocusDatasetId: 'BillingPeriod' },
    {
      DatasetInstanceId: 'commitments',
      DatasetInstanceName: 'Contract Commitments',
      FocusDatasetId: 'ContractCommitment',
    },
  ],
};

/**
 * An export run as a storage container holds it: a folder per dataset, its parts in it, the
 * manifest of the run listing every part (Azure's blobs shape) and the FOCUS metadata beside it.
 * `named`: whether the dataset folders are named after their datasets (else neutral names, and
 * only the columns tell).
 */
function exportFolder(named: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'focus-1.4-'));
  const run = join(root, '20250301-20250331', 'run-1');
  const sets = datasets();
  const folder = (dataset: string, neutral: string) => (named ? dataset : neutral);
  const files: [string, Table, 'csv' | 'csv.gz' | 'parquet'][] = [
    [`${folder('CostAndUsage', 'a')}/part_0_0001.csv.gz`, sets.cost[0] as Table, 'csv.gz'],
    [`${folder('CostAndUsage', 'a')}/part_0_0002.snappy.parquet`, sets.cost[1] as Table, 'parquet'],
    [`${folder('InvoiceDetail', 'b')}/part_0_0001.csv`, sets.invoice, 'csv'],
    [`${folder('BillingPeriod', 'c')}/part_0_0001.csv`, sets.period, 'csv'],
    [`${folder('ContractCommitment', 'd')}/part_0_0001.csv`, sets.commitment, 'csv'],
  ];
  for (const [name, table, format] of files) {
    const path = join(run, name);
    mkdirSync(dirname(path), { recursive: true });
    if (format === 'parquet') writeParquet(path, table);
    else writeCsv(path, table, format === 'csv.gz');
  }
  writeFileSync(join(run, 'metadata.json'), JSON.stringify(METADATA, null, 2));
  writeFileSync(
    join(run, 'manifest.json'),
    JSON.stringify({
      manifestVersion: '2024-04-01',
      exportConfig: { exportName: 'focus', dataVersion: '1.4', type: 'FocusCost' },
      blobs: files.map(([name, table]) => ({
        blobName: `exports/focus/20250301-20250331/run-1/${name}`,
        byteCount: statSync(join(run, name)).size,
        dataRowCount: table.rows.length,
      })),
    }),
  );
  return { root, run, sets, names: files.map(([name]) => `20250301-20250331/run-1/${name}`) };
}

describe('FOCUS 1.4 exports of several datasets', () => {
  it('imports the cost and usage dataset of an export beside its manifest and names each other dataset it passed over', async () => {
    const { importPath, data } = await setUp();
    const folder = exportFolder(true);
    const { source, result } = await importPath(folder.root);
    expect(source.kind).toBe('azure');
    expect(source.files).toEqual(folder.names);
    expect([result.rows, result.tables]).toEqual([47, 5]);
    expect(result.skipped).toEqual([
      {
        name: folder.names[2],
        dataset: 'InvoiceDetail',
        reason:
          'the export lists the file as the FOCUS invoice detail dataset (InvoiceDetail), not cost and usage rows',
      },
      {
        name: folder.names[3],
        dataset: 'BillingPeriod',
        reason:
          'the export lists the file as the FOCUS billing period dataset (BillingPeriod), not cost and usage rows',
      },
      {
        name: folder.names[4],
        dataset: 'ContractCommitment',
        reason:
          'the export lists the file as the FOCUS contract commitment dataset (ContractCommitment), not cost and usage rows',
      },
    ]);
    expect(exactSums(result.sums)).toEqual(expectedSums(folder.sets.cost));
    expect((await data.focusImports.listImports('contoso')).map((i) => i.rows)).toEqual([47]);
  });

  it('knows the other datasets by their columns when the export does not name them', async () => {
    const { importPath } = await setUp();
    const folder = exportFolder(false);
    const { result } = await importPath(folder.root);
    expect(result.rows).toBe(47);
    expect(result.skipped.map((s) => [s.name, s.dataset, s.reason])).toEqual([
      [
        folder.names[2],
        'InvoiceDetail',
        'the file is a FOCUS invoice detail dataset (InvoiceDetailCreated), not cost and usage rows',
      ],
      [
        folder.names[3],
        'BillingPeriod',
        'the file is a FOCUS billing period dataset (BillingPeriodStatus), not cost and usage rows',
      ],
      [
        folder.names[4],
        'ContractCommitment',
        'the file is a FOCUS contract commitment dataset (ContractCommitmentId), not cost and usage rows',
      ],
    ]);
    expect(exactSums(result.sums)).toEqual(expectedSums(folder.sets.cost));
  });

  it('reads a folder per dataset without a manifest', async () => {
    const { importPath } = await setUp();
    const root = mkdtempSync(join(tmpdir(), 'focus-1.4-folders-'));
    const sets = datasets();
    for (const [dir, name, table] of [
      ['cost_and_usage', 'focus-000000000000.csv', sets.cost[0]],
      ['cost_and_usage', 'focus-000000000001.csv', sets.cost[1]],
      ['invoice_detail', 'invoices.csv', sets.invoice],
      ['billing_period', 'periods.csv', sets.period],
    ] as const) {
      mkdirSync(join(root, dir), { recursive: true });
      writeCsv(join(root, dir, name), table as Table);
    }
    const { source, result } = await importPath(root);
    expect(source.files).toEqual([
      'billing_period/periods.csv',
      'cost_and_usage/focus-000000000000.csv',
      'cost_and_usage/focus-000000000001.csv',
      'invoice_detail/invoices.csv',
    ]);
    expect(result.rows).toBe(47);
    expect(result.skipped.map((s) => [s.name, s.dataset])).toEqual([
      ['billing_period/periods.csv', 'BillingPeriod'],
      ['invoice_detail/invoices.csv', 'InvoiceDetail'],
    ]);
    expect(exactSums(result.sums)).toEqual(expectedSums(sets.cost));
  });

  it('keeps a 1.4 cost file with its InvoiceDetailId cost and usage, and refuses an invoice detail file alone', async () => {
    const { data } = await setUp();
    const cost = sampleTable(COST, 3);
    expect(COST).toContain('InvoiceDetailId');
    expect((await importFocusCsv(data, 'contoso', csvText(cost.header, cost.rows))).rows).toBe(3);
    const invoice = otherDatasetTable(INVOICE_DETAIL_1_4, 2);
    const error = await importFocusCsv(data, 'contoso', csvText(invoice.header, invoice.rows)).then(
      () => undefined,
      (e: FocusImportError) => e,
    );
    expect([error?.code, error?.message]).toEqual([
      'other-dataset',
      'line 1: the file is a FOCUS invoice detail dataset (InvoiceDetailCreated), not cost and usage rows',
    ]);
  });
});
