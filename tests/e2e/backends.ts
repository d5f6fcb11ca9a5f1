import { join } from 'node:path';
import { test } from '@playwright/test';

/**
 * The e2e backends. Each Playwright worker has its own pair (issue 26), so that two workers never
 * share data: the main backend (the seed's own session timeouts) and a backend whose app
 * tokens live 35 s (token expiry, tenant switching). Worker n uses the ports base + 10·n and data
 * folders of its own; E2E_PORT and E2E_SHORT_TOKEN_PORT move the bases, so that two runs side by
 * side never reset each other's data either.
 */

export const MAIN_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SHORT_TOKEN_BASE_PORT = Number(process.env.E2E_SHORT_TOKEN_PORT ?? 8182);

/** How many workers (and so backend pairs) a run has: two, one per core. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export interface E2eBackend {
  /** The main backend's port. */
  port: number;
  /** Its data folder, relative to tests/ (the SQLite file is portal.sqlite in it). */
  dataDir: string;
  /** The short-token backend's port. */
  shortTokenPort: number;
  shortTokenDataDir: string;
  /** The main backend's Microsoft Graph stand-in (HTTPS), its port + 3. */
  graphPort: number;
  /** The main backend's offline inbox (the mail and webhooks it sent), its port + 4. */
  inboxPort: number;
}

/** The backends of the worker with this parallel index (0 … E2E_WORKERS − 1). */
export function backendFor(parallelIndex: number): E2eBackend {
  const port = MAIN_BASE_PORT + 10 * parallelIndex;
  const shortTokenPort = SHORT_TOKEN_BASE_PORT + 10 * parallelIndex;
  return {
    port,
    dataDir: port === 8181 ? '.data-e2e' : `.data-e2e-${port}`,
    shortTokenPort,
    graphPort: port + 3,
    inboxPort: port + 4,
    shortTokenDataDir:
      shortTokenPort === 8182 ? '.data-e2e-short-token' : `.data-e2e-short-token-${shortTokenPort}`,
  };
}

/** The backends of the worker running the current test. */
export const currentBackend = (): E2eBackend => backendFor(test.info().parallelIndex);

/** The SQLite file of the current test's main backend, for journeys that check what was stored. */
export const currentDatabaseFile = (): string =>
  join(import.meta.dirname, '..', currentBackend().dataDir, 'portal.sqlite');

/**
 * The storage emulators' ports (Azurite's blob service, s3rver, and the word that both hold the
 * demo exports), one set for the run: E2E_STORAGE_PORT moves the base.
 */
const STORAGE_BASE_PORT = Number(process.env.E2E_STORAGE_PORT ?? 8187);
export const STORAGE_PORTS = {
  azurite: STORAGE_BASE_PORT,
  s3: STORAGE_BASE_PORT + 1,
  health: STORAGE_BASE_PORT + 2,
} as const;
