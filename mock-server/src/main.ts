import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const webRoot = process.env.WEB_ROOT ?? join(import.meta.dirname, '..', '..', 'web', 'dist');

const runtimeConfig = {
  apiBaseUrl: process.env.PORTAL_API_BASE_URL ?? '',
  servicesPrefix: process.env.PORTAL_SERVICES_PREFIX ?? '',
  logoutPrefix: process.env.PORTAL_LOGOUT_PREFIX ?? '',
};

const server = serve({ fetch: createApp({ webRoot, runtimeConfig }).fetch, port, hostname: host }, () => {
  console.log(process.env.PORTAL_ON_READY ?? `Portal listening on http://localhost:${port}`);
});

// Ctrl-C and the test runner's stop both end the process cleanly, leaving nothing behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
