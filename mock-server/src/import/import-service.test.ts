import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataAccess, type DataAccess } from '../data/data-access.ts';
import { EXCHANGE_RATES } from '../data/exchange-rates.ts';
import type { FocusImportRow } from '../data/focus-import-repository.ts';
import { parseDecimalToMicros } from '../domain/money.ts';
import { seed } from '../seed/seed.ts';
import { seedThrough } from '../testing/seed-through.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { FOCUS_VERSIONS } from './focus-versions.ts';
import { type FocusImportError, importFocusCsv } from './import-service.ts';

// ---- Independent exact arithmetic for the expected figures: decimal strings as BigInt at 20 decimals.
const SCALE = 20;
function units(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const value = BigInt(whole || '0') * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0') || '0');
  return negative ? -value : value;
}
function rounded(total: bigint): string {
  const step = 10n ** BigInt(SCALE - 2);
  const negative = total < 0n;
  const cents = ((negative ? -total : total) + step / 2n) / step;
  const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative && cents !== 0n ? `-${text}` : text;
}
function exact(total: bigint): string {
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(SCALE + 1, '0');
  let fraction = digits.slice(-SCALE).replace(/0+$/, '');
  if (fraction.length < 2) fraction = fraction.padEnd(2, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -SCALE)}.${fraction}`;
}
const sumOf = (values: string[]) => values.reduce((sum, v) => sum + units(v), 0n);

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
function csv(header: string[], rows: string[][], eol = '\r\n'): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join(eol) + eol;
}

// Amounts float addition gets wrong: many 0.1 and 0.2, long decimals, negatives (credits).
const AMOUNTS = ['0.1', '0.2', '0.3', '1.0000000001', '0.123456789012345', '-0.05', '1234.565', '0.0000005'];
const amount = (i: number, shift: number) => AMOUNTS[(i * 3 + shift) % AMOUNTS.length] as string;

/** Azure Cost Management's FOCUS 1.0 export: its column set (no 1.1/1.2 columns), minutes-only dates, x_ columns. */
const AZURE_HEADER = [
  ...FOCUS_VERSIONS['1.0'],
  'BillingAccountType',
  'SubAccountType',
  'x_BilledCostInUsd',
  'x_ResourceGroupName',
].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
function azureFile(rows: number, month = '2024-01') {
  const data = Array.from({ length: rows }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, '0');
    const next = String((i % 28) + 2).padStart(2, '0');
    const values: Record<string, string> = {
      BilledCost: amount(i, 0),
      BillingAccountId: '/providers/Microsoft.Billing/billingAccounts/123',
      BillingAccountName: 'Contoso',
      BillingCurrency: 'USD',
      BillingPeriodStart: `${month}-01T00:00Z`,
      BillingPeriodEnd: month === '2024-01' ? '2024-02-01T00:00Z' : '2024-03-01T00:00Z',
      ChargeCategory: 'Usage',
      ChargeDescription: 'D2s v3, "Linux", West Europe',
      ChargePeriodStart: `${month}-${day}T00:00Z`,
      ChargePeriodEnd: `${month}-${next}T00:00Z`,
      EffectiveCost: amount(i, 1),
      ListCost: amount(i, 2),
      ContractedCost: amount(i, 2),
      ProviderName: 'Microsoft',
      PublisherName: 'Microsoft',
      RegionName: 'West Europe',
      ResourceId: `/subscriptions/s1/resourceGroups/rg/providers/Microsoft.Compute/virtualMachines/vm${i % 5}`,
      ServiceCategory: 'Compute',
      ServiceName: 'Virtual Machines',
      SubAccountId: 's1',
      SubAccountName: 'Production',
      Tags: i % 2 ? '{"env":"prod","costCenter":"42"}' : '',
      x_ResourceGroupName: 'rg',
    };
    return AZURE_HEADER.map((name) => values[name] ?? '');
  });
  return { text: csv(AZURE_HEADER, data), data };
}

/** AWS Data Exports, FOCUS 1.2 with its 1.2 columns, milliseconds in dates, lower-case x_ columns. */
const AWS_HEADER = [
  'BilledCost',
  'BillingAccountId',
  'BillingAccountName',
  'BillingAccountType',
  'BillingCurrency',
  'BillingPeriodEnd',
  'BillingPeriodStart',
  'CapacityReservationId',
  'CapacityReservationStatus',
  'ChargeCategory',
  'ChargeClass',
  'ChargeDescription',
  'ChargeFrequency',
  'ChargePeriodEnd',
  'ChargePeriodStart',
  'CommitmentDiscountCategory',
  'CommitmentDiscountId',
  'CommitmentDiscountName',
  'CommitmentDiscountQuantity',
  'CommitmentDiscountStatus',
  'CommitmentDiscountType',
  'CommitmentDiscountUnit',
  'ConsumedQuantity',
  'ConsumedUnit',
  'ContractedCost',
  'ContractedUnitPrice',
  'EffectiveCost',
  'InvoiceId',
  'InvoiceIssuerName',
  'ListCost',
  'ListUnitPrice',
  'PricingCategory',
  'PricingCurrency',
  'PricingCurrencyContractedUnitPrice',
  'PricingCurrencyEffectiveCost',
  'PricingCurrencyListUnitPrice',
  'PricingQuantity',
  'PricingUnit',
  'ProviderName',
  'PublisherName',
  'RegionId',
  'RegionName',
  'ResourceId',
  'ResourceName',
  'ResourceType',
  'ServiceCategory',
  'ServiceName',
  'ServiceSubcategory',
  'SkuId',
  'SkuMeter',
  'SkuPriceDetails',
  'SkuPriceId',
  'SubAccountId',
  'SubAccountName',
  'SubAccountType',
  'Tags',
  'x_Discounts',
  'x_Operation',
  'x_ServiceCode',
  'x_UsageType',
];
function awsFile(rows: number) {
  const data = Array.from({ length: rows }, (_, i) => {
    const hour = String(i % 24).padStart(2, '0');
    const values: Record<string, string> = {
      BilledCost: amount(i, 3),
      BillingAccountId: '111122223333',
      BillingCurrency: 'USD',
      BillingPeriodStart: '2025-03-01T00:00:00.000Z',
      BillingPeriodEnd: '2025-04-01T00:00:00.000Z',
      ChargeCategory: i % 10 === 9 ? 'Credit' : 'Usage',
      ChargePeriodStart: `2025-03-05T${hour}:00:00.000Z`,
      ChargePeriodEnd:
        i % 24 === 23
          ? '2025-03-06T00:00:00.000Z'
          : `2025-03-05T${String((i % 24) + 1).padStart(2, '0')}:00:00.000Z`,
      CommitmentDiscountQuantity: '0.5',
      ContractedCost: amount(i, 4),
      EffectiveCost: amount(i, 4),
      ListCost: amount(i, 5),
      PricingCurrency: 'USD',
      PricingQuantity: '3.6E-4',
      ProviderName: 'AWS',
      PublisherName: 'Amazon Web Services, Inc.',
      RegionId: 'eu-west-1',
      ServiceCategory: 'Compute',
      ServiceName: 'Amazon Elastic Compute Cloud',
      SkuPriceDetails: '{"InstanceType":"m5.large"}',
      SubAccountId: '444455556666',
      Tags: '{"user:team":"payments"}',
      x_ServiceCode: 'AmazonEC2',
      x_UsageType: 'EU-BoxUsage:m5.large',
    };
    return AWS_HEADER.map((name) => values[name] ?? '');
  });
  return { text: csv(AWS_HEADER, data, '\n'), data };
}

/** Google Cloud's FOCUS BigQuery view saved as CSV: lower-case names, 'UTC' dates, key/value tags, two currencies. */
const GCP_HEADER = [
  'billingaccountid',
  'billingcurrency',
  'billingperiodstart',
  'billingperiodend',
  'chargeperiodstart',
  'chargeperiodend',
  'chargecategory',
  'billedcost',
  'effectivecost',
  'listcost',
  'contractedcost',
  'providername',
  'publishername',
  'servicename',
  'servicecategory',
  'subaccountid',
  'subaccountname',
  'regionid',
  'resourceid',
  'skuid',
  'tags',
  'x_credits',
];
function gcpFile(rows: number) {
  const data = Array.from({ length: rows }, (_, i) => {
    const values: Record<string, string> = {
      billingaccountid: '01ABCD-234567-89EFGH',
      billingcurrency: i % 3 === 0 ? 'EUR' : 'USD',
      billingperiodstart: '2025-05-01 00:00:00 UTC',
      billingperiodend: '2025-06-01 00:00:00 UTC',
      chargeperiodstart: '2025-05-10 00:00:00 UTC',
      chargeperiodend: '2025-05-11 00:00:00 UTC',
      chargecategory: 'Usage',
      billedcost: amount(i, 6),
      effectivecost: amount(i, 7),
      listcost: amount(i, 1),
      contractedcost: amount(i, 1),
      providername: 'Google Cloud',
      publishername: 'Google Cloud',
      servicename: i % 2 ? 'Compute Engine' : 'Cloud Storage',
      servicecategory: 'Compute',
      subaccountid: 'my-project',
      subaccountname: 'My Project',
      regionid: 'europe-west1',
      resourceid: `projects/my-project/instances/i${i % 4}`,
      skuid: 'D973-5D65-BAB2',
      tags: '[{"key":"env","value":"prod"},{"key":"team","value":"data"}]',
      x_credits: '[]',
    };
    return GCP_HEADER.map((name) => values[name] ?? '');
  });
  return { text: csv(GCP_HEADER, data), data };
}

/** The expected sums per currency, from the sample's own strings. */
function expectedSums(header: string[], data: string[][]) {
  const col = (name: string) => header.findIndex((h) => h.toLowerCase() === name.toLowerCase());
  const currencies = [...new Set(data.map((row) => row[col('BillingCurrency')] as string))].sort();
  return currencies.map((currency) => {
    const rows = data.filter((row) => row[col('BillingCurrency')] === currency);
    const metric = (name: string) => {
      const total = sumOf(rows.map((row) => row[col(name)] as string));
      return { exact: exact(total), rounded: rounded(total) };
    };
    return {
      currency,
      billed: metric('BilledCost'),
      effective: metric('EffectiveCost'),
      list: metric('ListCost'),
    };
  });
}

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

/** A seeded database of the suite's engine, its data-access layer, and counts of the imported rows. */
async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  const db = database.engine;
  const data = createDataAccess(db);
  // An import keeps the row count of each billing period (focus_import_periods), not the rows.
  const count = async (tenant = 'contoso') =>
    Number(
      (
        await db.get<{ n: number | string | null }>(
          'SELECT SUM(rows) AS n FROM focus_import_periods WHERE tenant_id = ?',
          [tenant],
        )
      )?.n ?? 0,
    );
  const imports = async () =>
    (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM focus_imports'))?.n ?? 0;
  /** The demo seed again (./portal reset). */
  const reseed = () => seedThrough(database, (sqlite) => seed(sqlite));
  return { db, data, count, imports, reseed };
}

/**
 * The rows each import maps, as the repository receives them (the mapping's output; the database
 * keeps their cost facts and extra columns, not the rows).
 */
function mappedRows(data: DataAccess): FocusImportRow[] {
  const rows: FocusImportRow[] = [];
  const insert = data.focusImports.insertRows.bind(data.focusImports);
  vi.spyOn(data.focusImports, 'insertRows').mockImplementation(async (tenantId, importId, batch) => {
    rows.push(...batch);
    return insert(tenantId, importId, batch);
  });
  return rows;
}

/**
 * The facts of a tenant's imported resources: exact sums of cost_daily in US dollar atto-units
 * (each amount's micro-units and its rest, added as BigInt row by row).
 */
async function importedFacts(db: TestDatabase['engine'], tenant: string, table = 'cost_daily') {
  const rows = await db.all<Record<string, number | string>>(
    `SELECT d.billed_cost AS b, d.billed_cost_rest AS br, d.effective_cost AS e, d.effective_cost_rest AS er
     FROM ${table} d JOIN cost_resources r ON r.id = d.resource
     WHERE r.tenant_id = ? AND r.import_id IS NOT NULL`,
    [tenant],
  );
  const exact = (micros: number | string | undefined, rest: number | string | undefined) =>
    BigInt(micros ?? 0) * 10n ** 12n + BigInt(rest ?? 0);
  return {
    rows: rows.length,
    billed: rows.reduce((sum, row) => sum + exact(row.b, row.br), 0n),
    effective: rows.reduce((sum, row) => sum + exact(row.e, row.er), 0n),
  };
}

/** Atto-units of a currency in US dollar atto-units at the stored rate, rounded half away from zero. */
function usdAttos(attos: bigint, currency: string): bigint {
  const rate = parseDecimalToMicros(EXCHANGE_RATES.perUsd[currency] ?? '0');
  if (rate === 1_000_000n) return attos;
  const magnitude = ((attos < 0n ? -attos : attos) * 2_000_000n + rate) / (2n * rate);
  return attos < 0n ? -magnitude : magnitude;
}

async function refusal(promise: Promise<unknown>): Promise<FocusImportError> {
  try {
    await promise;
  } catch (error) {
    return error as FocusImportError;
  }
  throw new Error('the import was not refused');
}

describe('importFocusCsv', () => {
  it.each([
    ['Azure FOCUS 1.0', AZURE_HEADER, azureFile(400)],
    ['AWS FOCUS 1.2', AWS_HEADER, awsFile(333)],
    ['Google Cloud', GCP_HEADER, gcpFile(250)],
  ])('imports a %s file and sums it exactly per currency', async (_name, header, file) => {
    const { data, db, count } = await setUp();
    const mapped = mappedRows(data);
    const result = await importFocusCsv(data, 'contoso', file.text, { fileName: 'export.csv' });
    expect(result.rows).toBe(file.data.length);
    expect(await count()).toBe(file.data.length);
    const expected = expectedSums(header, file.data);
    expect(
      result.sums.map(({ currency, billed, effective, list }) => ({
        currency,
        billed: { exact: billed.exact, rounded: billed.rounded },
        effective: { exact: effective.exact, rounded: effective.rounded },
        list: { exact: list.exact, rounded: list.rounded },
      })),
    ).toEqual(expected);
    // The mapped atto-units add up to the stored sum the import reports (each row's value exactly,
    // up to 18 decimals), and the cost facts hold each row at the stored rate, to 1e-18.
    for (const sum of result.sums) {
      const rows = mapped.filter((row) => row.billingCurrency === sum.currency);
      expect(rows.reduce((total, row) => total + row.billedCost, 0n)).toBe(
        units(sum.billed.stored) / 10n ** BigInt(SCALE - 18),
      );
      expect(sum.billed.stored.startsWith(sum.billed.exact.replace(/0+$/, ''))).toBe(true);
    }
    expect((await importedFacts(db, 'contoso')).billed).toBe(
      mapped.reduce((total, row) => total + usdAttos(row.billedCost, row.billingCurrency), 0n),
    );
    // Floats would have got at least one of these wrong.
    const col = header.findIndex((h) => h.toLowerCase() === 'billedcost');
    const floatSum = file.data.reduce((sum, row) => sum + Number(row[col]), 0);
    expect(String(floatSum)).not.toBe(exact(sumOf(file.data.map((row) => row[col] as string))));
  });

  it('maps the columns: dates to UTC, tags to JSON, x_ columns kept in extra, absent 1.2 columns null', async () => {
    const { data, db } = await setUp();
    const mapped = mappedRows(data);
    await importFocusCsv(data, 'contoso', azureFile(2).text);
    await importFocusCsv(data, 'fabrikam', gcpFile(2).text);
    await importFocusCsv(data, 'demo', awsFile(1).text);
    // Two Azure rows, two Google rows, one AWS row, in that order.
    expect(mapped).toHaveLength(5);
    const [azure, gcp, aws] = [mapped[1], mapped[2], mapped[4]];
    expect(azure?.line).toBe(3);
    expect(azure).toMatchObject({
      billingPeriodStart: '2024-01-01T00:00:00Z',
      chargePeriodStart: '2024-01-02T00:00:00Z',
      chargeDescription: 'D2s v3, "Linux", West Europe',
      tags: '{"env":"prod","costCenter":"42"}',
      extra: '{"x_ResourceGroupName":"rg"}',
      providerName: 'Microsoft',
      commitmentDiscountQuantity: null,
      invoiceId: null,
      serviceSubcategory: null,
    });
    expect(gcp).toMatchObject({
      line: 2,
      billingCurrency: 'EUR',
      chargePeriodEnd: '2025-05-11T00:00:00Z',
      tags: '{"env":"prod","team":"data"}',
      extra: '{"x_credits":"[]"}',
      subAccountId: 'my-project',
    });
    expect(aws).toMatchObject({
      // Exactly, in atto-units (1.0000000001).
      billedCost: 1_000_000_000_100_000_000n,
      pricingQuantity: '0.00036',
      commitmentDiscountQuantity: '0.5',
      skuPriceDetails: '{"InstanceType":"m5.large"}',
      publisherName: 'Amazon Web Services, Inc.',
    });
    // Stored: the resource's columns in the cost facts, and the extra columns, compressed.
    const resource = await db.get<Record<string, string | null>>(
      `SELECT * FROM cost_resources WHERE tenant_id = 'contoso' AND import_id IS NOT NULL
       AND tags = '{"env":"prod","costCenter":"42"}'`,
    );
    expect(resource).toMatchObject({
      billing_period_start: '2024-01-01T00:00:00Z',
      provider_name: 'Microsoft',
      tags: '{"env":"prod","costCenter":"42"}',
      service_subcategory: null,
    });
    const part = await db.get<{ rows: number; first_line: number; data: Uint8Array }>(
      `SELECT x.rows, x.first_line, x.data FROM focus_import_extras x
       JOIN focus_import_periods p ON p.id = x.period WHERE p.tenant_id = 'contoso'`,
    );
    expect(Number(part?.rows)).toBe(2);
    expect(
      gunzipSync(part?.data ?? new Uint8Array())
        .toString('utf8')
        .split('\n'),
    ).toEqual(['[2,{"x_ResourceGroupName":"rg"}]', '[3,{"x_ResourceGroupName":"rg"}]']);
  });

  it('reads a stream in small chunks, with a BOM, quoted commas and line breaks', async () => {
    const { data, db } = await setUp();
    const text = `\uFEFF${csv(
      [
        'BilledCost',
        'EffectiveCost',
        'ListCost',
        'BillingCurrency',
        'ChargePeriodStart',
        'ChargePeriodEnd',
        'BillingPeriodStart',
        'BillingPeriodEnd',
        'ChargeCategory',
        'ServiceName',
        'ChargeDescription',
      ],
      [
        [
          '0.1',
          '0.1',
          '0.1',
          'EUR',
          '2024-01-01',
          '2024-01-02',
          '2024-01-01',
          '2024-02-01',
          'Usage',
          'Storage, hot',
          'a "quoted"\r\ndescription, on two lines',
        ],
        [
          '0.2',
          '0.2',
          '0.2',
          'EUR',
          '2024-01-01',
          '2024-01-02',
          '2024-01-01',
          '2024-02-01',
          'Usage',
          'Bandwidth',
          'plain',
        ],
      ],
    )}`;
    const bytes = Buffer.from(text);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const mapped = mappedRows(data);
    const result = await importFocusCsv(data, 'contoso', Readable.from(chunks));
    expect(result.rows).toBe(2);
    expect(result.sums[0]?.billed).toEqual({
      exact: '0.30',
      rounded: '0.30',
      stored: '0.300000000000000000',
    });
    expect(mapped.map((r) => [r.line, r.serviceName, r.chargeDescription])).toEqual([
      [2, 'Storage, hot', 'a "quoted"\r\ndescription, on two lines'],
      [4, 'Bandwidth', 'plain'],
    ]);
    expect(
      (
        await db.all<{ service_name: string }>(
          "SELECT service_name FROM cost_resources WHERE tenant_id = 'contoso' AND import_id IS NOT NULL ORDER BY service_name",
        )
      ).map((r) => r.service_name),
    ).toEqual(['Bandwidth', 'Storage, hot']);
  });

  it('replaces the billing periods it imports again, and only those of the same provider and account', async () => {
    const { data, count, imports } = await setUp();
    const january = azureFile(50, '2024-01');
    const february = azureFile(30, '2024-02');
    await importFocusCsv(data, 'contoso', january.text);
    await importFocusCsv(data, 'contoso', february.text);
    await importFocusCsv(data, 'contoso', awsFile(20).text);
    expect(await count()).toBe(100);
    const again = await importFocusCsv(data, 'contoso', azureFile(40, '2024-01').text, {
      fileName: 'jan-v2.csv',
    });
    expect(again.replacedRows).toBe(50);
    expect(await count()).toBe(90);
    expect(await imports()).toBe(3);
    expect((await data.focusImports.listImports('contoso')).map((i) => [i.fileName, i.rows])).toEqual([
      ['upload.csv', 30],
      ['upload.csv', 20],
      ['jan-v2.csv', 40],
    ]);
    // The same file twice: replaced, not doubled; other tenants untouched.
    await importFocusCsv(data, 'fabrikam', january.text);
    await importFocusCsv(data, 'fabrikam', january.text);
    expect(await count('fabrikam')).toBe(50);
    expect(await count()).toBe(90);
  });

  it("derives its rows into the tenant's cost facts in USD, replaced with their billing period", async () => {
    const { db, data, reseed } = await setUp();
    const derived = async (tenant = 'contoso') => {
      const [daily, monthly] = [
        await importedFacts(db, tenant),
        await importedFacts(db, tenant, 'cost_monthly'),
      ];
      return daily.rows === 0
        ? { daily: null, monthly: null }
        : { daily: daily.effective, monthly: monthly.effective };
    };
    // Independently: every row's atto-units at the stored rate (to 1e-18), of the imports whose
    // billing periods stand.
    const mapped = mappedRows(data);
    const imported = async (text: string) => {
      mapped.length = 0;
      await importFocusCsv(data, 'contoso', text);
      return [...mapped];
    };
    const expected = (...imports: FocusImportRow[][]) =>
      imports.flat().reduce((sum, row) => sum + usdAttos(row.effectiveCost, row.billingCurrency), 0n);
    const google = await imported(gcpFile(250).text);
    const january = await imported(azureFile(50, '2024-01').text);
    expect(new Set([...google, ...january].map((row) => row.billingCurrency)).size).toBe(2);
    expect(BigInt((await derived()).daily ?? 0)).toBe(expected(google, january));
    expect((await derived()).monthly).toBe((await derived()).daily);
    const januaryAgain = await imported(azureFile(40, '2024-01').text);
    expect(BigInt((await derived()).daily ?? 0)).toBe(expected(google, januaryAgain));
    expect((await derived()).monthly).toBe((await derived()).daily);
    expect(await derived('fabrikam')).toEqual({ daily: null, monthly: null });
    // A refused file leaves the facts as they were.
    const before = await derived();
    const broken = azureFile(5, '2024-01');
    (broken.data[2] as string[])[AZURE_HEADER.indexOf('EffectiveCost')] = 'x';
    await expect(importFocusCsv(data, 'contoso', csv(AZURE_HEADER, broken.data))).rejects.toThrow();
    expect(await derived()).toEqual(before);
    await reseed();
    expect(await derived()).toEqual({ daily: null, monthly: null });
  });

  it('is cleared by a reset to the demo seed (./portal reset)', async () => {
    const { data, count, imports, reseed } = await setUp();
    await importFocusCsv(data, 'contoso', azureFile(10, '2024-01').text);
    expect(await count()).toBe(10);
    await reseed();
    expect(await count()).toBe(0);
    expect(await imports()).toBe(0);
  });

  it('refuses a bad number, naming the line and the column, and stores nothing', async () => {
    const { data, count, imports } = await setUp();
    await importFocusCsv(data, 'contoso', azureFile(5).text);
    const file = azureFile(20);
    const row = file.data[15] as string[];
    row[AZURE_HEADER.indexOf('EffectiveCost')] = '12,5x';
    const discard = vi.spyOn(data.focusImports, 'discardPending');
    const error = await refusal(importFocusCsv(data, 'contoso', csv(AZURE_HEADER, file.data)));
    expect(error.message).toBe('line 17, column EffectiveCost: "12,5x" is not a number');
    // The rows it had summed are let go, not kept for an import that never ends.
    expect(discard).toHaveBeenCalledTimes(1);
    expect([error.code, error.line, error.column]).toEqual(['bad-value', 17, 'EffectiveCost']);
    // Nothing of it stored; the earlier import of the same period is still there.
    expect(await count()).toBe(5);
    expect(await imports()).toBe(1);
  });

  it.each([
    [
      'a bad date',
      (row: string[]) => {
        row[AZURE_HEADER.indexOf('ChargePeriodStart')] = '2024-13-01T00:00Z';
      },
      'line 4, column ChargePeriodStart: "2024-13-01T00:00Z" is not a date (ISO 8601, e.g. 2024-01-01T00:00:00Z)',
    ],
    [
      'an empty mandatory value',
      (row: string[]) => {
        row[AZURE_HEADER.indexOf('BilledCost')] = '';
      },
      'line 4, column BilledCost: the value is empty; it is mandatory',
    ],
    [
      'a bad currency',
      (row: string[]) => {
        row[AZURE_HEADER.indexOf('BillingCurrency')] = 'US Dollar';
      },
      'line 4, column BillingCurrency: "US Dollar" is not a currency code (ISO 4217, e.g. USD)',
    ],
    [
      'a billing currency without a stored exchange rate to USD',
      (row: string[]) => {
        row[AZURE_HEADER.indexOf('BillingCurrency')] = 'brl';
      },
      "line 4, column BillingCurrency: BRL has no stored exchange rate to USD, the tenant's billing currency (USD, EUR, GBP, CHF, SEK, NOK, DKK, CAD, AUD, JPY)",
    ],
    [
      'bad tags',
      (row: string[]) => {
        row[AZURE_HEADER.indexOf('Tags')] = 'env=prod';
      },
      'line 4, column Tags: "env=prod" is not JSON tags (an object such as {"env":"prod"})',
    ],
    [
      'a period that ends before it starts',
      (row: string[]) => {
        row[AZURE_HEADER.indexOf('ChargePeriodEnd')] = '2023-12-31T00:00Z';
      },
      "line 4, column ChargePeriodEnd: 2023-12-31T00:00:00Z is before the period's start 2024-01-03T00:00:00Z",
    ],
    [
      'a row with a field too many',
      (row: string[]) => {
        row.push('surplus');
      },
      'line 4: the row has 48 fields where the header has 47',
    ],
  ])('refuses %s', async (_name, spoil, message) => {
    const { data, count, imports } = await setUp();
    const file = azureFile(6);
    spoil(file.data[2] as string[]);
    await expect(importFocusCsv(data, 'contoso', csv(AZURE_HEADER, file.data))).rejects.toThrow(message);
    expect([await count(), await imports()]).toEqual([0, 0]);
  });

  it('names the line a value starts on after a quoted field with line breaks', async () => {
    const { data } = await setUp();
    const file = azureFile(4);
    (file.data[0] as string[])[AZURE_HEADER.indexOf('ChargeDescription')] = 'one\ntwo\nthree';
    (file.data[1] as string[])[AZURE_HEADER.indexOf('ListCost')] = 'abc';
    const error = await refusal(importFocusCsv(data, 'contoso', csv(AZURE_HEADER, file.data)));
    expect(error.message).toBe('line 5, column ListCost: "abc" is not a number');
  });

  it('refuses a file without a mandatory column, naming them all', async () => {
    const { data, imports } = await setUp();
    const header = AZURE_HEADER.filter((h) => h !== 'ListCost' && h !== 'ServiceName');
    const error = await refusal(importFocusCsv(data, 'contoso', `${header.join(',')}\r\n`));
    expect(error.message).toBe('line 1: the file lacks the mandatory FOCUS columns ListCost, ServiceName');
    expect(error.code).toBe('bad-header');
    expect(await imports()).toBe(0);
  });

  it('refuses broken CSV, an empty file, a column twice and an unknown tenant', async () => {
    const { data, imports } = await setUp();
    const text = azureFile(3).text;
    await expect(importFocusCsv(data, 'contoso', `${text}"unclosed,`)).rejects.toThrow(
      'line 5: a quoted field is not closed before the end of the file',
    );
    await expect(importFocusCsv(data, 'contoso', '')).rejects.toThrow('the file is empty');
    await expect(importFocusCsv(data, 'contoso', `${AZURE_HEADER.join(',')}\r\n`)).rejects.toThrow(
      'line 2: the file has a header but no rows',
    );
    await expect(importFocusCsv(data, 'contoso', `billedcost,${AZURE_HEADER.join(',')}\r\n`)).rejects.toThrow(
      'line 1: the column "BilledCost" appears twice',
    );
    const error = await refusal(importFocusCsv(data, 'nowhere', text));
    expect([error.code, error.message]).toEqual(['unknown-tenant', 'the tenant "nowhere" does not exist']);
    expect(await imports()).toBe(0);
  });

  it('reports progress while it streams', async () => {
    const { data } = await setUp();
    const seen: number[] = [];
    await importFocusCsv(data, 'contoso', azureFile(25).text, {
      progressEvery: 10,
      onProgress: ({ rows }) => seen.push(rows),
    });
    expect(seen).toEqual([10, 20, 25]);
  });

  it('keeps SQL out of the import (the data layer holds it)', () => {
    for (const file of [
      'csv.ts',
      'decimal.ts',
      'errors.ts',
      'export-folder.ts',
      'import-service.ts',
      'mapping.ts',
      'parquet.ts',
      'sources.ts',
      'values.ts',
    ]) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\s|\.sqlite\.|\bprepare\(/);
    }
  });
});
