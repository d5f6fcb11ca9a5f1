import { join } from 'node:path';
import { DEFAULT_DATA_DIR, databaseUrl, parseScale } from './config.ts';
import { startServer } from './server.ts';
import { openStore } from './store.ts';

const dataDir = process.env.PORTAL_DATA_DIR ?? DEFAULT_DATA_DIR;

// `--scale N` (or PORTAL_SCALE=N): Contoso's resources N times. The cost seed reads PORTAL_SCALE.
const scaleFlag = process.argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
const scaleText =
  scaleFlag < 0
    ? process.env.PORTAL_SCALE
    : (process.argv[scaleFlag]?.split('=')[1] ?? process.argv[scaleFlag + 1] ?? '');
let scale: number | undefined;
try {
  scale = parseScale(scaleText);
  if (scale === undefined && scaleFlag >= 0) throw new Error('--scale needs a number, e.g. --scale 10');
} catch (error) {
  console.error(`portal: ${(error as Error).message}`);
  process.exit(2);
}
if (scale !== undefined) process.env.PORTAL_SCALE = String(scale);

let database: string | undefined;
try {
  database = databaseUrl();
} catch (error) {
  console.error(`portal: ${(error as Error).message}`);
  process.exit(2);
}

// `--reset-only`: the demo data restored, nothing served.
if (process.argv.includes('--reset-only')) {
  const store = await openStore({ dataDir, databaseUrl: database, reset: true });
  await store.close();
  console.log('Demo data restored.');
  process.exit(0);
}

const port = Number(process.env.PORT ?? 8080);
const tokenTtlSeconds = Number(process.env.PORTAL_TOKEN_TTL_SECONDS ?? 300);
const running = await startServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  webRoot: process.env.WEB_ROOT ?? join(import.meta.dirname, '..', '..', 'web', 'dist'),
  ...(process.env.PORTAL_PUBLIC_URL ? { publicUrl: process.env.PORTAL_PUBLIC_URL } : {}),
  tokenTtlSeconds,
  reset: process.argv.includes('--reset'),
  databaseUrl: database,
  oidc: process.env.PORTAL_OIDC_ISSUER
    ? { issuer: process.env.PORTAL_OIDC_ISSUER, audience: process.env.PORTAL_OIDC_CLIENT_ID ?? 'portal-web' }
    : undefined,
  // Data seeded at another scale: Contoso's cost data (and what derives from it) is seeded again.
  scale,
  ...(process.env.PORTAL_DATABASE_POOL_SIZE
    ? { poolSize: Number(process.env.PORTAL_DATABASE_POOL_SIZE) }
    : {}),
  ...(process.env.PORTAL_SESSION_TIMEOUT_MINUTES
    ? { sessionTimeoutMinutes: Number(process.env.PORTAL_SESSION_TIMEOUT_MINUTES) }
    : {}),
  ...(process.env.PORTAL_SMTP_URL ? { smtpUrl: process.env.PORTAL_SMTP_URL } : {}),
  demoStorage: process.env.PORTAL_DEMO_STORAGE,
  graph: process.env.PORTAL_GRAPH_URL
    ? {
        graphUrl: process.env.PORTAL_GRAPH_URL,
        authority: process.env.PORTAL_GRAPH_AUTHORITY ?? 'https://login.microsoftonline.com',
        caFile: process.env.PORTAL_GRAPH_CA_FILE,
      }
    : undefined,
  ...(process.env.PORTAL_GRAPH_STAND_IN_PORT
    ? { graphStandInPort: Number(process.env.PORTAL_GRAPH_STAND_IN_PORT) }
    : {}),
  ...(process.env.PORTAL_PIPELINE_TICK_SECONDS
    ? { pipelineTickMs: Number(process.env.PORTAL_PIPELINE_TICK_SECONDS) * 1000 }
    : {}),
  ...(process.env.PORTAL_PIPELINE_STALE_SECONDS
    ? { pipelineStaleMs: Number(process.env.PORTAL_PIPELINE_STALE_SECONDS) * 1000 }
    : {}),
  ...(process.env.PORTAL_SMTP_FROM ? { smtpFrom: process.env.PORTAL_SMTP_FROM } : {}),
  smtpCaFile: process.env.PORTAL_SMTP_CA_FILE,
  ...(process.env.PORTAL_OFFLINE_INBOX_PORT
    ? { offlineInboxPort: Number(process.env.PORTAL_OFFLINE_INBOX_PORT) }
    : {}),
  ...(process.env.PORTAL_NOTIFY_TICK_SECONDS
    ? { notifyTickMs: Number(process.env.PORTAL_NOTIFY_TICK_SECONDS) * 1000 }
    : {}),
  runtimeConfig: {
    apiBaseUrl: process.env.PORTAL_API_BASE_URL ?? '',
    servicesPrefix: process.env.PORTAL_SERVICES_PREFIX ?? '',
    logoutPrefix: process.env.PORTAL_LOGOUT_PREFIX ?? '',
    productName: process.env.PORTAL_PRODUCT_NAME ?? 'Cloud Portal',
    // The changelog widget: this backend's offline stand-in unless another service is named.
    changelogUrl: process.env.PORTAL_CHANGELOG_URL ?? '/changelog-widget/',
  },
});
// Pact provider states over HTTP, for ./portal verify-provider (resets the data per interaction).
if (process.env.PORTAL_PACT_STATES === '1') {
  const { PROVIDER_STATES_PATH, serveProviderStates } = await import('./pact/state-change.ts');
  // The states write the embedded database directly: the pacts are verified on it.
  if (!running.db) {
    console.error('portal: PORTAL_PACT_STATES needs the embedded database (unset DATABASE_URL)');
    process.exit(2);
  }
  await serveProviderStates({ ...running, db: running.db }, { dataDir, tokenTtlSeconds });
  console.log(`Pact provider states at ${running.url}${PROVIDER_STATES_PATH} (data reset per interaction).`);
}
// Where the data is (a PostgreSQL URL without its credentials).
const where = database ? new URL(database) : undefined;
console.log(
  where
    ? `Data: PostgreSQL at ${where.host}${where.pathname} (DATABASE_URL)`
    : `Data: ${join(dataDir, 'portal.sqlite')} (the embedded database; DATABASE_URL for PostgreSQL)`,
);
if (running.seeding === 'rescaled') console.log(`Contoso's cost data seeded again at scale ${scale}.`);
console.log(process.env.PORTAL_ON_READY ?? `Portal listening on ${running.url}`);

// Ctrl-C and the test runner's stop both end the process cleanly, leaving nothing behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Said on stderr, so a test run that loses its backend shows why.
    console.error(`portal: ${signal} received, closing the backend on port ${port}`);
    running.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

// A backend that stops for any other reason says so too (the exit code and the last error).
process.once('exit', (code) => {
  if (code !== 0) console.error(`portal: the backend on port ${port} exits with code ${code}`);
});
