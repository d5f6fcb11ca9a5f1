import type { SqlEngine } from '../db/engine.ts';
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

export class SqlSyncJobRepository implements SyncJobRepository {
  readonly #add;

  constructor(engine: SqlEngine) {
    this.#add = prepare(
      engine,
      'INSERT INTO sync_jobs (id, tenant_id, kind, status, started_at) VALUES (?, ?, ?, ?, ?)',
    );
  }

  async add(job: SyncJobRecord) {
    await this.#add.run(job.id, job.tenantId, job.kind, job.status, job.startedAt);
  }
}
