import { copyFromPostgres, copyToPostgres } from '../db/copy-to-postgres.ts';
import { Database } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';

/** A test database as the seed helpers see it (a {@link TestDatabase} or a test backend). */
export interface SeedTarget {
  engine: SqlEngine;
  sqlite: Database | undefined;
}

/**
 * Runs synchronous seed functions (`seedCosts`, `seedOffice`…, written for the embedded database)
 * on a test database. On SQLite they run on it directly. On PostgreSQL they run on a scratch
 * embedded database holding a copy of its rows, whose rows then replace PostgreSQL's, in one
 * transaction (ids kept; the menu's triggers give the tenants new menu versions).
 */
export async function seedThrough(target: SeedTarget, work: (db: Database) => void): Promise<void> {
  if (target.sqlite) {
    work(target.sqlite);
    return;
  }
  const scratch = new Database(':memory:');
  try {
    await copyFromPostgres(target.engine, scratch);
    work(scratch);
    await copyToPostgres(scratch, target.engine);
  } finally {
    scratch.close();
  }
}
