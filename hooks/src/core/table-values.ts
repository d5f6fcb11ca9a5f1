/**
 * Cell values of the data table as exact text: amounts arrive as decimal strings (or numbers) and
 * are compared and exported digit by digit, never through a float, so 0.1 + 0.2 issues and
 * rounding of large sums cannot change an order or an exported figure.
 */

/** What a column's accessor may answer for a cell. */
export type CellValue = string | number | bigint | boolean | null | undefined;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * A number or decimal string as a plain decimal string (`1234.56`, `-0.5`, `12`): no exponent,
 * no grouping, no currency, no leading zeros or plus sign; a string keeps its decimals as written
 * (`10.50` stays `10.50`). Undefined when it is not a finite number.
 */
export function plainDecimal(value: CellValue): string | undefined {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    if (Object.is(value, -0)) return '0';
    // String(1e21) is '1e+21': the shortest round-trip digits, written without an exponent.
    const text = String(value);
    return /e/i.test(text)
      ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 100 })
      : text;
  }
  if (typeof value !== 'string') return undefined;
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const integer = whole.replace(/^0+(?=\d)/, '');
  const body = fraction ? `${integer}.${fraction}` : integer;
  return sign === '-' && /[1-9]/.test(body) ? `-${body}` : body;
}

/** A sort key for a plain decimal: compares exactly, whatever the number of digits. */
interface DecimalKey {
  negative: boolean;
  integer: string;
  fraction: string;
}

export function decimalKey(value: CellValue): DecimalKey | undefined {
  const plain = plainDecimal(value);
  if (plain === undefined) return undefined;
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  return { negative, integer, fraction };
}

function compareMagnitude(a: DecimalKey, b: DecimalKey): number {
  if (a.integer.length !== b.integer.length) return a.integer.length < b.integer.length ? -1 : 1;
  if (a.integer !== b.integer) return a.integer < b.integer ? -1 : 1;
  const length = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(length, '0');
  const fb = b.fraction.padEnd(length, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** Exact numeric order of two decimal keys. */
export function compareDecimalKeys(a: DecimalKey, b: DecimalKey): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const magnitude = compareMagnitude(a, b);
  return a.negative ? -magnitude : magnitude;
}

/** Exact numeric order of two numbers or decimal strings; values that are not numbers sort last. */
export function compareDecimals(a: CellValue, b: CellValue): number {
  const ka = decimalKey(a);
  const kb = decimalKey(b);
  if (!ka || !kb) return ka ? -1 : kb ? 1 : 0;
  return compareDecimalKeys(ka, kb);
}

/** True for an empty cell: nothing, or only white space. */
export function isBlank(value: CellValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The plain text of a cell: amounts and numbers as plain decimals, everything else as written. */
export function cellText(value: CellValue, numeric: boolean): string {
  if (value === null || value === undefined) return '';
  if (numeric) {
    const plain = plainDecimal(value);
    if (plain !== undefined) return plain;
  }
  return String(value);
}
