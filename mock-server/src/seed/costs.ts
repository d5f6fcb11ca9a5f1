import { costScale } from '../config.ts';
import { ALL_DAYS, CostDailyServiceRollup } from '../data/cost-rollup.ts';
import type { Database } from '../db/database.ts';
import { type Calendar, calendar } from './costs/calendar.ts';
import {
  CONTOSO_RESOURCES,
  COST_FIRST_DAY,
  COST_TENANTS,
  dayOf,
  isoOf,
  SIZES,
  type TenantSize,
} from './costs/catalogue.ts';
import { seedCharges } from './costs/charges.ts';
import { seedCommitments } from './costs/commitments.ts';
import { tenantCosts } from './costs/context.ts';
import { FactWriter } from './costs/fact-writer.ts';
import { seedM365Seats } from './costs/m365.ts';
import { seedTax } from './costs/tax.ts';
import { seedAzureUsage } from './costs/usage.ts';

export {
  CONTOSO_RESOURCES,
  COST_ANOMALIES,
  COST_CHARGES,
  COST_DAYS,
  COST_FIRST_DATE,
  COST_FIRST_DAY,
  COST_LAST_DATE,
  COST_LAST_DAY,
  COST_PROJECTS,
  COST_TAX_PERCENT,
  COST_TENANTS,
  type SeededAnomaly,
  type SeededCharge,
} from './costs/catalogue.ts';
export { random } from './random.ts';

/**
 * FinOps FOCUS 1.2 cost rows for Azure and Microsoft 365, deterministic per tenant, from
 * {@link COST_FIRST_DATE} to {@link COST_LAST_DATE}: list, contracted (the reseller's price),
 * effective (commitments amortised) and billed cost side by side in integer micro-units, with the
 * monthly roll-up (`cost_monthly`) written beside the daily rows. Usage follows weekly, December and
 * month-end seasonality and growth, with the clear anomalies of {@link COST_ANOMALIES}.
 * Reservations and savings plans have fixed monthly amounts: covered usage is 'Used' (billed 0,
 * effective the amortised share), the rest of each day's amortisation an 'Unused' row, so a month's
 * purchase equals its used plus unused effective cost. Monthly Tax on billed cost, and the Credit
 * and Adjustment rows of {@link COST_CHARGES}. Readable through the `focus_costs` view.
 *
 * `scale` multiplies Contoso's resources (default: `PORTAL_SCALE`, else 1). Only the seeded rows
 * are replaced: resources derived from imported FOCUS files stay.
 */
export function seedCosts(
  db: Database,
  tenantIds: string[] = COST_TENANTS,
  options: { scale?: number } = {},
): void {
  const scale = options.scale ?? costScale();
  const cal = calendar();
  const monthOf = (day: number) =>
    cal.monthStart[day - COST_FIRST_DAY] ?? dayOf(`${isoOf(day).slice(0, 7)}-01`);
  db.transaction(() => {
    for (const tenantId of tenantIds) {
      db.run('DELETE FROM cost_resources WHERE tenant_id = ? AND import_id IS NULL', [tenantId]);
      // The roll-up per day and service of what is left (imported rows); the seed adds its own sums.
      const rollup = new CostDailyServiceRollup(db);
      rollup.refresh(tenantId, ALL_DAYS.from, ALL_DAYS.to);
      const size = SIZES[tenantId];
      if (!size) continue;
      seedTenant(
        db,
        tenantId,
        size,
        tenantId === 'contoso' ? scale : 1,
        cal,
        new FactWriter(db, tenantId, monthOf),
      );
      // The monthly roll-ups from the months the seed wrote (and the imported ones kept).
      rollup.refreshMonths(tenantId, ALL_DAYS.from, ALL_DAYS.to);
    }
  });
}

/** Counts Contoso's seeded subscription resources, from which {@link scaleOfResources} tells the scale. */
export const CONTOSO_RESOURCE_COUNT = `SELECT COUNT(*) AS n FROM cost_resources WHERE tenant_id = 'contoso'
  AND import_id IS NULL AND charge_category = 'Usage' AND resource_id LIKE '/subscriptions/%'`;

/** The seed scale that many resources of Contoso's come from; undefined for none. */
export const scaleOfResources = (n: number): number | undefined =>
  n > 0 ? Math.round(n / CONTOSO_RESOURCES) : undefined;

/** Contoso's scale in the seeded data (its Azure resources / 1,500), or undefined without them. */
export function seededScale(db: Database): number | undefined {
  return scaleOfResources(db.get<{ n: number }>(CONTOSO_RESOURCE_COUNT)?.n ?? 0);
}

/**
 * One tenant's cost rows, entity by entity: Azure resources and their usage (creating the
 * commitments that cover some), the commitments' purchases and unused parts, Microsoft 365 seats,
 * credits and adjustments, and the tax on all of them. The order keeps the rows' ids.
 */
function seedTenant(
  db: Database,
  tenantId: string,
  size: TenantSize,
  scale: number,
  cal: Calendar,
  facts: FactWriter,
): void {
  const costs = tenantCosts(db, tenantId, size, scale, cal, facts);
  seedAzureUsage(costs);
  seedCommitments(costs);
  seedM365Seats(costs);
  seedCharges(costs);
  seedTax(costs);
  facts.flush();
}
