import { describe, expect, it } from 'vitest';
import { percentOf, profileCostCents } from './configuration.ts';

describe('configuration figures', () => {
  it('prices a worker profile exactly: users × the sum of unit prices', () => {
    const options = [
      { sku: 'A', name: 'A', unitCents: 1235n },
      { sku: 'B', name: 'B', unitCents: 100n },
    ];
    expect(profileCostCents({ name: 'p', licences: ['A', 'B'], users: 3 }, options)).toBe(4005n);
    expect(profileCostCents({ name: 'p', licences: ['A', 'UNKNOWN'], users: 0 }, options)).toBe(0n);
  });
  it('rounds shares to hundredths of a percent', () => {
    expect(percentOf(1n, 3n)).toBe(33.33);
    expect(percentOf(2n, 3n)).toBe(66.67);
    expect(percentOf(5n, 0n)).toBe(0);
  });
});
