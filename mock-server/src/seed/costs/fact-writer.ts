import type { StatementSync } from 'node:sqlite';
import { CostDailyServiceRollup } from '../../data/cost-rollup.ts';
import type { Database } from '../../db/database.ts';
import { round6 } from './catalogue.ts';

/**
 * Writes daily rows and keeps the monthly roll-up of every resource and the tenant's roll-up per day
 * and service (`cost_daily_service`) in step.
 */
export class FactWriter {
  readonly #daily: StatementSync;
  readonly #monthly: StatementSync;
  readonly #tenantId: string;
  readonly #services = new Map<number, string>();
  readonly #perService: CostDailyServiceRollup;
  /** Day → service → the sums of its rows written so far. */
  readonly #perDay = new Map<
    number,
    Map<string, { list: number; contracted: number; effective: number; billed: number }>
  >();
  readonly #rollup = new Map<
    string,
    {
      resource: number;
      month: number;
      committed: number;
      first: number;
      last: number;
      quantity: number | null;
      list: number;
      contracted: number;
      effective: number;
      billed: number;
    }
  >();
  readonly #monthOf: (day: number) => number;

  constructor(db: Database, tenantId: string, monthOf: (day: number) => number) {
    this.#tenantId = tenantId;
    this.#perService = new CostDailyServiceRollup(db);
    this.#daily = db.sqlite.prepare(
      `INSERT INTO cost_daily (resource, day, quantity, list_cost, contracted_cost, effective_cost, billed_cost, committed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#monthly = db.sqlite.prepare(
      `INSERT INTO cost_monthly (resource, month, committed, first_day, last_day, quantity, list_cost, contracted_cost,
         effective_cost, billed_cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#monthOf = monthOf;
  }

  /** Names the service of a resource before its rows are written. */
  resource(id: number, service: string): number {
    this.#services.set(id, service);
    return id;
  }

  row(
    resource: number,
    day: number,
    quantity: number | null,
    list: number,
    contracted: number,
    effective: number,
    billed: number,
    committed: 0 | 1 | 2,
  ): void {
    this.#daily.run(resource, day, quantity, list, contracted, effective, billed, committed);
    const service = this.#services.get(resource);
    if (service === undefined) throw new Error(`cost seed: resource ${resource} has no service`);
    let services = this.#perDay.get(day);
    if (!services) {
      services = new Map();
      this.#perDay.set(day, services);
    }
    const perService = services.get(service);
    if (perService) {
      perService.list += list;
      perService.contracted += contracted;
      perService.effective += effective;
      perService.billed += billed;
    } else services.set(service, { list, contracted, effective, billed });
    const month = this.#monthOf(day);
    const key = `${resource}|${month}|${committed}`;
    const sum = this.#rollup.get(key);
    if (!sum) {
      this.#rollup.set(key, {
        resource,
        month,
        committed,
        first: day,
        last: day,
        quantity,
        list,
        contracted,
        effective,
        billed,
      });
      return;
    }
    sum.first = Math.min(sum.first, day);
    sum.last = Math.max(sum.last, day);
    if (quantity !== null) sum.quantity = (sum.quantity ?? 0) + quantity;
    sum.list += list;
    sum.contracted += contracted;
    sum.effective += effective;
    sum.billed += billed;
  }

  /** Writes the roll-up of everything written so far. */
  flush(): void {
    for (const s of this.#rollup.values()) {
      this.#monthly.run(
        s.resource,
        s.month,
        s.committed,
        s.first,
        s.last,
        s.quantity === null ? null : round6(s.quantity),
        s.list,
        s.contracted,
        s.effective,
        s.billed,
      );
    }
    this.#rollup.clear();
    for (const [day, services] of this.#perDay) {
      for (const [service, sums] of services) this.#perService.add(this.#tenantId, day, service, sums);
    }
    this.#perDay.clear();
  }
}
