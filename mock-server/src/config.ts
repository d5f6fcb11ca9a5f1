import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';

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

/** Reads the keys of the data folder, creating them once, so tokens and sessions survive restarts. */
export async function loadSecrets(dataDir: string): Promise<Secrets> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  let stored: StoredSecrets | undefined = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets)
    : undefined;
  if (!stored?.idpSigningKey) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    stored = {
      appTokenSecret: stored?.appTokenSecret ?? randomBytes(32).toString('base64url'),
      idpSigningKey: {
        ...(await exportJWK(privateKey)),
        kid: randomBytes(8).toString('hex'),
        alg: 'RS256',
        use: 'sig',
      },
      idpCookieKey: randomBytes(32).toString('base64url'),
    };
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  }
  return {
    appTokenSecret: Buffer.from(stored.appTokenSecret, 'base64url'),
    idpSigningKey: stored.idpSigningKey,
    idpCookieKey: stored.idpCookieKey,
  };
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
 * (`docs/mock-server.md`, Assistant): off unless `PORTAL_ASSISTANT_LLM_URL` and
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
