import type { DataAccess } from '../data/data-access.ts';
import { rateBetween } from '../data/exchange-rates.ts';
import type { Display } from './costs/currency.ts';
import { convertMicros, formatCents, microsToCents, parseDecimalToMicros } from './money.ts';

/** Prices of the reference backend's catalogue (licences, savings) are list prices in this currency. */
export const PRICE_CURRENCY = 'USD';

export interface TenantMoney {
  /** The tenant's currency (its partner settings'; USD by default or when no rate is stored). */
  currency: string;
  /** The rate prices were converted with, when a display currency was asked for. */
  exchangeRate?: Display['exchangeRate'];
  /** A catalogue amount (micro-units of USD) in the tenant's currency, rounded to cents. */
  cents(usdMicros: bigint | number): bigint;
  /** Cents as the contract's Money string. */
  format(cents: bigint): string;
}

/**
 * Money in the tenant's currency: each amount is converted at the stored rate and rounded to cents
 * once, and sums add those cents, so a total always equals the sum of the rows the user sees.
 */
export async function tenantMoney(
  data: DataAccess,
  tenantId: string,
  /** The display currency a request asked for: prices at its latest rate instead of the tenant's own. */
  display?: Display,
): Promise<TenantMoney> {
  if (display)
    return {
      currency: display.currency,
      ...(display.exchangeRate ? { exchangeRate: display.exchangeRate } : {}),
      cents: (usdMicros) => microsToCents(display.convert(BigInt(usdMicros))),
      format: formatCents,
    };
  const partner = await data.documents.read<{ currency?: string }>(tenantId, 'partner', {});
  const wanted = partner.currency ?? PRICE_CURRENCY;
  const rate = rateBetween(PRICE_CURRENCY, wanted);
  const currency = rate ? wanted : PRICE_CURRENCY;
  const rateMicros = parseDecimalToMicros(rate ?? '1');
  return {
    currency,
    cents: (usdMicros) => microsToCents(convertMicros(BigInt(usdMicros), rateMicros)),
    format: formatCents,
  };
}
