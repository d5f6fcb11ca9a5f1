import { epochDayOfIso, jsonArrayText, monthStartDay } from '../db/dialect.ts';
import type { Dialect, SqlEngine, SqlValue } from '../db/engine.ts';
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
  /** The line of the file where the row starts. */
  line: number;
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

const FIELDS = Object.keys(COLUMNS) as (keyof FocusImportRow)[];

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
/**
 * An imported row's resource key (JSON array text of its key columns; each engine writes it its
 * own way); CommitmentDiscountStatus is part of it, so its status is the resource's.
 */
const importKey = (dialect: Dialect) =>
  jsonArrayText(
    dialect,
    [...KEY_COLUMNS.slice(0, -1), 'commitment_discount_status', 'tags'].map((c) => `f.${c}`),
  );

/**
 * The derivation's rate table: micro-units of each stored currency per US dollar, as the rows of a
 * VALUES list (the rates are the backend's own constants).
 */
const RATES_VALUES = Object.entries(EXCHANGE_RATES.perUsd)
  .map(([currency, rate]) => `('${currency.replaceAll("'", "''")}', ${perUsdMicros(rate)})`)
  .join(', ');

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
  readonly #insertRow;
  readonly #deletePeriod;
  readonly #deleteEmptyImports;
  readonly #finishImport;
  readonly #listImports;
  readonly #deleteDerived;
  readonly #derivedSpan;
  readonly #importSpan;
  readonly #rollup;
  readonly #deriveResources;
  readonly #deriveDaily;
  readonly #deriveMonthly;

  constructor(engine: SqlEngine) {
    const dialect = engine.dialect;
    const IMPORT_KEY = importKey(dialect);
    this.#tenantExists = prepare<{ n: number }>(engine, 'SELECT COUNT(*) AS n FROM tenants WHERE id = ?');
    this.#tenantIds = prepare<{ id: string }>(engine, 'SELECT id FROM tenants ORDER BY id');
    this.#createImport = prepare(
      engine,
      'INSERT INTO focus_imports (id, tenant_id, file_name, rows, created_at) VALUES (?, ?, ?, 0, ?)',
    );
    const columns = FIELDS.map((field) => COLUMNS[field]);
    this.#insertRow = prepare(
      engine,
      `INSERT INTO focus_import_rows (tenant_id, import_id, ${columns.join(', ')})
       VALUES (?, ?, ${columns.map(() => '?').join(', ')})`,
    );
    this.#deletePeriod = prepare(
      engine,
      `DELETE FROM focus_import_rows
       WHERE tenant_id = ? AND billing_period_start = ? AND provider_name IS NOT DISTINCT FROM ?
         AND billing_account_id IS NOT DISTINCT FROM ?
         AND import_id <> ?`,
    );
    this.#deleteEmptyImports = prepare(
      engine,
      `DELETE FROM focus_imports WHERE tenant_id = ? AND id <> ?
         AND NOT EXISTS (SELECT 1 FROM focus_import_rows r WHERE r.import_id = focus_imports.id)`,
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
    this.#deriveResources = prepare(
      engine,
      `INSERT INTO cost_resources (tenant_id, import_id, import_key, ${KEY_COLUMNS.join(', ')})
       SELECT DISTINCT CAST(?1 AS TEXT), CAST(?2 AS TEXT), k, ${KEY_COLUMNS.join(', ')}
       FROM (SELECT ${IMPORT_KEY} AS k, f.* FROM focus_import_rows f WHERE f.import_id = ?2) keyed`,
    );
    const usd = (cost: string) => `(CASE WHEN ${cost} < 0 THEN -1 ELSE 1 END)
          * ((abs(${cost}) / rt.per_usd) * 1000000 + ((abs(${cost}) % rt.per_usd) * 2000000 + rt.per_usd) / (2 * rt.per_usd))`;
    this.#deriveDaily = prepare(
      engine,
      `WITH rates (currency, per_usd) AS (VALUES ${RATES_VALUES})
       INSERT INTO cost_daily (resource, day, quantity, list_cost, contracted_cost, effective_cost, billed_cost, committed)
       SELECT r.id, f.day, SUM(f.quantity), SUM(${usd('f.list_cost')}), SUM(${usd('f.contracted_cost')}),
         SUM(${usd('f.effective_cost')}), SUM(${usd('f.billed_cost')}), MAX(f.committed)
       FROM (
         SELECT ${IMPORT_KEY} AS k, ${epochDayOfIso(dialect, 'f.charge_period_start')} AS day, f.billing_currency,
           CAST(f.pricing_quantity AS DOUBLE PRECISION) AS quantity, f.list_cost,
           COALESCE(f.contracted_cost, f.billed_cost) AS contracted_cost, f.effective_cost, f.billed_cost,
           CASE lower(f.commitment_discount_status) WHEN 'used' THEN 1 WHEN 'unused' THEN 2
             ELSE CASE WHEN f.commitment_discount_id IS NOT NULL AND f.charge_category = 'Usage' THEN 1 ELSE 0 END
           END AS committed
         FROM focus_import_rows f WHERE f.import_id = ?2
       ) f
       JOIN rates rt ON rt.currency = f.billing_currency
       JOIN cost_resources r ON r.tenant_id = ?1 AND r.import_id = ?2 AND r.import_key = f.k
       GROUP BY r.id, f.day`,
    );
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

  async insertRows(tenantId: string, importId: string, rows: readonly FocusImportRow[]) {
    for (const row of rows) {
      await this.#insertRow.run(tenantId, importId, ...FIELDS.map((field): SqlValue => row[field]));
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
      deleted += await this.#deletePeriod.run(
        tenantId,
        period.billingPeriodStart,
        period.providerName,
        period.billingAccountId,
        keepImportId,
      );
    }
    await this.#deleteEmptyImports.run(tenantId, keepImportId);
    return deleted;
  }

  async deriveCosts(tenantId: string, importId: string) {
    await this.#deriveResources.run(tenantId, importId);
    await this.#deriveDaily.run(tenantId, importId);
    await this.#deriveMonthly.run(tenantId, importId);
    const span = await this.#importSpan.get(tenantId, importId);
    if (span?.first != null && span.last != null) await this.#rollup.refresh(tenantId, span.first, span.last);
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
