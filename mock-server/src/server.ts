import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { AppTokens } from './auth/app-tokens.ts';
import { loadSecrets } from './config.ts';
import { createSqliteDataAccess } from './data/data-access.ts';
import { Database } from './db/database.ts';
import { IdentityProvider, PORTAL_CLIENT_ID } from './idp/identity-provider.ts';
import { seedCostEntities } from './seed/cost-entities.ts';
import { seedCosts } from './seed/costs.ts';
import { seedOffice } from './seed/office.ts';
import { seedOperations } from './seed/operations.ts';
import { DEFAULT_SEED, isEmpty, seed } from './seed/seed.ts';
import { drainOutbox } from './services/smtp.ts';

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  webRoot: string;
  /** Public origin; defaults to http://localhost:{port}. */
  publicUrl?: string;
  tokenTtlSeconds: number;
  /** Restore the demo seed before starting. */
  reset?: boolean;
  /** Seed every tenant with this idle timeout (minutes) instead of its own. */
  sessionTimeoutMinutes?: number;
  runtimeConfig?: Record<string, string>;
  /** Optional plain SMTP target (smtp://host:port) the e-mail outbox is sent to. */
  smtpUrl?: string;
  smtpFrom?: string;
}

export interface RunningServer {
  server: Server;
  url: string;
  db: Database;
  idp: IdentityProvider;
  close(): Promise<void>;
}

/** The reference backend: the identity provider at /oidc, the API, and the web app, on one port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const db = new Database(join(options.dataDir, 'portal.sqlite'));
  if (options.reset || isEmpty(db)) {
    seed(db, {
      ...DEFAULT_SEED,
      ...(options.sessionTimeoutMinutes ? { sessionTimeoutMinutes: options.sessionTimeoutMinutes } : {}),
    });
    seedCosts(db);
    seedCostEntities(db);
    seedOffice(db);
    seedOperations(db);
  }
  const data = createSqliteDataAccess(db);
  const secrets = await loadSecrets(options.dataDir);
  const tokens = new AppTokens({ secret: secrets.appTokenSecret, ttlSeconds: options.tokenTtlSeconds });

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const port = (server.address() as AddressInfo).port;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const idp = new IdentityProvider({
    data,
    publicUrl,
    signingKey: secrets.idpSigningKey,
    cookieKey: secrets.idpCookieKey,
  });
  const app = createApp({
    webRoot: options.webRoot,
    runtimeConfig: {
      authority: idp.issuer,
      clientId: PORTAL_CLIENT_ID,
      protocol: 'oidc',
      ...options.runtimeConfig,
    },
    db,
    data,
    tokens,
    identityVerifier: idp.verifier(),
  });
  const listener = getRequestListener(app.fetch);
  const failed = (res: ServerResponse) => (error: unknown) => {
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }));
    }
  };
  server.on('request', (req, res) => {
    // Everything outside /oidc goes straight to the app (the provider would only parse the URL to say so).
    const target = req.url ?? '/';
    if (target.startsWith('/') && !target.startsWith('/oidc')) {
      listener(req, res).catch(failed(res));
      return;
    }
    idp
      .handle(req, res)
      .then((handled) => (handled ? undefined : listener(req, res)))
      .catch(failed(res));
  });

  // The outbox always keeps every notification; with a target it is also sent, every 10 s.
  let outbox: NodeJS.Timeout | undefined;
  if (options.smtpUrl) {
    const target = new URL(options.smtpUrl);
    const from = options.smtpFrom ?? 'portal@localhost';
    let draining = false;
    outbox = setInterval(() => {
      if (draining) return;
      draining = true;
      drainOutbox(data.outbox, target, from)
        .catch((error: unknown) => console.error('Outbox:', error))
        .finally(() => {
          draining = false;
        });
    }, 10_000);
    outbox.unref();
  }

  return {
    server,
    url: publicUrl,
    db,
    idp,
    close: () =>
      new Promise<void>((resolve) => {
        if (outbox) clearInterval(outbox);
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
