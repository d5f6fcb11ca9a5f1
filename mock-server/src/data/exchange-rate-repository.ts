import type { SqlEngine } from '../db/engine.ts';
import { valuesPlaceholders } from '../db/placeholders.ts';
import { prepare } from './statement.ts';

/** A loaded rate: units of the currency per euro on a day. */
export interface DatedRate {
  currency: string;
  /** Days since 1970-01-01. */
  day: number;
  /** Units of the currency per euro, as the file writes it. */
  perEur: string;
}

/** What a tenant's loaded rates cover. */
export interface RateCoverage {
  currencies: string[];
  /** Days since 1970-01-01; undefined when none are loaded. */
  first: number | undefined;
  last: number | undefined;
  days: number;
}

/** The dated exchange rates each tenant's admins load (units per euro, per day). */
export interface ExchangeRateRepository {
  /** The tenant's rates become exactly these. */
  replace(tenantId: string, rates: readonly DatedRate[]): Promise<void>;
  /** The tenant's rates of these currencies, by day. */
  of(tenantId: string, currencies: readonly string[]): Promise<DatedRate[]>;
  coverage(tenantId: string): Promise<RateCoverage>;
}

const BATCH = 500;

export class SqlExchangeRateRepository implements ExchangeRateRepository {
  readonly #engine: SqlEngine;
  readonly #clear;
  readonly #currencies;
  readonly #span;

  constructor(engine: SqlEngine) {
    this.#engine = engine;
    this.#clear = prepare(engine, 'DELETE FROM exchange_rates WHERE tenant_id = ?');
    this.#currencies = prepare<{ currency: string }>(
      engine,
      'SELECT DISTINCT currency FROM exchange_rates WHERE tenant_id = ? ORDER BY currency',
    );
    this.#span = prepare<{ first: number | null; last: number | null; days: number }>(
      engine,
      'SELECT MIN(day) AS first, MAX(day) AS last, COUNT(DISTINCT day) AS days FROM exchange_rates WHERE tenant_id = ?',
    );
  }

  async replace(tenantId: string, rates: readonly DatedRate[]): Promise<void> {
    await this.#engine.atomic(async () => {
      await this.#clear.run(tenantId);
      for (let start = 0; start < rates.length; start += BATCH) {
        const batch = rates.slice(start, start + BATCH);
        await this.#engine.run(
          `INSERT INTO exchange_rates (tenant_id, currency, day, per_eur) VALUES ${valuesPlaceholders(batch.length, 4)}`,
          batch.flatMap((rate) => [tenantId, rate.currency, rate.day, rate.perEur]),
        );
      }
    });
  }

  async of(tenantId: string, currencies: readonly string[]): Promise<DatedRate[]> {
    if (currencies.length === 0) return [];
    const rows = await this.#engine.all<{ currency: string; day: number | string; per_eur: string }>(
      `SELECT currency, day, per_eur FROM exchange_rates
       WHERE tenant_id = ? AND currency IN (${currencies.map(() => '?').join(', ')}) ORDER BY day, currency`,
      [tenantId, ...currencies],
    );
    return rows.map((row) => ({ currency: row.currency, day: Number(row.day), perEur: row.per_eur }));
  }

  async coverage(tenantId: string): Promise<RateCoverage> {
    const [currencies, span] = await Promise.all([this.#currencies.all(tenantId), this.#span.get(tenantId)]);
    return {
      currencies: currencies.map((row) => row.currency),
      first: span?.first == null ? undefined : Number(span.first),
      last: span?.last == null ? undefined : Number(span.last),
      days: Number(span?.days ?? 0),
    };
  }
}
