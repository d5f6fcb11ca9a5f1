import type { TenantMoney } from '../domain/tenant-money.ts';
import type { HandlerContext } from './api.ts';

/** An answer's money fields' currency, and the rate it was converted with (when it was). */
/**
 * The display currency a request asked for by name (`currency`), for the prices of the operations
 * whose amounts are otherwise in the tenant's own currency; undefined when it named none.
 */
export const requestedDisplay = (ctx: Pick<HandlerContext, 'display' | 'matched'>) =>
  ctx.matched.query?.currency === undefined ? undefined : ctx.display;

export const inDisplayCurrency = (ctx: Pick<HandlerContext, 'display'>) => ({
  currency: ctx.display.currency,
  ...(ctx.display.exchangeRate ? { exchangeRate: ctx.display.exchangeRate } : {}),
});

/** Prices' currency, and the rate they were converted with when a display currency was asked for. */
export const priced = (money: Pick<TenantMoney, 'currency' | 'exchangeRate'>) => ({
  currency: money.currency,
  ...(money.exchangeRate ? { exchangeRate: money.exchangeRate } : {}),
});
