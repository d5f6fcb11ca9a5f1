import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import type { SqlEngine } from './db/engine.ts';

/** Where the backend keeps its database and keys (git-ignored); PORTAL_DATA_DIR overrides. */
export const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', '..', '.data');

export interface Secrets {
  appTokenSecret: Uint8Array;
  idpSigningKey: Record<string, unknown>;
  idpCookieKey: string;
}

interface StoredSecrets {
  appTokenSecret: string;
  idpSigningKey: Record<string, unknown>;
  idpCookieKey: string;
}

/** New keys: the app-token secret, the identity provider's signing key and its cookie key. */
async function newSecrets(appTokenSecret?: string): Promise<StoredSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    appTokenSecret: appTokenSecret ?? randomBytes(32).toString('base64url'),
    idpSigningKey: {
      ...(await exportJWK(privateKey)),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
      use: 'sig',
    },
    idpCookieKey: randomBytes(32).toString('base64url'),
  };
}

const toSecrets = (stored: StoredSecrets): Secrets => ({
  appTokenSecret: Buffer.from(stored.appTokenSecret, 'base64url'),
  idpSigningKey: stored.idpSigningKey,
  idpCookieKey: stored.idpCookieKey,
});

/** Reads the keys of the data folder, creating them once, so tokens and sessions survive restarts. */
export async function loadSecrets(dataDir: string): Promise<Secrets> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  let stored: StoredSecrets | undefined = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets)
    : undefined;
  if (!stored?.idpSigningKey) {
    stored = await newSecrets(stored?.appTokenSecret);
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return toSecrets(stored);
}

/**
 * The keys every backend instance on one shared database uses (table instance_secrets): the first
 * instance writes them, the others, starting at the same time or later, read the same ones.
 */
export async function loadSharedSecrets(engine: SqlEngine): Promise<Secrets> {
  const read = async () =>
    (await engine.get<{ value: string }>("SELECT value FROM instance_secrets WHERE name = 'keys'"))?.value;
  let value = await read();
  if (value === undefined) {
    await engine.run(
      "INSERT INTO instance_secrets (name, value) VALUES ('keys', ?) ON CONFLICT (name) DO NOTHING",
      [JSON.stringify(await newSecrets())],
    );
    value = await read();
  }
  if (value === undefined) throw new Error('instance_secrets: the shared keys could not be written');
  return toSecrets(JSON.parse(value) as StoredSecrets);
}

/**
 * The backend's database: PostgreSQL at `DATABASE_URL` (postgres:// or postgresql://), or the
 * embedded database in the data folder when it is unset. Throws on another kind of URL.
 */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error(`DATABASE_URL must be a postgres:// URL (got ${JSON.stringify(url.split('@').pop())})`);
  return url;
}

/** The largest `--scale` (`PORTAL_SCALE`): Contoso's resources multiplied this many times at most. */
export const MAX_SCALE = 100;

/**
 * How many times the demo seed multiplies Contoso's resources, from `./portal start --scale N` or
 * `PORTAL_SCALE`: a whole number from 1 to {@link MAX_SCALE}; undefined when not given. Throws on
 * anything else, naming what it got.
 */
export function parseScale(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const scale = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new Error(`the scale must be a whole number from 1 to ${MAX_SCALE} (got ${JSON.stringify(text)})`);
  }
  return scale;
}

/** The scale the demo cost seed uses: `PORTAL_SCALE`, 1 when unset. */
export const costScale = (env: NodeJS.ProcessEnv = process.env): number => parseScale(env.PORTAL_SCALE) ?? 1;

/**
 * An OpenAI-compatible chat-completions endpoint the assistant phrases its answers with
 * (`docs/backend/assistant.md`): off unless `PORTAL_ASSISTANT_LLM_URL` and
 * `PORTAL_ASSISTANT_LLM_MODEL` are set.
 */
export interface AssistantLlmConfig {
  /** The chat-completions URL ('…/v1/chat/completions'). */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  key: string | undefined;
  timeoutMs: number;
}

/** The default time the assistant waits for the language model before answering without it. */
export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

/**
 * The language model of the assistant from `PORTAL_ASSISTANT_LLM_URL` (an http(s) base URL such as
 * 'http://127.0.0.1:11434/v1', or the full '…/chat/completions' URL), `PORTAL_ASSISTANT_LLM_MODEL`,
 * `PORTAL_ASSISTANT_LLM_KEY` (optional) and `PORTAL_ASSISTANT_LLM_TIMEOUT_MS` (optional, 1 to
 * 120000, default 20000); undefined when the URL or the model is missing or the URL is not http(s).
 */
export function assistantLlmConfig(env: NodeJS.ProcessEnv = process.env): AssistantLlmConfig | undefined {
  const base = env.PORTAL_ASSISTANT_LLM_URL?.trim();
  const model = env.PORTAL_ASSISTANT_LLM_MODEL?.trim();
  if (!base || !model) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!/\/chat\/completions\/?$/.test(url.pathname)) {
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  }
  const timeout = Number(env.PORTAL_ASSISTANT_LLM_TIMEOUT_MS);
  return {
    url: url.toString(),
    model,
    key: env.PORTAL_ASSISTANT_LLM_KEY?.trim() || undefined,
    timeoutMs:
      Number.isInteger(timeout) && timeout >= 1 && timeout <= 120_000 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
  };
}
