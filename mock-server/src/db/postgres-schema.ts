import type { SqlEngine } from './engine.ts';
import {
  APPLIED_VERSIONS,
  migrationSetup,
  pendingMigrations,
  RECORD_MIGRATION,
  recordOf,
} from './migrations.ts';

/**
 * Brings a PostgreSQL schema to the latest version: the migrations of `migrations.ts` as PostgreSQL
 * runs them (a shared file in PostgreSQL's column types, or the migration's `.postgres.sql` file;
 * `migrations/README.md`), after SQLite's functions they call. Instances starting together take
 * turns (an advisory lock): one migrates, the others find it done.
 */
export async function migratePostgres(engine: SqlEngine): Promise<void> {
  await engine.serialized('schema migrations', async () => {
    await engine.exec(migrationSetup('postgres'));
    const applied = (await engine.all<{ version: number }>(APPLIED_VERSIONS)).map((r) => r.version);
    for (const migration of pendingMigrations('postgres', applied)) {
      await engine.exec(migration.sql);
      await engine.run(RECORD_MIGRATION, recordOf(migration));
    }
  });
}
