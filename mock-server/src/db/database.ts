import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  APPLIED_VERSIONS,
  migrationSetup,
  pendingMigrations,
  RECORD_MIGRATION,
  recordOf,
} from './migrations.ts';

export type Row = Record<string, SQLInputValue>;

/**
 * The embedded database (Node's built-in SQLite) in WAL mode, with versioned migrations and
 * transactions that roll back on any error, so a failed request changes nothing. The services
 * reach it only through the data-access layer (`src/data`); the seed, the migrations and tests
 * use it directly.
 */
export class Database {
  readonly sqlite: DatabaseSync;
  #depth = 0;
  /** Marks the async work running inside {@link atomic}, so nested calls join it. */
  readonly #atomicScope = new AsyncLocalStorage<true>();
  /** The connection is one: async transactions take turns. */
  #atomicQueue: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.sqlite = new DatabaseSync(file);
    this.sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    this.migrate();
  }

  /** Applies the migrations this database has not seen (`migrations.ts`), each in its own transaction. */
  migrate(): void {
    this.sqlite.exec(migrationSetup('sqlite'));
    const applied = this.all<{ version: number }>(APPLIED_VERSIONS).map((r) => r.version);
    for (const migration of pendingMigrations('sqlite', applied)) {
      this.transaction(() => {
        this.sqlite.exec(migration.sql);
        this.run(RECORD_MIGRATION, recordOf(migration));
      });
    }
  }

  get schemaVersion(): number {
    const row = this.get<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
    return row?.v ?? 0;
  }

  all<T>(sql: string, params: SQLInputValue[] = []): T[] {
    return this.sqlite.prepare(sql).all(...params) as T[];
  }

  get<T>(sql: string, params: SQLInputValue[] = []): T | undefined {
    return this.sqlite.prepare(sql).get(...params) as T | undefined;
  }

  run(sql: string, params: SQLInputValue[] = []): { changes: number } {
    const result = this.sqlite.prepare(sql).run(...params);
    return { changes: Number(result.changes) };
  }

  /** Runs `fn` atomically; nested calls join the outer transaction through savepoints. */
  transaction<T>(fn: () => T): T {
    const savepoint = `sp${this.#depth}`;
    this.sqlite.exec(this.#depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`);
    this.#depth += 1;
    try {
      const result = fn();
      this.#depth -= 1;
      this.sqlite.exec(this.#depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
      return result;
    } catch (error) {
      this.#depth -= 1;
      this.sqlite.exec(this.#depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      throw error;
    }
  }

  /**
   * Runs async `work` in one transaction: all of its writes or none. Transactions on this one
   * connection run one after another; a call from inside `work` joins the open transaction, and
   * so does a synchronous {@link transaction} (through a savepoint).
   */
  atomic<T>(work: () => Promise<T>): Promise<T> {
    if (this.#atomicScope.getStore()) return work();
    const run = this.#atomicQueue.then(() =>
      this.#atomicScope.run(true, async () => {
        this.sqlite.exec('BEGIN IMMEDIATE');
        this.#depth += 1;
        try {
          const result = await work();
          this.#depth -= 1;
          this.sqlite.exec('COMMIT');
          return result;
        } catch (error) {
          this.#depth -= 1;
          this.sqlite.exec('ROLLBACK');
          throw error;
        }
      }),
    );
    this.#atomicQueue = run.catch(() => undefined);
    return run;
  }

  close(): void {
    this.sqlite.close();
  }
}

/** Stores a value as JSON text. */
export const json = (value: unknown): string => JSON.stringify(value);

/** Reads JSON text stored by {@link json}. */
export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
