/**
 * The tenant's figures the alert definitions are evaluated on, in the tenant's currency: each
 * cost converted as every screen converts it (domain/costs/converted-costs.ts), each figure
 * rounded once, to the cent. Only what the definitions need is read.
 */
import type { DataAccess } from '../data/data-access.ts';
import type { TenantFigures } from '../domain/alerts/conditions.ts';
import { anomalyItems } from '../domain/anomalies/anomalies.ts';
import { computeBudgets } from '../domain/budgets/budgets.ts';
import { convertedCosts } from '../domain/costs/converted-costs.ts';
import { sums, total } from '../domain/costs/cost-sums.ts';
import { billingDisplay, type Display, displayFor } from '../domain/costs/currency.ts';
import { currentMonth } from '../domain/costs/current-month.ts';
import { attosToCents, parseDecimalToMicros } from '../domain/money.ts';
import { licenceSeats, officeModel } from '../domain/office/office-model.ts';
import { tenantMoney } from '../domain/tenant-money.ts';

const centsOf = (money: string) => parseDecimalToMicros(money) / 10_000n;

export interface FigureNeeds {
  costs: boolean;
  office: boolean;
}

async function displayOf(data: DataAccess, tenantId: string, currency: string): Promise<Display> {
  try {
    return await displayFor(data, tenantId, currency);
  } catch {
    // A currency without a rate: the tenant's money falls back to the billing currency too.
    return billingDisplay();
  }
}

async function costFigures(data: DataAccess, tenantId: string, display: Display) {
  const costs = convertedCosts(data.costs, display);
  const now = await currentMonth(costs, tenantId);
  if (!now) return { month: undefined, monthCostCents: 0n, budgets: [], anomalies: [] };
  const [spent, { budgets }, anomalies] = await Promise.all([
    sums(costs, tenantId, now.soFar),
    computeBudgets({ costs, costEntities: data.costEntities }, tenantId, display.convert, { history: false }),
    data.costEntities.anomalies(tenantId),
  ]);
  return {
    month: now.month,
    monthCostCents: attosToCents(total(spent)),
    budgets: budgets.map((b) => ({
      id: b.id,
      name: b.name,
      amountCents: centsOf(b.amount),
      actualCents: centsOf(b.actual),
      forecastCents: centsOf(b.forecast),
    })),
    anomalies: anomalyItems(anomalies, display.onDay).map((a) => ({
      id: a.id,
      day: a.day,
      service: a.service,
      impactCents: centsOf(a.impact),
    })),
  };
}

export async function tenantFigures(
  data: DataAccess,
  tenantId: string,
  needs: FigureNeeds,
  now: Date,
): Promise<TenantFigures> {
  const money = await tenantMoney(data, tenantId);
  const display = await displayOf(data, tenantId, money.currency);
  const costs = needs.costs
    ? await costFigures(data, tenantId, display)
    : { month: undefined, monthCostCents: 0n, budgets: [], anomalies: [] };
  let licenceWasteCents = 0n;
  let licenceMonth = now.toISOString().slice(0, 7);
  if (needs.office) {
    const model = await officeModel(data, tenantId);
    licenceWasteCents = licenceSeats(model).reduce((sum, s) => sum + s.wasteCents, 0n);
    licenceMonth = model.asOf.slice(0, 7);
  }
  return { currency: display.currency, ...costs, licenceWasteCents, licenceMonth };
}
