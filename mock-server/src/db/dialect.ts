import type { Dialect } from './engine.ts';

/**
 * The few SQL fragments that SQLite and PostgreSQL write differently; every other statement of the
 * data-access layer is the same text on both. Each takes SQL expressions and answers an expression
 * (or, where said, a FROM item or a subquery). Days are days since the Unix epoch, UTC.
 */

/** The day (days since the epoch) of an ISO 8601 date or timestamp text ('2024-01-01T00:00:00Z'). */
export function epochDayOfIso(dialect: Dialect, iso: string): string {
  return dialect === 'sqlite'
    ? `(unixepoch(${iso}) / 86400)`
    : `CAST(floor(extract(epoch FROM CAST(${iso} AS TIMESTAMPTZ)) / 86400) AS BIGINT)`;
}

/** The ISO date ('2024-01-31') of a day. */
export function isoDateOfDay(dialect: Dialect, day: string): string {
  return dialect === 'sqlite'
    ? `date(${day} * 86400, 'unixepoch')`
    : `to_char(DATE '1970-01-01' + CAST(${day} AS INTEGER), 'YYYY-MM-DD')`;
}

/** The ISO month ('2024-01') of a day. */
export function isoMonthOfDay(dialect: Dialect, day: string): string {
  return dialect === 'sqlite'
    ? `strftime('%Y-%m', ${day} * 86400, 'unixepoch')`
    : `to_char(DATE '1970-01-01' + CAST(${day} AS INTEGER), 'YYYY-MM')`;
}

/** The first day of the month of a day (days since the epoch). */
export function monthStartDay(dialect: Dialect, day: string): string {
  return dialect === 'sqlite'
    ? `(unixepoch(date(${day} * 86400, 'unixepoch', 'start of month')) / 86400)`
    : `CAST(${day} - extract(day FROM DATE '1970-01-01' + CAST(${day} AS INTEGER)) + 1 AS BIGINT)`;
}

/** Where `needle` first occurs in `haystack`, from 1; 0 when it does not (SQLite's `instr`). */
export function textPosition(dialect: Dialect, haystack: string, needle: string): string {
  return dialect === 'sqlite' ? `instr(${haystack}, ${needle})` : `strpos(${haystack}, ${needle})`;
}

/** A subquery answering the elements of a JSON array of strings (text), for `x IN (…)`. */
export function jsonTextElements(dialect: Dialect, json: string): string {
  return dialect === 'sqlite'
    ? `SELECT value FROM json_each(${json})`
    : `SELECT json_array_elements_text(CAST(${json} AS JSON))`;
}

/**
 * JSON array text of the values (what identifies a row by several columns, NULLs included). The
 * two engines space it differently: compare it only with text the same engine made.
 */
export function jsonArrayText(dialect: Dialect, values: readonly string[]): string {
  return dialect === 'sqlite'
    ? `json_array(${values.join(', ')})`
    : `CAST(json_build_array(${values.join(', ')}) AS TEXT)`;
}

/**
 * Whether JSON text holds an object. On SQLite text that is not JSON is no object; PostgreSQL 15
 * has no test for that and fails the statement (the stored tags are always JSON).
 */
export function isJsonObject(dialect: Dialect, json: string): string {
  return dialect === 'sqlite'
    ? `(json_valid(${json}) AND json_type(${json}) = 'object')`
    : `json_typeof(CAST(${json} AS JSON)) = 'object'`;
}

/** A FROM item `alias` with one row per key (column `key`) of a JSON object text; none for other JSON. */
export function jsonObjectKeys(dialect: Dialect, json: string, alias: string): string {
  return dialect === 'sqlite'
    ? `json_each(${json}) AS ${alias}`
    : `json_object_keys(CASE WHEN json_typeof(CAST(${json} AS JSON)) = 'object' THEN CAST(${json} AS JSON) END) AS ${alias} (key)`;
}

/**
 * The value under `key` (an expression: a plain key, not a path) of a JSON object text, as text
 * (NULL when absent). A number comes back as SQLite writes it again ('2.5' for 2.50) on SQLite and
 * as written on PostgreSQL.
 */
export function jsonTextField(dialect: Dialect, json: string, key: string): string {
  return dialect === 'sqlite'
    ? `CAST(${json} ->> ${key} AS TEXT)`
    : `(CAST(${json} AS JSON) ->> CAST(${key} AS TEXT))`;
}
