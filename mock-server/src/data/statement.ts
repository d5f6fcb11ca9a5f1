import type { SqlEngine, SqlValue } from '../db/engine.ts';
import { rewritePlaceholders } from '../db/placeholders.ts';

/** A statement whose rows are typed as `Row`, answered by the engine. */
export interface Statement<Row> {
  all(...params: SqlValue[]): Promise<Row[]>;
  get(...params: SqlValue[]): Promise<Row | undefined>;
  /** Runs a write; answers how many rows it changed. */
  run(...params: SqlValue[]): Promise<number>;
}

/**
 * The statement `sql` on the engine (each engine prepares and caches it on first use). The SQL may
 * number its placeholders as SQLite does (`?1`, `?2`, a bare `?` after them taking the next number):
 * they are written here as bare `?`, one per occurrence, with the parameters repeated to match, so
 * every engine sees only bare `?` placeholders. A parameter used more than once is thus bound once
 * per use: on PostgreSQL each use must have a type it can infer (`CAST(? AS TEXT) IS NULL`).
 */
export function prepare<Row = never>(engine: SqlEngine, sql: string): Statement<Row> {
  const { text, order } = positional(sql);
  const bind = order
    ? (params: SqlValue[]) => order.map((i) => params[i] ?? null)
    : (params: SqlValue[]) => params;
  engine.prepare?.(text);
  return {
    all: (...params) => engine.all<Row>(text, bind(params)),
    get: (...params) => engine.get<Row>(text, bind(params)),
    run: (...params) => engine.run(text, bind(params)),
  };
}

/**
 * `sql` with numbered placeholders (`?NNN`) written as bare ones, and for each of them the index of
 * the parameter it binds; `order` is undefined when the SQL numbers none. Quoted text, quoted names
 * and comments are left alone.
 */
export function positional(sql: string): { text: string; order: number[] | undefined } {
  if (!/\?\d/.test(sql)) return { text: sql, order: undefined };
  const order: number[] = [];
  let largest = 0;
  const text = rewritePlaceholders(sql, (placeholder) => {
    const number = placeholder.length > 1 ? Number(placeholder.slice(1)) : largest + 1;
    largest = Math.max(largest, number);
    order.push(number - 1);
    return '?';
  });
  return { text, order };
}

/** Booleans are kept as 0 and 1 (the PostgreSQL engine reads its booleans back the same way). */
export const flag = (value: boolean): number => (value ? 1 : 0);
