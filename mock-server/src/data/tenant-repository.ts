import type { Database } from '../db/database.ts';
import { prepare } from './statement.ts';

/** The tenants' own facts that the calls read and change. */
export interface TenantRepository {
  /** The tenant whose branding this tenant shows; null when it shows none. */
  brandedBy(tenantId: string): Promise<string | null>;
  size(tenantId: string): Promise<'large' | 'small' | undefined>;
  /** Terms are accepted for the whole tenant. */
  acceptTerms(tenantId: string, at: string): Promise<void>;
  markOnboarded(tenantId: string): Promise<void>;
}

export class SqliteTenantRepository implements TenantRepository {
  readonly #brandedBy;
  readonly #size;
  readonly #acceptTerms;
  readonly #markOnboarded;

  constructor(db: Database) {
    this.#brandedBy = prepare<{ branded_by: string | null }>(
      db,
      'SELECT branded_by FROM tenants WHERE id = ?',
    );
    this.#size = prepare<{ size: 'large' | 'small' }>(db, 'SELECT size FROM tenants WHERE id = ?');
    this.#acceptTerms = prepare(db, 'UPDATE tenants SET eula_accepted_at = ? WHERE id = ?');
    this.#markOnboarded = prepare(db, 'UPDATE tenants SET onboarded = 1 WHERE id = ?');
  }

  async brandedBy(tenantId: string) {
    return this.#brandedBy.get(tenantId)?.branded_by ?? null;
  }

  async size(tenantId: string) {
    return this.#size.get(tenantId)?.size;
  }

  async acceptTerms(tenantId: string, at: string) {
    this.#acceptTerms.run(at, tenantId);
  }

  async markOnboarded(tenantId: string) {
    this.#markOnboarded.run(tenantId);
  }
}
