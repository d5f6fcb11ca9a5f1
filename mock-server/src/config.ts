import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the backend keeps its database and keys (git-ignored); PORTAL_DATA_DIR overrides. */
export const DEFAULT_DATA_DIR = join(import.meta.dirname, '..', '..', '.data');

export interface Secrets {
  appTokenSecret: Uint8Array;
}

/** Reads the signing secrets of the data folder, creating them once, so tokens survive restarts. */
export function loadSecrets(dataDir: string): Secrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify({ appTokenSecret: randomBytes(32).toString('base64url') }), {
      mode: 0o600,
    });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { appTokenSecret: string };
  return { appTokenSecret: Buffer.from(stored.appTokenSecret, 'base64url') };
}
