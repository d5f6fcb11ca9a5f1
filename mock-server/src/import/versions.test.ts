import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess } from '../data/data-access.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  CONTRACT_COMMITMENT_1_3,
  csvText,
  exactSums,
  expectedSums,
  FOCUS_VERSIONS,
  type FocusVersion,
  PROVIDERS,
  sampleTable,
  writeParquet,
} from './focus-samples.test-support.ts';
import { type FocusImportError, importFocus, importFocusCsv } from './import-service.ts';
import { mapRecord, resolveHeader } from './mapping.ts';
import { openFocusPath } from './sources.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  const data = createDataAccess(database.engine);
  /** The provider and publisher of the tenant's imported resources, as the portal reads them. */
  const providers = async (tenant = 'contoso') =>
    database.engine.all<{ provider_name: string; publisher_name: string }>(
      `SELECT DISTINCT provider_name, publisher_name FROM cost_resources
        WHERE tenant_id = ? AND import_id IS NOT NULL`,
      [tenant],
    );
  return { data, providers };
}

/** Which provider columns each version's rows are read from. */
const READ_FROM: Record<FocusVersion, { provider: string; publisher: string }> = {
  '1.0': { provider: PROVIDERS.ProviderName, publisher: PROVIDERS.PublisherName },
  '1.1': { provider: PROVIDERS.ProviderName, publisher: PROVIDERS.PublisherName },
  '1.2': { provider: PROVIDERS.ProviderName, publisher: PROVIDERS.PublisherName },
  '1.3': { provider: PROVIDERS.ServiceProviderName, publisher: PROVIDERS.HostProviderName },
  '1.4': { provider: PROVIDERS.ServiceProviderName, publisher: PROVIDERS.HostProviderName },
};

describe('FOCUS versions, mapped by column name', () => {
  it('knows the column sets of 1.0 to 1.4', () => {
    expect(Object.fromEntries(Object.entries(FOCUS_VERSIONS).map(([v, c]) => [v, c.length]))).toEqual({
      '1.0': 43,
      '1.1': 50,
      '1.2': 57,
      '1.3': 65,
      '1.4': 65,
    });
  });

  it.each(Object.keys(FOCUS_VERSIONS) as FocusVersion[])(
    'imports FOCUS %s with every column of the version, summing exactly',
    async (version) => {
      const { data, providers } = await setUp();
      const table = sampleTable(FOCUS_VERSIONS[version], 120);
      const result = await importFocusCsv(data, 'contoso', csvText(table.header, table.rows), {
        fileName: `focus-${version}.csv`,
      });
      expect(result.rows).toBe(120);
      expect(exactSums(result.sums)).toEqual(expectedSums([table]));
      expect(result.periods).toEqual([
        {
          billingPeriodStart: '2025-03-01T00:00:00Z',
          providerName: READ_FROM[version].provider,
          billingAccountId: 'acc-1',
        },
      ]);
      expect(await providers()).toEqual([
        { provider_name: READ_FROM[version].provider, publisher_name: READ_FROM[version].publisher },
      ]);
    },
  );

  it.each(['1.3', '1.4'] as FocusVersion[])(
    'imports FOCUS %s as Parquet the same as CSV',
    async (version) => {
      const { data, providers } = await setUp();
      const table = sampleTable(FOCUS_VERSIONS[version], 60, { shift: 1 });
      const file = join(mkdtempSync(join(tmpdir(), 'focus-version-')), `focus-${version}.parquet`);
      writeParquet(file, table);
      const result = await importFocus(data, 'fabrikam', (await openFocusPath(file)).source);
      const again = await importFocusCsv(data, 'contoso', csvText(table.header, table.rows));
      expect(exactSums(result.sums)).toEqual(expectedSums([table]));
      expect(result.sums).toEqual(again.sums);
      expect(await providers('fabrikam')).toEqual(await providers('contoso'));
    },
  );

  it('reads the newer provider columns before the deprecated ones and keeps the others in extra', () => {
    const columns = FOCUS_VERSIONS['1.3'];
    const header = resolveHeader({ line: 1, fields: columns });
    const bound = (field: string) => header.columns.find((c) => c.column.field === field)?.header;
    expect([bound('providerName'), bound('publisherName')]).toEqual([
      'ServiceProviderName',
      'HostProviderName',
    ]);
    const { row } = mapRecord(header, { line: 2, fields: sampleTable(columns, 1).rows[0] as string[] });
    expect([row.providerName, row.publisherName]).toEqual([
      PROVIDERS.ServiceProviderName,
      PROVIDERS.HostProviderName,
    ]);
    const extra = JSON.parse(row.extra ?? '{}');
    expect(Object.keys(extra).sort()).toEqual([
      'AllocatedMethodDetails',
      'AllocatedMethodId',
      'AllocatedResourceId',
      'AllocatedResourceName',
      'AllocatedTags',
      'ContractApplied',
      'ProviderName',
      'PublisherName',
    ]);
    expect(extra).toMatchObject({
      ProviderName: PROVIDERS.ProviderName,
      ContractApplied: '{"Elements":[{"ContractId":"c-1","ContractCommitmentId":"cc-1"}]}',
    });
    // 1.4's new columns are kept too; 1.2 files read the older names as before.
    const v14 = resolveHeader({ line: 1, fields: FOCUS_VERSIONS['1.4'] });
    expect(v14.extra.map((e) => e.header)).toEqual(
      expect.arrayContaining(['CommitmentProgramEligibilityDetails', 'InvoiceDetailId', 'ContractApplied']),
    );
    const v12 = resolveHeader({ line: 1, fields: FOCUS_VERSIONS['1.2'] });
    expect(v12.extra).toEqual([]);
    expect(v12.columns.find((c) => c.column.field === 'providerName')?.header).toBe('ProviderName');
  });

  it("refuses 1.3's contract commitment dataset alone: it has no cost and usage rows", async () => {
    const { data } = await setUp();
    const text = csvText(CONTRACT_COMMITMENT_1_3, [CONTRACT_COMMITMENT_1_3.map((c) => `${c}-1`)]);
    const error = await importFocusCsv(data, 'contoso', text).then(
      () => {
        throw new Error('the import was not refused');
      },
      (e: FocusImportError) => e,
    );
    expect([error.code, error.message]).toEqual([
      'other-dataset',
      'line 1: the file is a FOCUS contract commitment dataset (ContractCommitmentId), not cost and usage rows',
    ]);
  });
});
