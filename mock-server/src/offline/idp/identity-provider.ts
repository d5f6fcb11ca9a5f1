import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { type IdentityVerifier, jwksIdentityVerifier } from '../../auth/identity-verifier.ts';
import type { DataAccess } from '../../data/data-access.ts';
import { modelAdapterFactory } from './model-adapter.ts';
import { LOGOUT_SCRIPT, loginPage, logoutPage, messagePage, PAGE_STYLES } from './pages.ts';

/** The local identity provider's client: the portal's web app, a public client with PKCE. */
export const PORTAL_CLIENT_ID = 'portal-web';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo';

export interface IdentityProviderOptions {
  data: DataAccess;
  /** Public origin of the portal, for example http://localhost:8080. */
  publicUrl: string;
  /** The provider's private signing key (RS256 JWK) and cookie key, from the data folder. */
  signingKey: Record<string, unknown>;
  cookieKey: string;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 10_000) reject(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(data)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self' http://localhost:* http://127.0.0.1:*; frame-ancestors 'self'; base-uri 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  });
  res.end(html);
}

/**
 * A local OpenID Connect provider (oidc-provider) with the demo accounts, mounted at /oidc, with
 * its own sign-in page that loads nothing from outside.
 */
export class IdentityProvider {
  readonly issuer: string;
  readonly provider: Provider;
  readonly #data: DataAccess;
  readonly #callback: (req: IncomingMessage, res: ServerResponse) => void;
  readonly #publicJwks: JSONWebKeySet;

  constructor(options: IdentityProviderOptions) {
    this.#data = options.data;
    this.issuer = `${options.publicUrl}/oidc`;
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey } = options.signingKey;
    this.#publicJwks = { keys: [publicKey as JSONWebKeySet['keys'][number]] };
    const data = options.data;
    const origins = [options.publicUrl, 'http://localhost:5173'];

    const configuration: Configuration = {
      adapter: modelAdapterFactory(data.oidcModels),
      clients: [
        {
          client_id: PORTAL_CLIENT_ID,
          token_endpoint_auth_method: 'none',
          application_type: 'web',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: origins.flatMap((o) => [`${o}/id_token`, `${o}/login`, `${o}/redirect-bridge.html`]),
          post_logout_redirect_uris: origins.map((o) => `${o}/login`),
        },
      ],
      clientBasedCORS: (_ctx, origin) => origins.includes(origin),
      async findAccount(_ctx, sub) {
        const user = await data.accounts.userById(sub);
        if (!user) return undefined;
        return {
          accountId: user.id,
          async claims() {
            return {
              sub: user.id,
              oid: user.id,
              name: user.displayName,
              preferred_username: user.upn,
              upn: user.upn,
              email: user.upn,
              tid: user.homeTenantId,
            };
          },
        };
      },
      claims: {
        openid: ['sub', 'oid', 'tid'],
        profile: ['name', 'preferred_username', 'upn'],
        email: ['email'],
      },
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      jwks: { keys: [options.signingKey as never] },
      cookies: { keys: [options.cookieKey] },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          // The portal's own logout page, submitted at once: no confirmation, nothing from outside.
          logoutSource: async (ctx, form) => {
            ctx.body = logoutPage(form);
          },
          postLogoutSuccessSource: async (ctx) => {
            ctx.body = messagePage('Signed out', 'You are signed out. You can close this window.');
          },
        },
      },
      interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
      // A first-party client: grant the requested scopes without a consent screen.
      async loadExistingGrant(ctx: KoaContextWithOIDC) {
        const client = ctx.oidc.client;
        const session = ctx.oidc.session;
        if (!client || !session?.accountId) return undefined;
        const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (existing) {
          const grant = await ctx.oidc.provider.Grant.find(existing);
          if (grant) return grant;
        }
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope('openid profile email offline_access');
        await grant.save();
        return grant;
      },
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      ttl: {
        AccessToken: 3600,
        AuthorizationCode: 60,
        IdToken: 3600,
        RefreshToken: 8 * 3600,
        Interaction: 3600,
        Session: 8 * 3600,
        Grant: 8 * 3600,
      },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = messagePage(
          'Sign-in error',
          `${out.error}: ${out.error_description ?? 'the request could not be completed.'}`,
        );
      },
    };
    this.provider = new Provider(this.issuer, configuration);
    this.#callback = this.provider.callback();
  }

  /** Verifies the provider's ID tokens for the portal's sign-in calls. */
  verifier(): IdentityVerifier {
    return jwksIdentityVerifier({
      jwks: () => this.#publicJwks,
      issuer: this.issuer,
      audience: PORTAL_CLIENT_ID,
    });
  }

  /** Handles a Node request under /oidc; answers false when the path is not the provider's. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/oidc' && !url.pathname.startsWith('/oidc/')) return false;
    if (url.pathname === '/oidc/assets/login.css') {
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
      res.end(PAGE_STYLES);
      return true;
    }
    if (url.pathname === '/oidc/assets/logout.js') {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
      res.end(LOGOUT_SCRIPT);
      return true;
    }
    const interaction = /^\/oidc\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (interaction) {
      await this.#interaction(req, res, interaction[2] === '/login');
      return true;
    }
    // The provider is mounted below /oidc: it sees paths relative to its issuer, and reads the
    // mount path from originalUrl (as Express would set it) to build its own links.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = `${url.pathname.slice('/oidc'.length) || '/'}${url.search}`;
    this.#callback(req, res);
    return true;
  }

  async #interaction(req: IncomingMessage, res: ServerResponse, submitted: boolean) {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await this.provider.interactionDetails(req, res);
    } catch {
      send(
        res,
        400,
        messagePage(
          'Sign-in expired',
          'This sign-in request has expired. Go back to the portal and sign in again.',
        ),
      );
      return;
    }
    if (details.prompt.name !== 'login') {
      // Consent is granted by loadExistingGrant; any other prompt simply continues.
      await this.provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }
    if (!submitted || req.method !== 'POST') {
      // A login hint (the office suite's popup names the signed-in user) fills in the account.
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      send(
        res,
        200,
        loginPage({ action: `/oidc/interaction/${details.uid}/login`, ...(hint ? { username: hint } : {}) }),
      );
      return;
    }
    const form = await readForm(req);
    const username = (form.get('username') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    const user = await this.#data.accounts.userByUpn(username);
    if (!user || password !== DEMO_PASSWORD) {
      send(
        res,
        401,
        loginPage({
          action: `/oidc/interaction/${details.uid}/login`,
          username,
          error: 'The account or password is not correct.',
        }),
      );
      return;
    }
    await this.provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.id } },
      { mergeWithLastSubmission: false },
    );
  }
}
