import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export interface SystemMessage {
  id: string;
  severity: 'info' | 'warning' | 'error';
  text: string;
  validFrom: string | null;
  validTo: string | null;
}

/** Messages for every tenant or for one. */
export interface SystemMessageRepository {
  /** The messages for this tenant (its own and everyone's) still valid at `at`, the newest first. */
  current(tenantId: string, at: string): Promise<SystemMessage[]>;
}

export class SqlSystemMessageRepository implements SystemMessageRepository {
  readonly #current;

  constructor(engine: SqlEngine) {
    this.#current = prepare<{
      id: string;
      severity: 'info' | 'warning' | 'error';
      text: string;
      valid_from: string | null;
      valid_to: string | null;
    }>(
      engine,
      `SELECT id, severity, text, valid_from, valid_to FROM system_messages
       WHERE (tenant_id IS NULL OR tenant_id = ?) AND (valid_to IS NULL OR valid_to > ?) ORDER BY valid_from DESC NULLS LAST, id`,
    );
  }

  async current(tenantId: string, at: string) {
    return (await this.#current.all(tenantId, at)).map((r) => ({
      id: r.id,
      severity: r.severity,
      text: r.text,
      validFrom: r.valid_from,
      validTo: r.valid_to,
    }));
  }
}
