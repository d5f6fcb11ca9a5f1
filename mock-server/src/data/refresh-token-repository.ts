import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** A refresh session, found by the hash of the cookie's token (the token itself is never stored). */
export interface RefreshSession {
  id: string;
  userId: string;
  upn: string;
  tenantId: string;
  expiresAt: string;
  revokedAt: string | null;
  /** When its own rotation spent it (a refresh); null while unspent or when a logout or switch ended it. */
  rotatedAt: string | null;
}

/** The refresh sessions behind the portal_refresh cookie. */
export interface RefreshTokenRepository {
  create(session: {
    id: string;
    tokenHash: string;
    userId: string;
    tenantId: string;
    expiresAt: string;
  }): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshSession | undefined>;
  /** Spends a session that has not ended yet; false when it already had (a concurrent rotation). */
  revoke(id: string, at: string): Promise<boolean>;
  /** Spends a session by its rotation (a refresh), as `revoke` does, and records when. */
  rotate(id: string, at: string): Promise<boolean>;
  /** Revokes the session of this token unless it already ended. */
  revokeByHash(tokenHash: string, at: string): Promise<void>;
}

export class SqlRefreshTokenRepository implements RefreshTokenRepository {
  readonly #create;
  readonly #findByHash;
  readonly #revoke;
  readonly #rotate;
  readonly #revokeByHash;

  constructor(engine: SqlEngine) {
    this.#create = prepare(
      engine,
      'INSERT INTO refresh_tokens (id, token_hash, user_id, tenant_id, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, NULL)',
    );
    this.#findByHash = prepare<{
      id: string;
      user_id: string;
      tenant_id: string;
      expires_at: string;
      revoked_at: string | null;
      rotated_at: string | null;
      upn: string;
    }>(
      engine,
      `SELECT r.id, r.user_id, r.tenant_id, r.expires_at, r.revoked_at, r.rotated_at, u.upn FROM refresh_tokens r
       JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
    );
    this.#revoke = prepare(
      engine,
      'UPDATE refresh_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    );
    this.#rotate = prepare(
      engine,
      'UPDATE refresh_tokens SET revoked_at = ?, rotated_at = ? WHERE id = ? AND revoked_at IS NULL',
    );
    this.#revokeByHash = prepare(
      engine,
      'UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
    );
  }

  async create(session: {
    id: string;
    tokenHash: string;
    userId: string;
    tenantId: string;
    expiresAt: string;
  }) {
    await this.#create.run(
      session.id,
      session.tokenHash,
      session.userId,
      session.tenantId,
      session.expiresAt,
    );
  }

  async findByHash(tokenHash: string): Promise<RefreshSession | undefined> {
    const row = await this.#findByHash.get(tokenHash);
    return (
      row && {
        id: row.id,
        userId: row.user_id,
        upn: row.upn,
        tenantId: row.tenant_id,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
        rotatedAt: row.rotated_at,
      }
    );
  }

  async revoke(id: string, at: string) {
    return (await this.#revoke.run(at, id)) > 0;
  }

  async rotate(id: string, at: string) {
    return (await this.#rotate.run(at, at, id)) > 0;
  }

  async revokeByHash(tokenHash: string, at: string) {
    await this.#revokeByHash.run(at, tokenHash);
  }
}
