import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** One stored entity of a kind: its id, its fields and when they last changed. */
export interface StoredRecord<T> {
  id: string;
  data: T;
  updatedAt: string;
}

/**
 * The tenant's workspace entities kept as documents per kind (office users, groups, alert and
 * metric definitions, pipelines and the other configuration lists). The services check every
 * document against the contract before it is written; the list order is the order of insertion.
 */
export interface RecordRepository {
  list<T>(tenantId: string, kind: string): Promise<StoredRecord<T>[]>;
  get<T>(tenantId: string, kind: string, id: string): Promise<StoredRecord<T> | undefined>;
  insert(tenantId: string, kind: string, id: string, data: unknown, at: Date): Promise<void>;
  /**
   * Inserts unless the tenant has a record of this kind and id; answers whether it did. With an id
   * derived from what the record is about (an alert's definition, scope and period), it is written
   * once however many instances try at the same moment.
   */
  insertIfAbsent(tenantId: string, kind: string, id: string, data: unknown, at: Date): Promise<boolean>;
  /** Answers false when there is no such record in the tenant. */
  update(tenantId: string, kind: string, id: string, data: unknown, at: Date): Promise<boolean>;
  /** Answers false when there is no such record in the tenant. */
  remove(tenantId: string, kind: string, id: string): Promise<boolean>;
  /** Replaces every record of the kinds given (the seed and the pact states use it). */
  replaceAll(
    tenantId: string,
    records: Readonly<Record<string, readonly { id: string; data: unknown }[]>>,
    at: Date,
  ): Promise<void>;
}

interface Row {
  id: string;
  data: string;
  updated_at: string;
}

export class SqlRecordRepository implements RecordRepository {
  readonly #engine: SqlEngine;
  readonly #list;
  readonly #get;
  readonly #insert;
  readonly #insertIfAbsent;
  readonly #update;
  readonly #remove;
  readonly #removeKind;

  constructor(engine: SqlEngine) {
    this.#engine = engine;
    this.#list = prepare<Row>(
      engine,
      'SELECT id, data, updated_at FROM tenant_records WHERE tenant_id = ? AND kind = ? ORDER BY position, id',
    );
    this.#get = prepare<Row>(
      engine,
      'SELECT id, data, updated_at FROM tenant_records WHERE tenant_id = ? AND kind = ? AND id = ?',
    );
    this.#insert = prepare(
      engine,
      `INSERT INTO tenant_records (tenant_id, kind, id, position, data, updated_at)
       VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM tenant_records WHERE tenant_id = ? AND kind = ?), ?, ?)`,
    );
    this.#insertIfAbsent = prepare(
      engine,
      `INSERT INTO tenant_records (tenant_id, kind, id, position, data, updated_at)
       VALUES (?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM tenant_records WHERE tenant_id = ? AND kind = ?), ?, ?)
       ON CONFLICT (tenant_id, kind, id) DO NOTHING`,
    );
    this.#update = prepare(
      engine,
      'UPDATE tenant_records SET data = ?, updated_at = ? WHERE tenant_id = ? AND kind = ? AND id = ?',
    );
    this.#remove = prepare(engine, 'DELETE FROM tenant_records WHERE tenant_id = ? AND kind = ? AND id = ?');
    this.#removeKind = prepare(engine, 'DELETE FROM tenant_records WHERE tenant_id = ? AND kind = ?');
  }

  async list<T>(tenantId: string, kind: string): Promise<StoredRecord<T>[]> {
    return (await this.#list.all(tenantId, kind)).map((row) => toRecord<T>(row));
  }

  async get<T>(tenantId: string, kind: string, id: string): Promise<StoredRecord<T> | undefined> {
    const row = await this.#get.get(tenantId, kind, id);
    return row ? toRecord<T>(row) : undefined;
  }

  async insert(tenantId: string, kind: string, id: string, data: unknown, at: Date): Promise<void> {
    await this.#insert.run(tenantId, kind, id, tenantId, kind, json(data), at.toISOString());
  }

  async insertIfAbsent(
    tenantId: string,
    kind: string,
    id: string,
    data: unknown,
    at: Date,
  ): Promise<boolean> {
    return (
      (await this.#insertIfAbsent.run(tenantId, kind, id, tenantId, kind, json(data), at.toISOString())) > 0
    );
  }

  async update(tenantId: string, kind: string, id: string, data: unknown, at: Date): Promise<boolean> {
    return (await this.#update.run(json(data), at.toISOString(), tenantId, kind, id)) > 0;
  }

  async remove(tenantId: string, kind: string, id: string): Promise<boolean> {
    return (await this.#remove.run(tenantId, kind, id)) > 0;
  }

  async replaceAll(
    tenantId: string,
    records: Readonly<Record<string, readonly { id: string; data: unknown }[]>>,
    at: Date,
  ): Promise<void> {
    await this.#engine.atomic(async () => {
      for (const [kind, items] of Object.entries(records)) {
        await this.#removeKind.run(tenantId, kind);
        for (const item of items)
          await this.#insert.run(tenantId, kind, item.id, tenantId, kind, json(item.data), at.toISOString());
      }
    });
  }
}

function toRecord<T>(row: Row): StoredRecord<T> {
  return { id: row.id, data: parseJson<T>(row.data, {} as T), updatedAt: row.updated_at };
}
