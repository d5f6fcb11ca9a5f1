import type { SQLInputValue } from 'node:sqlite';
import type { Database } from '../db/database.ts';

/** A prepared statement whose rows are typed as `Row`. */
export interface Statement<Row> {
  all(...params: SQLInputValue[]): Row[];
  get(...params: SQLInputValue[]): Row | undefined;
  /** Runs a write; answers how many rows it changed. */
  run(...params: SQLInputValue[]): number;
}

/** Prepares `sql` once on the SQLite connection; the repositories keep their statements. */
export function prepare<Row = never>(db: Database, sql: string): Statement<Row> {
  const statement = db.sqlite.prepare(sql);
  return {
    all: (...params) => statement.all(...params) as Row[],
    get: (...params) => statement.get(...params) as Row | undefined,
    run: (...params) => Number(statement.run(...params).changes),
  };
}

/** SQLite keeps booleans as 0 and 1. */
export const flag = (value: boolean): number => (value ? 1 : 0);
