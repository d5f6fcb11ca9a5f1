import { describe, expect, it } from 'vitest';
import { convertMicros, formatMicros, parseDecimalToMicros } from './money.ts';

describe('money', () => {
  it('adds what floats get wrong and rounds half away from zero', () => {
    const tenths = Array.from({ length: 1000 }, () => parseDecimalToMicros('0.1'));
    expect(formatMicros(tenths.reduce((a, b) => a + b, 0n))).toBe('100.00');
    expect(formatMicros(parseDecimalToMicros('0.005'))).toBe('0.01');
    expect(formatMicros(parseDecimalToMicros('-0.005'))).toBe('-0.01');
    expect(formatMicros(parseDecimalToMicros('2.344999'))).toBe('2.34');
    expect(convertMicros(parseDecimalToMicros('10'), parseDecimalToMicros('0.9184'))).toBe(9_184_000n);
  });
});
