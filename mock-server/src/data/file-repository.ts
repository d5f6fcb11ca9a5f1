import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export interface StoredFileInfo {
  id: string;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export interface FileContent {
  name: string;
  contentType: string;
  data: Uint8Array;
}

/** Files the tenants upload (branding, documents), with their bytes. */
export interface FileRepository {
  /** Stores the file under its id, replacing one stored before. */
  put(tenantId: string, file: StoredFileInfo & { data: Uint8Array }): Promise<void>;
  describe(tenantId: string, id: string): Promise<StoredFileInfo | undefined>;
  /** Every file of the tenant without its bytes, by id. */
  list(tenantId: string): Promise<StoredFileInfo[]>;
  content(tenantId: string, id: string): Promise<FileContent | undefined>;
  /** Answers false when there was no such file. */
  remove(tenantId: string, id: string): Promise<boolean>;
}

export class SqlFileRepository implements FileRepository {
  readonly #put;
  readonly #describe;
  readonly #list;
  readonly #content;
  readonly #remove;

  constructor(engine: SqlEngine) {
    this.#put = prepare(
      engine,
      `INSERT INTO files (tenant_id, id, name, content_type, size, data, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (tenant_id, id) DO UPDATE SET
         name = excluded.name, content_type = excluded.content_type, size = excluded.size, data = excluded.data,
         uploaded_at = excluded.uploaded_at`,
    );
    this.#describe = prepare<{
      id: string;
      name: string;
      content_type: string;
      size: number;
      uploaded_at: string;
    }>(engine, 'SELECT id, name, content_type, size, uploaded_at FROM files WHERE tenant_id = ? AND id = ?');
    this.#list = prepare<{
      id: string;
      name: string;
      content_type: string;
      size: number;
      uploaded_at: string;
    }>(engine, 'SELECT id, name, content_type, size, uploaded_at FROM files WHERE tenant_id = ? ORDER BY id');
    this.#content = prepare<{ content_type: string; data: Uint8Array; name: string }>(
      engine,
      'SELECT content_type, data, name FROM files WHERE tenant_id = ? AND id = ?',
    );
    this.#remove = prepare(engine, 'DELETE FROM files WHERE tenant_id = ? AND id = ?');
  }

  async put(tenantId: string, f: StoredFileInfo & { data: Uint8Array }) {
    await this.#put.run(tenantId, f.id, f.name, f.contentType, f.size, f.data, f.uploadedAt);
  }

  async describe(tenantId: string, id: string) {
    const row = await this.#describe.get(tenantId, id);
    return row && infoOf(row);
  }

  async list(tenantId: string) {
    return (await this.#list.all(tenantId)).map(infoOf);
  }

  async content(tenantId: string, id: string) {
    const row = await this.#content.get(tenantId, id);
    return row && { name: row.name, contentType: row.content_type, data: row.data };
  }

  async remove(tenantId: string, id: string) {
    return (await this.#remove.run(tenantId, id)) > 0;
  }
}

function infoOf(row: {
  id: string;
  name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}): StoredFileInfo {
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    uploadedAt: row.uploaded_at,
  };
}
