import { Database } from '../db/database.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';
import { seed } from '../seed/seed.ts';

import type { TestDatabase } from './test-database-shape.ts';

export type { TestDatabase };

/**
 * The backend suite runs on the embedded database, or on PostgreSQL when
 * `PORTAL_TEST_DATABASE_URL` is set (`./portal test` runs it both ways).
 */
export const testDatabaseUrl = (): string | undefined => process.env.PORTAL_TEST_DATABASE_URL || undefined;

export interface TestDatabaseOptions {
  /** A database file instead of memory (embedded database only). */
  file?: string;
  /**
   * More seed data after the demo seed's base (e.g. `seedCosts(db, ['fabrikam'])`). The seed is
   * written for the embedded database; on PostgreSQL its rows are copied over afterwards.
   */
  seed?: (db: Database) => void;
}

/** A fresh database with the demo seed, on the engine the suite runs on. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  const db = new Database(url ? ':memory:' : (options.file ?? ':memory:'));
  seed(db);
  options.seed?.(db);
  if (url) {
    const { openPostgresTestDatabase } = await import('./postgres-test-database.ts');
    return openPostgresTestDatabase(url, db);
  }
  return { engine: sqliteEngine(db), sqlite: db, close: async () => db.close() };
}
