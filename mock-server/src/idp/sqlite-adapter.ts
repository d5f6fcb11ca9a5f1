import type { Adapter, AdapterPayload } from 'oidc-provider';
import { type Database, json, parseJson } from '../db/database.ts';

/** Stores the identity provider's sessions, grants and codes in the embedded database. */
export function sqliteAdapterFactory(
  db: Database,
  now: () => number = Date.now,
): new (
  model: string,
) => Adapter {
  return class SqliteAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      db.run(
        `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.#model,
          id,
          json(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? now() + expiresIn * 1000 : null,
        ],
      );
    }

    #read(where: string, value: string): AdapterPayload | undefined {
      const row = db.get<{ payload: string; expires_at: number | null; consumed_at: number | null }>(
        `SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ? AND ${where} = ?`,
        [this.#model, value],
      );
      if (!row || (row.expires_at !== null && row.expires_at <= now())) return undefined;
      const payload = parseJson<AdapterPayload>(row.payload, {});
      return row.consumed_at === null
        ? payload
        : { ...payload, consumed: Math.floor(row.consumed_at / 1000) };
    }

    async find(id: string) {
      return this.#read('id', id);
    }

    async findByUserCode(userCode: string) {
      return this.#read('user_code', userCode);
    }

    async findByUid(uid: string) {
      return this.#read('uid', uid);
    }

    async consume(id: string): Promise<void> {
      db.run('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?', [now(), this.#model, id]);
    }

    async destroy(id: string): Promise<void> {
      db.run('DELETE FROM oidc_models WHERE model = ? AND id = ?', [this.#model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      db.run('DELETE FROM oidc_models WHERE grant_id = ?', [grantId]);
    }
  };
}
