import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { Alerting } from './alerts/alerting.ts';
import type { AppTokens } from './auth/app-tokens.ts';
import type { IdentityVerifier } from './auth/identity-verifier.ts';
import { createChangelogWidget } from './changelog/widget.ts';
import { Contract } from './contract/contract.ts';
import type { DataAccess } from './data/data-access.ts';
import { createApiHandler, type Handlers } from './http/api.ts';
import { accountHandlers } from './http/handlers/account.ts';
import { auditHandlers } from './http/handlers/audit.ts';
import { authHandlers } from './http/handlers/auth.ts';
import { chatHandlers } from './http/handlers/chat.ts';
import { configurationHandlers } from './http/handlers/configuration.ts';
import { costEntityHandlers } from './http/handlers/cost-entities.ts';
import { costHandlers } from './http/handlers/costs.ts';
import { exchangeRateHandlers } from './http/handlers/exchange-rates.ts';
import { focusImportHandlers } from './http/handlers/focus-imports.ts';
import { notificationHandlers } from './http/handlers/notifications.ts';
import { officeHandlers } from './http/handlers/office.ts';
import { operationsHandlers } from './http/handlers/operations.ts';
import { pipelineHandlers } from './http/handlers/pipelines.ts';
import { portalContentHandlers } from './http/handlers/portal-content.ts';
import { recommendationHandlers } from './http/handlers/recommendations.ts';
import { reportHandlers } from './http/handlers/reports.ts';
import { createSavedViewsEndpoint } from './http/handlers/saved-views.ts';
import { scoreHandlers } from './http/handlers/scores.ts';
import { officeTokenHandlers, settingsHandlers } from './http/handlers/settings.ts';
import { subscriptionHandlers } from './http/handlers/subscriptions.ts';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  isSecured,
  SECURITY_HEADERS,
} from './http/security-headers.ts';
import { createReportHost } from './offline/report-host/routes.ts';
import { localViewExporter } from './offline/report-host/view-export.ts';
import { Pipelines } from './pipelines/pipelines.ts';
import { secretBoxFrom } from './secrets/secret-box.ts';
import { ScheduledMails } from './subscriptions/scheduled-mail.ts';

export { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './http/security-headers.ts';

/** Every implemented operation of the contract, by operationId. */
export const HANDLERS: Handlers = {
  ...accountHandlers,
  ...costHandlers,
  ...costEntityHandlers,
  ...focusImportHandlers,
  ...exchangeRateHandlers,
  ...portalContentHandlers,
  ...auditHandlers,
  ...settingsHandlers,
  ...reportHandlers,
  ...chatHandlers,
  ...officeHandlers,
  ...recommendationHandlers,
  ...scoreHandlers,
  ...operationsHandlers,
  ...configurationHandlers,
  ...pipelineHandlers,
  ...notificationHandlers,
  ...subscriptionHandlers,
};

export interface AppOptions {
  /** The built web app to serve (web/dist). */
  webRoot: string;
  /** Served as /config.json to the web app. */
  runtimeConfig?: Record<string, string>;
  /** The data-access layer every handler reads and writes through, on whichever engine. */
  data: DataAccess;
  tokens: AppTokens;
  /** Checks the identity provider's tokens at sign-in. */
  identityVerifier: IdentityVerifier;
  contract?: Contract;
  /** The pipelines' runs and secrets; by default one of this app with a key of this process alone. */
  pipelines?: Pipelines;
  /** The alert definitions' evaluation; by default one of this app that queues what it raises. */
  alerting?: Alerting;
  /** The scheduled e-mails; by default one of this app that queues what it sends. */
  scheduledMails?: ScheduledMails;
  now?: () => Date;
}

/** The placeholder in web/index.html that each page answer replaces with a fresh nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** The placeholder in web/index.html's data block that the page answers replace with /config.json. */
const CONFIG_PLACEHOLDER = '"__RUNTIME_CONFIG__"';

/**
 * Settings as the text of a JSON data block in the page: no character can end the block or open
 * markup (`<`, `>`, `&` and the line separators are written as escapes JSON reads back the same).
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The app's page, split around its nonce placeholders: read once, and again only when the file
 * changes (a rebuild while the server runs). Undefined while the web app is not built.
 */
function pageTemplate(file: string): () => string[] | undefined {
  let cached: { mtimeMs: number; size: number; parts: string[] } | undefined;
  return () => {
    let stats: { mtimeMs: number; size: number };
    try {
      stats = statSync(file);
    } catch {
      cached = undefined;
      return undefined;
    }
    if (cached?.mtimeMs !== stats.mtimeMs || cached.size !== stats.size) {
      cached = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        parts: readFileSync(file, 'utf8').split(NONCE_PLACEHOLDER),
      };
    }
    return cached.parts;
  };
}

function problem(status: number, title: string, detail?: string) {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, ...(detail ? { detail } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/**
 * The help videos' marker while they are recorded (tests/videos/record.ts writes its process id
 * there, and the recording's copy into the build replaces the folder with the marker in it).
 */
export const VIDEOS_RECORDING_MARKER = join('media', 'videos', '.recording');
/** How long the help dialog waits before it asks again for a video being recorded. */
export const VIDEO_RETRY_AFTER_SECONDS = 15;

/** Whether the help videos are being recorded now: the marker names a process that runs. */
function videosBeingRecorded(webRoot: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(webRoot, VIDEOS_RECORDING_MARKER), 'utf8').trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Running, but another user's: still recording.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The answer for a help video the recording has not reached yet: ask again in a moment. */
function videoPreparing(): Response {
  const preparing = problem(
    503,
    'Help video being prepared',
    'The help videos are being recorded; this one is not ready yet.',
  );
  preparing.headers.set('Retry-After', String(VIDEO_RETRY_AFTER_SECONDS));
  preparing.headers.set('Cache-Control', 'no-store');
  return preparing;
}

/** The services given, or this app's own: pipelines with a key of this process alone, alerts that only queue. */
function servicesOf(options: AppOptions) {
  const { data, now } = options;
  const pipelines =
    options.pipelines ?? new Pipelines(data, secretBoxFrom({}, undefined), now ? { now } : {});
  return {
    pipelines,
    alerting: options.alerting ?? new Alerting(data, { publicUrl: 'http://localhost', now }),
    scheduledMails:
      options.scheduledMails ??
      new ScheduledMails(data, {
        box: pipelines.box,
        publicUrl: 'http://localhost',
        exportView: localViewExporter(data),
        ...(now ? { now } : {}),
      }),
  };
}

/** The HTTP application: the web app with its security headers, and the API under /api and /services. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const { data } = options;
  const services = servicesOf(options);

  app.use('*', async (c, next) => {
    await next();
    if (isSecured(c.res)) return;
    // Set on the answer's own headers: the framework's c.header() would first copy a finished
    // answer into a new, streamed one (issue 15's profile: a fifth of a menu call). An answer whose
    // headers cannot change (Response.redirect) is copied that way, as before.
    const set = (name: string, value: string) => {
      try {
        c.res.headers.set(name, value);
      } catch {
        c.header(name, value);
      }
    };
    if (!c.res.headers.has('Content-Security-Policy'))
      set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', 'same-origin');
    set('Cross-Origin-Opener-Policy', SECURITY_HEADERS['Cross-Origin-Opener-Policy']);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // The web build's runtime settings (web/src/app/runtime-config.ts): the same build can point
  // at another backend by serving other values here.
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(options.runtimeConfig ?? {});
  });

  // Every call of the contract, checked against portal.yaml before its handler runs.
  const api = createApiHandler({
    data,
    tokens: options.tokens,
    contract: options.contract ?? new Contract(),
    handlers: {
      ...HANDLERS,
      ...authHandlers(options.identityVerifier),
      ...officeTokenHandlers(options.identityVerifier),
    },
    services,
    ...(options.now ? { now: options.now } : {}),
  });
  const savedViews = createSavedViewsEndpoint({
    data,
    tokens: options.tokens,
    now: options.now ?? (() => new Date()),
  });
  app.all('/services/api-portal-customer/graphql', (c) => savedViews(c.req.raw));
  for (const base of ['/api/*', '/services/*']) app.all(base, (c) => api(c.req.raw));

  // The changelog widget's offline stand-in (outside the contract: a third-party service in
  // production, named by the web app's changelogUrl).
  app.route('/changelog-widget', createChangelogWidget());

  // The local report host (outside the contract: it stands in for the business-intelligence
  // service): the page the embed calls' entityUrl names, its script, and its data routes.
  app.route(
    '/report-host',
    createReportHost({
      costs: data.costs,
      reports: data.reports,
      exchangeRates: data.exchangeRates,
      tokens: options.tokens,
    }),
  );

  // The web build and its media, by the framework's static middleware: files with an extension
  // only, so client routes and the page itself fall through to the single-page app below.
  // Hashed build output under /assets never changes; everything else is revalidated. Set up once
  // the build exists (the dev server runs without one).
  let files: MiddlewareHandler | undefined;
  app.get('*', async (c, next) => {
    if (!extname(c.req.path) || c.req.path === '/index.html') return next();
    // Precompressed copies (.br, .gz, written by the build) go to browsers that accept them.
    files ??= existsSync(options.webRoot)
      ? serveStatic({ root: options.webRoot, precompressed: true })
      : undefined;
    const served = files ? await files(c, async () => {}) : undefined;
    if (!served) return next();
    // Caches keep one copy per encoding (the framework says so only when it found a compressed one).
    if (!served.headers.get('Vary')?.includes('Accept-Encoding'))
      served.headers.append('Vary', 'Accept-Encoding');
    // The help videos' WebVTT captions: the framework's list of types has no entry for them.
    if (c.req.path.endsWith('.vtt')) served.headers.set('Content-Type', 'text/vtt; charset=utf-8');
    served.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    return served;
  });

  const page = pageTemplate(join(options.webRoot, 'index.html'));
  // The runtime settings go into every page, so the app starts without asking for /config.json.
  const inlineConfig = inlineJson(options.runtimeConfig ?? {});
  app.get('*', (c) => {
    if (extname(c.req.path) && c.req.path !== '/index.html') {
      // A help video not recorded yet (`./portal start` records them after the portal answers).
      if (c.req.path.startsWith('/media/videos/') && videosBeingRecorded(options.webRoot))
        return videoPreparing();
      return problem(404, 'Not Found', `${c.req.path} does not exist.`);
    }
    const parts = page();
    if (!parts) return problem(503, 'Web app not built', 'Run ./portal start, which builds it.');
    // Client-side routes all load the single-page app, each answer with a fresh style nonce.
    const nonce = randomBytes(16).toString('base64');
    return new Response(
      parts.join(nonce).replace(CONFIG_PLACEHOLDER, () => inlineConfig),
      {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': contentSecurityPolicy(nonce),
        },
      },
    );
  });

  return app;
}
