import type { Database } from '../db/database.ts';
import { prepare } from './statement.ts';

export interface SyncJobRecord {
  id: string;
  tenantId: string;
  kind: 'clean' | 'core';
  status: string;
  startedAt: string;
}

/** Partner synchronisation jobs a settings manager starts. */
export interface SyncJobRepository {
  add(job: SyncJobRecord): Promise<void>;
}

export class SqliteSyncJobRepository implements SyncJobRepository {
  readonly #add;

  constructor(db: Database) {
    this.#add = prepare(
      db,
      'INSERT INTO sync_jobs (id, tenant_id, kind, status, started_at) VALUES (?, ?, ?, ?, ?)',
    );
  }

  async add(job: SyncJobRecord) {
    this.#add.run(job.id, job.tenantId, job.kind, job.status, job.startedAt);
  }
}
