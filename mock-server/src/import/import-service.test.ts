import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess } from '../data/data-access.ts';
import { EXCHANGE_RATES } from '../data/exchange-rates.ts';
import { parseDecimalToMicros } from '../domain/money.ts';
import { seed } from '../seed/seed.ts';
import { seedThrough } from '../testing/seed-through.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
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
  'AvailabilityZone',
  'BilledCost',
  'BillingAccountId',
  'BillingAccountName',
  'BillingAccountType',
  'BillingCurrency',
  'BillingPeriodEnd',
  'BillingPeriodStart',
  'ChargeCategory',
  'ChargeClass',
  'ChargeDescription',
  'ChargeFrequency',
  'ChargePeriodEnd',
  'ChargePeriodStart',
  'CommitmentDiscountCategory',
  'CommitmentDiscountId',
  'CommitmentDiscountName',
  'CommitmentDiscountStatus',
  'CommitmentDiscountType',
  'ConsumedQuantity',
  'ConsumedUnit',
  'ContractedCost',
  'ContractedUnitPrice',
  'EffectiveCost',
  'InvoiceIssuerName',
  'ListCost',
  'ListUnitPrice',
  'PricingCategory',
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
  'SkuId',
  'SkuPriceId',
  'SubAccountId',
  'SubAccountName',
  'SubAccountType',
  'Tags',
  'x_BilledCostInUsd',
  'x_ResourceGroupName',
];
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
  const count = async (tenant = 'contoso') =>
    (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM focus_import_rows WHERE tenant_id = ?', [tenant]))
      ?.n ?? 0;
  const imports = async () =>
    (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM focus_imports'))?.n ?? 0;
  /** The demo seed again (./portal reset). */
  const reseed = () => seedThrough(database, (sqlite) => seed(sqlite));
  return { db, data, count, imports, reseed };
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
    // The stored micro-units add up to the stored sum the import reports.
    for (const sum of result.sums) {
      const stored = await db.get<{ billed: number }>(
        'SELECT SUM(billed_cost) AS billed FROM focus_import_rows WHERE tenant_id = ? AND billing_currency = ?',
        ['contoso', sum.currency],
      );
      expect(BigInt(stored?.billed ?? 0)).toBe(units(sum.billed.stored) / 10n ** BigInt(SCALE - 6));
    }
    // Floats would have got at least one of these wrong.
    const col = header.findIndex((h) => h.toLowerCase() === 'billedcost');
    const floatSum = file.data.reduce((sum, row) => sum + Number(row[col]), 0);
    expect(String(floatSum)).not.toBe(exact(sumOf(file.data.map((row) => row[col] as string))));
  });

  it('maps the columns: dates to UTC, tags to JSON, x_ columns kept in extra, absent 1.2 columns null', async () => {
    const { data, db } = await setUp();
    await importFocusCsv(data, 'contoso', azureFile(2).text);
    await importFocusCsv(data, 'fabrikam', gcpFile(2).text);
    await importFocusCsv(data, 'demo', awsFile(1).text);
    type Stored = Record<string, string | number | null>;
    const azure = await db.get<Stored>(
      "SELECT * FROM focus_import_rows WHERE tenant_id = 'contoso' AND line = 3",
    );
    expect(azure).toMatchObject({
      billing_period_start: '2024-01-01T00:00:00Z',
      charge_period_start: '2024-01-02T00:00:00Z',
      charge_description: 'D2s v3, "Linux", West Europe',
      tags: '{"env":"prod","costCenter":"42"}',
      extra: '{"x_ResourceGroupName":"rg"}',
      provider_name: 'Microsoft',
      commitment_discount_quantity: null,
      invoice_id: null,
      service_subcategory: null,
    });
    const gcp = await db.get<Stored>(
      "SELECT * FROM focus_import_rows WHERE tenant_id = 'fabrikam' AND line = 2",
    );
    expect(gcp).toMatchObject({
      billing_currency: 'EUR',
      charge_period_end: '2025-05-11T00:00:00Z',
      tags: '{"env":"prod","team":"data"}',
      extra: '{"x_credits":"[]"}',
      sub_account_id: 'my-project',
    });
    const aws = await db.get<Stored>("SELECT * FROM focus_import_rows WHERE tenant_id = 'demo'");
    expect(aws).toMatchObject({
      // Stored rounded to the micro-unit, beside the exact text.
      billed_cost: 1000000,
      billed_cost_exact: '1.0000000001',
      pricing_quantity: '0.00036',
      commitment_discount_quantity: '0.5',
      sku_price_details: '{"InstanceType":"m5.large"}',
      publisher_name: 'Amazon Web Services, Inc.',
    });
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
    const result = await importFocusCsv(data, 'contoso', Readable.from(chunks));
    expect(result.rows).toBe(2);
    expect(result.sums[0]?.billed).toEqual({ exact: '0.30', rounded: '0.30', stored: '0.300000' });
    const rows = await db.all<{ line: number; service_name: string; charge_description: string }>(
      'SELECT line, service_name, charge_description FROM focus_import_rows ORDER BY line',
    );
    expect(rows).toEqual([
      {
        line: 2,
        service_name: 'Storage, hot',
        charge_description: 'a "quoted"\r\ndescription, on two lines',
      },
      { line: 4, service_name: 'Bandwidth', charge_description: 'plain' },
    ]);
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
    const derived = async (tenant = 'contoso') =>
      (await db.get<{ daily: number | null; monthly: number | null }>(
        `SELECT (SELECT SUM(d.effective_cost) FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
                 WHERE r.tenant_id = ? AND r.import_id IS NOT NULL) AS daily,
                (SELECT SUM(m.effective_cost) FROM cost_monthly m JOIN cost_resources r ON r.id = m.resource
                 WHERE r.tenant_id = ? AND r.import_id IS NOT NULL) AS monthly`,
        [tenant, tenant],
      )) ?? { daily: null, monthly: null };
    // Independently: every stored row's micro-units at the stored rate, rounded half away from zero.
    const expected = async (tenant = 'contoso') =>
      (
        await db.all<{ effective_cost: number; billing_currency: string }>(
          'SELECT effective_cost, billing_currency FROM focus_import_rows WHERE tenant_id = ?',
          [tenant],
        )
      ).reduce((sum, row) => {
        const rate = parseDecimalToMicros(EXCHANGE_RATES.perUsd[row.billing_currency] ?? '0');
        const micros = BigInt(row.effective_cost);
        const magnitude = ((micros < 0n ? -micros : micros) * 2_000_000n + rate) / (2n * rate);
        return sum + (micros < 0n ? -magnitude : magnitude);
      }, 0n);
    await importFocusCsv(data, 'contoso', gcpFile(250).text);
    await importFocusCsv(data, 'contoso', azureFile(50, '2024-01').text);
    expect(
      (await db.get<{ n: number }>('SELECT COUNT(DISTINCT billing_currency) AS n FROM focus_import_rows'))?.n,
    ).toBe(2);
    expect(BigInt((await derived()).daily ?? 0)).toBe(await expected());
    expect((await derived()).monthly).toBe((await derived()).daily);
    await importFocusCsv(data, 'contoso', azureFile(40, '2024-01').text);
    expect(BigInt((await derived()).daily ?? 0)).toBe(await expected());
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
    const error = await refusal(importFocusCsv(data, 'contoso', csv(AZURE_HEADER, file.data)));
    expect(error.message).toBe('line 17, column EffectiveCost: "12,5x" is not a number');
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
      'import-service.ts',
      'mapping.ts',
      'values.ts',
    ]) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\s|\.sqlite\.|\bprepare\(/);
    }
  });
});
