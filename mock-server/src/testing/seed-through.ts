import { constants } from 'node:sqlite';
import { Database } from '../db/database.ts';
import type { SqlEngine, SqlValue } from '../db/engine.ts';

/** A test database as the seed helpers see it (a {@link TestDatabase} or a test backend). */
export interface SeedTarget {
  engine: SqlEngine;
  sqlite: Database | undefined;
}

interface Table {
  name: string;
  columns: string[];
  key: string[];
  /** The tables its foreign keys name. */
  parents: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const WRITES = new Set([constants.SQLITE_INSERT, constants.SQLITE_UPDATE, constants.SQLITE_DELETE]);
/** Fewer bound values per statement than PostgreSQL's 65,535 (and SQLite's 32,766). */
const MAX_VALUES = 30_000;

/**
 * Runs synchronous seed functions (`seedCosts`, `seedOffice`…, written for the embedded database)
 * on a test database. On SQLite they run on it directly. On PostgreSQL they run on a scratch
 * embedded database holding a copy of its rows, and the rows they inserted, changed or deleted in
 * the tables they wrote (triggers included) are applied to PostgreSQL, in one transaction.
 */
export async function seedThrough(target: SeedTarget, work: (db: Database) => void): Promise<void> {
  if (target.sqlite) {
    work(target.sqlite);
    return;
  }
  const { engine } = target;
  const scratch = new Database(':memory:');
  try {
    const tables = schemaOf(scratch);
    const before = new Map<string, Record<string, SqlValue>[]>();
    scratch.sqlite.exec('PRAGMA foreign_keys = OFF');
    for (const table of tables.values()) {
      const rows = (await engine.all<Record<string, unknown>>(
        `SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}`,
      )) as Record<string, unknown>[];
      const normalized = rows.map(normalize);
      before.set(table.name, normalized);
      insertRows(scratch, table, normalized);
    }
    scratch.sqlite.exec('PRAGMA foreign_keys = ON');

    const written = new Set<string>();
    scratch.sqlite.setAuthorizer((action, name) => {
      if (WRITES.has(action) && name && tables.has(name)) written.add(name);
      return constants.SQLITE_OK;
    });
    try {
      work(scratch);
    } finally {
      scratch.sqlite.setAuthorizer(null);
    }
    if (written.size === 0) return;

    const order = parentsFirst([...written].map((name) => tables.get(name) as Table));
    const changes = order.map((table) => ({
      table,
      ...diff(
        table,
        before.get(table.name) ?? [],
        scratch.all<Record<string, SqlValue>>(
          `SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}`,
        ),
      ),
    }));
    await engine.atomic(async () => {
      for (const { table, deleted } of [...changes].reverse()) await deleteRows(engine, table, deleted);
      for (const { table, changed, inserted } of changes) {
        for (const row of changed) await updateRow(engine, table, row);
        await insertRowsInto(engine, table, inserted);
      }
      if (engine.dialect === 'postgres') await advanceIdentities(engine, order);
    });
  } finally {
    scratch.close();
  }
}

/** The embedded schema's tables (the migrations' bookkeeping and the instances' keys left out). */
function schemaOf(db: Database): Map<string, Table> {
  const tables = new Map<string, Table>();
  const names = db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('schema_migrations', 'instance_secrets') ORDER BY name",
  );
  for (const { name } of names) {
    const info = db.all<{ name: string; pk: number }>(`PRAGMA table_info(${quote(name)})`);
    const parents = db.all<{ table: string }>(`PRAGMA foreign_key_list(${quote(name)})`).map((f) => f.table);
    tables.set(name, {
      name,
      columns: info.map((c) => c.name),
      key: info
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      parents: [...new Set(parents)].filter((p) => p !== name),
    });
  }
  return tables;
}

/** The tables ordered so that a table comes after the tables its foreign keys name. */
function parentsFirst(tables: Table[]): Table[] {
  const names = new Set(tables.map((t) => t.name));
  const done = new Set<string>();
  const out: Table[] = [];
  const visit = (table: Table, path: Set<string>) => {
    if (done.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const parent of table.parents) {
      const found = tables.find((t) => t.name === parent);
      if (found && names.has(parent)) visit(found, path);
    }
    done.add(table.name);
    out.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return out;
}

/** A value read from PostgreSQL as the embedded database stores it. */
function normalize(row: Record<string, unknown>): Record<string, SqlValue> {
  const out: Record<string, SqlValue> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] =
      value instanceof Date
        ? value.toISOString()
        : value === null || value instanceof Uint8Array || typeof value !== 'object'
          ? (value as SqlValue)
          : JSON.stringify(value);
  }
  return out;
}

const keyOf = (table: Table, row: Record<string, SqlValue>) =>
  JSON.stringify(table.key.map((column) => valueText(row[column])));
const valueText = (value: SqlValue | undefined): unknown =>
  value instanceof Uint8Array
    ? Buffer.from(value).toString('base64')
    : typeof value === 'bigint'
      ? `${value}`
      : value;
const rowText = (table: Table, row: Record<string, SqlValue>) =>
  JSON.stringify(table.columns.map((column) => valueText(row[column])));

function diff(table: Table, before: Record<string, SqlValue>[], after: Record<string, SqlValue>[]) {
  if (before.length === 0) return { deleted: [], changed: [], inserted: after };
  const old = new Map(before.map((row) => [keyOf(table, row), row]));
  const changed: Record<string, SqlValue>[] = [];
  const inserted: Record<string, SqlValue>[] = [];
  for (const row of after) {
    const key = keyOf(table, row);
    const previous = old.get(key);
    old.delete(key);
    if (!previous) inserted.push(row);
    else if (rowText(table, previous) !== rowText(table, row)) changed.push(row);
  }
  return { deleted: [...old.values()], changed, inserted };
}

function insertRows(db: Database, table: Table, rows: Record<string, SqlValue>[]): void {
  if (rows.length === 0) return;
  // OR REPLACE: the menu triggers have already written the menu versions of the rows copied before.
  const statement = db.sqlite.prepare(
    `INSERT OR REPLACE INTO ${quote(table.name)} (${table.columns.map(quote).join(', ')}) VALUES (${table.columns.map(() => '?').join(', ')})`,
  );
  db.transaction(() => {
    for (const row of rows) statement.run(...table.columns.map((column) => row[column] ?? null));
  });
}

async function insertRowsInto(engine: SqlEngine, table: Table, rows: Record<string, SqlValue>[]) {
  const per = Math.max(1, Math.min(1000, Math.floor(MAX_VALUES / table.columns.length)));
  const tuple = `(${table.columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += per) {
    const batch = rows.slice(start, start + per);
    await engine.run(
      `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`,
      batch.flatMap((row) => table.columns.map((column) => row[column] ?? null)),
    );
  }
}

async function updateRow(engine: SqlEngine, table: Table, row: Record<string, SqlValue>) {
  const rest = table.columns.filter((column) => !table.key.includes(column));
  if (rest.length === 0) return;
  await engine.run(
    `UPDATE ${quote(table.name)} SET ${rest.map((column) => `${quote(column)} = ?`).join(', ')}
     WHERE ${table.key.map((column) => `${quote(column)} = ?`).join(' AND ')}`,
    [...rest, ...table.key].map((column) => row[column] ?? null),
  );
}

async function deleteRows(engine: SqlEngine, table: Table, rows: Record<string, SqlValue>[]) {
  const per = Math.max(1, Math.min(1000, Math.floor(MAX_VALUES / table.key.length)));
  const tuple = table.key.length === 1 ? '?' : `(${table.key.map(() => '?').join(', ')})`;
  const key = table.key.length === 1 ? quote(table.key[0] as string) : `(${table.key.map(quote).join(', ')})`;
  for (let start = 0; start < rows.length; start += per) {
    const batch = rows.slice(start, start + per);
    await engine.run(
      `DELETE FROM ${quote(table.name)} WHERE ${key} IN (${batch.map(() => tuple).join(', ')})`,
      batch.flatMap((row) => table.key.map((column) => row[column] ?? null)),
    );
  }
}

/** Identity columns continue after the ids copied in, as they would after the seed's own inserts. */
async function advanceIdentities(engine: SqlEngine, tables: Table[]) {
  for (const table of tables) {
    const identities = await engine.all<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = ? AND is_identity = 'YES'`,
      [table.name],
    );
    for (const { column_name: column } of identities) {
      await engine.get(
        `SELECT setval(pg_get_serial_sequence(?, ?), GREATEST((SELECT MAX(${quote(column)}) FROM ${quote(table.name)}), 1))`,
        [quote(table.name), column],
      );
    }
  }
}
