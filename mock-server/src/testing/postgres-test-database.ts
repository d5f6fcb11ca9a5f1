import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { copyToPostgres } from '../db/copy-to-postgres.ts';
import type { Database } from '../db/database.ts';
import { postgresEngine } from '../db/postgres-engine.ts';
import { migratePostgres } from '../db/postgres-schema.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * A test backend's own PostgreSQL schema on the suite's server: migrated, filled with the rows of
 * the seeded embedded database `seeded`, and dropped again when closed.
 */
export async function openPostgresTestDatabase(url: string, seeded: Database): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const engine = postgresEngine({ connectionString: url, schema, poolSize: 4 });
  await migratePostgres(engine);
  await copyToPostgres(seeded, engine);
  seeded.close();
  return {
    engine,
    sqlite: undefined,
    close: async () => {
      await engine.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
