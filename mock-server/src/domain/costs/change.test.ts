import { describe, expect, it } from 'vitest';
import { splitChange } from './change.ts';

describe('cost changes split into usage and price', () => {
  it('puts a new or a gone resource all on usage, and a price rise on price', () => {
    expect(splitChange({ quantity0: 0, micros0: 0, quantity1: 10, micros1: 5_000_000 })).toEqual({
      usage: 5_000_000n,
      price: 0n,
    });
    expect(splitChange({ quantity0: 10, micros0: 5_000_000, quantity1: 0, micros1: 0 })).toEqual({
      usage: -5_000_000n,
      price: 0n,
    });
    // Same quantity, unit price up 10 %: all price.
    expect(splitChange({ quantity0: 10, micros0: 5_000_000, quantity1: 10, micros1: 5_500_000 })).toEqual({
      usage: 0n,
      price: 500_000n,
    });
    // Twice the quantity at the same price: all usage.
    expect(splitChange({ quantity0: 10, micros0: 5_000_000, quantity1: 20, micros1: 10_000_000 })).toEqual({
      usage: 5_000_000n,
      price: 0n,
    });
  });
});
