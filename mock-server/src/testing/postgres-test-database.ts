import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { copyToPostgres } from '../db/copy-to-postgres.ts';
import type { Database } from '../db/database.ts';
import { postgresEngine } from '../db/postgres-engine.ts';
import { migratePostgres } from '../db/postgres-schema.ts';
import type { TestDatabase } from './test-database-shape.ts';

/**
 * Runs one statement on a connection of its own to `url` (CREATE and DROP DATABASE cannot run
 * inside a pool's transaction), for set-up and clean-up around the PostgreSQL tests and benches.
 */
export async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server at `url` (named from `prefix`): its URL, and its removal. */
export async function scratchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A schema of its own on the PostgreSQL server at `url`: migrated, filled with the rows of the
 * seeded embedded database `seeded` (which is closed then), and dropped again when closed. Each
 * test backend gets one; `./portal bench` times the cost query on one.
 */
export async function openPostgresTestDatabase(url: string, seeded: Database): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const engine = postgresEngine({ connectionString: url, schema, poolSize: 4 });
  await migratePostgres(engine);
  await copyToPostgres(seeded, engine);
  seeded.close();
  return {
    engine,
    sqlite: undefined,
    close: async () => {
      await engine.close();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
