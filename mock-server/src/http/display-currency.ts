import type { TenantMoney } from '../domain/tenant-money.ts';
import type { HandlerContext } from './api.ts';

/**
 * The display currency a request asked for by name (`currency`), for the prices of the operations
 * whose amounts are otherwise in the tenant's own currency; undefined when it named none.
 */
export const requestedDisplay = (ctx: Pick<HandlerContext, 'display' | 'matched'>) =>
  ctx.matched.query?.currency === undefined ? undefined : ctx.display;

/**
 * An answer's money fields' currency, and the rate they were converted with when they were: of
 * costs (the request's display) or of prices (the tenant's money).
 */
export const priced = (money: Pick<TenantMoney, 'currency' | 'exchangeRate'>) => ({
  currency: money.currency,
  ...(money.exchangeRate ? { exchangeRate: money.exchangeRate } : {}),
});

/** The costs' currency of an answer: the request's display currency, and its rate. */
export const inDisplayCurrency = (ctx: Pick<HandlerContext, 'display'>) => priced(ctx.display);
