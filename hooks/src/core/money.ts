/**
 * Exact money on the client: the API sends amounts as two-decimal strings; they are added and
 * compared as integer cents (BigInt), never as floats, and shown through Intl.
 */

import { numberFormat } from './intl-formats.ts';

/** '1234.56' (or '-0.05', '12', '12.5') as integer cents; throws on anything else. */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Integer cents as a two-decimal string. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** The exact sum of amounts. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));
}

/** The change from `previous` to `current`: the amount exactly, the ratio as a number (undefined from zero). */
export function amountChange(
  previous: string,
  current: string,
): { amount: string; ratio: number | undefined } {
  const before = toCents(previous);
  const after = toCents(current);
  const difference = after - before;
  return {
    amount: fromCents(difference),
    ratio:
      before === 0n
        ? undefined
        : Number((difference * 1_000_000n) / (before < 0n ? -before : before)) / 1_000_000,
  };
}

/** An amount divided by a count, to the cent (half away from zero). */
export function averageAmount(amount: string, count: number): string {
  if (count <= 0) return '0.00';
  const cents = toCents(amount);
  const divisor = BigInt(count);
  const sign = cents < 0n ? -1n : 1n;
  return fromCents(sign * ((cents * sign * 2n + divisor) / (divisor * 2n)));
}

/** Formats a decimal-string amount in a currency with Intl, without going through a float. */
export function formatAmount(amount: string, currency: string, locale?: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount as Intl.StringNumericLiteral);
}
