import { SqlDocumentRepository } from '../data/document-repository.ts';
import type { Database } from '../db/database.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';

/**
 * Writes a per-tenant settings document straight to a database, for set-up code outside a request
 * (the Pact provider states). Handlers use `ctx.data.documents`.
 */
export function writeDocument(
  db: Database,
  tenantId: string,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  return new SqlDocumentRepository(sqliteEngine(db)).write(tenantId, key, value, now);
}
