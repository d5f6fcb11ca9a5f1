import { describe, expect, it } from 'vitest';
import { forecastMonth } from './current-month.ts';

describe("the month's forecast", () => {
  it('forecasts the month from the average of the last days', () => {
    // 1,000.00 so far, 700.00 in the last seven days, ten days left: 1,000 + 100 × 10.
    expect(forecastMonth(1_000_000_000n, 700_000_000n, 7, 10)).toBe(2_000_000_000n);
    expect(forecastMonth(5n, 7n, 7, 0)).toBe(5n);
  });
});
