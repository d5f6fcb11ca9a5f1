import type { Database } from '../db/database.ts';
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
  /** The features of one kind, in the order they were added. */
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

export class SqliteFeatureRepository implements FeatureRepository {
  readonly #list;
  readonly #find;
  readonly #setActive;

  constructor(db: Database) {
    this.#list = prepare<FeatureRow>(
      db,
      'SELECT key, name, description, active FROM features WHERE tenant_id = ? AND kind = ? ORDER BY rowid',
    );
    this.#find = prepare<FeatureRow>(
      db,
      'SELECT key, name, description, active FROM features WHERE tenant_id = ? AND kind = ? AND key = ?',
    );
    this.#setActive = prepare(db, 'UPDATE features SET active = ? WHERE tenant_id = ? AND key = ?');
  }

  async list(tenantId: string, kind: FeatureKind) {
    return this.#list.all(tenantId, kind).map(toFeature);
  }

  async find(tenantId: string, kind: FeatureKind, key: string) {
    const row = this.#find.get(tenantId, kind, key);
    return row && toFeature(row);
  }

  async setActive(tenantId: string, key: string, active: boolean) {
    return this.#setActive.run(flag(active), tenantId, key) > 0;
  }
}
