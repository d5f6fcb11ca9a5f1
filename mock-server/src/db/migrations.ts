import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dialect } from './engine.ts';

/**
 * The versioned schema changes and their runner, for both engines. Each migration is a `.sql` file
 * of `migrations/` (its README.md says how they are written): one file both engines run, or one
 * per engine where they must differ. Append only: never edit a migration that has shipped.
 *
 * The runner reads the folder once per engine ({@link migrationsFor}) and answers what a database
 * still needs ({@link pendingMigrations}); each engine runs that the way it runs statements, the
 * embedded one at once (`Database.migrate`), PostgreSQL asynchronously under an advisory lock
 * (`migratePostgres`), both recording each version in `schema_migrations`.
 */

/** The folder of the migration files, beside this module in the source tree. */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

export interface Migration {
  version: number;
  /** As recorded in `schema_migrations`: the file's `-- name:` line. */
  name: string;
  /** The file it was read from, in the migrations folder. */
  file: string;
  /** Its statements as the engine runs them (directives expanded; a shared file in the engine's types). */
  sql: string;
}

/** `0001-some-words.sql`, `0009-some-words.sqlite.sql`, `0009-some-words.postgres.sql`. */
const MIGRATION_FILE = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.(sqlite|postgres))?\.sql$/;
const NAME_LINE = /^-- name: (.+)\n/;
/** A line `-- @directive arguments`. */
const DIRECTIVE = /^-- @(\S+)(.*)$/gm;

type Variant = 'shared' | Dialect;

/** Reads the migrations of `folder` as `dialect` runs them, in version order. */
export function loadMigrations(dialect: Dialect, folder = MIGRATIONS_FOLDER): Migration[] {
  const byVersion = new Map<number, Partial<Record<Variant, string>>>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() || entry.name === 'README.md') continue;
    const match = MIGRATION_FILE.exec(entry.name);
    if (!match)
      throw new Error(
        `${entry.name}: not a migration file name (NNNN-words.sql, .sqlite.sql, .postgres.sql)`,
      );
    const version = Number(match[1]);
    const variant = (match[3] ?? 'shared') as Variant;
    const files = byVersion.get(version) ?? {};
    if (files[variant]) throw new Error(`migration ${version} twice: ${files[variant]} and ${entry.name}`);
    files[variant] = entry.name;
    byVersion.set(version, files);
  }
  const migrations: Migration[] = [];
  for (let version = 1; version <= byVersion.size; version += 1) {
    const files = byVersion.get(version);
    if (!files) throw new Error(`no migration ${version}: the versions go 1, 2, 3… without a gap`);
    const { shared, sqlite, postgres } = files;
    const names = Object.values(files).join(', ');
    if (shared ? sqlite || postgres : !(sqlite && postgres))
      throw new Error(`migration ${version}: one shared file or one file per engine, not ${names}`);
    if (!shared && sqlite?.replace('.sqlite.sql', '') !== postgres?.replace('.postgres.sql', ''))
      throw new Error(`migration ${version}: the engines' files are named differently (${names})`);
    const file = (shared ?? files[dialect]) as string;
    const text = readFileSync(join(folder, file), 'utf8');
    const name = nameOf(file, text);
    const other = shared ? undefined : files[dialect === 'sqlite' ? 'postgres' : 'sqlite'];
    if (other && nameOf(other, readFileSync(join(folder, other), 'utf8')) !== name)
      throw new Error(`migration ${version}: the engines' files name it differently (${names})`);
    const sql = expandDirectives(text, folder, file);
    migrations.push({
      version,
      name,
      file,
      sql: shared && dialect === 'postgres' ? toPostgresTypes(sql) : sql,
    });
  }
  return migrations;
}

function nameOf(file: string, text: string): string {
  const name = NAME_LINE.exec(text)?.[1];
  if (!name) throw new Error(`${file}: the first line is not "-- name: <the migration's name>"`);
  return name;
}

/** The rows a trigger sees per event, in the order the expansion writes them. */
const ROW_EVENTS = [
  { event: 'insert', rows: ['NEW'] },
  { event: 'update', rows: ['OLD', 'NEW'] },
  { event: 'delete', rows: ['OLD'] },
];

/** The SQL of a part (a file of the folder), less its `--` comment lines. */
const partSql = (folder: string, part: string) =>
  readFileSync(join(folder, part), 'utf8')
    .split('\n')
    .filter((text) => !text.startsWith('--'))
    .join('\n')
    .trim();

/**
 * Replaces each directive line of an engine file (`.sqlite.sql` or `.postgres.sql`):
 * - `-- @part PART`: the SQL of PART, SQL the two files of a migration share, written once in
 *   SQLite's SQL; a `.postgres.sql` file gets it in PostgreSQL's column types (toPostgresTypes).
 * - `-- @row-triggers PART ON TABLE` (a `.sqlite.sql` file's, as SQLite's trigger has one event):
 *   the SQL of PART once per event: `{{table}}` is TABLE, `{{event}}` insert, update or delete,
 *   `{{EVENT}}` its keyword, and `{{each row: TEXT}}` TEXT once per row the event changes (NEW on
 *   insert, OLD on delete, OLD then NEW on update) with that row for ROW, joined by ", ".
 */
function expandDirectives(sql: string, folder: string, file: string): string {
  return sql.replace(DIRECTIVE, (line, directive: string, args: string) => {
    const part = /^ (\S+)$/.exec(args);
    if (directive === 'part' && part) {
      if (!file.endsWith('.sqlite.sql') && !file.endsWith('.postgres.sql'))
        throw new Error(`${file}: -- @part belongs in an engine file (.sqlite.sql or .postgres.sql)`);
      const text = partSql(folder, part[1] ?? '');
      return file.endsWith('.postgres.sql') ? toPostgresTypes(text) : text;
    }
    const rowTriggers = /^ (\S+) ON (\w+)$/.exec(args);
    if (directive !== 'row-triggers' || !rowTriggers)
      throw new Error(`${file}: "${line}" is no directive (-- @part PART, -- @row-triggers PART ON TABLE)`);
    if (!file.endsWith('.sqlite.sql'))
      throw new Error(`${file}: -- @row-triggers belongs in a .sqlite.sql file`);
    const [, triggerPart = '', table = ''] = rowTriggers;
    const template = partSql(folder, triggerPart);
    return ROW_EVENTS.map(({ event, rows }) => {
      const trigger = template
        .replaceAll('{{table}}', table)
        .replaceAll('{{event}}', event)
        .replaceAll('{{EVENT}}', event.toUpperCase())
        .replace(/\{\{each row: (.*?)\}\}/g, (_, text: string) =>
          rows.map((row) => text.replace(/\bROW\b/g, row)).join(', '),
        );
      const unknown = /\{\{.*?\}\}/.exec(trigger);
      if (unknown) throw new Error(`${part}: ${unknown[0]} is no placeholder of -- @row-triggers`);
      return trigger;
    }).join('\n');
  });
}

/**
 * A shared file's SQL in PostgreSQL's column types: INTEGER → BIGINT, REAL → DOUBLE PRECISION,
 * BLOB → BYTEA, a SQLite row id (`INTEGER PRIMARY KEY`, with or without AUTOINCREMENT) → an
 * identity column; WITHOUT ROWID goes.
 */
export function toPostgresTypes(sql: string): string {
  return sql
    .replace(/\bINTEGER PRIMARY KEY( AUTOINCREMENT)?/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
    .replace(/\bINTEGER\b/g, 'BIGINT')
    .replace(/\bREAL\b/g, 'DOUBLE PRECISION')
    .replace(/\bBLOB\b/g, 'BYTEA')
    .replace(/\)\s*WITHOUT ROWID/g, ')');
}

const loaded = new Map<Dialect, readonly Migration[]>();

/** The migrations of the folder as `dialect` runs them, in version order (read once). */
export function migrationsFor(dialect: Dialect): readonly Migration[] {
  let migrations = loaded.get(dialect);
  if (!migrations) {
    migrations = loadMigrations(dialect);
    loaded.set(dialect, migrations);
  }
  return migrations;
}

/** The migrations as the embedded database runs them (tests build an older schema from their SQL). */
export const MIGRATIONS: readonly Migration[] = migrationsFor('sqlite');

/**
 * What the runner runs before the pending migrations, every time: on PostgreSQL SQLite's functions
 * the migrations call (`migrations/parts/sqlite-functions.postgres.sql`), then the bookkeeping table.
 */
export function migrationSetup(dialect: Dialect): string {
  return dialect === 'sqlite'
    ? 'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)'
    : `${readFileSync(join(MIGRATIONS_FOLDER, 'parts', 'sqlite-functions.postgres.sql'), 'utf8')}
CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;
}

/** The versions a database has applied. */
export const APPLIED_VERSIONS = 'SELECT version FROM schema_migrations';

/** The migrations a database of `dialect` that has applied `applied` still needs, in version order. */
export function pendingMigrations(dialect: Dialect, applied: Iterable<number>): Migration[] {
  const done = new Set(applied);
  return migrationsFor(dialect).filter((migration) => !done.has(migration.version));
}

/** Records a migration as applied, in the same transaction as its statements: {@link recordOf}'s values. */
export const RECORD_MIGRATION = 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)';

export const recordOf = (migration: Migration): [number, string, string] => [
  migration.version,
  migration.name,
  new Date().toISOString(),
];
