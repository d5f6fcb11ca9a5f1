import type { Database } from '../db/database.ts';
import { prepare } from './statement.ts';

/** Every day there can be: the span that refreshes a tenant's whole roll-up. */
export const ALL_DAYS = { from: -Number.MAX_SAFE_INTEGER, to: Number.MAX_SAFE_INTEGER } as const;

/**
 * Keeps `cost_daily_service` (a tenant's cost per day and service, migration 12) in step with
 * `cost_daily`: whatever writes or deletes daily rows either refreshes the days it changed from the
 * daily rows ({@link refresh}) or adds the sums of the rows it wrote ({@link add}). Amounts are
 * integer micro-units, summed as integers.
 */
export class CostDailyServiceRollup {
  readonly #delete;
  readonly #insert;
  readonly #add;

  constructor(db: Database) {
    this.#delete = prepare(
      db,
      'DELETE FROM cost_daily_service WHERE tenant_id = ?1 AND day BETWEEN ?2 AND ?3',
    );
    this.#insert = prepare(
      db,
      `INSERT INTO cost_daily_service (tenant_id, day, service_name, list_cost, contracted_cost, effective_cost,
         billed_cost)
       SELECT r.tenant_id, d.day, r.service_name, SUM(d.list_cost), SUM(d.contracted_cost), SUM(d.effective_cost),
         SUM(d.billed_cost)
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ?1 AND d.day BETWEEN ?2 AND ?3
       GROUP BY d.day, r.service_name`,
    );
    this.#add = prepare(
      db,
      `INSERT INTO cost_daily_service (tenant_id, day, service_name, list_cost, contracted_cost, effective_cost,
         billed_cost) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (tenant_id, day, service_name) DO UPDATE SET
         list_cost = list_cost + excluded.list_cost,
         contracted_cost = contracted_cost + excluded.contracted_cost,
         effective_cost = effective_cost + excluded.effective_cost,
         billed_cost = billed_cost + excluded.billed_cost`,
    );
  }

  /** Recomputes the tenant's sums of the days `from`..`to` (both included) from its daily rows. */
  refresh(tenantId: string, from: number, to: number): void {
    if (to < from) return;
    this.#delete.run(tenantId, from, to);
    this.#insert.run(tenantId, from, to);
  }

  /** Adds the amounts of daily rows just written to their day and service. */
  add(
    tenantId: string,
    day: number,
    service: string,
    sums: { list: number; contracted: number; effective: number; billed: number },
  ): void {
    this.#add.run(tenantId, day, service, sums.list, sums.contracted, sums.effective, sums.billed);
  }
}
