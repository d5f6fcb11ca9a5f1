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
  /** Gives the tenant a feature (a product, an extra or a report) it does not have yet. */
  add(tenantId: string, kind: FeatureKind, feature: Feature): Promise<void>;
  /** The tenant's features become exactly these (its product set changes). */
  replaceAll(tenantId: string, features: readonly (Feature & { kind: FeatureKind })[]): Promise<void>;
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
  readonly #add;
  readonly #removeAll;

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
    this.#add = prepare(
      engine,
      'INSERT INTO features (tenant_id, kind, key, name, description, active) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#removeAll = prepare(engine, 'DELETE FROM features WHERE tenant_id = ?');
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

  async add(tenantId: string, kind: FeatureKind, feature: Feature) {
    await this.#add.run(tenantId, kind, feature.key, feature.name, feature.description, flag(feature.active));
  }

  async replaceAll(tenantId: string, features: readonly (Feature & { kind: FeatureKind })[]) {
    await this.#removeAll.run(tenantId);
    for (const { kind, ...feature } of features) await this.add(tenantId, kind, feature);
  }
}
