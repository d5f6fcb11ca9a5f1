import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';
import type { AppTokens } from './auth/app-tokens.ts';
import { Contract } from './contract/contract.ts';
import type { Database } from './db/database.ts';
import { createApiHandler, type Handlers } from './http/api.ts';
import { accountHandlers } from './services/account.ts';
import { auditHandlers } from './services/audit.ts';
import { authHandlers, type IdentityVerifier } from './services/auth.ts';
import { chatHandlers } from './services/chat.ts';
import { portalContentHandlers } from './services/portal-content.ts';
import { reportHandlers } from './services/reports.ts';
import { createSavedViewsEndpoint } from './services/saved-views.ts';
import { settingsHandlers } from './services/settings.ts';

/** Every implemented operation of the contract, by operationId. */
export const HANDLERS: Handlers = {
  ...accountHandlers,
  ...portalContentHandlers,
  ...auditHandlers,
  ...settingsHandlers,
  ...reportHandlers,
  ...chatHandlers,
};

export interface AppOptions {
  /** The built web app to serve (web/dist). */
  webRoot: string;
  /** Served as /config.json to the web app. */
  runtimeConfig?: Record<string, string>;
  db: Database;
  tokens: AppTokens;
  /** Checks the identity provider's tokens at sign-in. */
  identityVerifier: IdentityVerifier;
  contract?: Contract;
  now?: () => Date;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * A strict policy: everything from this origin only, no inline script, no plugins, no framing by
 * others. Inline styles only with the page's nonce (React Aria adds one small style element and
 * reads the nonce from <meta name="csp-nonce">).
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of every answer that is not the app's page. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The placeholder in web/index.html that each page answer replaces with a fresh nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

function problem(status: number, title: string, detail?: string) {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, ...(detail ? { detail } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** The HTTP application: the web app with its security headers, and the API under /api and /services. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
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
    db: options.db,
    tokens: options.tokens,
    contract: options.contract ?? new Contract(),
    handlers: { ...HANDLERS, ...authHandlers(options.identityVerifier) },
    ...(options.now ? { now: options.now } : {}),
  });
  const savedViews = createSavedViewsEndpoint({
    db: options.db,
    tokens: options.tokens,
    now: options.now ?? (() => new Date()),
  });
  app.all('/services/api-portal-customer/graphql', (c) => savedViews(c.req.raw));
  for (const base of ['/api/*', '/services/*']) app.all(base, (c) => api(c.req.raw));

  const indexHtml = join(options.webRoot, 'index.html');
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(c.req.path)).replace(/^(\.\.[/\\])+/, '');
    const file = join(options.webRoot, path);
    if (file.startsWith(options.webRoot) && extname(file) && existsSync(file)) {
      const immutable = path.startsWith('/assets/');
      return new Response(readFileSync(file), {
        headers: {
          'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
      });
    }
    if (extname(path)) return problem(404, 'Not Found', `${path} does not exist.`);
    if (!existsSync(indexHtml))
      return problem(503, 'Web app not built', 'Run ./portal start, which builds it.');
    // Client-side routes all load the single-page app.
    const nonce = randomBytes(16).toString('base64');
    const page = readFileSync(indexHtml, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce);
    return new Response(page, {
      headers: {
        'Content-Type': CONTENT_TYPES['.html'] ?? 'text/html',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': contentSecurityPolicy(nonce),
      },
    });
  });

  return app;
}
