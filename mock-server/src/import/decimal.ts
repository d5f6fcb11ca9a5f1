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
  return plainDecimal(text) ?? exponentDecimal(text);
}

/**
 * The common case at once, without a regular expression: digits with an optional sign and point
 * ('-12.50'), nothing around them. Undefined for anything else (the full grammar decides).
 */
function plainDecimal(text: string): Decimal | undefined {
  const length = text.length;
  let i = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === 45 || first === 43) {
    negative = first === 45;
    i = 1;
  }
  let point = -1;
  let digits = 0;
  for (let j = i; j < length; j += 1) {
    const c = text.charCodeAt(j);
    if (c >= 48 && c <= 57) digits += 1;
    else if (c === 46 && point < 0) point = j;
    else return undefined;
  }
  if (digits === 0) return undefined;
  const units =
    point < 0 ? BigInt(text.slice(i)) : BigInt(`${text.slice(i, point)}${text.slice(point + 1)}` || '0');
  return { units: negative ? -units : units, scale: point < 0 ? 0 : length - point - 1 };
}

function exponentDecimal(text: string): Decimal | undefined {
  const match = NUMBER.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= tenTo(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** 10^n as a BigInt, the small ones kept. */
const POWERS = Array.from({ length: 40 }, (_, n) => 10n ** BigInt(n));
const tenTo = (n: number): bigint => POWERS[n] ?? 10n ** BigInt(n);

const rescale = (value: Decimal, scale: number): bigint =>
  scale === value.scale ? value.units : value.units * tenTo(scale - value.scale);

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

/** Divides by 10^digits, rounding half away from zero. */
function roundDown(units: bigint, digits: number): bigint {
  if (digits <= 0) return digits === 0 ? units : units * tenTo(-digits);
  const divisor = tenTo(digits);
  const sign = units < 0n ? -1n : 1n;
  return (sign * (units * sign + divisor / 2n)) / divisor;
}

/** The value in integer units of 10^-decimals, rounded half away from zero. */
export function toScaled(value: Decimal, decimals: number): bigint {
  return roundDown(value.units, value.scale - decimals);
}

/** Micro-units (1e-6), rounded half away from zero. */
export const toMicros = (value: Decimal): bigint => toScaled(value, 6);

/**
 * Atto-units (1e-18), how the import keeps amounts: a value of up to 18 decimals exactly, one of
 * more rounded half away from zero.
 */
export const toAttos = (value: Decimal): bigint => toScaled(value, 18);

/** Integer units of 10^-decimals as a decimal string with exactly that many decimals. */
export function formatScaled(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The exact value, trailing zeros dropped but at least `minDecimals` decimals ('3', '0.1', '-2.000001'). */
export function formatDecimal(value: Decimal, minDecimals = 0): string {
  const { units, scale } = value;
  if (scale < minDecimals) return formatScaled(units * tenTo(minDecimals - scale), minDecimals);
  // The digits once, as text: trailing zeros beyond minDecimals are dropped from the text.
  const digits = (units < 0n ? -units : units).toString();
  let drop = 0;
  while (
    drop < scale - minDecimals &&
    drop < digits.length &&
    digits.charCodeAt(digits.length - 1 - drop) === 48
  )
    drop += 1;
  if (units === 0n) drop = scale - minDecimals;
  const kept = scale - drop;
  const text = units === 0n ? '0' : digits.slice(0, digits.length - drop);
  const padded = text.padStart(kept + 1, '0');
  const sign = units < 0n ? '-' : '';
  return kept === 0 ? `${sign}${padded}` : `${sign}${padded.slice(0, -kept)}.${padded.slice(-kept)}`;
}

/** Rounded to 2 decimals, half away from zero ('1234.57', '-0.05'). */
export const formatCents = (value: Decimal): string => formatScaled(toScaled(value, 2), 2);
