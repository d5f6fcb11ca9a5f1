import type { SqlEngine } from '../db/engine.ts';

/** What the tests read of the database: its tables, their columns and rows as comparable text. */
type Reader = Pick<SqlEngine, 'all' | 'dialect'>;

/** The database's tables, by name (the migrations' bookkeeping included, as the schema holds it). */
export const tableNames = async (db: Reader): Promise<string[]> =>
  (
    await db.all<{ name: string }>(
      db.dialect === 'postgres'
        ? `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name COLLATE "C"`
        : "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
  ).map((t) => t.name);

/** A table's column names, in the table's order. */
export const columnsOf = async (db: Reader, table: string): Promise<string[]> =>
  (
    await db.all<{ name: string }>(
      db.dialect === 'postgres'
        ? 'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position'
        : 'SELECT name FROM pragma_table_info(?) ORDER BY cid',
      [table],
    )
  ).map((c) => c.name);

/** The columns of a table that hold the ids a path can name (not the tenant's, not the user's). */
export const idColumnsOf = (columns: string[]): string[] =>
  columns.filter(
    (c) =>
      c === 'id' ||
      c === 'uuid' ||
      c === 'key' ||
      (c.endsWith('_id') && c !== 'tenant_id' && c !== 'user_id'),
  );

/** A row as JSON that compares equal exactly when the row is the same (big integers and bytes included). */
export const rowJson = (row: object): string =>
  JSON.stringify(row, (_key, value: unknown) =>
    typeof value === 'bigint'
      ? value.toString()
      : value instanceof Uint8Array
        ? Buffer.from(value).toString('base64')
        : value,
  );
