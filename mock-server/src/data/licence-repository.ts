import { parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { flag, prepare } from './statement.ts';

export interface LicenceDefinition {
  licenceKey: string;
  name: string;
  description: string | null;
  features: string[];
}

/** A tenant's licence, with its definition's name and description. */
export interface Licence {
  licenceKey: string;
  name: string;
  description: string | null;
  active: boolean;
  seats: number | null;
  activatedAt: string | null;
  expiresAt: string | null;
}

/** The licences there are, and each tenant's. */
export interface LicenceRepository {
  /** By licence key. */
  definitions(): Promise<LicenceDefinition[]>;
  /** The tenant's licences by licence key (the definitions' order: they keep no other). */
  list(tenantId: string, options?: { onlyActive?: boolean }): Promise<Licence[]>;
  /** Answers false when the tenant has no such licence. */
  setActive(
    tenantId: string,
    licenceKey: string,
    active: boolean,
    activatedAt: string | null,
  ): Promise<boolean>;
  /** Defines a licence, unless one with its key is defined already. */
  define(definition: LicenceDefinition): Promise<void>;
  /** The tenant's licences become exactly these (of defined keys). */
  replaceAll(
    tenantId: string,
    licences: readonly Pick<Licence, 'licenceKey' | 'active' | 'seats' | 'activatedAt' | 'expiresAt'>[],
  ): Promise<void>;
}

type LicenceRow = {
  licence_key: string;
  name: string;
  description: string | null;
  active: number;
  seats: number | null;
  activated_at: string | null;
  expires_at: string | null;
};

const LICENCES = `SELECT l.licence_key, d.name, d.description, l.active, l.seats, l.activated_at, l.expires_at
  FROM licences l JOIN licence_definitions d ON d.licence_key = l.licence_key WHERE l.tenant_id = ?`;

export class SqlLicenceRepository implements LicenceRepository {
  readonly #definitions;
  readonly #all;
  readonly #active;
  readonly #setActive;
  readonly #define;
  readonly #removeAll;
  readonly #add;

  constructor(engine: SqlEngine) {
    this.#definitions = prepare<{
      licence_key: string;
      name: string;
      description: string | null;
      features: string;
    }>(
      engine,
      'SELECT licence_key, name, description, features FROM licence_definitions ORDER BY licence_key',
    );
    this.#all = prepare<LicenceRow>(engine, `${LICENCES} ORDER BY d.licence_key`);
    this.#active = prepare<LicenceRow>(engine, `${LICENCES} AND l.active = 1 ORDER BY d.licence_key`);
    this.#setActive = prepare(
      engine,
      'UPDATE licences SET active = ?, activated_at = ? WHERE tenant_id = ? AND licence_key = ?',
    );
    this.#define = prepare(
      engine,
      `INSERT INTO licence_definitions (licence_key, name, description, features) VALUES (?, ?, ?, ?)
       ON CONFLICT (licence_key) DO NOTHING`,
    );
    this.#removeAll = prepare(engine, 'DELETE FROM licences WHERE tenant_id = ?');
    this.#add = prepare(
      engine,
      `INSERT INTO licences (tenant_id, licence_key, active, seats, activated_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
  }

  async definitions() {
    return (await this.#definitions.all()).map((d) => ({
      licenceKey: d.licence_key,
      name: d.name,
      description: d.description,
      features: parseJson<string[]>(d.features, []),
    }));
  }

  async list(tenantId: string, options: { onlyActive?: boolean } = {}) {
    return (await (options.onlyActive ? this.#active : this.#all).all(tenantId)).map((l) => ({
      licenceKey: l.licence_key,
      name: l.name,
      description: l.description,
      active: l.active === 1,
      seats: l.seats,
      activatedAt: l.activated_at,
      expiresAt: l.expires_at,
    }));
  }

  async setActive(tenantId: string, licenceKey: string, active: boolean, activatedAt: string | null) {
    return (await this.#setActive.run(flag(active), activatedAt, tenantId, licenceKey)) > 0;
  }

  async define(definition: LicenceDefinition) {
    await this.#define.run(
      definition.licenceKey,
      definition.name,
      definition.description,
      JSON.stringify(definition.features),
    );
  }

  async replaceAll(
    tenantId: string,
    licences: readonly Pick<Licence, 'licenceKey' | 'active' | 'seats' | 'activatedAt' | 'expiresAt'>[],
  ) {
    await this.#removeAll.run(tenantId);
    for (const l of licences)
      await this.#add.run(tenantId, l.licenceKey, flag(l.active), l.seats, l.activatedAt, l.expiresAt);
  }
}
