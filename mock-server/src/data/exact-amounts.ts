/**
 * Exact amounts in the cost tables (migration 22). Each amount column `<x>_cost` holds integer
 * micro-units and `<x>_cost_rest` the remainder below them in integer units of 1e-18 (under 10^12
 * in magnitude), so an amount is exactly `<x>_cost * 10^12 + <x>_cost_rest` atto-units.
 *
 * A query sums an amount in three parts: the micro-units, the remainder divided by 10^6 and the
 * remainder modulo 10^6 (both engines truncate integer division toward zero, and `%` keeps the
 * dividend's sign, so the two parts add back up to the remainder). Each part of a row is under
 * 10^6 in magnitude beyond the micro-units, so no sum of 64-bit integers overflows, whatever the
 * number of rows; the parts are put together in BigInt ({@link attosOf}). A roll-up writes its
 * sums normalised ({@link normalisedSql}): its remainder again under 10^12.
 */

/** Atto-units (1e-18) per micro-unit (1e-6): the domain's exact amounts (domain/money.ts) are in atto-units. */
export const ATTOS_PER_MICRO = 1_000_000_000_000n;

/** The three parts of an amount's sum, aliased `alias`, `alias_h` and `alias_l`. */
export interface AmountParts {
  readonly m: string;
  readonly h: string;
  readonly l: string;
}

/** The aliases of an amount's three parts. */
export const partsNamed = (alias: string): AmountParts => ({ m: alias, h: `${alias}_h`, l: `${alias}_l` });

/**
 * The select list of an amount's sum in its three parts: `column` is the amount column (`f.effective_cost`),
 * `wrap` what each part is summed through (a CASE choosing the rows, or the value itself).
 */
export function sumParts(column: string, alias: string, wrap: (value: string) => string = (v) => v): string {
  const names = partsNamed(alias);
  return [
    `SUM(${wrap(column)}) AS ${names.m}`,
    `SUM(${wrap(`${column}_rest / 1000000`)}) AS ${names.h}`,
    `SUM(${wrap(`${column}_rest % 1000000`)}) AS ${names.l}`,
  ].join(', ');
}

/** The select list of one row's amount in three parts (no sum: a roll-up row read as it is). */
export function rowParts(column: string, alias: string, wrap: (value: string) => string = (v) => v): string {
  const names = partsNamed(alias);
  return [
    `${wrap(column)} AS ${names.m}`,
    `${wrap(`${column}_rest / 1000000`)} AS ${names.h}`,
    `${wrap(`${column}_rest % 1000000`)} AS ${names.l}`,
  ].join(', ');
}

/** The select list summing the three parts of `from` (an inner query's sums) again, as `alias`. */
export function resumParts(
  from: string,
  alias: string = from,
  wrap: (value: string) => string = (v) => v,
): string {
  const inner = partsNamed(from);
  const names = partsNamed(alias);
  return [
    `SUM(${wrap(inner.m)}) AS ${names.m}`,
    `SUM(${wrap(inner.h)}) AS ${names.h}`,
    `SUM(${wrap(inner.l)}) AS ${names.l}`,
  ].join(', ');
}

/** The select list of `from`'s three parts as they are, renamed `alias` (a UNION's branch). */
export const passParts = (
  from: string,
  alias: string = from,
  wrap: (value: string) => string = (v) => v,
): string => {
  const inner = partsNamed(from);
  const names = partsNamed(alias);
  return `${wrap(inner.m)} AS ${names.m}, ${wrap(inner.h)} AS ${names.h}, ${wrap(inner.l)} AS ${names.l}`;
};

/** Zero in the three parts, aliased (a UNION's branch without the amount). */
export const zeroParts = (alias: string): string => {
  const names = partsNamed(alias);
  return `0 AS ${names.m}, 0 AS ${names.h}, 0 AS ${names.l}`;
};

/**
 * The amount of three summed parts as a normalised pair of SQL expressions: whole micro-units and
 * the remainder in 1e-18 (under 10^12 in magnitude, of the amount's sign), as a roll-up stores
 * them, computed without any product or sum beyond 64 bits.
 */
export function normalisedSql(parts: AmountParts): { micros: string; rest: string } {
  // PostgreSQL sums BIGINT as NUMERIC, whose division is not an integer's: each part is cast back
  // (it fits), so both engines divide integers, truncating toward zero.
  const [m, h, l] = [parts.m, parts.h, parts.l].map((part) => `CAST(COALESCE(${part}, 0) AS BIGINT)`);
  // h = q * 10^6 + (h % 10^6); y = (h % 10^6) * 10^6 + l is the rest below q's whole micro-units.
  const y = `(${h} % 1000000 * 1000000 + ${l})`;
  const micros = `(${m} + ${h} / 1000000 + ${y} / 1000000000000)`;
  const rest = `(${y} % 1000000000000)`;
  // Micro-units and a rest of opposite signs: borrow one micro-unit, so both have the amount's sign.
  return {
    micros: `(CASE WHEN ${micros} > 0 AND ${rest} < 0 THEN ${micros} - 1 WHEN ${micros} < 0 AND ${rest} > 0 THEN ${micros} + 1 ELSE ${micros} END)`,
    rest: `(CASE WHEN ${micros} > 0 AND ${rest} < 0 THEN ${rest} + 1000000000000 WHEN ${micros} < 0 AND ${rest} > 0 THEN ${rest} - 1000000000000 ELSE ${rest} END)`,
  };
}

/**
 * The amount of three summed parts in micro-units as a double: its normalised whole micro-units
 * plus its remainder, each converted once, as domain/money.ts `microsDouble` computes it from the
 * exact amount (the same doubles on every engine and in JavaScript).
 */
export function microsDoubleSql(parts: AmountParts): string {
  const { micros, rest } = normalisedSql(parts);
  return `(CAST(${micros} AS DOUBLE PRECISION) + CAST(${rest} AS DOUBLE PRECISION) / 1e12)`;
}

type Numberish = number | string | bigint | null | undefined;

/** A row's amount, from its three parts (`alias`, `alias_h`, `alias_l`), in atto-units exactly. */
export function attosOf(row: Record<string, unknown>, alias: string): bigint {
  const names = partsNamed(alias);
  const part = (name: string) => BigInt((row[name] as Numberish) ?? 0);
  return part(names.m) * ATTOS_PER_MICRO + part(names.h) * 1_000_000n + part(names.l);
}

/**
 * An exact amount (atto-units) as the two stored columns: micro-units, rounded half away from zero,
 * and the rest (within half a micro-unit, of either sign).
 */
export function storedParts(attos: bigint): [micros: bigint, rest: bigint] {
  // Rounded to the micro-unit half away from zero, so a reader of the micro-units alone is right
  // to the micro-unit; the rest is then within half a micro-unit.
  const sign = attos < 0n ? -1n : 1n;
  const micros = sign * ((attos * sign + ATTOS_PER_MICRO / 2n) / ATTOS_PER_MICRO);
  return [micros, attos - micros * ATTOS_PER_MICRO];
}

/** The parts of the sum of an amount column over a group's rows (`d.list_cost`, its `_rest`). */
export const summedParts = (column: string): AmountParts => ({
  m: `SUM(${column})`,
  h: `SUM(${column}_rest / 1000000)`,
  l: `SUM(${column}_rest % 1000000)`,
});

/**
 * The two values a roll-up writes for an amount column summed over a group's rows: its micro-units
 * and its rest, normalised (the columns `<x>_cost, <x>_cost_rest` of the roll-up).
 */
export function rolledUpSql(column: string): string {
  const { micros, rest } = normalisedSql(summedParts(column));
  return `${micros}, ${rest}`;
}
