/**
 * The connection secrets a tenant gives the portal (a storage account key or SAS, an S3 secret
 * access key, an application's client secret), sealed with AES-256-GCM before they are stored and
 * opened only where a connection is made. A sealed secret names the key that sealed it (a short
 * id, not the key) and is bound to its owner (`context`, the record it belongs to): a ciphertext
 * copied onto another tenant's pipeline does not open.
 *
 * The key: `PORTAL_SECRET_KEY` (32 bytes, base64), or, for the embedded default, a key file the
 * first start writes into the data folder (`secret-store.key`, mode 0600), never the database that
 * holds the ciphertexts. Several instances on one PostgreSQL share `PORTAL_SECRET_KEY`.
 *
 * Rotation (docs/pipelines.md): the new key in `PORTAL_SECRET_KEY`, the old ones in
 * `PORTAL_SECRET_KEY_PREVIOUS` (comma-separated); secrets sealed with an old key still open, and
 * {@link SecretBox.reseal} (run over every stored secret at start-up) seals them again with the new
 * one, after which the old key can go.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A secret as stored: which key sealed it, its nonce, its authentication tag, its ciphertext (base64url). */
export interface SealedSecret {
  v: 1;
  key: string;
  iv: string;
  tag: string;
  data: string;
}

/** A secret that cannot be opened: sealed with a key this instance does not have, or altered. */
export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

interface Key {
  id: string;
  bytes: Buffer;
}

const keyId = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** A key from its base64 (or base64url) text; refuses one that is not 32 bytes. */
export function parseKey(text: string, name: string): Buffer {
  const bytes = Buffer.from(text.trim(), 'base64');
  if (bytes.length !== 32)
    throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32); it has ${bytes.length}`);
  return bytes;
}

export const isSealed = (value: unknown): value is SealedSecret =>
  !!value &&
  typeof value === 'object' &&
  (value as SealedSecret).v === 1 &&
  typeof (value as SealedSecret).data === 'string';

export class SecretBox {
  readonly #keys: Key[];

  /** `current` seals; `previous` keys only open (a rotation in progress). */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.#keys = [current, ...previous].map((bytes) => ({ id: keyId(bytes), bytes }));
  }

  /** The id of the key that seals (shown in logs and docs instead of the key). */
  get currentKeyId(): string {
    return (this.#keys[0] as Key).id;
  }

  seal(plain: string, context: string): SealedSecret {
    const key = this.#keys[0] as Key;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return {
      v: 1,
      key: key.id,
      iv: iv.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
      data: data.toString('base64url'),
    };
  }

  /** The secret in clear; throws {@link SecretKeyError} for an unknown key, another owner or altered bytes. */
  open(sealed: SealedSecret, context: string): string {
    const key = this.#keys.find((k) => k.id === sealed.key);
    if (!key)
      throw new SecretKeyError(
        `the secret was sealed with key ${sealed.key}, which this instance does not have (PORTAL_SECRET_KEY, PORTAL_SECRET_KEY_PREVIOUS)`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(sealed.iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretKeyError('the secret does not open with its key: it was altered or belongs elsewhere');
    }
  }

  /** Whether a sealed secret should be sealed again with the current key. */
  isStale(sealed: SealedSecret): boolean {
    return sealed.key !== this.currentKeyId;
  }

  /** The same secret sealed with the current key (itself when it already is). */
  reseal(sealed: SealedSecret, context: string): SealedSecret {
    return this.isStale(sealed) ? this.seal(this.open(sealed, context), context) : sealed;
  }
}

/** The key file of the embedded default, in the data folder. */
export const KEY_FILE = 'secret-store.key';

/**
 * The box of this instance: `PORTAL_SECRET_KEY` (and `PORTAL_SECRET_KEY_PREVIOUS`) when set, else
 * the data folder's key file, written once. `dataDir` undefined (a database in memory, tests)
 * without the variable: a key of this process alone.
 */
export function secretBoxFrom(env: NodeJS.ProcessEnv, dataDir: string | undefined): SecretBox {
  const previous = (env.PORTAL_SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => parseKey(text, 'PORTAL_SECRET_KEY_PREVIOUS'));
  if (env.PORTAL_SECRET_KEY?.trim())
    return new SecretBox(parseKey(env.PORTAL_SECRET_KEY, 'PORTAL_SECRET_KEY'), previous);
  if (!dataDir) return new SecretBox(randomBytes(32), previous);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  return new SecretBox(parseKey(readFileSync(file, 'utf8'), file), previous);
}
