import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** Per-tenant settings documents (portal settings, integrations and the like), kept as JSON. */
export interface DocumentRepository {
  read<T>(tenantId: string, key: string, fallback: T): Promise<T>;
  write(tenantId: string, key: string, value: unknown, at: Date): Promise<void>;
  remove(tenantId: string, key: string): Promise<void>;
}

export class SqlDocumentRepository implements DocumentRepository {
  readonly #read;
  readonly #write;
  readonly #remove;

  constructor(engine: SqlEngine) {
    this.#read = prepare<{ value: string }>(
      engine,
      'SELECT value FROM tenant_documents WHERE tenant_id = ? AND key = ?',
    );
    this.#write = prepare(
      engine,
      `INSERT INTO tenant_documents (tenant_id, key, value, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    this.#remove = prepare(engine, 'DELETE FROM tenant_documents WHERE tenant_id = ? AND key = ?');
  }

  async read<T>(tenantId: string, key: string, fallback: T): Promise<T> {
    const row = await this.#read.get(tenantId, key);
    return row ? parseJson<T>(row.value, fallback) : fallback;
  }

  async write(tenantId: string, key: string, value: unknown, at: Date) {
    await this.#write.run(tenantId, key, json(value), at.toISOString());
  }

  async remove(tenantId: string, key: string) {
    await this.#remove.run(tenantId, key);
  }
}
