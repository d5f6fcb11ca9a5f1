/**
 * Small, real-shaped FOCUS exports for the import's tests, made here and never downloaded: the
 * column sets of FOCUS 1.0 to 1.4 (from the specification's column definitions per release), rows
 * with a value in every column, and writers for CSV, gzip CSV and Parquet. The expected sums are
 * computed independently, as BigInt at 20 decimals from the rows' own strings.
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, zstdCompressSync } from 'node:zlib';
import type { CompressionCodec, SchemaElement } from 'hyparquet';
import { parquetWriteFile } from 'hyparquet-writer';

export { FOCUS_VERSIONS, type FocusVersion } from './focus-versions.ts';

/** FOCUS 1.3's contract commitment dataset: its columns. */
export const CONTRACT_COMMITMENT_1_3 = [
  'BillingCurrency',
  'ContractCommitmentCategory',
  'ContractCommitmentCost',
  'ContractCommitmentDescription',
  'ContractCommitmentId',
  'ContractCommitmentPeriodEnd',
  'ContractCommitmentPeriodStart',
  'ContractCommitmentQuantity',
  'ContractCommitmentType',
  'ContractCommitmentUnit',
  'ContractId',
  'ContractPeriodEnd',
  'ContractPeriodStart',
];

/** FOCUS 1.4's invoice detail dataset: its columns (specification/datasets/invoice_detail). */
export const INVOICE_DETAIL_1_4 = [
  'BilledCost',
  'BillingAccountId',
  'BillingCurrency',
  'BillingPeriodEnd',
  'BillingPeriodStart',
  'ChargeCategory',
  'InvoiceDetailCreated',
  'InvoiceDetailDescription',
  'InvoiceDetailGrain',
  'InvoiceDetailId',
  'InvoiceDetailLastUpdated',
  'InvoiceId',
  'InvoiceIssueDate',
  'InvoiceIssueStatus',
  'InvoiceIssuerName',
  'PaymentCurrency',
  'PaymentCurrencyBilledCost',
  'PaymentDueDate',
  'PaymentTerms',
  'PurchaseOrderNumber',
  'ReferenceInvoiceId',
];

/** FOCUS 1.4's billing period dataset: its columns (specification/datasets/billing_period). */
export const BILLING_PERIOD_1_4 = [
  'BillingPeriodCreated',
  'BillingPeriodEnd',
  'BillingPeriodLastUpdated',
  'BillingPeriodStart',
  'BillingPeriodStatus',
  'InvoiceIssuerName',
];

/** A few rows of one of the other datasets, each value its own (dates and amounts where they go). */
export function otherDatasetTable(columns: readonly string[], rows: number) {
  const value = (column: string, i: number) => {
    if (/Cost$/.test(column)) return amount(i, 4);
    if (/(Start|Created|Date|Updated)$/.test(column)) return '2025-03-01T00:00:00Z';
    if (/End$/.test(column)) return '2025-04-01T00:00:00Z';
    if (column === 'BillingCurrency' || column === 'PaymentCurrency') return 'USD';
    if (column === 'ChargeCategory') return 'Usage';
    if (column === 'InvoiceDetailGrain') return '{"ServiceName":"Virtual Machines"}';
    if (column === 'BillingPeriodStatus') return 'Closed';
    return `${column}-${i}`;
  };
  return {
    header: [...columns],
    rows: Array.from({ length: rows }, (_, i) => columns.map((c) => value(c, i))),
  };
}

// Amounts float addition gets wrong: many 0.1 and 0.2, long decimals, negatives (credits).
const AMOUNTS = ['0.1', '0.2', '0.3', '1.0000000001', '0.123456789012345', '-0.05', '1234.565', '0.0000005'];
export const amount = (i: number, shift: number) => AMOUNTS[(i * 3 + shift) % AMOUNTS.length] as string;

/** The provider columns' values: each name its own, so the test sees which one was read. */
export const PROVIDERS = {
  ProviderName: 'Microsoft (ProviderName)',
  PublisherName: 'Microsoft (PublisherName)',
  ServiceProviderName: 'Microsoft (ServiceProviderName)',
  HostProviderName: 'Microsoft (HostProviderName)',
};

export interface SampleOptions {
  /** The billing month, 'YYYY-MM' (default 2025-03). */
  month?: string;
  /** The billing account (default acc-1). */
  account?: string;
  /** Shifts the amounts, so two files differ. */
  shift?: number;
}

/** A value for every FOCUS column of row `i`; other columns (x_) get their own name and the row. */
export function sampleValue(column: string, i: number, options: SampleOptions = {}): string {
  const month = options.month ?? '2025-03';
  const shift = options.shift ?? 0;
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))
    .toISOString()
    .slice(0, 10);
  const day = String((i % 28) + 1).padStart(2, '0');
  const values: Record<string, string> = {
    BilledCost: amount(i, shift),
    EffectiveCost: amount(i, shift + 1),
    ListCost: amount(i, shift + 2),
    ContractedCost: amount(i, shift + 2),
    BillingCurrency: i % 3 === 0 ? 'EUR' : 'USD',
    PricingCurrency: 'USD',
    BillingAccountId: options.account ?? 'acc-1',
    BillingPeriodStart: `${month}-01T00:00:00Z`,
    BillingPeriodEnd: `${next}T00:00:00Z`,
    ChargePeriodStart: `${month}-${day}T00:00:00Z`,
    ChargePeriodEnd: `${month}-${day}T01:00:00Z`,
    ChargeCategory: 'Usage',
    ChargeClass: '',
    ServiceName: i % 2 ? 'Virtual Machines' : 'Storage',
    ServiceCategory: i % 2 ? 'Compute' : 'Storage',
    Tags: '{"env":"prod"}',
    AllocatedTags: '{"team":"payments"}',
    ContractApplied: '{"Elements":[{"ContractId":"c-1","ContractCommitmentId":"cc-1"}]}',
    SkuPriceDetails: '{"CoreCount":2}',
    CommitmentProgramEligibilityDetails: '{"Eligible":true}',
    AllocatedMethodDetails: '{"Elements":[]}',
    ...PROVIDERS,
  };
  if (column in values) return values[column] as string;
  if (/Quantity|UnitPrice|PricingCurrencyEffectiveCost/.test(column)) return '1.5';
  return `${column}-${i % 5}`;
}

/** A table of `rows` rows with a value in each of `columns`. */
export function sampleTable(columns: readonly string[], rows: number, options: SampleOptions = {}) {
  return {
    header: [...columns],
    rows: Array.from({ length: rows }, (_, i) => columns.map((c) => sampleValue(c, i, options))),
  };
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function csvText(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  eol = '\r\n',
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join(eol) + eol;
}

export function writeCsv(path: string, table: { header: string[]; rows: string[][] }, gzip = false): void {
  const text = csvText(table.header, table.rows);
  writeFileSync(path, gzip ? gzipSync(text) : text);
}

const COST_COLUMNS = new Set(['BilledCost', 'EffectiveCost', 'ListCost', 'ContractedCost']);

/** A decimal string as the unscaled integer of a DECIMAL(38, `scale`). */
export function unscaledOf(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const units = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return negative ? -units : units;
}

export interface ParquetOptions {
  codec?: CompressionCodec;
  /** How the cost columns are stored: DECIMAL(38, 15) bytes (as Azure and AWS do) or DOUBLE. */
  costs?: 'decimal' | 'double';
  rowGroupSize?: number;
}

/** The writers' compressors for the codecs besides snappy (node:zlib). */
const COMPRESSORS = {
  GZIP: (input: Uint8Array) => gzipSync(input),
  BROTLI: (input: Uint8Array) => brotliCompressSync(input),
  ZSTD: (input: Uint8Array) => zstdCompressSync(input),
};

/** Writes the table as Parquet: costs as DECIMAL or DOUBLE, everything else as UTF-8 strings (empty is null). */
export function writeParquet(
  path: string,
  table: { header: string[]; rows: string[][] },
  options: ParquetOptions = {},
): void {
  const costs = options.costs ?? 'decimal';
  const schema: SchemaElement[] = [{ name: 'root', num_children: table.header.length }];
  const columnData = table.header.map((name, index) => {
    const texts = table.rows.map((row) => row[index] as string);
    if (COST_COLUMNS.has(name)) {
      schema.push(
        costs === 'decimal'
          ? {
              name,
              type: 'FIXED_LEN_BYTE_ARRAY',
              type_length: 16,
              converted_type: 'DECIMAL',
              scale: 15,
              precision: 38,
              repetition_type: 'OPTIONAL',
            }
          : { name, type: 'DOUBLE', repetition_type: 'OPTIONAL' },
      );
      return {
        name,
        data: texts.map((t) => (t === '' ? null : costs === 'decimal' ? unscaledOf(t, 15) : Number(t))),
      };
    }
    schema.push({ name, type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' });
    return { name, data: texts.map((t) => (t === '' ? null : t)) };
  });
  parquetWriteFile({
    filename: path,
    columnData,
    schema,
    codec: options.codec ?? 'SNAPPY',
    compressors: COMPRESSORS,
    ...(options.rowGroupSize ? { rowGroupSize: options.rowGroupSize } : {}),
  });
}

// ---- Independent exact arithmetic for the expected figures: decimal strings as BigInt at 20 decimals.
const SCALE = 20;
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

/** The expected sums per currency of some tables (a folder's files), from their own strings. */
export function expectedSums(tables: readonly { header: string[]; rows: string[][] }[]) {
  const totals = new Map<string, { billed: bigint; effective: bigint; list: bigint }>();
  for (const { header, rows } of tables) {
    const col = (name: string) => header.findIndex((h) => h.toLowerCase() === name.toLowerCase());
    for (const row of rows) {
      const currency = row[col('BillingCurrency')] as string;
      const sum = totals.get(currency) ?? { billed: 0n, effective: 0n, list: 0n };
      sum.billed += unscaledOf(row[col('BilledCost')] as string, SCALE);
      sum.effective += unscaledOf(row[col('EffectiveCost')] as string, SCALE);
      sum.list += unscaledOf(row[col('ListCost')] as string, SCALE);
      totals.set(currency, sum);
    }
  }
  const metric = (total: bigint) => ({ exact: exact(total), rounded: rounded(total) });
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, t]) => ({
      currency,
      billed: metric(t.billed),
      effective: metric(t.effective),
      list: metric(t.list),
    }));
}

/** The sums of an import without the stored micro-units, to compare with {@link expectedSums}. */
export const exactSums = (
  sums: readonly {
    currency: string;
    billed: { exact: string; rounded: string };
    effective: { exact: string; rounded: string };
    list: { exact: string; rounded: string };
  }[],
) =>
  sums.map(({ currency, billed, effective, list }) => ({
    currency,
    billed: { exact: billed.exact, rounded: billed.rounded },
    effective: { exact: effective.exact, rounded: effective.rounded },
    list: { exact: list.exact, rounded: list.rounded },
  }));
