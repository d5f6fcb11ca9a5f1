import { describe, expect, it } from 'vitest';
import { amountChange, averageAmount, formatAmount, fromCents, sumAmounts, toCents } from './money.ts';

describe('money', () => {
  it('adds decimal strings exactly where floats drift', () => {
    const amounts = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? '0.10' : '0.20'));
    expect(sumAmounts(amounts)).toBe('1500.00');
    // The same sum with floats is off.
    expect(amounts.reduce((sum, a) => sum + Number(a), 0)).not.toBe(1500);
    expect(sumAmounts(['-0.05', '0.04'])).toBe('-0.01');
    expect(fromCents(toCents('12.5'))).toBe('12.50');
    expect(() => toCents('1,5')).toThrow();
  });

  it('gives the change as an exact amount and a ratio', () => {
    expect(amountChange('18110.10', '19450.00')).toEqual({ amount: '1339.90', ratio: 0.073986 });
    expect(amountChange('0.00', '5.00')).toEqual({ amount: '5.00', ratio: undefined });
    expect(amountChange('100.00', '50.00').ratio).toBe(-0.5);
  });

  it('averages to the cent, half away from zero', () => {
    expect(averageAmount('10.00', 3)).toBe('3.33');
    expect(averageAmount('0.05', 2)).toBe('0.03');
    expect(averageAmount('-0.05', 2)).toBe('-0.03');
  });

  it('formats through Intl without a float', () => {
    expect(formatAmount('1234567.89', 'USD', 'en-US')).toBe('$1,234,567.89');
    expect(formatAmount('90071992547409.93', 'USD', 'en-US')).toBe('$90,071,992,547,409.93');
    // Intl puts a no-break space before the euro sign.
    expect(formatAmount('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });
});
