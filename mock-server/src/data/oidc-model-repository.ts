import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export interface OidcModel {
  payload: Record<string, unknown>;
  /** Epoch milliseconds; null: never expires. */
  expiresAt: number | null;
  /** Epoch milliseconds; null: not consumed. */
  consumedAt: number | null;
}

/** The identity provider's sessions, grants, codes and tokens, by model name and id. */
export interface OidcModelRepository {
  upsert(
    model: string,
    id: string,
    record: {
      payload: Record<string, unknown>;
      grantId: string | null;
      userCode: string | null;
      uid: string | null;
      expiresAt: number | null;
    },
  ): Promise<void>;
  find(model: string, by: 'id' | 'userCode' | 'uid', value: string): Promise<OidcModel | undefined>;
  consume(model: string, id: string, at: number): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  /** Removes everything issued under a grant, of every model. */
  revokeByGrantId(grantId: string): Promise<void>;
}

type Row = { payload: string; expires_at: number | null; consumed_at: number | null };

export class SqlOidcModelRepository implements OidcModelRepository {
  readonly #upsert;
  readonly #find;
  readonly #consume;
  readonly #destroy;
  readonly #revokeByGrantId;

  constructor(engine: SqlEngine) {
    this.#upsert = prepare(
      engine,
      `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
    );
    const select = 'SELECT payload, expires_at, consumed_at FROM oidc_models WHERE model = ?';
    this.#find = {
      id: prepare<Row>(engine, `${select} AND id = ?`),
      userCode: prepare<Row>(engine, `${select} AND user_code = ?`),
      uid: prepare<Row>(engine, `${select} AND uid = ?`),
    };
    this.#consume = prepare(engine, 'UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?');
    this.#destroy = prepare(engine, 'DELETE FROM oidc_models WHERE model = ? AND id = ?');
    this.#revokeByGrantId = prepare(engine, 'DELETE FROM oidc_models WHERE grant_id = ?');
  }

  async upsert(
    model: string,
    id: string,
    r: {
      payload: Record<string, unknown>;
      grantId: string | null;
      userCode: string | null;
      uid: string | null;
      expiresAt: number | null;
    },
  ) {
    await this.#upsert.run(model, id, json(r.payload), r.grantId, r.userCode, r.uid, r.expiresAt);
  }

  async find(model: string, by: 'id' | 'userCode' | 'uid', value: string) {
    const row = await this.#find[by].get(model, value);
    return (
      row && {
        payload: parseJson<Record<string, unknown>>(row.payload, {}),
        expiresAt: row.expires_at,
        consumedAt: row.consumed_at,
      }
    );
  }

  async consume(model: string, id: string, at: number) {
    await this.#consume.run(at, model, id);
  }

  async destroy(model: string, id: string) {
    await this.#destroy.run(model, id);
  }

  async revokeByGrantId(grantId: string) {
    await this.#revokeByGrantId.run(grantId);
  }
}
