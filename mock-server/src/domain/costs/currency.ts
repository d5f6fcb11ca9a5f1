/**
 * The billing currency and the display currency a figure is converted to: at the rate of the
 * cost's own day when an admin loaded dated rates (the ECB reference rates), else at the backend's
 * one fixed set.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../../data/data-access.ts';
import type { DatedRate } from '../../data/exchange-rate-repository.ts';
import { EXCHANGE_RATES, rateBetween, rateText } from '../../data/exchange-rates.ts';
import { isoOf } from '../calendar.ts';
import { DomainError } from '../domain-error.ts';
import { convertMicros, parseDecimalToMicros } from '../money.ts';

export const BILLING_CURRENCY = 'USD';

type ExchangeRate = components['schemas']['ExchangeRate'];

/** How amounts in the billing currency show in one display currency. */
export interface Display {
  currency: string;
  /** The rate stated with the answer; undefined when nothing is converted. */
  exchangeRate: ExchangeRate | undefined;
  /** True when the display currency is the billing currency. */
  identity: boolean;
  /**
   * A cost of `day` (days since 1970-01-01) converted at that day's rate: in the unit it is given in
   * (atto-units of a cost sum, micro-units of a price), rounded half away from zero in that unit.
   */
  onDay(amount: bigint, day: number): bigint;
  /** An amount of no one day (a price, a budget's limit), converted at the latest rate, in its own unit. */
  convert(amount: bigint): bigint;
}

const MICROS = 1_000_000n;

const IDENTITY = (currency: string): Display => ({
  currency,
  exchangeRate: undefined,
  identity: true,
  onDay: (micros) => micros,
  convert: (micros) => micros,
});

/** Amounts as they are, in the billing currency: nothing to convert, so nothing to refuse. */
export function billingDisplay(): Display {
  return IDENTITY(BILLING_CURRENCY);
}

/** At the backend's fixed set: one rate for every day (a currency without one is refused, 400). */
export function fixedDisplay(currency: string): Display {
  if (currency === BILLING_CURRENCY) return IDENTITY(currency);
  const rate = rateBetween(BILLING_CURRENCY, currency);
  if (rate === undefined)
    throw DomainError.invalidParameter(
      'currency',
      `has no stored exchange rate (${Object.keys(EXCHANGE_RATES.perUsd).join(', ')})`,
    );
  const rateMicros = parseDecimalToMicros(rate);
  const convert = (micros: bigint) => convertMicros(micros, rateMicros);
  return {
    currency,
    exchangeRate: { from: BILLING_CURRENCY, to: currency, rate, asOf: EXCHANGE_RATES.asOf, basis: 'fixed' },
    identity: false,
    onDay: convert,
    convert,
  };
}

/** Per euro, by day, of one currency: the latest on or before a day, or the first. */
class PerEur {
  readonly #days: number[] = [];
  readonly #micros: bigint[] = [];

  add(day: number, perEur: string): void {
    this.#days.push(day);
    this.#micros.push(parseDecimalToMicros(perEur));
  }

  get lastDay(): number {
    return this.#days.at(-1) ?? 0;
  }

  on(day: number): bigint {
    let low = 0;
    let high = this.#days.length - 1;
    let found = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.#days[middle] ?? 0) <= day) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return this.#micros[found] ?? MICROS;
  }
}

/**
 * At dated rates (units per euro by day, the billing currency's among them): a cost converts at
 * the cross rate of its day, to six decimals, as the fixed set is written.
 */
export function datedDisplay(currency: string, rates: readonly DatedRate[]): Display {
  if (currency === BILLING_CURRENCY) return IDENTITY(currency);
  const billing = new PerEur();
  const wanted = new PerEur();
  for (const rate of rates) {
    if (rate.currency === BILLING_CURRENCY) billing.add(rate.day, rate.perEur);
    else if (rate.currency === currency) wanted.add(rate.day, rate.perEur);
  }
  // The euro is the reference: one per euro, every day.
  const target = currency === 'EUR' ? undefined : wanted;
  const cache = new Map<number, bigint>();
  const rateOn = (day: number): bigint => {
    let rate = cache.get(day);
    if (rate === undefined) {
      const numerator = (target ? target.on(day) : MICROS) * MICROS;
      const denominator = billing.on(day);
      rate = (numerator * 2n + denominator) / (2n * denominator);
      cache.set(day, rate);
    }
    return rate;
  };
  const latestDay = Math.max(billing.lastDay, target?.lastDay ?? 0);
  const latest = rateOn(latestDay);
  return {
    currency,
    exchangeRate: {
      from: BILLING_CURRENCY,
      to: currency,
      rate: rateText(latest),
      asOf: isoOf(latestDay),
      basis: 'daily',
    },
    identity: false,
    onDay: (micros, day) => convertMicros(micros, rateOn(day)),
    convert: (micros) => convertMicros(micros, latest),
  };
}

/** The currencies dated rates can show (the billing currency first, the euro, then the file's). */
export function datedCurrencies(currencies: readonly string[]): string[] {
  return [...new Set([BILLING_CURRENCY, 'EUR', ...[...currencies].sort()])];
}

/**
 * The display currency a call asks for in the tenant (the billing currency when absent): the
 * tenant's loaded rates when it has any, else the fixed set. An unknown currency is a 400 naming
 * the ones there are.
 */
export async function displayFor(
  data: Pick<DataAccess, 'exchangeRates'>,
  tenantId: string,
  requested: unknown,
): Promise<Display> {
  const currency = requested === undefined ? BILLING_CURRENCY : String(requested);
  if (currency === BILLING_CURRENCY) return IDENTITY(currency);
  const rates = await data.exchangeRates.of(tenantId, [BILLING_CURRENCY, currency]);
  if (rates.length === 0) return fixedDisplay(currency);
  if (currency !== 'EUR' && !rates.some((rate) => rate.currency === currency)) {
    const loaded = datedCurrencies((await data.exchangeRates.coverage(tenantId)).currencies);
    throw DomainError.invalidParameter('currency', `has no loaded exchange rate (${loaded.join(', ')})`);
  }
  return datedDisplay(currency, rates);
}
