/**
 * The stored exchange rates the cost query converts with (Designed): units of each currency per US
 * dollar, as of one day, shown to users with that day. A real backend would refresh them daily
 * from its treasury or a rates service; the reference backend keeps one fixed set so figures are
 * reproducible.
 */
export const EXCHANGE_RATES = {
  base: 'USD',
  asOf: '2026-10-31',
  perUsd: {
    USD: '1',
    EUR: '0.918400',
    GBP: '0.771200',
    CHF: '0.802300',
    SEK: '10.512000',
    NOK: '10.981500',
    DKK: '6.851900',
    CAD: '1.386700',
    AUD: '1.512300',
    JPY: '152.340000',
  } as Record<string, string>,
} as const;

/** A rate in millionths as the six-decimal text answers state it ('0.918400'). */
export const rateText = (micros: bigint): string =>
  `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;

/** A stored rate (six decimals at most) in millionths, exactly. */
export const perUsdMicros = (rate: string): bigint => BigInt(Math.round(Number(rate) * 1e6));

/** Units of `to` per unit of `from`, as a decimal string, or undefined when either is unknown. */
export function rateBetween(from: string, to: string): string | undefined {
  const fromPerUsd = EXCHANGE_RATES.perUsd[from];
  const toPerUsd = EXCHANGE_RATES.perUsd[to];
  if (!fromPerUsd || !toPerUsd) return undefined;
  if (from === to) return '1';
  if (from === 'USD') return toPerUsd;
  // Cross rate through the dollar, to six decimals.
  const scale = 10n ** 12n;
  const toMicros = perUsdMicros(toPerUsd);
  const fromMicros = perUsdMicros(fromPerUsd);
  return rateText((toMicros * scale) / fromMicros / 1_000_000n);
}
