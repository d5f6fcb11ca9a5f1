import type { Database } from './database.ts';
import type { SqlEngine, SqlValue } from './engine.ts';
import { valuesPlaceholders } from './placeholders.ts';

/** PostgreSQL takes at most 65,535 parameters per statement; SQLite 32,766. */
const MAX_SQLITE_PARAMETERS = 30_000;
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/**
 * The tables of the embedded database with each one after the tables it references, so rows can
 * be copied in that order with every foreign key checked.
 */
export function tablesInDependencyOrder(sqlite: Database): string[] {
  const tables = sqlite
    .all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('schema_migrations', 'instance_secrets') ORDER BY name",
    )
    .map((t) => t.name);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { table: parent } of sqlite.all<{ table: string }>(`PRAGMA foreign_key_list("${table}")`))
      if (parent !== table) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/**
 * Copies every row of a seeded embedded database into a PostgreSQL database of the same schema
 * version, replacing what it held, in one transaction. The demo seed is written once, for the
 * embedded database; a PostgreSQL backend is seeded through this (`./portal start`, `--reset`,
 * the suite's test databases). The instances' shared keys stay.
 */
export async function copyToPostgres(sqlite: Database, engine: SqlEngine): Promise<{ rows: number }> {
  const tables = tablesInDependencyOrder(sqlite);
  let rows = 0;
  await engine.atomic(async () => {
    await engine.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of tables) {
      const columns = sqlite.all<{ name: string }>(`PRAGMA table_info("${table}")`).map((c) => c.name);
      const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
      const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
      let batch: SqlValue[] = [];
      let count = 0;
      const flush = async () => {
        if (count === 0) return;
        // Rows the database's own triggers wrote meanwhile (menu versions) stay.
        await engine.run(`${head}${valuesPlaceholders(count, columns.length)} ON CONFLICT DO NOTHING`, batch);
        rows += count;
        batch = [];
        count = 0;
      };
      const select = sqlite.sqlite.prepare(
        `SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table}"`,
      );
      select.setReturnArrays(true);
      for (const values of select.iterate() as Iterable<SqlValue[]>) {
        batch.push(...values);
        count += 1;
        if (count === perStatement) await flush();
      }
      await flush();
    }
    // Identity columns go on after the highest copied id.
    const identities = await engine.all<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'",
    );
    for (const { table_name: table, column_name: column } of identities) {
      await engine.get(
        `SELECT setval(pg_get_serial_sequence(CAST(? AS TEXT), CAST(? AS TEXT)), COALESCE(MAX("${column}"), 0) + 1, false) FROM "${table}"`,
        [table, column],
      );
    }
  });
  return { rows };
}

/**
 * Copies every row of a PostgreSQL database into an embedded database of the same schema version
 * (freshly migrated, empty): the way back of {@link copyToPostgres}, for the tests that run the
 * embedded database's seed functions on a PostgreSQL backend's data (testing/seed-through.ts).
 */
export async function copyFromPostgres(engine: SqlEngine, sqlite: Database): Promise<void> {
  const tables = tablesInDependencyOrder(sqlite);
  sqlite.transaction(() => {
    for (const table of [...tables].reverse()) sqlite.run(`DELETE FROM "${table}"`);
  });
  for (const table of tables) {
    const columns = sqlite.all<{ name: string }>(`PRAGMA table_info("${table}")`).map((c) => c.name);
    const list = columns.map((c) => `"${c}"`).join(', ');
    const rows = await engine.all<Record<string, SqlValue>>(`SELECT ${list} FROM "${table}"`);
    const perStatement = Math.max(1, Math.floor(MAX_SQLITE_PARAMETERS / columns.length));
    sqlite.transaction(() => {
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        sqlite.run(
          `INSERT OR REPLACE INTO "${table}" (${list}) VALUES ${valuesPlaceholders(batch.length, columns.length)}`,
          batch.flatMap((row) => columns.map((c) => row[c] ?? null)),
        );
      }
    });
  }
}
