import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { Alerting } from '../alerts/alerting.ts';
import { createApp } from '../app.ts';
import { AppTokens } from '../auth/app-tokens.ts';
import { jwksIdentityVerifier } from '../auth/identity-verifier.ts';
import { memberToken } from '../auth/member-tokens.ts';
import { Contract } from '../contract/contract.ts';
import { createDataAccess } from '../data/data-access.ts';
import { Database } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';
import { localViewExporter } from '../offline/report-host/view-export.ts';
import { Pipelines } from '../pipelines/pipelines.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { seed } from '../seed/seed.ts';
import { ScheduledMails } from '../subscriptions/scheduled-mail.ts';
import { seedThrough } from './seed-through.ts';
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database.ts';

let sharedContract: Contract | undefined;

/** A web root with an index page and one asset, for the static-serving tests. */
export function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Cloud Portal</title>' +
      '<script type="application/json" id="runtime-config">"__RUNTIME_CONFIG__"</script>',
  );
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  mkdirSync(join(root, 'media', 'docs'), { recursive: true });
  writeFileSync(join(root, 'media', 'docs', 'privacy.html'), '<!doctype html><title>Privacy</title>');
  return root;
}

const TEST_ISSUER = 'http://localhost/oidc';
const TEST_CLIENT = 'portal-web';
const idpKeys = await generateKeyPair('RS256');
const idpPublicJwk: JWK = { ...(await exportJWK(idpKeys.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };

/** An identity provider token as the local provider would issue it, for sign-in tests. */
export function identityToken(
  upn: string,
  options: { tid?: string; audience?: string; expiresIn?: string | number } = {},
) {
  return new SignJWT({ preferred_username: upn, tid: options.tid ?? upn.split('@')[1]?.split('.')[0] })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setSubject(`sub-${upn}`)
    .setIssuer(TEST_ISSUER)
    .setAudience(options.audience ?? TEST_CLIENT)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(idpKeys.privateKey);
}

/**
 * A seeded backend with a controllable clock, and a helper to mint app tokens. Its database is
 * its own: the embedded one (in memory, or `file`), or a PostgreSQL database when
 * `PORTAL_TEST_DATABASE_URL` is set (see `test-database.ts`). `close()` releases it.
 */
export async function createTestBackend(
  options: {
    runtimeConfig?: Record<string, string>;
    file?: string;
    webRoot?: string;
    /** More seed data after the demo seed (`seedCosts(db, ['fabrikam'])`…), on either engine. */
    seed?: (db: Database) => void;
    /**
     * On the embedded database whatever `PORTAL_TEST_DATABASE_URL` says: for the pact provider
     * states, which write it directly.
     */
    embedded?: boolean;
    /** A database opened and seeded already (the screens bench's), used as it is. */
    database?: TestDatabase;
    /** The pipelines' secret box (a key rotation's test gives its own). */
    secretBox?: SecretBox;
  } = {},
) {
  let now = Date.UTC(2026, 10, 21, 9, 0, 0);
  const opening = {
    ...(options.file ? { file: options.file } : {}),
    ...(options.seed ? { seed: options.seed } : {}),
  };
  const database =
    options.database ?? (options.embedded ? embeddedTestDatabase(opening) : await openTestDatabase(opening));
  const { engine: db, sqlite } = database;
  const data = createDataAccess(db);
  const tokens = new AppTokens({ secret: new Uint8Array(32).fill(3), ttlSeconds: 300, now: () => now });
  // The pipelines' secrets sealed with a key of this backend; runs worked when a test says so
  // (`pipelines.work()`), or soon after 'Run now'.
  const pipelines = new Pipelines(data, options.secretBox ?? new SecretBox(Buffer.alloc(32, 7)), {
    now: () => new Date(now),
    instance: 'test-instance',
  });
  // The alert definitions evaluated on the test clock; what they raise is queued (a test sends it).
  const alerting = new Alerting(data, { publicUrl: 'http://portal.test', now: () => new Date(now) });
  pipelines.afterLoad = (tenantId) => alerting.evaluate(tenantId);
  // The scheduled e-mails on the test clock: what falls due is queued when a test calls deliverDue().
  const scheduledMails = new ScheduledMails(data, {
    box: pipelines.box,
    publicUrl: 'http://portal.test',
    exportView: localViewExporter(data),
    now: () => new Date(now),
  });
  sharedContract ??= new Contract();
  const app = createApp({
    webRoot: options.webRoot ?? makeWebRoot(),
    data,
    tokens,
    contract: sharedContract,
    identityVerifier: jwksIdentityVerifier({
      jwks: () => ({ keys: [idpPublicJwk] }),
      issuer: TEST_ISSUER,
      audience: TEST_CLIENT,
    }),
    now: () => new Date(now),
    pipelines,
    alerting,
    scheduledMails,
    ...(options.runtimeConfig ? { runtimeConfig: options.runtimeConfig } : {}),
  });

  /** An app token for a seeded account in one of its tenants, with that membership's claims. */
  function tokenFor(upn: string, tenantId?: string): Promise<string> {
    return memberToken(data.accounts, tokens, upn, tenantId);
  }

  async function call(path: string, init: RequestInit & { token?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body && typeof init.body === 'string' && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    return app.request(path, { ...init, headers });
  }

  return {
    app,
    /** The database, on the engine the suite runs on, for set-up and assertions that look past the API. */
    db: db as SqlEngine,
    /** The embedded database itself, when the suite runs on it (undefined on PostgreSQL). */
    sqlite: sqlite as Database | undefined,
    data,
    tokens,
    /** The pipelines' scheduler and runner: `work()` runs what is queued, `tick()` a scheduler tick. */
    pipelines,
    /** The alert definitions' evaluation (`evaluate(tenantId)`), on the test clock. */
    alerting,
    /** The scheduled e-mails (`deliverDue()` queues what is due), on the test clock. */
    scheduledMails,
    /** The test clock now. */
    now: () => new Date(now),
    tokenFor,
    call,
    advance: (ms: number) => {
      now += ms;
    },
    /**
     * Runs the synchronous seed functions (`seed`, `seedCosts`…) on this backend's database while
     * it runs, on either engine (the `seed` option seeds it before it starts, more cheaply).
     */
    seed: (work: (db: Database) => void) => seedThrough(database, work),
    close: () => database.close(),
  };
}

/** A seeded embedded database, as `openTestDatabase` opens one when the suite runs on SQLite. */
function embeddedTestDatabase(options: TestDatabaseOptions): TestDatabase {
  const db = new Database(options.file ?? ':memory:');
  seed(db);
  options.seed?.(db);
  return { engine: sqliteEngine(db), sqlite: db, close: async () => db.close() };
}

/** A backend of {@link createTestBackend}. */
export type TestBackend = Awaited<ReturnType<typeof createTestBackend>>;

/** Reads a test answer's JSON loosely, for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely and asserted on
export async function readJson<T = any>(response: Response | Promise<Response>): Promise<T> {
  return (await response).json() as Promise<T>;
}
