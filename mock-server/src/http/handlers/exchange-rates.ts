/**
 * The exchange rates cost figures convert with (Designed): read by every signed-in user (the
 * portal's currency picker lists their currencies), loaded from the ECB's reference rates CSV and
 * cleared by users who manage settings.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../../data/data-access.ts';
import { EXCHANGE_RATES, rateBetween } from '../../data/exchange-rates.ts';
import { isoOf } from '../../domain/calendar.ts';
import { BILLING_CURRENCY, datedCurrencies, datedDisplay } from '../../domain/costs/currency.ts';
import { parseEcbRates } from '../../domain/costs/ecb-rates.ts';
import type { Handlers } from '../api.ts';
import { requireCaller, requireSettingsManager } from '../caller.ts';
import { HttpProblem } from '../problem.ts';
import { uploadedFile } from '../uploaded-file.ts';

/** The ECB's history file is about 1.5 MiB. */
export const RATES_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
const RATES_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', ''];

type ExchangeRates = components['schemas']['ExchangeRates'];

/** The rates the tenant's figures convert with, and each currency's latest rate. */
export async function exchangeRatesOf(data: DataAccess, tenantId: string): Promise<ExchangeRates> {
  const coverage = await data.exchangeRates.coverage(tenantId);
  const daily = coverage.first !== undefined && coverage.last !== undefined;
  const currencies = daily
    ? datedCurrencies(coverage.currencies)
    : [BILLING_CURRENCY, ...Object.keys(EXCHANGE_RATES.perUsd).filter((c) => c !== BILLING_CURRENCY)];
  // Each currency's rate on the last day, from one read of the rates.
  const dated = daily ? await data.exchangeRates.of(tenantId, currencies) : [];
  const latest = currencies
    .filter((currency) => currency !== BILLING_CURRENCY)
    .map((currency) => {
      // The fixed set's own currencies: each has its rate there (no display to refuse).
      const rate = daily
        ? datedDisplay(currency, dated).exchangeRate?.rate
        : rateBetween(BILLING_CURRENCY, currency);
      return { currency, rate: rate ?? '1.000000' };
    });
  return {
    basis: daily ? 'daily' : 'fixed',
    billingCurrency: BILLING_CURRENCY,
    currencies,
    from: daily ? isoOf(coverage.first ?? 0) : EXCHANGE_RATES.asOf,
    to: daily ? isoOf(coverage.last ?? 0) : EXCHANGE_RATES.asOf,
    days: coverage.days,
    latest,
  };
}

export const exchangeRateHandlers: Handlers = {
  getExchangeRates: async (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: await exchangeRatesOf(ctx.data, who.tenantId) };
  },
  loadExchangeRates: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const file = uploadedFile(ctx, {
      bytes: RATES_UPLOAD_LIMIT_BYTES,
      text: 'Exchange rate files may be at most 5 MiB.',
    });
    if (!RATES_TYPES.includes(file.type) || !/\.(csv|txt)$/i.test(file.name))
      throw new HttpProblem(415, 'Unsupported Media Type', {
        detail: "Only the ECB's reference rates CSV (.csv) can be loaded.",
      });
    const rates = parseEcbRates(await file.text(), BILLING_CURRENCY);
    await ctx.data.exchangeRates.replace(who.tenantId, rates);
    return { status: 200, body: await exchangeRatesOf(ctx.data, who.tenantId) };
  },
  clearExchangeRates: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    await ctx.data.exchangeRates.replace(who.tenantId, []);
    return { status: 200, body: await exchangeRatesOf(ctx.data, who.tenantId) };
  },
};
