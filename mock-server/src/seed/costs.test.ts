import { describe, expect, it } from 'vitest';
import { Database } from '../db/database.ts';
import { COST_DAYS, seedCosts } from './costs.ts';
import { seed } from './seed.ts';

function seeded(tenants: string[]) {
  const db = new Database(':memory:');
  seed(db);
  seedCosts(db, tenants);
  return db;
}

const totals = (db: Database) =>
  db.get<{ list: number; billed: number; effective: number; rows: number }>(
    'SELECT ROUND(SUM(ListCost), 2) AS list, ROUND(SUM(BilledCost), 2) AS billed, ROUND(SUM(EffectiveCost), 2) AS effective, COUNT(*) AS rows FROM focus_costs',
  );

describe('FOCUS cost seed', () => {
  it('is deterministic: the same seed gives the same data', () => {
    expect(totals(seeded(['fabrikam']))).toEqual(totals(seeded(['fabrikam'])));
  });

  it('covers twelve months of daily Azure cost and monthly Microsoft 365 seats', () => {
    const db = seeded(['fabrikam']);
    const span = db.get<{ first: string; last: string; days: number }>(
      "SELECT MIN(ChargePeriodStart) AS first, MAX(ChargePeriodStart) AS last, COUNT(DISTINCT ChargePeriodStart) AS days FROM focus_costs WHERE ServiceName <> 'Microsoft 365'",
    );
    expect(span).toEqual({ first: '2025-11-01', last: '2026-10-31', days: COST_DAYS });
    const seats = db.all<{ SkuId: string; months: number }>(
      "SELECT SkuId, COUNT(*) AS months FROM focus_costs WHERE ServiceName = 'Microsoft 365' GROUP BY SkuId ORDER BY SkuId",
    );
    expect(seats.map((s) => s.SkuId)).toContain('Microsoft_365_Copilot');
    expect(seats.every((s) => s.months === 12)).toBe(true);
  });

  it('keeps the FOCUS cost relations: list ≥ contracted, committed usage billed through the commitment', () => {
    const db = seeded(['fabrikam']);
    const broken = db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM focus_costs WHERE ListCost < ContractedCost OR ContractedCost < 0
         OR (PricingCategory = 'Committed' AND (BilledCost <> 0 OR CommitmentDiscountId IS NULL))
         OR (PricingCategory = 'Standard' AND ChargeCategory = 'Usage' AND BilledCost <> ContractedCost)`,
    );
    expect(broken?.n).toBe(0);
    // What commitments amortise into usage is billed through their purchases, month by month.
    const balance = db.get<{ amortised: number; purchased: number }>(
      `SELECT ROUND(SUM(CASE WHEN PricingCategory = 'Committed' THEN EffectiveCost ELSE 0 END), 2) AS amortised,
              ROUND(SUM(CASE WHEN ChargeCategory = 'Purchase' AND CommitmentDiscountId IS NOT NULL
                        THEN BilledCost ELSE 0 END), 2) AS purchased FROM focus_costs`,
    );
    expect(balance?.purchased).toBeCloseTo(balance?.amortised ?? -1, 0);
    const issuers = db.all<{ InvoiceIssuerName: string }>(
      'SELECT DISTINCT InvoiceIssuerName FROM focus_costs',
    );
    expect(issuers).toEqual([{ InvoiceIssuerName: 'Reseller Cloud Services' }]);
  });

  it('makes Contoso the large estate', () => {
    const db = seeded(['contoso', 'fabrikam']);
    const resources = db.all<{ tenant_id: string; n: number }>(
      "SELECT tenant_id, COUNT(*) AS n FROM cost_resources WHERE charge_category = 'Usage' GROUP BY tenant_id ORDER BY tenant_id",
    );
    expect(resources).toEqual([
      { tenant_id: 'contoso', n: 1500 },
      { tenant_id: 'fabrikam', n: 80 },
    ]);
  });
});
