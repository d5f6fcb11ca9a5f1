import type { StatementSync } from 'node:sqlite';
import { CostDailyServiceRollup, type RollupKey } from '../../data/cost-rollup.ts';
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
  /** Each resource's key in the roll-up per day (its service, subscription and charge category). */
  readonly #keys = new Map<number, RollupKey & { text: string }>();
  readonly #perService: CostDailyServiceRollup;
  /** Day → roll-up key → the key and the sums of its rows written so far. */
  readonly #perDay = new Map<
    number,
    Map<string, { key: RollupKey; list: number; contracted: number; effective: number; billed: number }>
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

  /** Names the service, subscription and charge category of a resource before its rows are written. */
  resource(id: number, key: RollupKey): number {
    this.#keys.set(id, {
      ...key,
      text: `${key.service}\u0000${key.subscription}\u0000${key.chargeCategory}`,
    });
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
    const key = this.#keys.get(resource);
    if (key === undefined) throw new Error(`cost seed: resource ${resource} has no service`);
    let keys = this.#perDay.get(day);
    if (!keys) {
      keys = new Map();
      this.#perDay.set(day, keys);
    }
    const perKey = keys.get(key.text);
    if (perKey) {
      perKey.list += list;
      perKey.contracted += contracted;
      perKey.effective += effective;
      perKey.billed += billed;
    } else keys.set(key.text, { key, list, contracted, effective, billed });
    const month = this.#monthOf(day);
    const monthKey = `${resource}|${month}|${committed}`;
    const sum = this.#rollup.get(monthKey);
    if (!sum) {
      this.#rollup.set(monthKey, {
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
    for (const [day, keys] of this.#perDay) {
      for (const { key, ...sums } of keys.values()) this.#perService.add(this.#tenantId, day, key, sums);
    }
    this.#perDay.clear();
  }
}
