import type { StatementSync } from 'node:sqlite';
import type { Database } from './database.ts';
import type { SqlEngine, SqlValue } from './engine.ts';

/**
 * The embedded database as a {@link SqlEngine}. Each statement is prepared once, on first use.
 * The connection is one, so transactions take turns (`Database.atomic`) and serialized work needs
 * nothing more than a transaction.
 */
export function sqliteEngine(db: Database): SqlEngine {
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    dialect: 'sqlite',
    prepare: (sql) => {
      prepared(sql);
    },
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => prepared(sql).all(...params) as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) =>
      prepared(sql).get(...params) as T | undefined,
    run: async (sql, params = []) => Number(prepared(sql).run(...params).changes),
    exec: async (sql) => db.sqlite.exec(sql),
    atomic: (work) => db.atomic(work),
    serialized: (_key, work) => db.atomic(work),
    close: async () => db.close(),
  };
}
