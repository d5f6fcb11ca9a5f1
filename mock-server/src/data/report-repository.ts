import { isoMonthOfDay, jsonTextElements } from '../db/dialect.ts';
import type { SqlEngine } from '../db/engine.ts';
import { attosOf, sumParts } from './exact-amounts.ts';
import { prepare } from './statement.ts';

/** A month's purchase of one office-suite licence (SKU): seats and their cost, exactly (atto-units). */
export interface LicencePurchaseRecord {
  /** 'YYYY-MM'. */
  month: string;
  sku: string;
  /**
   * The licence's name (the SKU meter, else the resource name, else the SKU); null when the rows
   * have none of them (labelled where text is written, domain/dimension-labels.ts).
   */
  name: string | null;
  seats: number;
  billedAttos: bigint;
  effectiveAttos: bigint;
  listAttos: bigint;
}

/** The queries of the local report host that the cost repository does not answer. */
export interface ReportRepository {
  /**
   * Per month and licence, the office suite's seat purchases (service 'Microsoft 365', charge
   * category Purchase) in the days (both included); `names` keeps only those licences (an empty
   * list keeps none).
   */
  licencePurchases(
    tenantId: string,
    fromDay: number,
    toDay: number,
    names?: readonly string[],
  ): Promise<LicencePurchaseRecord[]>;
}

interface PurchaseRow extends Record<string, string | number | bigint | null> {
  month: string;
  sku: string;
  name: string | null;
  seats: number | null;
}

/** NULL when a row has no name at all (an empty text is none either); such rows never match a name filter. */
const LICENCE_NAME = "COALESCE(NULLIF(r.sku_meter, ''), NULLIF(r.resource_name, ''), NULLIF(r.sku_id, ''))";

/**
 * Purchases are few (one row per licence and month), so the daily rows are read through
 * the tenant's office-suite resources (index on tenant and service, then the daily primary key).
 */
export class SqlReportRepository implements ReportRepository {
  readonly #purchases;

  constructor(engine: SqlEngine) {
    const month = isoMonthOfDay(engine.dialect, 'd.day');
    this.#purchases = prepare<PurchaseRow>(
      engine,
      `SELECT ${month} AS month, COALESCE(r.sku_id, '') AS sku,
         ${LICENCE_NAME} AS name, SUM(d.quantity) AS seats, ${sumParts('d.billed_cost', 'billed')},
         ${sumParts('d.effective_cost', 'effective')}, ${sumParts('d.list_cost', 'list')}
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ?1 AND r.service_name = 'Microsoft 365' AND r.charge_category = 'Purchase'
         AND d.day BETWEEN ?2 AND ?3
         AND (CAST(?4 AS TEXT) IS NULL OR ${LICENCE_NAME} IN (${jsonTextElements(engine.dialect, '?4')}))
       GROUP BY ${month}, COALESCE(r.sku_id, ''), ${LICENCE_NAME}
       ORDER BY month, name NULLS LAST, sku`,
    );
  }

  async licencePurchases(
    tenantId: string,
    fromDay: number,
    toDay: number,
    names?: readonly string[],
  ): Promise<LicencePurchaseRecord[]> {
    if (names && names.length === 0) return [];
    return (await this.#purchases.all(tenantId, fromDay, toDay, names ? JSON.stringify(names) : null)).map(
      (row) => ({
        month: row.month,
        sku: row.sku,
        name: row.name,
        seats: Number(row.seats ?? 0),
        billedAttos: attosOf(row, 'billed'),
        effectiveAttos: attosOf(row, 'effective'),
        listAttos: attosOf(row, 'list'),
      }),
    );
  }
}
