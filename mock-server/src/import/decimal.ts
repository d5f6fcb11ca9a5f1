/**
 * Exact decimals for the FOCUS import: a value is `units / 10^scale` with `units` a BigInt, so a
 * file's amounts are added without a single float (0.1 + 0.2 is 0.3 here).
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/**
 * Parses a plain decimal ('12.5', '-0.000000123', '.5', '1e-7', '3.6E+2'); undefined for
 * anything else (thousands separators, decimal commas, NaN, Infinity, hex, blanks inside).
 */
export function parseDecimal(text: string): Decimal | undefined {
  const match = NUMBER.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

const rescale = (value: Decimal, scale: number): bigint => value.units * 10n ** BigInt(scale - value.scale);

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

/** Divides by 10^digits, rounding half away from zero. */
function roundDown(units: bigint, digits: number): bigint {
  if (digits <= 0) return units * 10n ** BigInt(-digits);
  const divisor = 10n ** BigInt(digits);
  const sign = units < 0n ? -1n : 1n;
  return (sign * (units * sign + divisor / 2n)) / divisor;
}

/** The value in integer units of 10^-decimals, rounded half away from zero. */
export function toScaled(value: Decimal, decimals: number): bigint {
  return roundDown(value.units, value.scale - decimals);
}

/** Micro-units (1e-6), rounded half away from zero: how the import stores amounts. */
export const toMicros = (value: Decimal): bigint => toScaled(value, 6);

/** Integer units of 10^-decimals as a decimal string with exactly that many decimals. */
export function formatScaled(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The exact value, trailing zeros dropped but at least `minDecimals` decimals ('3', '0.1', '-2.000001'). */
export function formatDecimal(value: Decimal, minDecimals = 0): string {
  let { units, scale } = value;
  while (scale > minDecimals && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  if (scale < minDecimals) {
    units *= 10n ** BigInt(minDecimals - scale);
    scale = minDecimals;
  }
  return formatScaled(units, scale);
}

/** Rounded to 2 decimals, half away from zero ('1234.57', '-0.05'). */
export const formatCents = (value: Decimal): string => formatScaled(toScaled(value, 2), 2);
