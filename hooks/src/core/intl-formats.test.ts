import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const dollars = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(dollars);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(dollars);
    expect(dollars.format('1234.5' as Intl.StringNumericLiteral)).toBe('$1,234.50');
  });

  it('formats dates as a new formatter would', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
    const march = new Date('2026-03-01T00:00:00Z');
    expect(dateTimeFormat('en-US', options).format(march)).toBe(
      new Intl.DateTimeFormat('en-US', options).format(march),
    );
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }));
    expect(dateTimeFormat('en-US', { ...options, month: 'short' })).not.toBe(
      dateTimeFormat('en-US', options),
    );
  });
});
