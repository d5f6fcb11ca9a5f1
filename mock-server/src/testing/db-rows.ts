import type { Database } from '../db/database.ts';

/** What the tests read of the database: its tables, their columns and rows as comparable text. */
type Reader = Pick<Database, 'all'>;

/** The database's tables, by name. */
export const tableNames = (db: Reader): string[] =>
  db
    .all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .map((t) => t.name);

/** A table's column names. */
export const columnsOf = (db: Reader, table: string): string[] =>
  db.all<{ name: string }>(`PRAGMA table_info("${table}")`).map((c) => c.name);

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
