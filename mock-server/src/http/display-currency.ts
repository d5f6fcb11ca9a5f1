import type { HandlerContext } from './api.ts';

/** An answer's money fields' currency, and the rate it was converted with (when it was). */
export const inDisplayCurrency = (ctx: Pick<HandlerContext, 'display'>) => ({
  currency: ctx.display.currency,
  ...(ctx.display.exchangeRate ? { exchangeRate: ctx.display.exchangeRate } : {}),
});
