import { gzipSync } from 'node:zlib';
import { jsonTextElements, monthStartDay } from '../db/dialect.ts';
import type { SqlEngine, SqlValue } from '../db/engine.ts';
import { valuesPlaceholders } from '../db/placeholders.ts';
import { SqlCostDailyServiceRollup } from './cost-rollup.ts';
import { rolledUpSql, storedParts } from './exact-amounts.ts';
import { EXCHANGE_RATES, perUsdMicros } from './exchange-rates.ts';
import { prepare } from './statement.ts';

/**
 * One imported FOCUS row, as the mapping reads it. Costs are integer atto-units (1e-18 of the
 * billing currency: the file's value exactly, up to 18 decimals; half away from zero beyond);
 * other metrics are exact decimal text; dates are ISO 8601 UTC ('2024-01-01T00:00:00Z'); absent
 * columns and empty values are null.
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
  effectiveCost: bigint;
  listCost: bigint;
  contractedCost: bigint | null;
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

/** The column of each field (as migration 8's focus_import_rows named them). */
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
  effectiveCost: 'effective_cost',
  listCost: 'list_cost',
  contractedCost: 'contracted_cost',
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

/** Micro-units of each stored currency per US dollar (the backend's own rates). */
const PER_USD = new Map(
  Object.entries(EXCHANGE_RATES.perUsd).map(([currency, rate]) => [currency, perUsdMicros(rate)]),
);

/**
 * A cost in atto-units of its currency as US dollar atto-units: exact for the dollar, the quotient
 * of another currency's stored rate rounded half away from zero at 1e-18 (a row's conversion can
 * then move no cent of any sum the portal shows).
 */
function toUsd(attos: bigint, perUsd: bigint): bigint {
  if (perUsd === 1_000_000n) return attos;
  const magnitude = attos < 0n ? -attos : attos;
  const usd = (magnitude * 2_000_000n + perUsd) / (2n * perUsd);
  return attos < 0n ? -usd : usd;
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

/** One resource's day of an import, summed exactly in US dollar atto-units. */
interface DaySums {
  quantity: number | null;
  list: bigint;
  contracted: bigint;
  effective: bigint;
  billed: bigint;
  committed: number;
}

/** A resource of the import with days not yet written: its id once stored, else its key to store it by. */
interface PendingResource {
  /** The stored key: the JSON array of the columns its rows share (fresh strings, none of the file's text). */
  key: string;
  /** The same values (KEY_FIELDS' order), to match a row's against. */
  values: readonly (string | null)[];
  id: number | undefined;
  /** Its entry among the stored resources' ids, when it was there as the day began to be summed. */
  known: KnownResource | undefined;
  days: Map<number, DaySums>;
}

/**
 * A stored resource of the import: its key's values, its id, and the first and last of the days
 * flushes wrote for it (a day outside them has no row yet: it is inserted, not added to).
 */
interface KnownResource {
  values: readonly (string | null)[];
  id: number;
  first: number;
  last: number;
}

/** Where KEY_FIELDS holds the resource id, by which resources are found. */
const RESOURCE_ID_AT = KEY_FIELDS.indexOf('resourceId');

/**
 * Resources by the values of the columns their rows share, found without building a key string
 * per row: by resource id first (few resources share one: a meter each), then value by value.
 */
class ResourceIndex<T extends { values: readonly (string | null)[] }> {
  readonly #byId = new Map<string, T[]>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  find(row: FocusImportRow): T | undefined {
    const candidates = this.#byId.get(row.resourceId ?? '');
    if (!candidates) return undefined;
    for (const candidate of candidates) {
      const values = candidate.values;
      let same = true;
      for (let i = 0; i < KEY_FIELDS.length; i += 1)
        if (values[i] !== row[KEY_FIELDS[i] as keyof FocusImportRow]) {
          same = false;
          break;
        }
      if (same) return candidate;
    }
    return undefined;
  }

  /** Adds an item; its values are its own strings (the map's key among them). */
  add(item: T): void {
    const id = (item.values[RESOURCE_ID_AT] as string | null) ?? '';
    const candidates = this.#byId.get(id);
    if (candidates) candidates.push(item);
    else this.#byId.set(id, [item]);
    this.#size += 1;
  }

  *[Symbol.iterator](): IterableIterator<T> {
    for (const candidates of this.#byId.values()) yield* candidates;
  }

  clear(): void {
    this.#byId.clear();
    this.#size = 0;
  }
}

/** An import's billing period: its stored row (written at its first row), its rows, and the extras not yet packed. */
interface PendingPeriod {
  key: FocusPeriodKey;
  id: number;
  rows: number;
  /** The file the extras being collected come from (a part holds one file's rows). */
  source: string | null;
  extras: [line: number, extra: string][];
  /** Parts written so far. */
  parts: number;
}

/** What an import holds in memory until its next flush, and what it keeps to the end (bounded). */
interface PendingImport {
  tenantId: string;
  limit: number;
  onFlush: ((flush: PendingFlush) => void) | undefined;
  /** Resources with days not yet written. */
  resources: ResourceIndex<PendingResource>;
  /** Their days, counted. */
  days: number;
  /** Ids of resources already stored: at most `limit`, started again when full. */
  ids: ResourceIndex<KnownResource>;
  /** Whether `ids` was started again: a resource it lacks may be stored already. */
  forgot: boolean;
  periods: Map<string, PendingPeriod>;
}

/** The extra columns of this many rows make one compressed part. */
const EXTRAS_PER_PART = 10_000;
/** Rows per multi-row INSERT (within both engines' limits on parameters). */
const INSERT_BATCH = 500;
/** Rows per statement where a statement takes whole columns as arrays (PostgreSQL's unnest). */
const BULK_BATCH = 20_000;

/** A row of cost_daily, in its columns' order: each amount as micro-units and their rest (migration 22). */
type DayRow = [
  resource: number,
  day: number,
  quantity: number | null,
  list: bigint,
  listRest: bigint,
  contracted: bigint,
  contractedRest: bigint,
  effective: bigint,
  effectiveRest: bigint,
  billed: bigint,
  billedRest: bigint,
  committed: number,
];
const AMOUNTS = ['list_cost', 'contracted_cost', 'effective_cost', 'billed_cost'] as const;
const DAY_COLUMNS = `resource, day, quantity, ${AMOUNTS.map((a) => `${a}, ${a}_rest`).join(', ')}, committed`;
const DAY_WIDTH = 12;
/**
 * A day of a resource a flush before already wrote takes the new sums added: the amounts exactly
 * (the rest normalised under 10^12 again), the quantity added, the commitment status the highest.
 */
const ADD_TO_DAY = `ON CONFLICT (resource, day) DO UPDATE SET
    quantity = CASE WHEN excluded.quantity IS NULL THEN cost_daily.quantity
      WHEN cost_daily.quantity IS NULL THEN excluded.quantity ELSE cost_daily.quantity + excluded.quantity END,
    ${AMOUNTS.map(
      (
        a,
      ) => `${a} = cost_daily.${a} + excluded.${a} + (cost_daily.${a}_rest + excluded.${a}_rest) / 1000000000000,
    ${a}_rest = (cost_daily.${a}_rest + excluded.${a}_rest) % 1000000000000`,
    ).join(',\n    ')},
    committed = CASE WHEN excluded.committed > cost_daily.committed THEN excluded.committed ELSE cost_daily.committed END`;
/**
 * PostgreSQL takes a batch of days as twelve arrays, one per column, in one statement of one text
 * (prepared once): far fewer parameters to bind and parse than a row of placeholders per day.
 */
const DAYS_FROM_ARRAYS = `INSERT INTO cost_daily (${DAY_COLUMNS})
  SELECT * FROM unnest(CAST(? AS BIGINT[]), CAST(? AS INTEGER[]), CAST(? AS DOUBLE PRECISION[]),
    ${AMOUNTS.map(() => 'CAST(? AS BIGINT[]), CAST(? AS BIGINT[])').join(', ')}, CAST(? AS INTEGER[]))`;

/** A batch of days as PostgreSQL array literals ('{1,2,NULL}'), one per column. */
function dayColumns(rows: readonly DayRow[]): string[] {
  return Array.from({ length: DAY_WIDTH }, (_, column) => {
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

/**
 * How much of an import is summed in memory, and what it tells of it: at most `resourceDays`
 * resources' days (and as many resource ids) are held before they are added to the database,
 * whatever the file's size or shape; `onFlush` hears of each time they are.
 */
export interface PendingLimits {
  resourceDays?: number;
  onFlush?: (flush: PendingFlush) => void;
}

/** One addition of an import's pending sums to the database. */
export interface PendingFlush {
  /** The resources' days added (each an insert, or added to the day's row a flush before wrote). */
  resourceDays: number;
  /** Of them, resources stored for the first time. */
  newResources: number;
  /** The ids held for the resources seen (at most the limit). */
  heldIds: number;
}

/**
 * The resource-days an import holds in memory at most, by default: some 10 MB of sums and keys
 * (issue 34: a million-row month of 20,011 resources, 560,000 resource-days, ran out of a 4 GB
 * heap when every resource-day stayed in memory to the end).
 */
export const PENDING_RESOURCE_DAYS = 50_000;

/** Imported FOCUS cost rows (`focus_imports`, `focus_import_periods`, `focus_import_extras`) and their cost facts. */
export interface FocusImportRepository {
  tenantExists(tenantId: string): Promise<boolean>;
  tenantIds(): Promise<string[]>;
  createImport(record: Omit<FocusImportRecord, 'rows'>, limits?: PendingLimits): Promise<void>;
  /**
   * Adds rows of the import to its cost facts: summed per resource and day in memory up to the
   * limit (createImport's), then added to `cost_resources` and `cost_daily`; their billing
   * periods counted and their extra columns stored, compressed, as they fill a part.
   */
  insertRows(tenantId: string, importId: string, rows: readonly FocusImportRow[]): Promise<void>;
  /**
   * Deletes the tenant's rows of those periods from other imports (with the cost facts derived from
   * them), and imports left empty; answers the rows deleted.
   */
  replacePeriods(tenantId: string, keepImportId: string, periods: readonly FocusPeriodKey[]): Promise<number>;
  /**
   * Completes the import's cost facts (`cost_resources`, `cost_daily`, then `cost_monthly`,
   * `cost_daily_service` and the monthly roll-ups), so every cost query counts its rows: per resource (the columns its rows
   * share) and day of ChargePeriodStart, each cost converted to USD atto-units at the stored rates.
   */
  deriveCosts(tenantId: string, importId: string): Promise<void>;
  /**
   * Forgets what insertRows held of an import that is refused (what it wrote goes with the
   * transaction's rollback).
   */
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
  readonly #countPeriod;
  readonly #insertExtras;
  readonly #deleteEmptyImports;
  readonly #finishImport;
  readonly #listImports;
  readonly #deleteDerived;
  readonly #derivedSpan;
  readonly #importSpan;
  readonly #rollup;
  readonly #deriveMonthly;
  readonly #storedResources;

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
         billing_account_id, rows) VALUES (?, ?, ?, ?, ?, 0) RETURNING id`,
    );
    this.#countPeriod = prepare(engine, 'UPDATE focus_import_periods SET rows = ? WHERE id = ?');
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
    // The database rolls the import's days up per resource and month, each amount exactly.
    this.#deriveMonthly = prepare(
      engine,
      `INSERT INTO cost_monthly (resource, month, committed, first_day, last_day, quantity, list_cost, list_cost_rest,
         contracted_cost, contracted_cost_rest, effective_cost, effective_cost_rest, billed_cost, billed_cost_rest)
       SELECT d.resource, ${monthStartDay(dialect, 'd.day')} AS month, d.committed,
         MIN(d.day), MAX(d.day), SUM(d.quantity), ${rolledUpSql('d.list_cost')}, ${rolledUpSql('d.contracted_cost')},
         ${rolledUpSql('d.effective_cost')}, ${rolledUpSql('d.billed_cost')}
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ?1 AND r.import_id = ?2
       GROUP BY d.resource, ${monthStartDay(dialect, 'd.day')}, d.committed`,
    );
    // The resources of the import already stored among some keys (those whose ids were let go).
    this.#storedResources = prepare<{ id: number; import_key: string }>(
      engine,
      `SELECT id, import_key FROM cost_resources
       WHERE import_id = ? AND import_key IN (${jsonTextElements(dialect, '?')})`,
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

  async createImport(record: Omit<FocusImportRecord, 'rows'>, limits: PendingLimits = {}) {
    await this.#createImport.run(record.id, record.tenantId, record.fileName, record.createdAt);
    this.#pending.set(record.id, {
      tenantId: record.tenantId,
      limit: Math.max(1, limits.resourceDays ?? PENDING_RESOURCE_DAYS),
      onFlush: limits.onFlush,
      resources: new ResourceIndex(),
      days: 0,
      ids: new ResourceIndex(),
      forgot: false,
      periods: new Map(),
    });
  }

  async insertRows(tenantId: string, importId: string, rows: readonly FocusImportRow[]) {
    let pending = this.#pending.get(importId);
    if (!pending) {
      pending = {
        tenantId,
        limit: PENDING_RESOURCE_DAYS,
        onFlush: undefined,
        resources: new ResourceIndex(),
        days: 0,
        ids: new ResourceIndex(),
        forgot: false,
        periods: new Map(),
      };
      this.#pending.set(importId, pending);
    }
    const parts: [PendingPeriod, NonNullable<ReturnType<typeof takeExtras>>][] = [];
    for (const row of rows) {
      const key = periodKeyOf(row);
      const period = pending.periods.get(key) ?? (await this.#newPeriod(pending, importId, key, row));
      const part = countPeriod(period, row);
      if (part) parts.push([period, part]);
      const perUsd = PER_USD.get(row.billingCurrency);
      // A currency without a stored rate stays out of the facts (the import refuses such files).
      if (perUsd !== undefined) addToFacts(pending, row, perUsd);
      if (pending.days >= pending.limit) await this.#flush(pending, importId);
    }
    for (const [period, part] of parts) await this.#writeExtras(period, part);
  }

  /** A billing period met for the first time: its row, written now (its count at the end). */
  async #newPeriod(pending: PendingImport, importId: string, key: string, row: FocusImportRow) {
    const periodKey = {
      billingPeriodStart: row.billingPeriodStart,
      providerName: ownText(row.providerName),
      billingAccountId: ownText(row.billingAccountId),
    };
    const stored = await this.#insertPeriod.get(
      importId,
      pending.tenantId,
      periodKey.billingPeriodStart,
      periodKey.providerName,
      periodKey.billingAccountId,
    );
    if (!stored) throw new Error('the billing period was not stored');
    const period: PendingPeriod = {
      key: periodKey,
      id: Number(stored.id),
      rows: 0,
      source: row.source,
      extras: [],
      parts: 0,
    };
    pending.periods.set(key, period);
    return period;
  }

  async #writeExtras(period: PendingPeriod, part: NonNullable<ReturnType<typeof takeExtras>>) {
    await this.#insertExtras.run(period.id, period.parts, part.source, part.firstLine, part.rows, part.data);
    period.parts += 1;
  }

  /**
   * Adds the import's pending resource-days to the database and lets them go: the resources not
   * stored yet first (found by their key when their ids were let go), then each day, added to the
   * day's row when an earlier flush wrote one.
   */
  async #flush(pending: PendingImport, importId: string) {
    const resources = [...pending.resources];
    const unknown = resources.filter((r) => r.id === undefined);
    if (pending.forgot && unknown.length > 0) {
      const byKey = new Map(unknown.map((r) => [r.key, r]));
      const keys = [...byKey.keys()];
      for (let start = 0; start < keys.length; start += INSERT_BATCH)
        for (const found of await this.#storedResources.all(
          importId,
          JSON.stringify(keys.slice(start, start + INSERT_BATCH)),
        )) {
          const resource = byKey.get(found.import_key);
          if (resource) resource.id = Number(found.id);
        }
    }
    const fresh = unknown.filter((r) => r.id === undefined);
    // Found again by their key: stored before, their days unknown.
    const found = new Set(unknown.filter((r) => r.id !== undefined));
    await this.#writeResources(pending.tenantId, importId, fresh);
    let days = 0;
    // Days no flush wrote before are inserted; the others are added to the day's row.
    const inserts: DayRow[] = [];
    const additions: DayRow[] = [];
    for (const resource of resources) {
      const id = resource.id;
      if (id === undefined) throw new Error('an imported resource was not stored');
      const known = resource.known;
      let first = Number.POSITIVE_INFINITY;
      let last = Number.NEGATIVE_INFINITY;
      for (const [day, d] of resource.days) {
        const row: DayRow = [
          id,
          day,
          d.quantity,
          ...storedParts(d.list),
          ...storedParts(d.contracted),
          ...storedParts(d.effective),
          ...storedParts(d.billed),
          d.committed,
        ];
        const written =
          found.has(resource) || (known !== undefined && day >= known.first && day <= known.last);
        (written ? additions : inserts).push(row);
        if (day < first) first = day;
        if (day > last) last = day;
        days += 1;
      }
      if (known) {
        known.first = Math.min(known.first, first);
        known.last = Math.max(known.last, last);
      } else {
        if (pending.ids.size >= pending.limit) {
          pending.ids.clear();
          pending.forgot = true;
        }
        // A resource found again by its key may have rows on any day: each is added to.
        const again = found.has(resource);
        pending.ids.add({
          values: resource.values,
          id,
          first: again ? Number.NEGATIVE_INFINITY : first,
          last: again ? Number.POSITIVE_INFINITY : last,
        });
      }
    }
    pending.resources.clear();
    pending.days = 0;
    await this.#writeDays(inserts, '');
    await this.#writeDays(additions, ADD_TO_DAY);
    pending.onFlush?.({ resourceDays: days, newResources: fresh.length, heldIds: pending.ids.size });
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
    await this.#flush(pending, importId);
    for (const period of pending.periods.values()) {
      const part = takeExtras(period);
      if (part) await this.#writeExtras(period, part);
      await this.#countPeriod.run(period.rows, period.id);
    }
    await this.#deriveMonthly.run(tenantId, importId);
    const span = await this.#importSpan.get(tenantId, importId);
    if (span?.first != null && span.last != null) await this.#rollup.refresh(tenantId, span.first, span.last);
  }

  /** Resources new to the import, in batches; each gets its id. */
  async #writeResources(tenantId: string, importId: string, resources: readonly PendingResource[]) {
    const width = 3 + KEY_COLUMNS.length;
    for (let start = 0; start < resources.length; start += INSERT_BATCH) {
      const batch = resources.slice(start, start + INSERT_BATCH);
      const byKey = new Map(batch.map((r) => [r.key, r]));
      const rows = await this.#engine.all<{ id: number; import_key: string }>(
        `INSERT INTO cost_resources (tenant_id, import_id, import_key, ${KEY_COLUMNS.join(', ')})
         VALUES ${valuesPlaceholders(batch.length, width)} RETURNING id, import_key`,
        batch.flatMap((r) => [tenantId, importId, r.key, ...resourceColumns(r.key)]),
      );
      for (const row of rows) {
        const resource = byKey.get(row.import_key);
        if (resource) resource.id = Number(row.id);
      }
    }
  }

  /** Days in batches: inserted, or added to the day's row an earlier flush wrote. */
  async #writeDays(rows: readonly DayRow[], onConflict: '' | typeof ADD_TO_DAY) {
    const bulk = this.#engine.dialect === 'postgres';
    const size = bulk ? BULK_BATCH : INSERT_BATCH;
    for (let start = 0; start < rows.length; start += size) {
      const batch = rows.slice(start, start + size);
      if (bulk) await this.#engine.run(`${DAYS_FROM_ARRAYS} ${onConflict}`, dayColumns(batch));
      else
        await this.#engine.run(
          `INSERT INTO cost_daily (${DAY_COLUMNS}) VALUES ${valuesPlaceholders(batch.length, DAY_WIDTH)} ${onConflict}`,
          batch.flat(),
        );
    }
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

/** A billing period's map key: a separator no value holds, null spelt apart from ''. */
const periodKeyOf = (row: FocusImportRow) =>
  `${row.billingPeriodStart}\u0000${row.providerName ?? '\u0001'}\u0000${row.billingAccountId ?? '\u0001'}`;

/**
 * A copy of text of the file that is its own: a value kept beyond its row (a period's key) would
 * otherwise keep the whole chunk of the file it was cut from in memory.
 */
const ownText = (text: string | null): string | null =>
  text === null ? null : (JSON.parse(JSON.stringify(text)) as string);

/** Counts a row into its billing period, keeping its extra columns; answers a part when they fill one. */
function countPeriod(period: PendingPeriod, row: FocusImportRow): ReturnType<typeof takeExtras> {
  let part: ReturnType<typeof takeExtras>;
  if (row.source !== period.source) {
    part = takeExtras(period);
    period.source = row.source;
  }
  period.rows += 1;
  if (row.extra !== null) period.extras.push([row.line, row.extra]);
  if (period.extras.length >= EXTRAS_PER_PART) {
    // A source change and a full part at once cannot happen: the change packed the extras first.
    part = takeExtras(period);
  }
  return part;
}

/** A period's collected extra columns as a compressed part, let go from memory. */
function takeExtras(
  period: PendingPeriod,
): { source: string | null; firstLine: number; rows: number; data: Buffer } | undefined {
  const first = period.extras[0];
  if (!first) return undefined;
  const part = {
    source: period.source,
    firstLine: first[0],
    rows: period.extras.length,
    data: packExtras(period.extras),
  };
  period.extras = [];
  return part;
}

/** A resource's stored columns (KEY_COLUMNS' order) from its key: fresh strings, none of the file's. */
function resourceColumns(key: string): SqlValue[] {
  const values = JSON.parse(key) as (string | null)[];
  // The key holds CommitmentDiscountStatus before the tags; the resource does not keep it.
  return [...values.slice(0, KEY_COLUMNS.length - 1), values[values.length - 1] ?? null];
}

/** Adds a row's costs (in US dollar atto-units) to its resource's day. */
function addToFacts(pending: PendingImport, row: FocusImportRow, perUsd: bigint): void {
  // Found by its values, no key string made per row; the stored key (the JSON array of the same
  // values) and the values' own copies are made once per resource and flush.
  let resource = pending.resources.find(row);
  if (!resource) {
    const known = pending.ids.find(row);
    const key = JSON.stringify(KEY_FIELDS.map((field) => row[field]));
    resource = {
      key,
      values: known?.values ?? (JSON.parse(key) as (string | null)[]),
      id: known?.id,
      known,
      days: new Map(),
    };
    pending.resources.add(resource);
  }
  const day = dayOfIso(row.chargePeriodStart);
  let sums = resource.days.get(day);
  if (!sums) {
    sums = { quantity: null, list: 0n, contracted: 0n, effective: 0n, billed: 0n, committed: 0 };
    resource.days.set(day, sums);
    pending.days += 1;
  }
  if (row.pricingQuantity !== null) sums.quantity = (sums.quantity ?? 0) + Number(row.pricingQuantity);
  sums.list += toUsd(row.listCost, perUsd);
  sums.contracted += toUsd(row.contractedCost ?? row.billedCost, perUsd);
  sums.effective += toUsd(row.effectiveCost, perUsd);
  sums.billed += toUsd(row.billedCost, perUsd);
  sums.committed = Math.max(sums.committed, committedOf(row));
}
