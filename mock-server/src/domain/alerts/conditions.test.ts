import { describe, expect, it } from 'vitest';
import { firings, reachesPercent, type TenantFigures } from './conditions.ts';

const figures = (over: Partial<TenantFigures> = {}): TenantFigures => ({
  currency: 'EUR',
  month: '2026-11',
  monthCostCents: 1_000_000n,
  budgets: [],
  anomalies: [],
  licenceWasteCents: 50_000n,
  licenceMonth: '2026-11',
  ...over,
});

const definition = (over: Record<string, unknown>) =>
  ({ id: 'd1', name: 'Test', recipients: ['a@example.com'], enabled: true, ...over }) as Parameters<
    typeof firings
  >[0];

describe('a cost definition', () => {
  it('does not fire exactly at its threshold, and fires one cent over', () => {
    const cost = definition({ kind: 'cost', threshold: '10000.00' });
    expect(firings(cost, figures({ monthCostCents: 1_000_000n }), 'Contoso')).toEqual([]);
    const [fired] = firings(cost, figures({ monthCostCents: 1_000_001n }), 'Contoso');
    expect(fired).toMatchObject({
      scope: 'tenant',
      period: '2026-11',
      figureCents: 1_000_001n,
      threshold: { cents: 1_000_000n },
      page: '/billing/azure/cost-overview',
    });
  });

  it('does not fire without cost data', () => {
    const cost = definition({ kind: 'cost', threshold: '0.01' });
    expect(firings(cost, figures({ month: undefined }), 'Contoso')).toEqual([]);
  });
});

describe('a budget definition', () => {
  const budget = (actualCents: bigint, forecastCents: bigint) => ({
    id: 'b1',
    name: 'Production',
    amountCents: 1_000_000n,
    actualCents,
    forecastCents,
  });
  const at80 = definition({ kind: 'budget', thresholdPercent: 80 });

  it('fires on the actual cost exactly at the percentage, not a cent under', () => {
    expect(firings(at80, figures({ budgets: [budget(800_000n, 800_000n)] }), 'C')[0]).toMatchObject({
      scope: 'budget:b1:actual',
      measure: 'actual',
      figureCents: 800_000n,
      threshold: { percent: 80, baseCents: 1_000_000n },
    });
    expect(firings(at80, figures({ budgets: [budget(799_999n, 799_999n)] }), 'C')).toEqual([]);
  });

  it('warns on the forecast when the actual has not reached it, and only on the actual once it has', () => {
    const early = firings(at80, figures({ budgets: [budget(500_000n, 900_000n)] }), 'C');
    expect(early.map((f) => f.scope)).toEqual(['budget:b1:forecast']);
    const late = firings(at80, figures({ budgets: [budget(850_000n, 1_100_000n)] }), 'C');
    expect(late.map((f) => f.scope)).toEqual(['budget:b1:actual']);
  });

  it('is high severity at 100% or more', () => {
    const at100 = definition({ kind: 'budget', thresholdPercent: 100 });
    expect(firings(at100, figures({ budgets: [budget(1_000_000n, 1_000_000n)] }), 'C')[0]?.severity).toBe(
      'high',
    );
    expect(firings(at80, figures({ budgets: [budget(1_000_000n, 1_000_000n)] }), 'C')[0]?.severity).toBe(
      'medium',
    );
  });

  it('never fires on a budget of nothing', () => {
    expect(reachesPercent(5n, 0n, 80)).toBe(false);
  });
});

describe('an anomaly definition', () => {
  it('fires once per anomaly of the current month, each its own scope and day', () => {
    const anomalies = [
      { id: 'a1', day: '2026-11-04', service: 'Storage', impactCents: 12_345n },
      { id: 'a2', day: '2026-10-30', service: 'Compute', impactCents: 999n },
      { id: 'a3', day: '2026-11-20', service: 'Compute', impactCents: 50n },
    ];
    const fired = firings(definition({ kind: 'anomaly' }), figures({ anomalies }), 'C');
    expect(fired.map((f) => [f.scope, f.period])).toEqual([
      ['anomaly:a1', '2026-11-04'],
      ['anomaly:a3', '2026-11-20'],
    ]);
  });
});

describe('a licence-waste definition', () => {
  it('does not fire exactly at its threshold, and fires one cent over', () => {
    const waste = definition({ kind: 'licence-waste', threshold: '500.00' });
    expect(firings(waste, figures({ licenceWasteCents: 50_000n }), 'C')).toEqual([]);
    expect(firings(waste, figures({ licenceWasteCents: 50_001n }), 'C')[0]).toMatchObject({
      scope: 'tenant',
      period: '2026-11',
      measure: 'waste',
      page: '/billing/m365/licences',
    });
  });
});
