import { type Database, parseJson } from '../db/database.ts';
import { flag, prepare } from './statement.ts';

export interface LicenceDefinition {
  licenseKey: string;
  name: string;
  description: string | null;
  features: string[];
}

/** A tenant's licence, with its definition's name and description. */
export interface Licence {
  licenseKey: string;
  name: string;
  description: string | null;
  active: boolean;
  seats: number | null;
  activatedAt: string | null;
  expiresAt: string | null;
}

/** The licences there are, and each tenant's. */
export interface LicenceRepository {
  definitions(): Promise<LicenceDefinition[]>;
  /** The tenant's licences in the order of their definitions. */
  list(tenantId: string, options?: { onlyActive?: boolean }): Promise<Licence[]>;
  /** Answers false when the tenant has no such licence. */
  setActive(
    tenantId: string,
    licenseKey: string,
    active: boolean,
    activatedAt: string | null,
  ): Promise<boolean>;
}

type LicenceRow = {
  license_key: string;
  name: string;
  description: string | null;
  active: number;
  seats: number | null;
  activated_at: string | null;
  expires_at: string | null;
};

const LICENCES = `SELECT l.license_key, d.name, d.description, l.active, l.seats, l.activated_at, l.expires_at
  FROM licenses l JOIN license_definitions d ON d.license_key = l.license_key WHERE l.tenant_id = ?`;

export class SqliteLicenceRepository implements LicenceRepository {
  readonly #definitions;
  readonly #all;
  readonly #active;
  readonly #setActive;

  constructor(db: Database) {
    this.#definitions = prepare<{
      license_key: string;
      name: string;
      description: string | null;
      features: string;
    }>(db, 'SELECT license_key, name, description, features FROM license_definitions ORDER BY rowid');
    this.#all = prepare<LicenceRow>(db, `${LICENCES} ORDER BY d.rowid`);
    this.#active = prepare<LicenceRow>(db, `${LICENCES} AND l.active = 1 ORDER BY d.rowid`);
    this.#setActive = prepare(
      db,
      'UPDATE licenses SET active = ?, activated_at = ? WHERE tenant_id = ? AND license_key = ?',
    );
  }

  async definitions() {
    return this.#definitions.all().map((d) => ({
      licenseKey: d.license_key,
      name: d.name,
      description: d.description,
      features: parseJson<string[]>(d.features, []),
    }));
  }

  async list(tenantId: string, options: { onlyActive?: boolean } = {}) {
    return (options.onlyActive ? this.#active : this.#all).all(tenantId).map((l) => ({
      licenseKey: l.license_key,
      name: l.name,
      description: l.description,
      active: l.active === 1,
      seats: l.seats,
      activatedAt: l.activated_at,
      expiresAt: l.expires_at,
    }));
  }

  async setActive(tenantId: string, licenseKey: string, active: boolean, activatedAt: string | null) {
    return this.#setActive.run(flag(active), activatedAt, tenantId, licenseKey) > 0;
  }
}
