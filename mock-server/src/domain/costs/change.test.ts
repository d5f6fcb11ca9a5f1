import { describe, expect, it } from 'vitest';
import { microsToAttos as a } from '../money.ts';
import { splitChange } from './change.ts';

describe('cost changes split into usage and price', () => {
  it('puts a new or a gone resource all on usage, and a price rise on price', () => {
    expect(splitChange({ quantity0: 0, attos0: a(0), quantity1: 10, attos1: a(5_000_000) })).toEqual({
      usage: a(5_000_000n),
      price: a(0n),
    });
    expect(splitChange({ quantity0: 10, attos0: a(5_000_000), quantity1: 0, attos1: a(0) })).toEqual({
      usage: a(-5_000_000n),
      price: a(0n),
    });
    // Same quantity, unit price up 10 %: all price.
    expect(splitChange({ quantity0: 10, attos0: a(5_000_000), quantity1: 10, attos1: a(5_500_000) })).toEqual(
      {
        usage: a(0n),
        price: a(500_000n),
      },
    );
    // Twice the quantity at the same price: all usage.
    expect(
      splitChange({ quantity0: 10, attos0: a(5_000_000), quantity1: 20, attos1: a(10_000_000) }),
    ).toEqual({
      usage: a(5_000_000n),
      price: a(0n),
    });
  });
});
