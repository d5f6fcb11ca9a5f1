import { gzipSync } from 'node:zlib';
import { monthStartDay } from '../db/dialect.ts';
import type { SqlEngine, SqlValue } from '../db/engine.ts';
import { valuesPlaceholders } from '../db/placeholders.ts';
import { SqlCostDailyServiceRollup } from './cost-rollup.ts';
import { EXCHANGE_RATES, perUsdMicros } from './exchange-rates.ts';
import { prepare } from './statement.ts';

/**
 * One imported FOCUS row, as stored in `focus_import_rows`. Costs are integer micro-units
 * (1e-6 of the billing currency, rounded half away from zero) beside the file's exact decimal
 * text; other metrics are exact decimal text; dates are ISO 8601 UTC ('2024-01-01T00:00:00Z');
 * absent columns and empty values are null.
 */
export interface FocusImportRow {
  /** The line of the file where the row starts (the row, in a Parquet file). */
  line: number;
  /** The file of an export folder the row comes from; null for a lone file. */
  source: string | null;
  billingAccountId: string | null;
  billingAccountName: string | null;
  billingAccountType: string | null;
  billingCurrency: string;
  billingPeriodStart: string;
  billingPeriodEnd: string;
  chargePeriodStart: string;
  chargePeriodEnd: string;
  chargeCategory: string;
  chargeClass: string | null;
  chargeDescription: string | null;
  chargeFrequency: string | null;
  billedCost: bigint;
  billedCostExact: string;
  effectiveCost: bigint;
  effectiveCostExact: string;
  listCost: bigint;
  listCostExact: string;
  contractedCost: bigint | null;
  contractedCostExact: string | null;
  listUnitPrice: string | null;
  contractedUnitPrice: string | null;
  pricingQuantity: string | null;
  pricingUnit: string | null;
  pricingCategory: string | null;
  pricingCurrency: string | null;
  pricingCurrencyEffectiveCost: string | null;
  pricingCurrencyListUnitPrice: string | null;
  pricingCurrencyContractedUnitPrice: string | null;
  consumedQuantity: string | null;
  consumedUnit: string | null;
  providerName: string | null;
  publisherName: string | null;
  invoiceIssuerName: string | null;
  invoiceId: string | null;
  serviceName: string;
  serviceCategory: string | null;
  serviceSubcategory: string | null;
  subAccountId: string | null;
  subAccountName: string | null;
  subAccountType: string | null;
  resourceId: string | null;
  resourceName: string | null;
  resourceType: string | null;
  regionId: string | null;
  regionName: string | null;
  availabilityZone: string | null;
  skuId: string | null;
  skuPriceId: string | null;
  skuMeter: string | null;
  skuPriceDetails: string | null;
  commitmentDiscountId: string | null;
  commitmentDiscountType: string | null;
  commitmentDiscountCategory: string | null;
  commitmentDiscountName: string | null;
  commitmentDiscountStatus: string | null;
  commitmentDiscountQuantity: string | null;
  commitmentDiscountUnit: string | null;
  capacityReservationId: string | null;
  capacityReservationStatus: string | null;
  /** JSON object of the tags ('{}' when none). */
  tags: string;
  /** JSON object of the file's other (non-FOCUS, e.g. x_) columns that had a value; null when none. */
  extra: string | null;
}

/** The stored column of each field, in insert order. */
const COLUMNS = {
  line: 'line',
  source: 'source',
  billingAccountId: 'billing_account_id',
  billingAccountName: 'billing_account_name',
  billingAccountType: 'billing_account_type',
  billingCurrency: 'billing_currency',
  billingPeriodStart: 'billing_period_start',
  billingPeriodEnd: 'billing_period_end',
  chargePeriodStart: 'charge_period_start',
  chargePeriodEnd: 'charge_period_end',
  chargeCategory: 'charge_category',
  chargeClass: 'charge_class',
  chargeDescription: 'charge_description',
  chargeFrequency: 'charge_frequency',
  billedCost: 'billed_cost',
  billedCostExact: 'billed_cost_exact',
  effectiveCost: 'effective_cost',
  effectiveCostExact: 'effective_cost_exact',
  listCost: 'list_cost',
  listCostExact: 'list_cost_exact',
  contractedCost: 'contracted_cost',
  contractedCostExact: 'contracted_cost_exact',
  listUnitPrice: 'list_unit_price',
  contractedUnitPrice: 'contracted_unit_price',
  pricingQuantity: 'pricing_quantity',
  pricingUnit: 'pricing_unit',
  pricingCategory: 'pricing_category',
  pricingCurrency: 'pricing_currency',
  pricingCurrencyEffectiveCost: 'pricing_currency_effective_cost',
  pricingCurrencyListUnitPrice: 'pricing_currency_list_unit_price',
  pricingCurrencyContractedUnitPrice: 'pricing_currency_contracted_unit_price',
  consumedQuantity: 'consumed_quantity',
  consumedUnit: 'consumed_unit',
  providerName: 'provider_name',
  publisherName: 'publisher_name',
  invoiceIssuerName: 'invoice_issuer_name',
  invoiceId: 'invoice_id',
  serviceName: 'service_name',
  serviceCategory: 'service_category',
  serviceSubcategory: 'service_subcategory',
  subAccountId: 'sub_account_id',
  subAccountName: 'sub_account_name',
  subAccountType: 'sub_account_type',
  resourceId: 'resource_id',
  resourceName: 'resource_name',
  resourceType: 'resource_type',
  regionId: 'region_id',
  regionName: 'region_name',
  availabilityZone: 'availability_zone',
  skuId: 'sku_id',
  skuPriceId: 'sku_price_id',
  skuMeter: 'sku_meter',
  skuPriceDetails: 'sku_price_details',
  commitmentDiscountId: 'commitment_discount_id',
  commitmentDiscountType: 'commitment_discount_type',
  commitmentDiscountCategory: 'commitment_discount_category',
  commitmentDiscountName: 'commitment_discount_name',
  commitmentDiscountStatus: 'commitment_discount_status',
  commitmentDiscountQuantity: 'commitment_discount_quantity',
  commitmentDiscountUnit: 'commitment_discount_unit',
  capacityReservationId: 'capacity_reservation_id',
  capacityReservationStatus: 'capacity_reservation_status',
  tags: 'tags',
  extra: 'extra',
} as const satisfies Record<keyof FocusImportRow, string>;

/**
 * The columns an imported resource's rows share: one `cost_resources` row per import and distinct
 * combination (its `import_key`), so filters and groupings read imported rows as seeded ones.
 */
const KEY_COLUMNS = [
  'billing_period_start',
  'provider_name',
  'publisher_name',
  'invoice_issuer_name',
  'billing_account_id',
  'billing_account_name',
  'sub_account_id',
  'sub_account_name',
  'resource_id',
  'resource_name',
  'resource_type',
  'region_id',
  'region_name',
  'service_category',
  'service_name',
  'service_subcategory',
  'sku_id',
  'sku_meter',
  'charge_category',
  'charge_class',
  'charge_frequency',
  'pricing_category',
  'pricing_unit',
  'commitment_discount_id',
  'commitment_discount_type',
  'commitment_discount_category',
  'tags',
] as const;
/** The fields of a row's resource key, in KEY_COLUMNS' order with CommitmentDiscountStatus before the tags. */
const FIELD_OF = Object.fromEntries(
  Object.entries(COLUMNS).map(([field, column]) => [column, field]),
) as Record<string, keyof FocusImportRow>;
const KEY_FIELDS = [...KEY_COLUMNS.slice(0, -1), 'commitment_discount_status', 'tags'].map(
  (column) => FIELD_OF[column] as keyof FocusImportRow,
);
/** The stored columns of a resource, in KEY_COLUMNS' order. */
const RESOURCE_FIELDS = KEY_COLUMNS.map((column) => FIELD_OF[column] as keyof FocusImportRow);

/** Micro-units of each stored currency per US dollar (the backend's own rates). */
const PER_USD = new Map(
  Object.entries(EXCHANGE_RATES.perUsd).map(([currency, rate]) => [currency, perUsdMicros(rate)]),
);

/** A cost in micro-units of its currency as US dollar micro-units, rounded half away from zero. */
function toUsd(micros: bigint, perUsd: bigint): bigint {
  if (perUsd === 1_000_000n) return micros;
  const magnitude = micros < 0n ? -micros : micros;
  const usd =
    (magnitude / perUsd) * 1_000_000n + ((magnitude % perUsd) * 2_000_000n + perUsd) / (2n * perUsd);
  return micros < 0n ? -usd : usd;
}

const DAY_MS = 86_400_000;
/** The day numbers of the times seen last: an export repeats a few times on every row. */
const DAYS = new Map<string, number>();
/** The day number of an ISO 8601 UTC time (days since 1970-01-01). */
function dayOfIso(iso: string): number {
  let day = DAYS.get(iso);
  if (day === undefined) {
    day = Math.floor(Date.parse(iso) / DAY_MS);
    if (DAYS.size >= 10_000) DAYS.clear();
    DAYS.set(iso, day);
  }
  return day;
}

/**
 * A row's commitment status in the facts: 1 used, 2 unused, 0 none (a row of a commitment discount
 * without a status is used when it is usage).
 */
function committedOf(row: FocusImportRow): number {
  const status = row.commitmentDiscountStatus?.toLowerCase();
  if (status === 'used') return 1;
  if (status === 'unused') return 2;
  return row.commitmentDiscountId !== null && row.chargeCategory === 'Usage' ? 1 : 0;
}

/** One resource's day of an import, summed in US dollar micro-units. */
interface DaySums {
  quantity: number | null;
  list: bigint;
  contracted: bigint;
  effective: bigint;
  billed: bigint;
  committed: number;
}

/** An import's resource: the columns its rows share, and its days. */
interface PendingResource {
  key: string;
  columns: SqlValue[];
  days: Map<number, DaySums>;
}

/** An import's billing period: its rows, and the compressed parts of their extra columns. */
interface PendingPeriod {
  key: FocusPeriodKey;
  rows: number;
  /** The file the kept extras come from (a part holds one file's rows). */
  source: string | null;
  extras: [line: number, extra: string][];
  parts: { source: string | null; firstLine: number; rows: number; data: Buffer }[];
}

/** What an import has read so far, until its facts are written (deriveCosts). */
interface PendingImport {
  resources: Map<string, PendingResource>;
  periods: Map<string, PendingPeriod>;
}

/** The extra columns of this many rows make one compressed part. */
const EXTRAS_PER_PART = 10_000;
/** Rows per multi-row INSERT (within both engines' limits on parameters). */
const INSERT_BATCH = 500;
/** Rows per statement where a statement takes whole columns as arrays (PostgreSQL's unnest). */
const BULK_BATCH = 20_000;

/** A row of cost_daily, in its columns' order. */
type DayRow = [number, number, number | null, bigint, bigint, bigint, bigint, number];
const DAY_COLUMNS =
  'resource, day, quantity, list_cost, contracted_cost, effective_cost, billed_cost, committed';
/**
 * PostgreSQL takes a batch of days as eight arrays, one per column, in one statement of one text
 * (prepared once): far fewer parameters to bind and parse than a row of placeholders per day.
 */
const DAYS_FROM_ARRAYS = `INSERT INTO cost_daily (${DAY_COLUMNS})
  SELECT * FROM unnest(CAST(? AS BIGINT[]), CAST(? AS INTEGER[]), CAST(? AS DOUBLE PRECISION[]),
    CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS BIGINT[]), CAST(? AS INTEGER[]))`;

/** A batch of days as eight PostgreSQL array literals ('{1,2,NULL}'), one per column. */
function dayColumns(rows: readonly DayRow[]): string[] {
  return Array.from({ length: 8 }, (_, column) => {
    let text = '{';
    for (let i = 0; i < rows.length; i += 1) {
      const value = (rows[i] as DayRow)[column];
      text += `${i > 0 ? ',' : ''}${value === null ? 'NULL' : String(value)}`;
    }
    return `${text}}`;
  });
}

/** The gzip-compressed JSON lines of some rows' extra columns (`[line, {column: value}]`). */
const packExtras = (extras: readonly [number, string][]) =>
  gzipSync(extras.map(([line, extra]) => `[${line},${extra}]`).join('\n'), { level: 1 });

/** One import of a file into a tenant. */
export interface FocusImportRecord {
  id: string;
  tenantId: string;
  fileName: string;
  rows: number;
  createdAt: string;
}

/**
 * The billing periods an import replaces: a period is its start together with the provider and
 * billing account of its rows, so an AWS file does not replace the same month of an Azure one.
 */
export interface FocusPeriodKey {
  billingPeriodStart: string;
  providerName: string | null;
  billingAccountId: string | null;
}

/** Imported FOCUS cost rows (`focus_imports`, `focus_import_rows`). */
export interface FocusImportRepository {
  tenantExists(tenantId: string): Promise<boolean>;
  tenantIds(): Promise<string[]>;
  createImport(record: Omit<FocusImportRecord, 'rows'>): Promise<void>;
  insertRows(tenantId: string, importId: string, rows: readonly FocusImportRow[]): Promise<void>;
  /**
   * Deletes the tenant's rows of those periods from other imports (with the cost facts derived from
   * them), and imports left empty; answers the rows deleted.
   */
  replacePeriods(tenantId: string, keepImportId: string, periods: readonly FocusPeriodKey[]): Promise<number>;
  /**
   * Derives the import's rows into the tenant's cost facts (`cost_resources`, `cost_daily`,
   * `cost_monthly`, `cost_daily_service`), so every cost query counts them: per resource (the columns its rows share) and
   * day of ChargePeriodStart, each cost converted to USD micro-units at the stored rates.
   */
  deriveCosts(tenantId: string, importId: string): Promise<void>;
  /** Forgets what insertRows summed of an import that is refused before its facts are written. */
  discardPending(importId: string): void;
  finishImport(importId: string, rows: number): Promise<void>;
  listImports(tenantId: string): Promise<FocusImportRecord[]>;
}

interface ImportRow {
  id: string;
  tenant_id: string;
  file_name: string;
  rows: number;
  created_at: string;
}

export class SqlFocusImportRepository implements FocusImportRepository {
  readonly #tenantExists;
  readonly #tenantIds;
  readonly #createImport;
  readonly #engine;
  readonly #pending = new Map<string, PendingImport>();
  readonly #deletePeriod;
  readonly #deleteImportPeriods;
  readonly #insertPeriod;
  readonly #insertExtras;
  readonly #deleteEmptyImports;
  readonly #finishImport;
  readonly #listImports;
  readonly #deleteDerived;
  readonly #derivedSpan;
  readonly #importSpan;
  readonly #rollup;
  readonly #deriveMonthly;

  constructor(engine: SqlEngine) {
    const dialect = engine.dialect;
    this.#engine = engine;
    this.#tenantExists = prepare<{ n: number }>(engine, 'SELECT COUNT(*) AS n FROM tenants WHERE id = ?');
    this.#tenantIds = prepare<{ id: string }>(engine, 'SELECT id FROM tenants ORDER BY id');
    this.#createImport = prepare(
      engine,
      'INSERT INTO focus_imports (id, tenant_id, file_name, rows, created_at) VALUES (?, ?, ?, 0, ?)',
    );
    this.#insertPeriod = prepare<{ id: number }>(
      engine,
      `INSERT INTO focus_import_periods (import_id, tenant_id, billing_period_start, provider_name,
         billing_account_id, rows) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    this.#insertExtras = prepare(
      engine,
      'INSERT INTO focus_import_extras (period, part, source, first_line, rows, data) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#deletePeriod = prepare(
      engine,
      `DELETE FROM focus_import_rows
       WHERE tenant_id = ? AND billing_period_start = ? AND provider_name IS NOT DISTINCT FROM ?
         AND billing_account_id IS NOT DISTINCT FROM ?
         AND import_id <> ?`,
    );
    // The periods of other imports a new import replaces (with their extras, ON DELETE CASCADE).
    this.#deleteImportPeriods = prepare<{ rows: number }>(
      engine,
      `DELETE FROM focus_import_periods
       WHERE tenant_id = ? AND billing_period_start = ? AND provider_name IS NOT DISTINCT FROM ?
         AND billing_account_id IS NOT DISTINCT FROM ? AND import_id <> ?
       RETURNING rows`,
    );
    this.#deleteEmptyImports = prepare(
      engine,
      `DELETE FROM focus_imports WHERE tenant_id = ? AND id <> ?
         AND NOT EXISTS (SELECT 1 FROM focus_import_rows r WHERE r.import_id = focus_imports.id)
         AND NOT EXISTS (SELECT 1 FROM focus_import_periods p WHERE p.import_id = focus_imports.id)`,
    );
    this.#finishImport = prepare(engine, 'UPDATE focus_imports SET rows = ? WHERE id = ?');
    // Deleting a derived resource deletes its daily and monthly rows (ON DELETE CASCADE).
    this.#deleteDerived = prepare(
      engine,
      `DELETE FROM cost_resources
       WHERE tenant_id = ? AND import_id IS NOT NULL AND import_id <> ? AND billing_period_start = ?
         AND provider_name IS NOT DISTINCT FROM ? AND billing_account_id IS NOT DISTINCT FROM ?`,
    );
    // The days the resources #deleteDerived deletes have rows on, and those of an import's resources:
    // the days of the per-day roll-up (cost_daily_service) to refresh after a delete or a derive.
    this.#derivedSpan = prepare<{ first: number | null; last: number | null }>(
      engine,
      `SELECT MIN(d.day) AS first, MAX(d.day) AS last FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ? AND r.import_id IS NOT NULL AND r.import_id <> ? AND r.billing_period_start = ?
         AND r.provider_name IS NOT DISTINCT FROM ? AND r.billing_account_id IS NOT DISTINCT FROM ?`,
    );
    this.#importSpan = prepare<{ first: number | null; last: number | null }>(
      engine,
      `SELECT MIN(d.day) AS first, MAX(d.day) AS last FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ? AND r.import_id = ?`,
    );
    this.#rollup = new SqlCostDailyServiceRollup(engine);
    this.#deriveMonthly = prepare(
      engine,
      `INSERT INTO cost_monthly (resource, month, committed, first_day, last_day, quantity, list_cost, contracted_cost,
         effective_cost, billed_cost)
       SELECT d.resource, ${monthStartDay(dialect, 'd.day')} AS month, d.committed,
         MIN(d.day), MAX(d.day), SUM(d.quantity), SUM(d.list_cost), SUM(d.contracted_cost), SUM(d.effective_cost),
         SUM(d.billed_cost)
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ?1 AND r.import_id = ?2
       GROUP BY d.resource, ${monthStartDay(dialect, 'd.day')}, d.committed`,
    );
    this.#listImports = prepare<ImportRow>(
      engine,
      'SELECT id, tenant_id, file_name, rows, created_at FROM focus_imports WHERE tenant_id = ? ORDER BY created_at, id',
    );
  }

  async tenantExists(tenantId: string) {
    return ((await this.#tenantExists.get(tenantId))?.n ?? 0) > 0;
  }

  async tenantIds() {
    return (await this.#tenantIds.all()).map((row) => row.id);
  }

  async createImport(record: Omit<FocusImportRecord, 'rows'>) {
    await this.#createImport.run(record.id, record.tenantId, record.fileName, record.createdAt);
  }

  /**
   * Reads rows of an import into its pending facts: each row's costs in US dollar micro-units
   * summed per resource and day, its billing period counted, its extra columns kept compressed.
   * Nothing of the facts is written before deriveCosts.
   */
  async insertRows(_tenantId: string, importId: string, rows: readonly FocusImportRow[]) {
    let pending = this.#pending.get(importId);
    if (!pending) {
      pending = { resources: new Map(), periods: new Map() };
      this.#pending.set(importId, pending);
    }
    for (const row of rows) {
      countPeriod(pending, row);
      const perUsd = PER_USD.get(row.billingCurrency);
      // A currency without a stored rate stays out of the facts (the import refuses such files).
      if (perUsd !== undefined) addToFacts(pending, row, perUsd);
    }
  }

  async replacePeriods(tenantId: string, keepImportId: string, periods: readonly FocusPeriodKey[]) {
    let deleted = 0;
    for (const period of periods) {
      const key = [
        tenantId,
        keepImportId,
        period.billingPeriodStart,
        period.providerName,
        period.billingAccountId,
      ] as const;
      const span = await this.#derivedSpan.get(...key);
      await this.#deleteDerived.run(...key);
      if (span?.first != null && span.last != null)
        await this.#rollup.refresh(tenantId, span.first, span.last);
      const periodKey = [period.billingPeriodStart, period.providerName, period.billingAccountId] as const;
      deleted += await this.#deletePeriod.run(tenantId, ...periodKey, keepImportId);
      for (const removed of await this.#deleteImportPeriods.all(tenantId, ...periodKey, keepImportId))
        deleted += Number(removed.rows);
    }
    await this.#deleteEmptyImports.run(tenantId, keepImportId);
    return deleted;
  }

  async deriveCosts(tenantId: string, importId: string) {
    const pending = this.#pending.get(importId);
    this.#pending.delete(importId);
    if (!pending) return;
    await this.#writePeriods(tenantId, importId, pending);
    const ids = await this.#writeResources(tenantId, importId, pending);
    await this.#writeDays(pending, ids);
    await this.#deriveMonthly.run(tenantId, importId);
    const span = await this.#importSpan.get(tenantId, importId);
    if (span?.first != null && span.last != null) await this.#rollup.refresh(tenantId, span.first, span.last);
  }

  /** Each billing period of the import with its row count and its compressed extra columns. */
  async #writePeriods(tenantId: string, importId: string, pending: PendingImport) {
    for (const period of pending.periods.values()) {
      flushExtras(period);
      const { key } = period;
      const row = await this.#insertPeriod.get(
        importId,
        tenantId,
        key.billingPeriodStart,
        key.providerName,
        key.billingAccountId,
        period.rows,
      );
      if (!row) throw new Error('the billing period was not stored');
      for (const [index, part] of period.parts.entries())
        await this.#insertExtras.run(row.id, index, part.source, part.firstLine, part.rows, part.data);
    }
  }

  /** The import's resources (one row per distinct key), in batches; answers each key's id. */
  async #writeResources(tenantId: string, importId: string, pending: PendingImport) {
    const ids = new Map<string, number>();
    const width = 3 + KEY_COLUMNS.length;
    const resources = [...pending.resources.values()];
    for (let start = 0; start < resources.length; start += INSERT_BATCH) {
      const batch = resources.slice(start, start + INSERT_BATCH);
      const rows = await this.#engine.all<{ id: number; import_key: string }>(
        `INSERT INTO cost_resources (tenant_id, import_id, import_key, ${KEY_COLUMNS.join(', ')})
         VALUES ${valuesPlaceholders(batch.length, width)} RETURNING id, import_key`,
        batch.flatMap((r) => [tenantId, importId, r.key, ...r.columns]),
      );
      for (const row of rows) ids.set(row.import_key, Number(row.id));
    }
    return ids;
  }

  /** Each resource's days, in batches written as they fill (never all of them in memory at once). */
  async #writeDays(pending: PendingImport, ids: Map<string, number>) {
    const bulk = this.#engine.dialect === 'postgres';
    const size = bulk ? BULK_BATCH : INSERT_BATCH;
    let batch: DayRow[] = [];
    const write = async () => {
      if (batch.length === 0) return;
      if (bulk) await this.#engine.run(DAYS_FROM_ARRAYS, dayColumns(batch));
      else
        await this.#engine.run(
          `INSERT INTO cost_daily (${DAY_COLUMNS}) VALUES ${valuesPlaceholders(batch.length, 8)}`,
          batch.flat(),
        );
      batch = [];
    };
    for (const resource of pending.resources.values()) {
      const id = ids.get(resource.key);
      if (id === undefined) throw new Error('an imported resource was not stored');
      for (const [day, d] of resource.days) {
        batch.push([id, day, d.quantity, d.list, d.contracted, d.effective, d.billed, d.committed]);
        if (batch.length >= size) await write();
      }
      // Its days are written: the resource's sums can go.
      resource.days.clear();
    }
    await write();
  }

  discardPending(importId: string) {
    this.#pending.delete(importId);
  }

  async finishImport(importId: string, rows: number) {
    await this.#finishImport.run(rows, importId);
  }

  async listImports(tenantId: string) {
    return (await this.#listImports.all(tenantId)).map((row) => ({
      id: row.id,
      tenantId: row.tenant_id,
      fileName: row.file_name,
      rows: row.rows,
      createdAt: row.created_at,
    }));
  }
}

/** Counts a row into its billing period, keeping its extra columns (compressed by the part). */
function countPeriod(pending: PendingImport, row: FocusImportRow): void {
  const key = `${row.billingPeriodStart}\u0000${row.providerName ?? '\u0001'}\u0000${row.billingAccountId ?? '\u0001'}`;
  let period = pending.periods.get(key);
  if (!period) {
    period = {
      key: {
        billingPeriodStart: row.billingPeriodStart,
        providerName: row.providerName,
        billingAccountId: row.billingAccountId,
      },
      rows: 0,
      source: row.source,
      extras: [],
      parts: [],
    };
    pending.periods.set(key, period);
  }
  if (row.source !== period.source) {
    flushExtras(period);
    period.source = row.source;
  }
  period.rows += 1;
  if (row.extra !== null) period.extras.push([row.line, row.extra]);
  if (period.extras.length >= EXTRAS_PER_PART) flushExtras(period);
}

/** Compresses a period's kept extra columns into a part. */
function flushExtras(period: PendingPeriod): void {
  const first = period.extras[0];
  if (!first) return;
  period.parts.push({
    source: period.source,
    firstLine: first[0],
    rows: period.extras.length,
    data: packExtras(period.extras),
  });
  period.extras = [];
}

/** Adds a row's costs (in US dollar micro-units) to its resource's day. */
function addToFacts(pending: PendingImport, row: FocusImportRow, perUsd: bigint): void {
  // A cheap map key (fields joined by a separator no value holds, null spelt apart from ''); the
  // stored key is the JSON array of the same values, made once per resource.
  let lookup = '';
  for (const field of KEY_FIELDS) {
    const value = row[field];
    lookup += value === null ? '\u0002\u0001' : `${value}\u0001`;
  }
  let resource = pending.resources.get(lookup);
  if (!resource) {
    resource = {
      key: JSON.stringify(KEY_FIELDS.map((field) => row[field])),
      columns: RESOURCE_FIELDS.map((field) => row[field] as SqlValue),
      days: new Map(),
    };
    pending.resources.set(lookup, resource);
  }
  const day = dayOfIso(row.chargePeriodStart);
  let sums = resource.days.get(day);
  if (!sums) {
    sums = { quantity: null, list: 0n, contracted: 0n, effective: 0n, billed: 0n, committed: 0 };
    resource.days.set(day, sums);
  }
  if (row.pricingQuantity !== null) sums.quantity = (sums.quantity ?? 0) + Number(row.pricingQuantity);
  sums.list += toUsd(row.listCost, perUsd);
  sums.contracted += toUsd(row.contractedCost ?? row.billedCost, perUsd);
  sums.effective += toUsd(row.effectiveCost, perUsd);
  sums.billed += toUsd(row.billedCost, perUsd);
  sums.committed = Math.max(sums.committed, committedOf(row));
}
