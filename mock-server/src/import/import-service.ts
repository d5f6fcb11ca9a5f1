/**
 * Imports a FOCUS 1.0 to 1.2 CSV file (Azure Cost Management, AWS Data Exports, Google Cloud)
 * into a tenant, in one transaction: every row or none. Re-importing a billing period replaces
 * it. The sums per billing currency are exact (BigInt), from the file's own decimals. The rows
 * then count in every cost query of the tenant, converted to USD at the stored rates.
 */
import { randomUUID } from 'node:crypto';
import type { DataAccess } from '../data/data-access.ts';
import { EXCHANGE_RATES } from '../data/exchange-rates.ts';
import type { FocusImportRow, FocusPeriodKey } from '../data/focus-import-repository.ts';
import { type CsvInput, CsvSyntaxError, readCsv } from './csv.ts';
import { addDecimal, type Decimal, formatCents, formatDecimal, formatScaled, ZERO } from './decimal.ts';
import { FocusImportError } from './errors.ts';
import { type FocusHeader, mapRecord, resolveHeader } from './mapping.ts';

export { FocusImportError, type FocusImportErrorCode } from './errors.ts';

/** One summed cost: exact, rounded to the cent, and as the stored micro-units add up. */
export interface FocusAmount {
  /** The exact sum of the file's values, at least 2 decimals ('1234.5678901', '0.30'). */
  exact: string;
  /** The exact sum rounded to 2 decimals, half away from zero. */
  rounded: string;
  /** The sum of the stored values (each row rounded to a micro-unit), 6 decimals. */
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
}

export interface FocusImportProgress {
  rows: number;
  line: number;
}

export interface FocusImportOptions {
  /** Recorded with the import; 'upload.csv' when not given. */
  fileName?: string;
  /** Called every `progressEvery` rows (default 10,000) while the file streams in. */
  onProgress?: (progress: FocusImportProgress) => void;
  progressEvery?: number;
  /** The import's time; now when not given. */
  now?: () => Date;
}

/** The data rows are stored in batches of this many. */
const BATCH = 500;

interface Totals {
  billed: Decimal;
  effective: Decimal;
  list: Decimal;
  billedMicros: bigint;
  effectiveMicros: bigint;
  listMicros: bigint;
}

/** The running state of one import: its header, counts, the batch not yet written, sums and periods. */
interface ImportRun {
  header: FocusHeader | undefined;
  rows: number;
  line: number;
  batch: FocusImportRow[];
  totals: Map<string, Totals>;
  periods: Map<string, FocusPeriodKey>;
}

const NO_TOTALS: Totals = {
  billed: ZERO,
  effective: ZERO,
  list: ZERO,
  billedMicros: 0n,
  effectiveMicros: 0n,
  listMicros: 0n,
};

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
  const key: FocusPeriodKey = {
    billingPeriodStart: row.billingPeriodStart,
    providerName: row.providerName,
    billingAccountId: row.billingAccountId,
  };
  run.periods.set(JSON.stringify(key), key);
  const sum = run.totals.get(row.billingCurrency) ?? NO_TOTALS;
  run.totals.set(row.billingCurrency, {
    billed: addDecimal(sum.billed, mapped.billed),
    effective: addDecimal(sum.effective, mapped.effective),
    list: addDecimal(sum.list, mapped.list),
    billedMicros: sum.billedMicros + row.billedCost,
    effectiveMicros: sum.effectiveMicros + row.effectiveCost,
    listMicros: sum.listMicros + row.listCost,
  });
  run.batch.push(row);
  run.rows += 1;
}

/**
 * Reads every record of the file into the run, writing the rows in batches; a CSV syntax error
 * becomes a FocusImportError naming its line.
 */
async function readRows(
  tx: Pick<DataAccess, 'focusImports'>,
  target: { tenantId: string; importId: string },
  input: CsvInput,
  run: ImportRun,
  options: FocusImportOptions,
): Promise<void> {
  const every = options.progressEvery ?? 10_000;
  try {
    for await (const record of readCsv(input)) {
      run.line = record.line;
      if (!run.header) {
        run.header = resolveHeader(record);
        continue;
      }
      const mapped = mapRecord(run.header, record);
      requireStoredRate(run.header, record.line, mapped.row.billingCurrency);
      countRow(run, mapped);
      if (run.batch.length >= BATCH) {
        await tx.focusImports.insertRows(target.tenantId, target.importId, run.batch);
        run.batch = [];
      }
      if (options.onProgress && run.rows % every === 0)
        options.onProgress({ rows: run.rows, line: run.line });
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new FocusImportError('bad-csv', error.message.replace(/^line \d+: /, ''), { line: error.line });
    }
    throw error;
  }
  if (!run.header) throw new FocusImportError('empty', 'the file is empty: no header line, no rows');
  if (run.rows === 0)
    throw new FocusImportError('empty', 'the file has a header but no rows', { line: run.line + 1 });
}

/** The billing periods the file holds, in a stable order. */
const sortedPeriods = (periods: Map<string, FocusPeriodKey>): FocusPeriodKey[] =>
  [...periods.values()].sort((a, b) =>
    `${a.billingPeriodStart} ${a.providerName} ${a.billingAccountId}`.localeCompare(
      `${b.billingPeriodStart} ${b.providerName} ${b.billingAccountId}`,
    ),
  );

/** The file's sums per currency: exact, rounded to the cent, and as stored (micro-units). */
function sumsOf(totals: Map<string, Totals>): FocusImportSum[] {
  const amount = (value: Decimal, micros: bigint): FocusAmount => ({
    exact: formatDecimal(value, 2),
    rounded: formatCents(value),
    stored: formatScaled(micros, 6),
  });
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, t]) => ({
      currency,
      billed: amount(t.billed, t.billedMicros),
      effective: amount(t.effective, t.effectiveMicros),
      list: amount(t.list, t.listMicros),
    }));
}

/**
 * Imports `input` (the text, the bytes or a stream) into `tenantId`. Throws a
 * {@link FocusImportError} naming the line and column of the first problem; nothing is stored then.
 */
export async function importFocusCsv(
  data: DataAccess,
  tenantId: string,
  input: CsvInput,
  options: FocusImportOptions = {},
): Promise<FocusImportResult> {
  if (!(await data.focusImports.tenantExists(tenantId))) {
    throw new FocusImportError('unknown-tenant', `the tenant ${JSON.stringify(tenantId)} does not exist`);
  }
  const importId = randomUUID();
  return data.transaction(async (tx) => {
    await tx.focusImports.createImport({
      id: importId,
      tenantId,
      fileName: options.fileName ?? 'upload.csv',
      createdAt: (options.now?.() ?? new Date()).toISOString(),
    });
    const run: ImportRun = {
      header: undefined,
      rows: 0,
      line: 0,
      batch: [],
      totals: new Map(),
      periods: new Map(),
    };
    await readRows(tx, { tenantId, importId }, input, run, options);
    await tx.focusImports.insertRows(tenantId, importId, run.batch);
    const periods = sortedPeriods(run.periods);
    const replacedRows = await tx.focusImports.replacePeriods(tenantId, importId, periods);
    // The rows join the tenant's cost facts, so every cost query counts them (converted to USD).
    await tx.focusImports.deriveCosts(tenantId, importId);
    await tx.focusImports.finishImport(importId, run.rows);
    options.onProgress?.({ rows: run.rows, line: run.line });
    return { importId, rows: run.rows, replacedRows, periods, sums: sumsOf(run.totals) };
  });
}
