import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** The tenants' own facts that the calls read and change. */
export interface TenantRepository {
  /** The tenant whose branding this tenant shows; null when it shows none. */
  brandedBy(tenantId: string): Promise<string | null>;
  size(tenantId: string): Promise<'large' | 'small' | undefined>;
  /** The tenant's name as people read it; undefined when there is no such tenant. */
  displayName(tenantId: string): Promise<string | undefined>;
  /** Terms are accepted for the whole tenant. */
  acceptTerms(tenantId: string, at: string): Promise<void>;
  /** New terms are published: no one of the tenant has accepted them yet. */
  withdrawTermsAcceptance(tenantId: string): Promise<void>;
  /** The tenant whose branding this tenant shows, or null for none. */
  setBrandedBy(tenantId: string, brandedBy: string | null): Promise<void>;
  markOnboarded(tenantId: string): Promise<void>;
}

export class SqlTenantRepository implements TenantRepository {
  readonly #brandedBy;
  readonly #size;
  readonly #displayName;
  readonly #acceptTerms;
  readonly #markOnboarded;
  readonly #setBrandedBy;

  constructor(engine: SqlEngine) {
    this.#brandedBy = prepare<{ branded_by: string | null }>(
      engine,
      'SELECT branded_by FROM tenants WHERE id = ?',
    );
    this.#size = prepare<{ size: 'large' | 'small' }>(engine, 'SELECT size FROM tenants WHERE id = ?');
    this.#displayName = prepare<{ display_name: string }>(
      engine,
      'SELECT display_name FROM tenants WHERE id = ?',
    );
    this.#acceptTerms = prepare(engine, 'UPDATE tenants SET eula_accepted_at = ? WHERE id = ?');
    this.#markOnboarded = prepare(engine, 'UPDATE tenants SET onboarded = 1 WHERE id = ?');
    this.#setBrandedBy = prepare(engine, 'UPDATE tenants SET branded_by = ? WHERE id = ?');
  }

  async brandedBy(tenantId: string) {
    return (await this.#brandedBy.get(tenantId))?.branded_by ?? null;
  }

  async displayName(tenantId: string) {
    return (await this.#displayName.get(tenantId))?.display_name;
  }

  async size(tenantId: string) {
    return (await this.#size.get(tenantId))?.size;
  }

  async acceptTerms(tenantId: string, at: string) {
    await this.#acceptTerms.run(at, tenantId);
  }

  async withdrawTermsAcceptance(tenantId: string) {
    await this.#acceptTerms.run(null, tenantId);
  }

  async setBrandedBy(tenantId: string, brandedBy: string | null) {
    await this.#setBrandedBy.run(brandedBy, tenantId);
  }

  async markOnboarded(tenantId: string) {
    await this.#markOnboarded.run(tenantId);
  }
}
