/** The billing currency and the display currency a figure is converted to. */
import type { components } from '@portal/contracts/openapi';
import { EXCHANGE_RATES, rateBetween } from '../../data/exchange-rates.ts';
import { DomainError } from '../domain-error.ts';
import { convertMicros, parseDecimalToMicros } from '../money.ts';

export const BILLING_CURRENCY = 'USD';

/**
 * The display currency a call asks for (the billing currency when absent): the stored rate it is
 * converted with, and the conversion of micro-units. An unknown currency is a 400 naming it.
 */
export function displayCurrency(requested: unknown): {
  currency: string;
  exchangeRate: components['schemas']['ExchangeRate'] | undefined;
  convert: (micros: bigint) => bigint;
} {
  const currency = requested === undefined ? BILLING_CURRENCY : String(requested);
  const rate = rateBetween(BILLING_CURRENCY, currency);
  if (rate === undefined)
    throw DomainError.invalidParameter(
      'currency',
      `has no stored exchange rate (${Object.keys(EXCHANGE_RATES.perUsd).join(', ')})`,
    );
  if (currency === BILLING_CURRENCY)
    return { currency, exchangeRate: undefined, convert: (micros) => micros };
  const rateMicros = parseDecimalToMicros(rate);
  return {
    currency,
    exchangeRate: { from: BILLING_CURRENCY, to: currency, rate, asOf: EXCHANGE_RATES.asOf },
    convert: (micros) => convertMicros(micros, rateMicros),
  };
}
