import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Alerting } from './alerts/alerting.ts';
import { createApp } from './app.ts';
import { AppTokens } from './auth/app-tokens.ts';
import { remoteIdentityVerifier } from './auth/identity-verifier.ts';
import type { Database } from './db/database.ts';
import type { SqlEngine } from './db/engine.ts';
import { OfficeGraph } from './graph/office-graph.ts';
import { httpTransport } from './graph/transport.ts';
import { Deliveries, resealNotificationSecrets } from './notify/deliveries.ts';
import { type Mailer, smtpMailer } from './notify/mailer.ts';
import { httpsWebhookSender, type WebhookSender } from './notify/webhooks.ts';
import { ensureDemoIntegrations, startDemoGraph } from './offline/graph/demo-office.ts';
import { IdentityProvider, PORTAL_CLIENT_ID } from './offline/idp/identity-provider.ts';
import { ensureDemoEndpoints, startOfflineNotifications } from './offline/inbox/demo-notifications.ts';
import { localViewExporter } from './offline/report-host/view-export.ts';
import { demoStorageFrom, ensureDemoPipelines } from './offline/storage/demo-pipelines.ts';
import { Pipelines } from './pipelines/pipelines.ts';
import { secretBoxFrom } from './secrets/secret-box.ts';
import { DEFAULT_SEED } from './seed/seed.ts';
import { openStore, type Seeding } from './store.ts';
import { ScheduledMails } from './subscriptions/scheduled-mail.ts';

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
  /** PostgreSQL instead of the embedded database in dataDir (DATABASE_URL). */
  databaseUrl?: string | undefined;
  /** Contoso's cost data at this scale (seeded again when the data holds another). */
  scale?: number | undefined;
  /**
   * A real OpenID Connect provider (PORTAL_OIDC_ISSUER, PORTAL_OIDC_CLIENT_ID) whose ID tokens sign
   * users in, instead of the local one at /oidc (which still runs, unused).
   */
  oidc?: { issuer: string; audience: string } | undefined;
  /** PostgreSQL connections of this instance (PORTAL_DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Seed every tenant with this idle timeout (minutes) instead of its own. */
  sessionTimeoutMinutes?: number;
  runtimeConfig?: Record<string, string>;
  /**
   * The mail relay the outbox is sent to (PORTAL_SMTP_URL: smtp:// with STARTTLS, or smtps://, the
   * credentials in it; PORTAL_SMTP_CA_FILE for a private certificate authority). Unset: the offline
   * mail catcher, webhook receiver and inbox page run beside the backend (the inbox on
   * PORTAL_OFFLINE_INBOX_PORT, default a free port), and webhooks go to loopback only.
   */
  smtpUrl?: string;
  smtpFrom?: string;
  smtpCaFile?: string | undefined;
  offlineInboxPort?: number;
  /** How often the outbox and the webhook deliveries are sent (PORTAL_NOTIFY_TICK_SECONDS, default 5 s). */
  notifyTickMs?: number;
  /** The storage emulators of the offline world (PORTAL_DEMO_STORAGE, JSON): the demo tenant's pipelines read them. */
  demoStorage?: string | undefined;
  /** How often the pipelines' scheduler ticks (PORTAL_PIPELINE_TICK_SECONDS, default 30 s). */
  pipelineTickMs?: number;
  /** After how long without a heartbeat a run is taken up again (PORTAL_PIPELINE_STALE_SECONDS, default 60 s). */
  pipelineStaleMs?: number;
  /**
   * Microsoft Graph and its identity provider (PORTAL_GRAPH_URL, PORTAL_GRAPH_AUTHORITY, and
   * PORTAL_GRAPH_CA_FILE for a private certificate authority). Unset: the offline Graph stand-in
   * runs beside the backend (on PORTAL_GRAPH_STAND_IN_PORT, default a free port) with the demo
   * tenants' directories.
   */
  graph?: { authority: string; graphUrl: string; caFile?: string | undefined } | undefined;
  graphStandInPort?: number;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** The embedded database, when the backend runs on it (undefined on PostgreSQL). */
  db: Database | undefined;
  /** The store's engine, whichever it is. */
  engine: SqlEngine;
  /** Whether the demo data was kept, seeded or seeded again at another scale. */
  seeding: Seeding;
  idp: IdentityProvider;
  close(): Promise<void>;
}

/**
 * The pipelines of this instance: connection secrets sealed with PORTAL_SECRET_KEY or the data
 * folder's key file, those of a previous key sealed again; with the storage emulators, the demo
 * tenant's pipelines.
 */
async function openPipelines(data: Parameters<typeof ensureDemoPipelines>[0], options: ServerOptions) {
  const box = secretBoxFrom(process.env, options.dataDir);
  let office: OfficeGraph;
  let demoGraph: Awaited<ReturnType<typeof startDemoGraph>> | undefined;
  if (options.graph) {
    const ca = options.graph.caFile ? readFileSync(options.graph.caFile, 'utf8') : undefined;
    office = new OfficeGraph(box, { ...options.graph, transport: httpTransport({ ca }) });
  } else {
    demoGraph = await startDemoGraph(data, options.graphStandInPort ?? 0);
    console.log(`Microsoft Graph stand-in (offline) at ${demoGraph.standIn.url}`);
    office = new OfficeGraph(box, demoGraph.graph);
  }
  const pipelines = new Pipelines(data, box, {
    office,
    ...(options.pipelineStaleMs ? { staleAfterMs: options.pipelineStaleMs } : {}),
  });
  await pipelines.resealSecrets();
  if (demoGraph) await ensureDemoIntegrations(data, office, demoGraph.standIn);
  const demo = demoStorageFrom(options.demoStorage);
  if (demo) await ensureDemoPipelines(data, pipelines, demo);
  return { pipelines, stopGraph: () => demoGraph?.standIn.stop() ?? Promise.resolve() };
}

/**
 * Alerts and what they send: the evaluation after each pipeline run and once a day (the first tick
 * evaluates every tenant: a reseed's data, a restart's), and the outbox and webhook deliveries sent
 * every few seconds, through the configured relay or the offline world's catcher and receiver.
 */
async function startNotifications(
  data: Parameters<typeof ensureDemoPipelines>[0],
  pipelines: Pipelines,
  options: ServerOptions,
  publicUrl: () => string,
) {
  const from = options.smtpFrom ?? 'Cloud Portal <portal@localhost>';
  let mailer: Mailer;
  let webhooks: WebhookSender;
  let offline: Awaited<ReturnType<typeof startOfflineNotifications>> | undefined;
  if (options.smtpUrl) {
    const ca = options.smtpCaFile ? readFileSync(options.smtpCaFile, 'utf8') : undefined;
    mailer = smtpMailer({ url: options.smtpUrl, from, ca });
    webhooks = httpsWebhookSender({ policy: 'public' });
  } else {
    offline = await startOfflineNotifications({ inboxPort: options.offlineInboxPort ?? 0, from });
    console.log(`Offline inbox (the mail and webhooks the portal sent) at ${offline.inbox.url}`);
    mailer = offline.mailer;
    webhooks = offline.webhooks;
    await ensureDemoEndpoints(data, pipelines.box, offline.receiver);
  }
  await resealNotificationSecrets(data, pipelines.box);
  const deliveries = new Deliveries(data, { mailer, webhooks, box: pipelines.box });
  const drain = () => {
    deliveries.drain().catch((error: unknown) => console.error('notifications:', error));
  };
  const alerting = new Alerting(data, { publicUrl, onQueued: drain, relay: true });
  pipelines.afterLoad = (tenantId) => alerting.evaluate(tenantId);
  const scheduledMails = new ScheduledMails(data, {
    box: pipelines.box,
    publicUrl,
    exportView: localViewExporter(data),
    onQueued: drain,
  });
  await scheduledMails.resealTokens();
  const tick = () => {
    alerting
      .daily()
      .then(() => scheduledMails.deliverDue())
      .then(() => deliveries.drain())
      .catch((error: unknown) => console.error('alerts:', error));
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    alerting,
    scheduledMails,
    offline,
    /** The first tick now (every tenant evaluated), then one every few seconds. */
    start: () => {
      tick();
      timer = setInterval(tick, options.notifyTickMs ?? 5_000);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await deliveries.drain().catch(() => undefined);
      await offline?.stop();
    },
  };
}

/** The reference backend: the identity provider at /oidc, the API, and the web app, on one port. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const store = await openStore({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    reset: options.reset ?? false,
    scale: options.scale,
    seed: {
      ...DEFAULT_SEED,
      ...(options.sessionTimeoutMinutes ? { sessionTimeoutMinutes: options.sessionTimeoutMinutes } : {}),
    },
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  const { data, secrets } = store;
  const tokens = new AppTokens({ secret: secrets.appTokenSecret, ttlSeconds: options.tokenTtlSeconds });

  const { pipelines, stopGraph } = await openPipelines(data, options);
  // Started before the server listens: no request may come before the app answers it. The links
  // in the mails take the public address once it is known.
  let publicUrl = '';
  const notifications = await startNotifications(data, pipelines, options, () => publicUrl);
  const server = createServer();
  // Idle keep-alive connections stay open longer than any client here keeps one (a proxy's 60 s,
  // Playwright's request contexts): with Node's 5 s default, a client that reused a connection
  // just as the server closed it got ECONNRESET on a slow machine (a journey's sign-in did once).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const port = (server.address() as AddressInfo).port;
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const idp = new IdentityProvider({
    data,
    publicUrl,
    signingKey: secrets.idpSigningKey,
    cookieKey: secrets.idpCookieKey,
  });
  const app = createApp({
    webRoot: options.webRoot,
    runtimeConfig: {
      authority: options.oidc?.issuer ?? idp.issuer,
      clientId: options.oidc?.audience ?? PORTAL_CLIENT_ID,
      protocol: 'oidc',
      ...options.runtimeConfig,
    },
    data,
    tokens,
    // A real provider when configured (docs/deploy.md); the local one otherwise.
    identityVerifier: options.oidc ? remoteIdentityVerifier(options.oidc) : idp.verifier(),
    pipelines,
    alerting: notifications.alerting,
    scheduledMails: notifications.scheduledMails,
  });
  const stopPipelines = pipelines.start(options.pipelineTickMs ?? 30_000);
  notifications.start();
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

  return {
    server,
    url: publicUrl,
    db: store.sqlite,
    engine: store.engine,
    seeding: store.seeding,
    idp,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          stopPipelines()
            .then(() => notifications.stop())
            .then(() => stopGraph())
            .then(() => store.close())
            .then(resolve, resolve);
        });
        server.closeAllConnections();
      }),
  };
}
