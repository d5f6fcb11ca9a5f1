import { describe, expect, it } from 'vitest';
import { centsRatio, compareToBudget, groupShares, periodTotals, summarizeSeries } from './chart-summary.ts';

const months = [
  { period: '2026-01', amount: '1000.00' },
  { period: '2026-02', amount: '950.10' },
  { period: '2026-03', amount: '12345.67' },
  { period: '2026-04', amount: '950.10' },
  { period: '2026-05', amount: '1042.00' },
];

describe('summarizeSeries', () => {
  it('finds the highest and lowest (the earliest of equals), the total, average and change', () => {
    const summary = summarizeSeries(months);
    expect(summary.count).toBe(5);
    expect(summary.total).toBe('16287.87');
    expect(summary.average).toBe('3257.57');
    expect(summary.highest).toEqual({ period: '2026-03', amount: '12345.67' });
    expect(summary.lowest).toEqual({ period: '2026-02', amount: '950.10' });
    expect(summary.first?.period).toBe('2026-01');
    expect(summary.last?.period).toBe('2026-05');
    expect(summary.change).toEqual({ amount: '42.00', ratio: 0.042 });
  });

  it('adds exactly where floats drift', () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({ period: `p${i}`, amount: '0.10' }));
    expect(summarizeSeries(points).total).toBe('100.00');
    const huge = [
      { period: 'a', amount: '90071992547409.91' },
      { period: 'b', amount: '0.02' },
    ];
    expect(summarizeSeries(huge).total).toBe('90071992547409.93');
  });

  it('skips periods without a value and says nothing of an empty series', () => {
    const forecast = [
      { period: '2026-04', amount: undefined },
      { period: '2026-05', amount: '10.00' },
      { period: '2026-06', amount: '5.00' },
    ];
    const summary = summarizeSeries(forecast);
    expect(summary.count).toBe(2);
    expect(summary.first?.period).toBe('2026-05');
    expect(summary.change).toEqual({ amount: '-5.00', ratio: -0.5 });

    const empty = summarizeSeries([]);
    expect(empty).toMatchObject({ count: 0, total: '0.00', average: '0.00', change: undefined });
    expect(empty.highest).toBeUndefined();
    expect(summarizeSeries([{ period: 'x', amount: '3.00' }]).change).toBeUndefined();
  });

  it('has no ratio from zero, and handles credits (negative amounts)', () => {
    expect(
      summarizeSeries([
        { period: 'a', amount: '0.00' },
        { period: 'b', amount: '7.00' },
      ]).change,
    ).toEqual({ amount: '7.00', ratio: undefined });
    const credits = summarizeSeries([
      { period: 'a', amount: '-2.50' },
      { period: 'b', amount: '1.00' },
    ]);
    expect(credits.lowest?.amount).toBe('-2.50');
    expect(credits.total).toBe('-1.50');
  });
});

describe('periodTotals', () => {
  it('sums stacked series per period, in the order periods first appear', () => {
    const compute = [
      { period: '2026-01', amount: '10.10' },
      { period: '2026-02', amount: '20.20' },
    ];
    const storage = [
      { period: '2026-02', amount: '0.05' },
      { period: '2026-03', amount: undefined },
      { period: '2026-01', amount: '0.90' },
    ];
    expect(periodTotals([compute, storage])).toEqual([
      { period: '2026-01', amount: '11.00' },
      { period: '2026-02', amount: '20.25' },
      { period: '2026-03', amount: undefined },
    ]);
  });
});

describe('groupShares', () => {
  const services = [
    { group: 'Virtual Machines', amount: '12450.30' },
    { group: 'Storage', amount: '3000.00' },
    { group: 'SQL Database', amount: '1999.70' },
  ];

  it('gives each group its share of their sum, and the largest', () => {
    const shares = groupShares(services);
    expect(shares.total).toBe('17450.00');
    expect(shares.groups.map((g) => g.share)).toEqual([0.713484, 0.17192, 0.114596]);
    expect(shares.largest?.group).toBe('Virtual Machines');
    expect(shares.rest).toBeUndefined();
  });

  it('takes a total when the groups are only the top few, and names the rest', () => {
    const shares = groupShares(services, '19450.00', 'Other services');
    expect(shares.total).toBe('19450.00');
    expect(shares.groups[0]?.share).toBe(0.640118);
    expect(shares.rest).toEqual({ group: 'Other services', amount: '2000.00', share: 0.102828 });
    // A total equal to the sum has no rest.
    expect(groupShares(services, '17450.00').rest).toBeUndefined();
  });

  it('has no share of a zero total', () => {
    expect(groupShares([{ group: 'a', amount: '0.00' }]).groups[0]?.share).toBeUndefined();
    expect(groupShares([]).largest).toBeUndefined();
  });

  it('rounds ratios half away from zero to millionths', () => {
    expect(centsRatio(1n, 3n)).toBe(0.333333);
    expect(centsRatio(2n, 3n)).toBe(0.666667);
    expect(centsRatio(-2n, 3n)).toBe(-0.666667);
    expect(centsRatio(1n, 0n)).toBeUndefined();
  });
});

describe('compareToBudget', () => {
  it('marks the months over budget and totals the budgeted months', () => {
    const summary = compareToBudget([
      { period: '2026-01', actual: '900.00', budget: '1000.00' },
      { period: '2026-02', actual: '1100.00', budget: '1000.00' },
      { period: '2026-03', actual: '1000.00', budget: '1000.00' },
      { period: '2026-04', actual: '1500.01', budget: '1200.00' },
      { period: '2026-05', actual: '50.00', budget: undefined },
    ]);
    expect(summary.rows.map((row) => row.over)).toEqual([false, true, false, true, false]);
    expect(summary.rows[1]).toMatchObject({ difference: '100.00', used: 1.1 });
    expect(summary.rows[4]).toMatchObject({ difference: undefined, used: undefined });
    expect(summary.over.map((row) => row.period)).toEqual(['2026-02', '2026-04']);
    expect(summary.worst?.period).toBe('2026-04');
    expect(summary.actual).toBe('4550.01');
    expect(summary.budget).toBe('4200.00');
    expect(summary.budgetedActual).toBe('4500.01');
    expect(summary.difference).toBe('300.01');
    expect(summary.used).toBe(1.071431);
    expect(summary.budgeted).toBe(4);
  });

  it('is exact and calm without budgets', () => {
    const summary = compareToBudget([{ period: '2026-01', actual: '0.10', budget: undefined }]);
    expect(summary).toMatchObject({ budget: '0.00', difference: '0.00', used: undefined, worst: undefined });
    expect(summary.over).toEqual([]);
  });
});
