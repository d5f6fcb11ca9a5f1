/**
 * Imports FOCUS 1.0 to 1.4 cost and usage rows (Azure Cost Management, AWS Data Exports, Google
 * Cloud) into a tenant, in one transaction: every row or none. The rows come from a source: the
 * records of one table (a CSV file, a Parquet file: its header first), or several tables (the files
 * of an export folder, `sources.ts`), all of them one import. Re-importing a billing period
 * replaces it. The sums per billing currency are exact (BigInt), from the files' own decimals. The
 * rows then count in every cost query of the tenant, converted to USD at the stored rates.
 */
import { randomUUID } from 'node:crypto';
import type { DataAccess, Repositories } from '../data/data-access.ts';
import { EXCHANGE_RATES } from '../data/exchange-rates.ts';
import type { FocusImportRow, FocusPeriodKey, PendingLimits } from '../data/focus-import-repository.ts';
import { refreshCostEntities } from '../domain/derived/refresh.ts';
import { type CsvInput, CsvSyntaxError, readCsv } from './csv.ts';
import { addDecimal, type Decimal, formatCents, formatDecimal, formatScaled, ZERO } from './decimal.ts';
import { FocusImportError } from './errors.ts';
import { type FocusDatasetId, type OtherFocusDataset, otherDataset } from './focus-datasets.ts';
import {
  type FocusHeader,
  type FocusRecord,
  mapRecord,
  otherDatasetOf,
  otherDatasetRefusal,
  resolveHeader,
} from './mapping.ts';

export { FocusImportError, type FocusImportErrorCode } from './errors.ts';
export type { FocusDatasetId } from './focus-datasets.ts';
export type { FocusRecord } from './mapping.ts';

/** One table of a source: its records, the header first. */
export interface FocusTable {
  /** The file's name within an export folder, named in a refusal; none for a lone file. */
  name?: string;
  /** Whether its records count CSV lines (the default) or Parquet rows. */
  position?: 'line' | 'row';
  records: AsyncIterable<FocusRecord> | Iterable<FocusRecord>;
  /**
   * The FOCUS dataset the export's manifest says the file holds, when it says: a file of a dataset
   * other than cost and usage is passed over unread.
   */
  dataset?: FocusDatasetId;
}

/** Several tables read as one import: the files of an export, each with its own header. */
export interface FocusTables {
  tables: AsyncIterable<FocusTable> | Iterable<FocusTable>;
}

/** What an import reads: the records of one table (its header first), or several tables. */
export type FocusSource = AsyncIterable<FocusRecord> | Iterable<FocusRecord> | FocusTables;

/**
 * A table the import passed over: another FOCUS dataset in an export (1.3's contract commitments,
 * 1.4's invoice detail and billing periods), known by its columns or the export's manifest.
 */
export interface FocusSkippedTable {
  name: string | undefined;
  /** The FOCUS Dataset ID of the table ('InvoiceDetail'). */
  dataset: Exclude<FocusDatasetId, 'CostAndUsage'>;
  reason: string;
}

/** One summed cost: exact, rounded to the cent, and as the cost facts hold it. */
export interface FocusAmount {
  /** The exact sum of the file's values, at least 2 decimals ('1234.5678901', '0.30'). */
  exact: string;
  /** The exact sum rounded to 2 decimals, half away from zero. */
  rounded: string;
  /**
   * The sum of the values as the cost facts hold them (each row's value to 18 decimals), with 18
   * decimals: the exact sum, for any row of up to 18 decimals.
   */
  stored: string;
}

export interface FocusImportSum {
  currency: string;
  billed: FocusAmount;
  effective: FocusAmount;
  list: FocusAmount;
}

export interface FocusImportResult {
  importId: string;
  /** Rows imported. */
  rows: number;
  /** Rows of earlier imports of the same billing periods that this import replaced. */
  replacedRows: number;
  /** The billing periods of the file (start, provider, billing account). */
  periods: FocusPeriodKey[];
  /** Per billing currency, alphabetical. */
  sums: FocusImportSum[];
  /** The tables read (1 for a file; the files of an export folder). */
  tables: number;
  /** Tables of other FOCUS datasets passed over (an export's invoice detail, billing periods, contract commitments). */
  skipped: FocusSkippedTable[];
}

export interface FocusImportProgress {
  rows: number;
  /** The line (or Parquet row) reached in the table being read. */
  line: number;
  /** The table being read, when it has a name (a file of an export folder). */
  file?: string;
}

export interface FocusImportOptions {
  /** Recorded with the import; 'upload.csv' when not given. */
  fileName?: string;
  /** Called every `progressEvery` rows (default 10,000) while the rows stream in. */
  onProgress?: (progress: FocusImportProgress) => void;
  progressEvery?: number;
  /** The import's time; now when not given. */
  now?: () => Date;
  /**
   * How much of the import is summed in memory before it is added to the database (at most this
   * many resource-days; data/focus-import-repository.ts `PENDING_RESOURCE_DAYS` by default), and
   * a listener to each addition.
   */
  pending?: PendingLimits;
  /** Work that commits with the import or not at all (a pipeline records the delivery it loaded). */
  alsoCommit?: (tx: Repositories, result: FocusImportResult) => Promise<void>;
}

/** The data rows are stored in batches of this many. */
const BATCH = 500;

/**
 * An exact sum of decimals: kept per scale, so adding a value is one BigInt addition (no
 * rescaling per row); the scales are brought together once, when the sum is read.
 */
class ExactSum {
  readonly #byScale = new Map<number, bigint>();

  add(value: Decimal): void {
    this.#byScale.set(value.scale, (this.#byScale.get(value.scale) ?? 0n) + value.units);
  }

  get value(): Decimal {
    let sum = ZERO;
    for (const [scale, units] of this.#byScale) sum = addDecimal(sum, { units, scale });
    return sum;
  }
}

/** A currency's sums: exact, and as stored (atto-units, each row to 18 decimals). */
interface Totals {
  billed: ExactSum;
  effective: ExactSum;
  list: ExactSum;
  billedAttos: bigint;
  effectiveAttos: bigint;
  listAttos: bigint;
}

/**
 * The running state of one import: the table being read (its header, the line reached), counts,
 * the batch not yet written, sums, periods and the tables passed over.
 */
interface ImportRun {
  header: FocusHeader | undefined;
  rows: number;
  line: number;
  batch: FocusImportRow[];
  totals: Map<string, Totals>;
  periods: Map<string, FocusPeriodKey>;
  /** Tables read, and of them those with a header. */
  tables: number;
  headers: number;
  /** The last table read. */
  table: FocusTable | undefined;
  skipped: { table: FocusSkippedTable; error: FocusImportError }[];
}

const noTotals = (): Totals => ({
  billed: new ExactSum(),
  effective: new ExactSum(),
  list: new ExactSum(),
  billedAttos: 0n,
  effectiveAttos: 0n,
  listAttos: 0n,
});

/**
 * The tenant is billed in USD: every cost query converts at the stored rates, so a row in a
 * currency without one would be left out of them; the file is refused instead.
 */
function requireStoredRate(header: FocusHeader, line: number, currency: string): void {
  if (EXCHANGE_RATES.perUsd[currency] !== undefined) return;
  throw new FocusImportError(
    'bad-value',
    `${currency} has no stored exchange rate to USD, the tenant's billing currency (${Object.keys(EXCHANGE_RATES.perUsd).join(', ')})`,
    {
      line,
      column:
        header.columns.find((c) => c.column.names[0] === 'BillingCurrency')?.header ?? 'BillingCurrency',
    },
  );
}

/** Counts a mapped row into the run: its billing period and its sums per currency, exact and stored. */
function countRow(run: ImportRun, mapped: ReturnType<typeof mapRecord>): void {
  const { row } = mapped;
  // A cheap key (a separator no value holds, null spelt apart from ''), the period made once.
  const periodKey = `${row.billingPeriodStart}\u0000${row.providerName ?? '\u0001'}\u0000${row.billingAccountId ?? '\u0001'}`;
  if (!run.periods.has(periodKey))
    run.periods.set(periodKey, {
      billingPeriodStart: row.billingPeriodStart,
      providerName: row.providerName,
      billingAccountId: row.billingAccountId,
    });
  let sum = run.totals.get(row.billingCurrency);
  if (!sum) {
    sum = noTotals();
    run.totals.set(row.billingCurrency, sum);
  }
  sum.billed.add(mapped.billed);
  sum.effective.add(mapped.effective);
  sum.list.add(mapped.list);
  sum.billedAttos += row.billedCost;
  sum.effectiveAttos += row.effectiveCost;
  sum.listAttos += row.listCost;
  run.batch.push(row);
  run.rows += 1;
}

/** Passes a table of another FOCUS dataset over, keeping why (and the refusal, should nothing else come). */
function skipTable(
  run: ImportRun,
  table: FocusTable,
  dataset: OtherFocusDataset,
  error: FocusImportError,
): void {
  run.skipped.push({
    table: { name: table.name, dataset: dataset.id, reason: error.reason },
    error: error.within(table.name, table.position ?? 'line'),
  });
}

/** The header of a table, or undefined when the table is another FOCUS dataset, passed over. */
function tableHeader(run: ImportRun, table: FocusTable, record: FocusRecord): FocusHeader | undefined {
  const other = otherDatasetOf(record);
  if (other) {
    skipTable(run, table, other.dataset, otherDatasetRefusal(other, record.line));
    return undefined;
  }
  return resolveHeader(record);
}

/** The dataset a table's manifest names, when it is not cost and usage: the table is not read. */
function listedAsOther(run: ImportRun, table: FocusTable): boolean {
  const dataset = otherDataset(table.dataset);
  if (!dataset) return false;
  skipTable(
    run,
    table,
    dataset,
    new FocusImportError(
      'other-dataset',
      `the export lists the file as the FOCUS ${dataset.name} dataset (${dataset.id}), not cost and usage rows`,
    ),
  );
  return true;
}

/** Reads one table's records into the run, writing the rows in batches. */
async function readTable(
  tx: Pick<DataAccess, 'focusImports'>,
  target: { tenantId: string; importId: string },
  table: FocusTable,
  run: ImportRun,
  options: FocusImportOptions,
): Promise<void> {
  const every = options.progressEvery ?? 10_000;
  run.header = undefined;
  run.line = 0;
  run.table = table;
  run.tables += 1;
  if (listedAsOther(run, table)) return;
  for await (const record of table.records) {
    run.line = record.line;
    if (!run.header) {
      run.header = tableHeader(run, table, record);
      if (!run.header) return;
      run.headers += 1;
      continue;
    }
    const mapped = mapRecord(run.header, record);
    if (table.name) mapped.row.source = table.name;
    requireStoredRate(run.header, record.line, mapped.row.billingCurrency);
    countRow(run, mapped);
    if (run.batch.length >= BATCH) {
      await tx.focusImports.insertRows(target.tenantId, target.importId, run.batch);
      run.batch = [];
    }
    if (options.onProgress && run.rows % every === 0)
      options.onProgress({ rows: run.rows, line: run.line, ...(table.name ? { file: table.name } : {}) });
  }
}

/** A refusal while reading a table, placed in it: a CSV syntax error becomes one naming its line. */
function placed(error: unknown, table: FocusTable): unknown {
  const refusal =
    error instanceof CsvSyntaxError
      ? new FocusImportError('bad-csv', error.message.replace(/^line \d+: /, ''), { line: error.line })
      : error;
  return refusal instanceof FocusImportError ? refusal.within(table.name, table.position ?? 'line') : refusal;
}

const isTables = (source: FocusSource): source is FocusTables => 'tables' in source;

/** Refuses a source that gave no rows: empty, only headers, or only other FOCUS datasets. */
function requireRows(run: ImportRun): void {
  if (run.rows > 0) return;
  const skipped = run.skipped[0];
  if (skipped && run.headers === 0) throw skipped.error;
  const lone = run.tables === 1 ? run.table : undefined;
  if (run.headers === 0) {
    throw new FocusImportError(
      'empty',
      lone ? 'the file is empty: no header line, no rows' : 'the files are empty: no header line, no rows',
    );
  }
  if (!lone) throw new FocusImportError('empty', 'the files have a header but no rows');
  const rows = lone.position === 'row';
  throw new FocusImportError(
    'empty',
    'the file has a header but no rows',
    rows ? {} : { line: run.line + 1 },
  ).within(lone.name, 'line');
}

/**
 * Reads every table of the source into the run, writing the rows in batches; a refusal names the
 * table (in an export), the line or row, and the column.
 */
async function readRows(
  tx: Pick<DataAccess, 'focusImports'>,
  target: { tenantId: string; importId: string },
  source: FocusSource,
  run: ImportRun,
  options: FocusImportOptions,
): Promise<void> {
  const tables: AsyncIterable<FocusTable> | Iterable<FocusTable> = isTables(source)
    ? source.tables
    : [{ records: source }];
  for await (const table of tables) {
    try {
      await readTable(tx, target, table, run, options);
    } catch (error) {
      throw placed(error, table);
    }
  }
  requireRows(run);
}

/** The billing periods the rows hold, in a stable order. */
const sortedPeriods = (periods: Map<string, FocusPeriodKey>): FocusPeriodKey[] =>
  [...periods.values()].sort((a, b) =>
    `${a.billingPeriodStart} ${a.providerName} ${a.billingAccountId}`.localeCompare(
      `${b.billingPeriodStart} ${b.providerName} ${b.billingAccountId}`,
    ),
  );

/** The sums per currency: exact, rounded to the cent, and as stored (atto-units). */
function sumsOf(totals: Map<string, Totals>): FocusImportSum[] {
  const amount = (value: Decimal, attos: bigint): FocusAmount => ({
    exact: formatDecimal(value, 2),
    rounded: formatCents(value),
    stored: formatScaled(attos, 18),
  });
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, t]) => ({
      currency,
      billed: amount(t.billed.value, t.billedAttos),
      effective: amount(t.effective.value, t.effectiveAttos),
      list: amount(t.list.value, t.listAttos),
    }));
}

/**
 * Imports `source` (the records of a table, its header first, or several tables) into `tenantId`.
 * Throws a {@link FocusImportError} naming the file (in an export), the line or row and the column
 * of the first problem; nothing is stored then.
 */
export async function importFocus(
  data: DataAccess,
  tenantId: string,
  source: FocusSource,
  options: FocusImportOptions = {},
): Promise<FocusImportResult> {
  if (!(await data.focusImports.tenantExists(tenantId))) {
    throw new FocusImportError('unknown-tenant', `the tenant ${JSON.stringify(tenantId)} does not exist`);
  }
  const importId = randomUUID();
  return data.transaction(async (tx) => {
    await tx.focusImports.createImport(
      {
        id: importId,
        tenantId,
        fileName: options.fileName ?? 'upload.csv',
        createdAt: (options.now?.() ?? new Date()).toISOString(),
      },
      options.pending,
    );
    const run: ImportRun = {
      header: undefined,
      rows: 0,
      line: 0,
      batch: [],
      totals: new Map(),
      periods: new Map(),
      tables: 0,
      headers: 0,
      table: undefined,
      skipped: [],
    };
    let periods: FocusPeriodKey[];
    let replacedRows: number;
    try {
      await readRows(tx, { tenantId, importId }, source, run, options);
      await tx.focusImports.insertRows(tenantId, importId, run.batch);
      periods = sortedPeriods(run.periods);
      replacedRows = await tx.focusImports.replacePeriods(tenantId, importId, periods);
    } catch (error) {
      // A refused file: the rows summed so far are not kept for an import that never ends.
      tx.focusImports.discardPending(importId);
      throw error;
    }
    // The rows join the tenant's cost facts, so every cost query counts them (converted to USD).
    await tx.focusImports.deriveCosts(tenantId, importId);
    // What derives from the rows (anomalies, commitments, a first budget) follows them.
    await refreshCostEntities(tx, tenantId);
    await tx.focusImports.finishImport(importId, run.rows);
    options.onProgress?.({
      rows: run.rows,
      line: run.line,
      ...(run.table?.name ? { file: run.table.name } : {}),
    });
    const result: FocusImportResult = {
      importId,
      rows: run.rows,
      replacedRows,
      periods,
      sums: sumsOf(run.totals),
      tables: run.tables,
      skipped: run.skipped.map((s) => s.table),
    };
    await options.alsoCommit?.(tx, result);
    return result;
  });
}

/**
 * Imports a CSV file, `input` (the text, the bytes or a stream), into `tenantId`: {@link importFocus}
 * over its records. Throws a {@link FocusImportError} naming the line and column of the first
 * problem; nothing is stored then.
 */
export function importFocusCsv(
  data: DataAccess,
  tenantId: string,
  input: CsvInput,
  options: FocusImportOptions = {},
): Promise<FocusImportResult> {
  return importFocus(data, tenantId, readCsv(input), options);
}
