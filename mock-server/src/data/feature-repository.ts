import type { SqlEngine } from '../db/engine.ts';
import { flag, prepare } from './statement.ts';

/** 'state': the tenant's products; 'extra': optional features; 'pbi': its reports. */
export type FeatureKind = 'state' | 'extra' | 'pbi';

export interface Feature {
  key: string;
  name: string;
  description: string | null;
  active: boolean;
}

/** The features of each tenant, switched on and off by its settings managers. */
export interface FeatureRepository {
  /**
   * The features of one kind, by key (the table keeps no order of adding: SQLite's rowid has no
   * counterpart on PostgreSQL).
   */
  list(tenantId: string, kind: FeatureKind): Promise<Feature[]>;
  find(tenantId: string, kind: FeatureKind, key: string): Promise<Feature | undefined>;
  /** Switches the feature with this key (of any kind); answers false when there is none. */
  setActive(tenantId: string, key: string, active: boolean): Promise<boolean>;
}

type FeatureRow = { key: string; name: string; description: string | null; active: number };
const toFeature = (row: FeatureRow): Feature => ({
  key: row.key,
  name: row.name,
  description: row.description,
  active: row.active === 1,
});

export class SqlFeatureRepository implements FeatureRepository {
  readonly #list;
  readonly #find;
  readonly #setActive;

  constructor(engine: SqlEngine) {
    this.#list = prepare<FeatureRow>(
      engine,
      'SELECT key, name, description, active FROM features WHERE tenant_id = ? AND kind = ? ORDER BY key',
    );
    this.#find = prepare<FeatureRow>(
      engine,
      'SELECT key, name, description, active FROM features WHERE tenant_id = ? AND kind = ? AND key = ?',
    );
    this.#setActive = prepare(engine, 'UPDATE features SET active = ? WHERE tenant_id = ? AND key = ?');
  }

  async list(tenantId: string, kind: FeatureKind) {
    return (await this.#list.all(tenantId, kind)).map(toFeature);
  }

  async find(tenantId: string, kind: FeatureKind, key: string) {
    const row = await this.#find.get(tenantId, kind, key);
    return row && toFeature(row);
  }

  async setActive(tenantId: string, key: string, active: boolean) {
    return (await this.#setActive.run(flag(active), tenantId, key)) > 0;
  }
}
