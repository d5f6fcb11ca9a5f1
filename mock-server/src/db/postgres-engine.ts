import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { SqlEngine, SqlValue } from './engine.ts';
import { rewritePlaceholders } from './placeholders.ts';

// Integers, sums and booleans as SQLite answers them: numbers (amounts are integer micro-units,
// well inside 2^53), and 1 or 0.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
pg.types.setTypeParser(pg.types.builtins.BOOL, (value) => (value === 't' ? 1 : 0));

export interface PostgresEngineOptions {
  /** postgres://user:password@host:port/database */
  connectionString: string;
  /** Statements run in this schema (tests give each backend its own); `public` by default. */
  schema?: string;
  /** Connections per backend instance; 10 by default (PORTAL_DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/**
 * `?` placeholders as PostgreSQL's `$1`, `$2`…, leaving quoted text, quoted names and comments as
 * they are. The repositories write the same statements for both engines (numbered placeholders are
 * written as bare ones by `data/statement.ts` first).
 */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  return rewritePlaceholders(sql, (placeholder) => {
    if (placeholder !== '?')
      throw new Error(`numbered placeholder ${placeholder}: use prepare() of data/statement.ts`);
    index += 1;
    return `$${index}`;
  });
}

/** Longer statements are not prepared: the repositories' longest is under 4 KB. */
const MAX_PREPARED_SQL = 16 * 1024;

const asParameter = (value: SqlValue): unknown =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value;

/**
 * A PostgreSQL server as a {@link SqlEngine}, over a pool of connections. Each statement is
 * prepared once per connection (a named statement); a transaction keeps its connection for the work
 * inside it (found through async context, so the repositories need not pass it); serialized work
 * takes a transaction-scoped advisory lock, which holds across every backend instance on the
 * database.
 */
export function postgresEngine(options: PostgresEngineOptions): SqlEngine {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    options: [
      // Timestamps without a zone are UTC, as on the embedded database.
      '-c timezone=UTC',
      // No JIT: the cost queries run for tens of milliseconds, and compiling them took as long.
      '-c jit=off',
      // No parallel workers: requests run side by side, and a query that took every core (a
      // parallel scan of a whole roll-up) was slower than one reading its month by the index.
      '-c max_parallel_workers_per_gather=0',
      // A plan for each call's values: the optional filters (`? IS NULL OR …`) drop out of it,
      // where a generic plan guessed a few rows and read a month's 150,000 the slow way.
      '-c plan_cache_mode=force_custom_plan',
      ...(schema ? [`-c search_path=${schema}`] : []),
    ].join(' '),
  });
  // An idle connection the server drops is taken out of the pool; the next call opens another.
  pool.on('error', (error) => console.error('PostgreSQL:', error.message));
  const scope = new AsyncLocalStorage<pg.PoolClient>();
  const names = new Map<string, { name: string; text: string }>();
  const statement = (sql: string): { name?: string; text: string } => {
    // A bulk statement (the seed copy's many-row inserts, hundreds of kilobytes each) runs once:
    // neither kept here nor prepared on the server for the life of the connection.
    if (sql.length > MAX_PREPARED_SQL) return { text: numberedPlaceholders(sql) };
    let named = names.get(sql);
    if (!named) {
      named = { name: `s${names.size + 1}`, text: numberedPlaceholders(sql) };
      names.set(sql, named);
    }
    return named;
  };
  const query = async (sql: string, params: readonly SqlValue[]): Promise<pg.QueryResult> => {
    const { name, text } = statement(sql);
    const config = { ...(name ? { name } : {}), text, values: params.map(asParameter) };
    const client = scope.getStore();
    return client ? client.query(config) : pool.query(config);
  };

  const atomic = async <T>(work: () => Promise<T>): Promise<T> => {
    if (scope.getStore()) return work();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await scope.run(client, work);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  return {
    dialect: 'postgres',
    all: async <T>(sql: string, params: readonly SqlValue[] = []) => (await query(sql, params)).rows as T[],
    get: async <T>(sql: string, params: readonly SqlValue[] = []) =>
      (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql, params = []) => (await query(sql, params)).rowCount ?? 0,
    exec: async (sql) => {
      const client = scope.getStore();
      await (client ? client.query(sql) : pool.query(sql));
    },
    atomic,
    serialized: (key, work) =>
      atomic(async () => {
        await query('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
        return work();
      }),
    close: () => pool.end(),
  };
}
