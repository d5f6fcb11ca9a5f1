import type { Database } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';

/**
 * A seeded database of its own for one test backend: on either engine (test-database.ts opens it,
 * postgres-test-database.ts on PostgreSQL, each importing this shape rather than the other).
 */
export interface TestDatabase {
  engine: SqlEngine;
  /** The embedded database itself, when the suite runs on it (undefined on PostgreSQL). */
  sqlite: Database | undefined;
  close(): Promise<void>;
}
