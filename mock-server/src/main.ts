import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { AppTokens } from './auth/app-tokens.ts';
import { DEFAULT_DATA_DIR, loadSecrets } from './config.ts';
import { Database } from './db/database.ts';
import { isEmpty, seed } from './seed/seed.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const webRoot = process.env.WEB_ROOT ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
const dataDir = process.env.PORTAL_DATA_DIR ?? DEFAULT_DATA_DIR;
const ttlSeconds = Number(process.env.PORTAL_TOKEN_TTL_SECONDS ?? 300);

const db = new Database(join(dataDir, 'portal.sqlite'));
const reset = process.argv.includes('--reset');
if (reset || isEmpty(db)) {
  seed(db);
  console.log(reset ? 'Demo data restored.' : 'Demo data seeded.');
}
if (process.argv.includes('--reset-only')) {
  db.close();
  process.exit(0);
}

const tokens = new AppTokens({ secret: loadSecrets(dataDir).appTokenSecret, ttlSeconds });
const runtimeConfig = {
  apiBaseUrl: process.env.PORTAL_API_BASE_URL ?? '',
  servicesPrefix: process.env.PORTAL_SERVICES_PREFIX ?? '',
  logoutPrefix: process.env.PORTAL_LOGOUT_PREFIX ?? '',
};

const server = serve(
  { fetch: createApp({ webRoot, runtimeConfig, db, tokens }).fetch, port, hostname: host },
  () => {
    console.log(process.env.PORTAL_ON_READY ?? `Portal listening on http://localhost:${port}`);
  },
);

// Ctrl-C and the test runner's stop both end the process cleanly, leaving nothing behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
