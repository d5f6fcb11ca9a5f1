import type { StatementSync } from 'node:sqlite';
import type { Database } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { rolledUpSql } from './exact-amounts.ts';
import { prepare, type Statement } from './statement.ts';

/** Every day there can be: the span that refreshes a tenant's whole roll-up. */
export const ALL_DAYS = { from: -Number.MAX_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER } as const;

/** Parameters: tenant, first day, last day. */
const DELETE_DAYS = 'DELETE FROM cost_daily_service WHERE tenant_id = ? AND day BETWEEN ? AND ?';

/** Parameters: tenant, first day, last day. Each amount exactly: micro-units and their rest. */
const INSERT_DAYS = `INSERT INTO cost_daily_service (tenant_id, day, service_name, sub_account_name, charge_category,
     list_cost, list_cost_rest, contracted_cost, contracted_cost_rest, effective_cost, effective_cost_rest,
     billed_cost, billed_cost_rest)
   SELECT r.tenant_id, d.day, r.service_name, COALESCE(r.sub_account_name, ''), r.charge_category,
     ${rolledUpSql('d.list_cost')}, ${rolledUpSql('d.contracted_cost')}, ${rolledUpSql('d.effective_cost')},
     ${rolledUpSql('d.billed_cost')}
   FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
   WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ?
   GROUP BY r.tenant_id, d.day, r.service_name, COALESCE(r.sub_account_name, ''), r.charge_category`;

/**
 * Parameters: tenant, day, service, subscription, charge category, list, contracted, effective,
 * billed: whole micro-units (the seed's amounts; their rests stay as they are).
 */
const ADD_SUMS = `INSERT INTO cost_daily_service (tenant_id, day, service_name, sub_account_name, charge_category,
     list_cost, contracted_cost, effective_cost, billed_cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
   ON CONFLICT (tenant_id, day, service_name, sub_account_name, charge_category) DO UPDATE SET
     list_cost = cost_daily_service.list_cost + excluded.list_cost,
     contracted_cost = cost_daily_service.contracted_cost + excluded.contracted_cost,
     effective_cost = cost_daily_service.effective_cost + excluded.effective_cost,
     billed_cost = cost_daily_service.billed_cost + excluded.billed_cost`;

/** Parameters: tenant, first month (excluded), last month (included). */
const MONTHLY_DELETES = [
  'DELETE FROM cost_monthly_resource WHERE tenant_id = ? AND month > ? AND month <= ?',
  'DELETE FROM cost_monthly_group WHERE tenant_id = ? AND month > ? AND month <= ?',
];

/**
 * Parameters: tenant, first month (excluded), last month (included). Migration 20's SQL, each amount
 * exactly (micro-units and their rest, migration 22).
 */
const MONTHLY_INSERTS = [
  `INSERT INTO cost_monthly_resource (tenant_id, month, resource, resource_id, resource_name, resource_type,
     service_name, sub_account_name, region_name, charge_category, quantity, list_cost, list_cost_rest,
     effective_cost, effective_cost_rest, billed_cost, billed_cost_rest, resource_rows)
   SELECT r.tenant_id, m.month, m.resource, MIN(r.resource_id), MIN(r.resource_name), MIN(r.resource_type),
     MIN(r.service_name), MIN(r.sub_account_name), MIN(r.region_name), MIN(r.charge_category), SUM(m.quantity),
     ${rolledUpSql('m.list_cost')}, ${rolledUpSql('m.effective_cost')}, ${rolledUpSql('m.billed_cost')},
     CASE WHEN MIN(r.resource_id) IS NULL THEN 1
       ELSE COUNT(*) OVER (PARTITION BY r.tenant_id, m.month, MIN(r.resource_id)) END
   FROM cost_resources r JOIN cost_monthly m ON m.resource = r.id
   WHERE r.tenant_id = ?1 AND m.month > ?2 AND m.month <= ?3
   GROUP BY r.tenant_id, m.month, m.resource`,
  `INSERT INTO cost_monthly_group (tenant_id, month, service_name, service_category, sub_account_name, region_name,
     charge_category, pricing_category, tags, list_cost, list_cost_rest, effective_cost, effective_cost_rest,
     billed_cost, billed_cost_rest)
   SELECT r.tenant_id, m.month, r.service_name, r.service_category, r.sub_account_name, r.region_name,
     r.charge_category, r.pricing_category, r.tags, ${rolledUpSql('m.list_cost')}, ${rolledUpSql('m.effective_cost')},
     ${rolledUpSql('m.billed_cost')}
   FROM cost_resources r JOIN cost_monthly m ON m.resource = r.id
   WHERE r.tenant_id = ?1 AND m.month > ?2 AND m.month <= ?3
   GROUP BY r.tenant_id, m.month, r.service_name, r.service_category, r.sub_account_name, r.region_name,
     r.charge_category, r.pricing_category, r.tags`,
];

/**
 * The months (their first days) that hold a day of `from`..`to`, as the bounds the monthly
 * statements take: after the first (a month holding `from` starts at most 30 days before it), up
 * to the last.
 */
const monthBounds = (from: number, to: number) =>
  [Math.max(from - 31, -Number.MAX_SAFE_INTEGER), to] as const;

/** What a row of the roll-up is kept by beside its tenant and day. */
export interface RollupKey {
  service: string;
  /** '' for a resource without one. */
  subscription: string;
  chargeCategory: string;
}

export interface DailySums {
  list: number;
  contracted: number;
  effective: number;
  billed: number;
}

/** The parameters of {@link ADD_SUMS}, in its order. */
const addParameters = (tenantId: string, day: number, key: RollupKey, sums: DailySums) =>
  [
    tenantId,
    day,
    key.service,
    key.subscription,
    key.chargeCategory,
    sums.list,
    sums.contracted,
    sums.effective,
    sums.billed,
  ] as const;

/**
 * Keeps `cost_daily_service` (a tenant's cost per day and service, migration 12) in step with
 * `cost_daily`: whatever writes or deletes daily rows either refreshes the days it changed from the
 * daily rows ({@link refresh}) or adds the sums of the rows it wrote ({@link add}). Amounts are
 * integer micro-units and their rest below the micro-unit (exact-amounts.ts), summed as integers.
 */
export class SqlCostDailyServiceRollup {
  readonly #delete: Statement<never>;
  readonly #insert: Statement<never>;
  readonly #add: Statement<never>;
  readonly #monthly: Statement<never>[];

  constructor(engine: SqlEngine) {
    this.#delete = prepare(engine, DELETE_DAYS);
    this.#insert = prepare(engine, INSERT_DAYS);
    this.#add = prepare(engine, ADD_SUMS);
    this.#monthly = [...MONTHLY_DELETES, ...MONTHLY_INSERTS].map((sql) => prepare(engine, sql));
  }

  /**
   * Recomputes the tenant's sums of the days `from`..`to` (both included) from its daily rows, and
   * the monthly roll-ups of the months holding them from `cost_monthly`, which must be written first.
   */
  async refresh(tenantId: string, from: number, to: number): Promise<void> {
    if (to < from) return;
    await this.#delete.run(tenantId, from, to);
    await this.#insert.run(tenantId, from, to);
    for (const statement of this.#monthly) await statement.run(tenantId, ...monthBounds(from, to));
  }

  /** Adds the amounts of daily rows just written to their day, service, subscription and category. */
  async add(tenantId: string, day: number, key: RollupKey, sums: DailySums): Promise<void> {
    await this.#add.run(...addParameters(tenantId, day, key, sums));
  }
}

/**
 * {@link SqlCostDailyServiceRollup} on the embedded database, synchronously: for the seed, which
 * writes its cost rows through the SQLite connection itself.
 */
export class CostDailyServiceRollup {
  readonly #delete: StatementSync;
  readonly #insert: StatementSync;
  readonly #add: StatementSync;
  readonly #monthly: StatementSync[];

  constructor(db: Database) {
    this.#delete = db.sqlite.prepare(DELETE_DAYS);
    this.#insert = db.sqlite.prepare(INSERT_DAYS);
    this.#add = db.sqlite.prepare(ADD_SUMS);
    this.#monthly = [...MONTHLY_DELETES, ...MONTHLY_INSERTS].map((sql) => db.sqlite.prepare(sql));
  }

  refresh(tenantId: string, from: number, to: number): void {
    if (to < from) return;
    this.#delete.run(tenantId, from, to);
    this.#insert.run(tenantId, from, to);
    this.refreshMonths(tenantId, from, to);
  }

  /**
   * Recomputes the monthly roll-ups of the months holding the days `from`..`to` from
   * `cost_monthly` (the seed writes `cost_monthly` last, then calls this).
   */
  refreshMonths(tenantId: string, from: number, to: number): void {
    for (const statement of this.#monthly) statement.run(tenantId, ...monthBounds(from, to));
  }

  add(tenantId: string, day: number, key: RollupKey, sums: DailySums): void {
    this.#add.run(...addParameters(tenantId, day, key, sums));
  }
}
