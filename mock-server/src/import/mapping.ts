/**
 * From a FOCUS file's columns to the stored row. Columns are matched by name, ignoring case,
 * spaces and underscores (`BilledCost`, `billedcost`, `billed_cost`); the names of FOCUS 1.0 to
 * 1.4 are known, a newer name before the one it deprecates (1.3's ServiceProviderName before
 * ProviderName). Other columns (1.3's Allocated* and ContractApplied, 1.4's InvoiceDetailId, the
 * providers' `x_` columns, a deprecated name beside its successor) are kept as JSON in `extra`,
 * never refused.
 */
import type { FocusImportRow } from '../data/focus-import-repository.ts';
import { type Decimal, formatDecimal, toAttos } from './decimal.ts';
import { FocusImportError } from './errors.ts';
import { normaliseName, type OtherFocusDataset, otherDatasetOfHeader } from './focus-datasets.ts';
import { type Checked, checkCurrency, checkDateTime, checkNumber, checkTags } from './values.ts';

type TextField = {
  [K in keyof FocusImportRow]: FocusImportRow[K] extends string | null ? K : never;
}[keyof FocusImportRow];
type CostField = 'billedCost' | 'effectiveCost' | 'listCost' | 'contractedCost';

type ColumnKind =
  | { kind: 'text'; field: TextField }
  | { kind: 'decimal'; field: TextField }
  | { kind: 'date'; field: TextField }
  | { kind: 'currency'; field: TextField }
  | { kind: 'tags'; field: 'tags' }
  | { kind: 'cost'; field: CostField };

export type FocusColumn = ColumnKind & {
  /**
   * The names the column goes by, the newest first: a file with several of them is read from the
   * first it has, and the others stay in `extra`.
   */
  names: readonly string[];
  /** The file must have the column, and every row a value in it. */
  mandatory?: boolean;
};

/**
 * The columns the import reads. Mandatory here: what the portal cannot do without (the three
 * costs it sums, their currency, the charge and billing periods, the charge category and the
 * service). The specification's other mandatory columns (BillingAccountId, ContractedCost,
 * ProviderName, PublisherName, InvoiceIssuerName, ServiceCategory, PricingQuantity, ...) are
 * stored when present and null otherwise: exports differ between FOCUS versions (1.0 files may
 * lack ContractedCost, 1.3 renames ProviderName) and providers.
 */
export const FOCUS_COLUMNS: readonly FocusColumn[] = [
  { names: ['BilledCost'], kind: 'cost', field: 'billedCost', mandatory: true },
  { names: ['EffectiveCost'], kind: 'cost', field: 'effectiveCost', mandatory: true },
  { names: ['ListCost'], kind: 'cost', field: 'listCost', mandatory: true },
  { names: ['ContractedCost'], kind: 'cost', field: 'contractedCost' },
  { names: ['BillingCurrency'], kind: 'currency', field: 'billingCurrency', mandatory: true },
  { names: ['ChargePeriodStart'], kind: 'date', field: 'chargePeriodStart', mandatory: true },
  { names: ['ChargePeriodEnd'], kind: 'date', field: 'chargePeriodEnd', mandatory: true },
  { names: ['BillingPeriodStart'], kind: 'date', field: 'billingPeriodStart', mandatory: true },
  { names: ['BillingPeriodEnd'], kind: 'date', field: 'billingPeriodEnd', mandatory: true },
  { names: ['ChargeCategory'], kind: 'text', field: 'chargeCategory', mandatory: true },
  { names: ['ServiceName'], kind: 'text', field: 'serviceName', mandatory: true },
  { names: ['BillingAccountId'], kind: 'text', field: 'billingAccountId' },
  { names: ['BillingAccountName'], kind: 'text', field: 'billingAccountName' },
  { names: ['BillingAccountType'], kind: 'text', field: 'billingAccountType' },
  { names: ['ChargeClass'], kind: 'text', field: 'chargeClass' },
  { names: ['ChargeDescription'], kind: 'text', field: 'chargeDescription' },
  { names: ['ChargeFrequency'], kind: 'text', field: 'chargeFrequency' },
  { names: ['ListUnitPrice'], kind: 'decimal', field: 'listUnitPrice' },
  { names: ['ContractedUnitPrice'], kind: 'decimal', field: 'contractedUnitPrice' },
  { names: ['PricingQuantity'], kind: 'decimal', field: 'pricingQuantity' },
  { names: ['PricingUnit'], kind: 'text', field: 'pricingUnit' },
  { names: ['PricingCategory'], kind: 'text', field: 'pricingCategory' },
  { names: ['PricingCurrency'], kind: 'currency', field: 'pricingCurrency' },
  { names: ['PricingCurrencyEffectiveCost'], kind: 'decimal', field: 'pricingCurrencyEffectiveCost' },
  { names: ['PricingCurrencyListUnitPrice'], kind: 'decimal', field: 'pricingCurrencyListUnitPrice' },
  {
    names: ['PricingCurrencyContractedUnitPrice'],
    kind: 'decimal',
    field: 'pricingCurrencyContractedUnitPrice',
  },
  { names: ['ConsumedQuantity'], kind: 'decimal', field: 'consumedQuantity' },
  { names: ['ConsumedUnit'], kind: 'text', field: 'consumedUnit' },
  // FOCUS 1.3 deprecates ProviderName and PublisherName for ServiceProviderName and HostProviderName
  // (1.4 drops them); the portal's provider and publisher read the new names when a file has them.
  { names: ['ServiceProviderName', 'ProviderName'], kind: 'text', field: 'providerName' },
  { names: ['HostProviderName', 'PublisherName'], kind: 'text', field: 'publisherName' },
  { names: ['InvoiceIssuerName', 'InvoiceIssuer'], kind: 'text', field: 'invoiceIssuerName' },
  { names: ['InvoiceId'], kind: 'text', field: 'invoiceId' },
  { names: ['ServiceCategory'], kind: 'text', field: 'serviceCategory' },
  { names: ['ServiceSubcategory'], kind: 'text', field: 'serviceSubcategory' },
  { names: ['SubAccountId'], kind: 'text', field: 'subAccountId' },
  { names: ['SubAccountName'], kind: 'text', field: 'subAccountName' },
  { names: ['SubAccountType'], kind: 'text', field: 'subAccountType' },
  { names: ['ResourceId'], kind: 'text', field: 'resourceId' },
  { names: ['ResourceName'], kind: 'text', field: 'resourceName' },
  { names: ['ResourceType'], kind: 'text', field: 'resourceType' },
  { names: ['RegionId'], kind: 'text', field: 'regionId' },
  { names: ['RegionName'], kind: 'text', field: 'regionName' },
  { names: ['AvailabilityZone'], kind: 'text', field: 'availabilityZone' },
  { names: ['SkuId'], kind: 'text', field: 'skuId' },
  { names: ['SkuPriceId'], kind: 'text', field: 'skuPriceId' },
  { names: ['SkuMeter'], kind: 'text', field: 'skuMeter' },
  { names: ['SkuPriceDetails'], kind: 'text', field: 'skuPriceDetails' },
  { names: ['CommitmentDiscountId'], kind: 'text', field: 'commitmentDiscountId' },
  { names: ['CommitmentDiscountType'], kind: 'text', field: 'commitmentDiscountType' },
  { names: ['CommitmentDiscountCategory'], kind: 'text', field: 'commitmentDiscountCategory' },
  { names: ['CommitmentDiscountName'], kind: 'text', field: 'commitmentDiscountName' },
  { names: ['CommitmentDiscountStatus'], kind: 'text', field: 'commitmentDiscountStatus' },
  { names: ['CommitmentDiscountQuantity'], kind: 'decimal', field: 'commitmentDiscountQuantity' },
  { names: ['CommitmentDiscountUnit'], kind: 'text', field: 'commitmentDiscountUnit' },
  { names: ['CapacityReservationId'], kind: 'text', field: 'capacityReservationId' },
  { names: ['CapacityReservationStatus'], kind: 'text', field: 'capacityReservationStatus' },
  { names: ['Tags'], kind: 'tags', field: 'tags' },
];

export const MANDATORY_COLUMNS = FOCUS_COLUMNS.filter((c) => c.mandatory).map((c) => c.names[0] as string);

/**
 * One record of a FOCUS table, a header or a row: its fields as text and where it is (the line of
 * a CSV file, the row of a Parquet file). A `CsvRecord` of csv.ts is one.
 */
export interface FocusRecord {
  readonly line: number;
  readonly fields: readonly string[];
  /** The line where each field starts, when a field may span lines (CSV). */
  readonly fieldLines?: readonly number[];
}

/** How names are compared: case, spaces, underscores and hyphens do not count. */
const normalise = normaliseName;

/** A FOCUS column found in the file: where it is and how the file spells it. */
interface BoundColumn {
  column: FocusColumn;
  index: number;
  header: string;
}

/** The file's header, resolved: the FOCUS columns it has and the others. */
export interface FocusHeader {
  readonly columns: readonly BoundColumn[];
  readonly extra: readonly { index: number; header: string }[];
  readonly width: number;
}

/** The positions of a header's columns by normalised name; refuses a column twice. */
function positionsOf(record: FocusRecord): Map<string, number> {
  const positions = new Map<string, number>();
  record.fields.forEach((header, index) => {
    const key = normalise(header);
    if (key === '') return;
    if (positions.has(key)) {
      throw new FocusImportError('bad-header', `the column ${JSON.stringify(header.trim())} appears twice`, {
        line: record.line,
      });
    }
    positions.set(key, index);
  });
  return positions;
}

/**
 * The FOCUS dataset other than cost and usage a header is of (FOCUS 1.3's contract commitments,
 * 1.4's invoice detail and billing periods), known by a column of its own; undefined for any
 * other header.
 */
export function otherDatasetOf(
  record: FocusRecord,
): { dataset: OtherFocusDataset; column: string } | undefined {
  return otherDatasetOfHeader(positionsOf(record), MANDATORY_COLUMNS);
}

/** The refusal of a file of another dataset, placed at its header's line. */
export const otherDatasetRefusal = (other: { dataset: OtherFocusDataset; column: string }, line?: number) =>
  new FocusImportError(
    'other-dataset',
    `the file is a FOCUS ${other.dataset.name} dataset (${other.column}), not cost and usage rows`,
    line === undefined ? {} : { line },
  );

/**
 * Resolves the header line; refuses a file without a mandatory column or with a column twice, and
 * one of another FOCUS dataset.
 */
export function resolveHeader(record: FocusRecord): FocusHeader {
  const positions = positionsOf(record);
  const other = otherDatasetOfHeader(positions, MANDATORY_COLUMNS);
  if (other) throw otherDatasetRefusal(other, record.line);
  const used = new Set<number>();
  const columns: BoundColumn[] = [];
  for (const column of FOCUS_COLUMNS) {
    for (const name of column.names) {
      const index = positions.get(normalise(name));
      if (index === undefined) continue;
      columns.push({ column, index, header: (record.fields[index] as string).trim() });
      used.add(index);
      break;
    }
  }
  const found = new Set(columns.map((c) => c.column));
  const missing = FOCUS_COLUMNS.filter((c) => c.mandatory && !found.has(c)).map((c) => c.names[0]);
  if (missing.length > 0) {
    throw new FocusImportError(
      'bad-header',
      `the file lacks the mandatory FOCUS column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      { line: record.line },
    );
  }
  const extra = record.fields
    .map((header, index) => ({ index, header: header.trim() }))
    .filter((c) => c.header !== '' && !used.has(c.index));
  return { columns, extra, width: record.fields.length };
}

/** One row of the file as stored, and its three summed costs exactly. */
export interface MappedRow {
  row: FocusImportRow;
  billed: Decimal;
  effective: Decimal;
  list: Decimal;
}

const EMPTY_ROW: Omit<FocusImportRow, 'line'> = {
  source: null,
  billingAccountId: null,
  billingAccountName: null,
  billingAccountType: null,
  billingCurrency: '',
  billingPeriodStart: '',
  billingPeriodEnd: '',
  chargePeriodStart: '',
  chargePeriodEnd: '',
  chargeCategory: '',
  chargeClass: null,
  chargeDescription: null,
  chargeFrequency: null,
  billedCost: 0n,
  effectiveCost: 0n,
  listCost: 0n,
  contractedCost: null,
  listUnitPrice: null,
  contractedUnitPrice: null,
  pricingQuantity: null,
  pricingUnit: null,
  pricingCategory: null,
  pricingCurrency: null,
  pricingCurrencyEffectiveCost: null,
  pricingCurrencyListUnitPrice: null,
  pricingCurrencyContractedUnitPrice: null,
  consumedQuantity: null,
  consumedUnit: null,
  providerName: null,
  publisherName: null,
  invoiceIssuerName: null,
  invoiceId: null,
  serviceName: '',
  serviceCategory: null,
  serviceSubcategory: null,
  subAccountId: null,
  subAccountName: null,
  subAccountType: null,
  resourceId: null,
  resourceName: null,
  resourceType: null,
  regionId: null,
  regionName: null,
  availabilityZone: null,
  skuId: null,
  skuPriceId: null,
  skuMeter: null,
  skuPriceDetails: null,
  commitmentDiscountId: null,
  commitmentDiscountType: null,
  commitmentDiscountCategory: null,
  commitmentDiscountName: null,
  commitmentDiscountStatus: null,
  commitmentDiscountQuantity: null,
  commitmentDiscountUnit: null,
  capacityReservationId: null,
  capacityReservationStatus: null,
  tags: '{}',
  extra: null,
};

/** A value of a kind, checked: its stored form (text, a date, a currency code, tags) or a decimal. */
function checkValue(kind: ColumnKind['kind'], text: string): Checked<string | Decimal> {
  switch (kind) {
    case 'text':
      return { ok: true, value: text.trim() };
    case 'decimal':
    case 'cost':
      return checkNumber(text);
    case 'date':
      return checkDateTime(text);
    case 'currency':
      return checkCurrency(text);
    case 'tags':
      return checkTags(text);
  }
}

/** A value refused, placed at its line (where its field starts) and column. */
const refusal = (message: string, record: FocusRecord, index: number, column: string) =>
  new FocusImportError('bad-value', message, { line: record.fieldLines?.[index] ?? record.line, column });

/** Maps and validates one data record; refuses it naming the line and the column. */
export function mapRecord(header: FocusHeader, record: FocusRecord): MappedRow {
  if (record.fields.length !== header.width) {
    throw new FocusImportError(
      'bad-csv',
      `the row has ${record.fields.length} fields where the header has ${header.width}`,
      { line: record.line },
    );
  }
  const row: FocusImportRow = { ...EMPTY_ROW, line: record.line };
  const costs: Partial<Record<CostField, Decimal>> = {};
  for (const { column, index, header: name } of header.columns) {
    const text = record.fields[index] as string;
    if (text === '' || text.trim() === '') {
      if (column.mandatory) throw refusal('the value is empty; it is mandatory', record, index, name);
      continue;
    }
    const checked = checkValue(column.kind, text);
    if (!checked.ok) throw refusal(checked.message, record, index, name);
    const value = checked.value;
    if (column.kind === 'cost') {
      const amount = value as Decimal;
      costs[column.field] = amount;
      row[column.field] = toAttos(amount);
    } else if (column.kind === 'decimal') row[column.field] = formatDecimal(value as Decimal);
    else if (column.kind === 'tags') row.tags = value as string;
    else row[column.field] = value as string;
  }
  for (const [start, end, name] of [
    ['chargePeriodStart', 'chargePeriodEnd', 'ChargePeriodEnd'],
    ['billingPeriodStart', 'billingPeriodEnd', 'BillingPeriodEnd'],
  ] as const) {
    // Both are normalised ISO 8601 UTC: of one length they compare as text, else as times.
    const a = row[start];
    const b = row[end];
    if (a.length === b.length ? b < a : Date.parse(b) < Date.parse(a)) {
      const bound = header.columns.find((c) => c.column.names[0] === name);
      throw new FocusImportError('bad-value', `${row[end]} is before the period's start ${row[start]}`, {
        line: record.line,
        column: bound?.header ?? name,
      });
    }
  }
  if (header.extra.length > 0) {
    const extra: Record<string, string> = {};
    for (const { index, header: name } of header.extra) {
      const text = record.fields[index] as string;
      if (text !== '') extra[name] = text;
    }
    if (Object.keys(extra).length > 0) row.extra = JSON.stringify(extra);
  }
  return {
    row,
    billed: costs.billedCost as Decimal,
    effective: costs.effectiveCost as Decimal,
    list: costs.listCost as Decimal,
  };
}
