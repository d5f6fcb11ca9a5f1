import type { DataAccess } from '../data/data-access.ts';
import { rateBetween } from '../data/exchange-rates.ts';
import { convertMicros, formatCents, microsToCents, parseDecimalToMicros } from './money.ts';

/** Prices of the reference backend's catalogue (licences, savings) are list prices in this currency. */
export const PRICE_CURRENCY = 'USD';

export interface TenantMoney {
  /** The tenant's currency (its partner settings'; USD by default or when no rate is stored). */
  currency: string;
  /** A catalogue amount (micro-units of USD) in the tenant's currency, rounded to cents. */
  cents(usdMicros: bigint | number): bigint;
  /** Cents as the contract's Money string. */
  format(cents: bigint): string;
}

/**
 * Money in the tenant's currency: each amount is converted at the stored rate and rounded to cents
 * once, and sums add those cents, so a total always equals the sum of the rows the user sees.
 */
export async function tenantMoney(data: DataAccess, tenantId: string): Promise<TenantMoney> {
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
