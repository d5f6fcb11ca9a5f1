/**
 * Exact money arithmetic: amounts are integer micro-units (1e-6 of the currency) as BigInt, and
 * leave as decimal strings with two decimals, rounded half away from zero, once.
 */
export const MICROS_PER_UNIT = 1_000_000n;

/** Rounds a micro-unit amount to cents, half away from zero. */
export function microsToCents(micros: bigint): bigint {
  const sign = micros < 0n ? -1n : 1n;
  const magnitude = micros * sign;
  return sign * ((magnitude + 5_000n) / 10_000n);
}

/** Cents as '1234.56' (or '-0.05'). */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** A micro-unit amount as a two-decimal string. */
export const formatMicros = (micros: bigint): string => formatCents(microsToCents(micros));

/** A decimal string ('0.920000', '1', '-12.5') as micro-units; throws on anything else. */
export function parseDecimalToMicros(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const micros = BigInt(whole ?? '0') * MICROS_PER_UNIT + BigInt(fraction.padEnd(6, '0'));
  return sign === '-' ? -micros : micros;
}

/** Converts micro-units with a rate given in micro-units per unit, rounding half away from zero. */
export function convertMicros(micros: bigint, rateMicros: bigint): bigint {
  const product = micros * rateMicros;
  const sign = product < 0n ? -1n : 1n;
  return sign * ((product * sign + MICROS_PER_UNIT / 2n) / MICROS_PER_UNIT);
}

/**
 * Exact cost sums: integer atto-units (1e-18 of the currency) as BigInt. The cost facts keep every
 * amount to 18 decimals (micro-units and their remainder, data/exact-amounts.ts), so a sum of any
 * number of them is exact, and is rounded once, to the cent, where it is shown.
 */
export const ATTOS_PER_MICRO = 1_000_000_000_000n;
const ATTOS_PER_CENT = 10_000n * ATTOS_PER_MICRO;

/** Micro-units as atto-units, exactly. */
export const microsToAttos = (micros: bigint | number): bigint => BigInt(micros) * ATTOS_PER_MICRO;

/** Divides by `unit`, rounding half away from zero. */
function roundTo(value: bigint, unit: bigint): bigint {
  const sign = value < 0n ? -1n : 1n;
  return sign * ((value * sign + unit / 2n) / unit);
}

/** An exact amount rounded to the micro-unit, half away from zero (for estimates and prices). */
export const attosToMicros = (attos: bigint): bigint => roundTo(attos, ATTOS_PER_MICRO);

/** An exact amount rounded to cents, half away from zero, once. */
export const attosToCents = (attos: bigint): bigint => roundTo(attos, ATTOS_PER_CENT);

/** An exact amount as a two-decimal string, rounded half away from zero once ('2753.77'). */
export const formatAttos = (attos: bigint): string => formatCents(attosToCents(attos));

/**
 * An exact amount in micro-units as a double: its whole micro-units and the rest, each converted
 * once (for the estimates computed in floating point, such as a usage effect; the SQL of the cost
 * repository computes the same, data/exact-amounts.ts `microsDoubleSql`).
 */
export const microsDouble = (attos: bigint): number =>
  Number(attos / ATTOS_PER_MICRO) + Number(attos % ATTOS_PER_MICRO) / 1e12;
