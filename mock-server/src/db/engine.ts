import type { SQLInputValue } from 'node:sqlite';

/** A value bound to a statement's `?` placeholder. */
export type SqlValue = SQLInputValue;

/** Which engine runs the statements: the few queries that must differ ask (see `dialect.ts`). */
export type Dialect = 'sqlite' | 'postgres';

/**
 * One database engine as the data-access layer sees it: statements with `?` placeholders, answered
 * asynchronously, and transactions. The embedded SQLite database (`sqlite-engine.ts`) and a
 * PostgreSQL server (`postgres-engine.ts`) both implement it; the repositories are written once
 * against it.
 */
export interface SqlEngine {
  readonly dialect: Dialect;
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a write; answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * Prepares a statement ahead of its first use, where the engine can (the embedded database:
   * a statement that does not compile fails when the repository is built, not at first call).
   */
  prepare?(sql: string): void;
  /** Runs several statements without parameters (migrations, set-up). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: all of its statements or none (a thrown error rolls it back).
   * A call from inside `work` joins the open transaction.
   */
  atomic<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that holds `key` until it ends: work under the same key, on any
   * backend instance sharing the database, runs one at a time (a rate limit, a count limit).
   */
  serialized<T>(key: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
