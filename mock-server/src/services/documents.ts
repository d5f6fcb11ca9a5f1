import { type Database, json, parseJson } from '../db/database.ts';

/** A per-tenant settings document (portal settings, integrations and the like). */
export function readDocument<T>(db: Database, tenantId: string, key: string, fallback: T): T {
  const row = db.get<{ value: string }>(
    'SELECT value FROM tenant_documents WHERE tenant_id = ? AND key = ?',
    [tenantId, key],
  );
  return row ? parseJson<T>(row.value, fallback) : fallback;
}

export function writeDocument(db: Database, tenantId: string, key: string, value: unknown, now: Date): void {
  db.run(
    `INSERT INTO tenant_documents (tenant_id, key, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    [tenantId, key, json(value), now.toISOString()],
  );
}
