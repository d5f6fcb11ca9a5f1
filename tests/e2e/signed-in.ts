import { createHash, randomBytes } from 'node:crypto';
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  PlaywrightWorkerArgs,
} from '@playwright/test';
import type { E2eBackend } from './backends.ts';

/**
 * Signed-in browser contexts without the sign-in pages (issue: sign in once per demo account).
 *
 * Each demo account signs in at a backend's identity provider once per worker: an API request
 * context goes through the authorization-code flow with PKCE and the provider's own sign-in form,
 * and keeps the provider's session. Each signed-in context then gets a portal session of its own,
 * through the same calls the sign-in pages make: a fresh ID token from the kept provider session,
 * login (and loginToTenant for an account with several tenants), and the refresh cookie that answer
 * sets goes into the new context's storage state. The page opens a guarded route, and the portal
 * restores the session from that cookie as after a reload (POST /api/auth/refresh-token; the
 * identity and the persona selection are stored by the page then, so no local storage is seeded).
 *
 * Refresh cookies rotate and are single-use: every context gets a freshly minted one, never a
 * shared one.
 */

/** The local identity provider's client (the portal's web app) and the demo accounts' password. */
const CLIENT_ID = 'portal-web';
const DEMO_PASSWORD = 'demo';
const SCOPE = 'openid profile email';
/** The services prefix of the reference backend (contracts/openapi/portal.yaml). */
const SERVICES_API = '/services/api-portal-customer/api';
/** The homepage: /billing leads to the first page of the user's menu. */
const HOMEPAGE = '/billing';

type RequestFactory = PlaywrightWorkerArgs['playwright']['request'];

export interface SignedInOptions extends Omit<BrowserContextOptions, 'baseURL' | 'storageState'> {
  /** The demo account, for example finance@contoso.example. */
  upn: string;
  /**
   * The tenant to sign in to, by its display name (for example 'Contoso Ltd'): needed for an
   * account with several tenants (admin@contoso.example), which the portal would send to /tenant.
   */
  tenant?: string;
  /** The worker's backend: the main one, or the one whose app tokens live 35 s. */
  backend?: 'main' | 'short-token';
  /**
   * The page to open, a guarded route of the portal (it restores the session from the cookie). By
   * default the homepage: /billing, returned once it has led to the menu's first page and its heading.
   */
  path?: string;
  /** Runs on the new page before it opens the portal: a clock to install, listeners to attach. */
  beforeOpen?: (page: Page) => Promise<void> | void;
  /**
   * Also hands the context the account's session at the identity provider, as a sign-in through
   * its page leaves it (the office suite's popup then gets its token at once, without a page).
   */
  identityProviderSession?: boolean;
}

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
}

/** Opens a new context signed in as an account; see SignedInOptions. */
export type SignedIn = (options: SignedInOptions | string) => Promise<SignedInPage>;

/** A PKCE pair, as the portal's MSAL makes it. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An answer (of an API context or of the page), for an error message. */
async function answerText(response: Pick<APIResponse, 'status' | 'url' | 'text'>): Promise<string> {
  const text = await response.text().catch(() => '');
  return `${response.status()} at ${response.url()}: ${text.replace(/\s+/g, ' ').slice(0, 300)}`;
}

/** The sign-in form of the provider's page: where it posts, and its fields by their labels. */
function signInForm(html: string): { action: string; account: string; password: string } | undefined {
  const action = /<form\b[^>]*\bmethod="post"[^>]*\baction="([^"]+)"/i.exec(html)?.[1];
  const field = (label: string) => {
    const id = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(html)?.[1];
    return id ? new RegExp(`<input id="${id}" name="([^"]+)"`).exec(html)?.[1] : undefined;
  };
  const account = field('Account');
  const password = field('Password');
  if (!action || !account || !password) return undefined;
  return { action: action.replace(/&amp;/g, '&'), account, password };
}

/** The claims of a JWT, unverified (the backend verifies the token). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** The login payload from the ID token's claims, as the portal builds it (hooks/src/core/login-payload.ts). */
function loginPayload(idToken: string) {
  const claims = claimsOf(idToken);
  const id = text(claims.oid) ?? text(claims.sub);
  const upn = text(claims.upn) ?? text(claims.preferred_username) ?? text(claims.email);
  const tenantId = text(claims.tid);
  if (!id || !upn || !tenantId) throw new Error(`The ID token names no user: ${JSON.stringify(claims)}`);
  return { id, tenantId, upn, preview: false };
}

/**
 * One demo account's session at one backend's identity provider, kept for the worker: signed in
 * once through the provider's page, then asked for a fresh ID token without any page.
 */
export class IdentityProviderSession {
  readonly #origin: string;
  readonly #upn: string;
  readonly #request: RequestFactory;
  #api: Promise<APIRequestContext> | undefined;

  constructor(request: RequestFactory, origin: string, upn: string) {
    this.#request = request;
    this.#origin = origin;
    this.#upn = upn;
  }

  /** A fresh ID token for the account, through the kept provider session. */
  async idToken(): Promise<string> {
    const api = await this.#signedIn();
    const answer = await this.#authorize(api, { prompt: 'none' });
    if ('idToken' in answer) return answer.idToken;
    // The provider's session is gone (it lasts eight hours): sign in through its page again.
    this.#api = undefined;
    await api.dispose();
    const again = await this.#authorize(await this.#signedIn(), { prompt: 'none' });
    if ('idToken' in again) return again.idToken;
    throw new Error(`The identity provider gave ${this.#upn} no token: ${again.error}`);
  }

  /** The cookies of the provider's session (oidc-provider's _session and its signature), for a browser context. */
  async cookies() {
    const { cookies } = await (await this.#signedIn()).storageState();
    return cookies.filter((cookie) => cookie.name.startsWith('_session'));
  }

  async dispose(): Promise<void> {
    const api = await this.#api?.catch(() => undefined);
    this.#api = undefined;
    await api?.dispose();
  }

  /** The API context holding the provider's session, signed in through its page the first time. */
  #signedIn(): Promise<APIRequestContext> {
    this.#api ??= (async () => {
      const api = await this.#request.newContext({ baseURL: this.#origin });
      try {
        const answer = await this.#authorize(api, { prompt: 'login', signIn: true });
        if ('error' in answer) throw new Error(`${this.#upn} could not sign in: ${answer.error}`);
        return api;
      } catch (error) {
        await api.dispose();
        throw error;
      }
    })();
    this.#api.catch(() => {
      this.#api = undefined;
    });
    return this.#api;
  }

  /**
   * The authorization-code flow with PKCE, as the portal's MSAL runs it: /oidc/auth, the provider's
   * sign-in page when it asks (and `signIn` allows), its redirects, then the code for tokens.
   */
  async #authorize(
    api: APIRequestContext,
    options: { prompt: 'none' | 'login'; signIn?: boolean },
  ): Promise<{ idToken: string } | { error: string }> {
    const redirectUri = `${this.#origin}/id_token`;
    const { verifier, challenge } = pkce();
    const state = randomBytes(12).toString('base64url');
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: SCOPE,
      redirect_uri: redirectUri,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(12).toString('base64url'),
      prompt: options.prompt,
      login_hint: this.#upn,
    });
    let response = await api.get(`/oidc/auth?${query}`, { maxRedirects: 0 });
    let submitted = false;
    for (let step = 0; step < 12; step += 1) {
      const location = response.headers().location;
      if (response.status() >= 300 && response.status() < 400 && location) {
        const next = new URL(location, response.url());
        if (`${next.origin}${next.pathname}` === redirectUri) {
          const answer = next.searchParams;
          if (answer.get('state') !== state)
            throw new Error(`The provider's answer has another state: ${next}`);
          const code = answer.get('code');
          if (!code) return { error: `${answer.get('error')}: ${answer.get('error_description')}` };
          return { idToken: await this.#redeem(api, code, redirectUri, verifier) };
        }
        response = await api.get(next.href, { maxRedirects: 0 });
        continue;
      }
      const form = response.status() === 200 ? signInForm(await response.text()) : undefined;
      if (!form || !options.signIn || submitted)
        throw new Error(`The identity provider did not sign ${this.#upn} in: ${await answerText(response)}`);
      // The provider's own sign-in form, filled in by its labels as a user would.
      submitted = true;
      response = await api.post(new URL(form.action, response.url()).href, {
        form: { [form.account]: this.#upn, [form.password]: DEMO_PASSWORD },
        maxRedirects: 0,
      });
    }
    throw new Error(
      `The identity provider sent ${this.#upn} round in circles: ${await answerText(response)}`,
    );
  }

  async #redeem(
    api: APIRequestContext,
    code: string,
    redirectUri: string,
    verifier: string,
  ): Promise<string> {
    const response = await api.post('/oidc/token', {
      form: {
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
    });
    if (!response.ok())
      throw new Error(`The provider's token endpoint answered ${await answerText(response)}`);
    const idToken = text(((await response.json()) as { id_token?: unknown }).id_token);
    if (!idToken) throw new Error('The provider answered without an ID token');
    return idToken;
  }
}

/** The worker's provider sessions, one per backend and account. */
export class IdentityProviderSessions {
  readonly #request: RequestFactory;
  readonly #sessions = new Map<string, IdentityProviderSession>();

  constructor(request: RequestFactory) {
    this.#request = request;
  }

  for(origin: string, upn: string): IdentityProviderSession {
    const key = `${origin} ${upn.toLowerCase()}`;
    let session = this.#sessions.get(key);
    if (!session) {
      session = new IdentityProviderSession(this.#request, origin, upn.toLowerCase());
      this.#sessions.set(key, session);
    }
    return session;
  }

  async dispose(): Promise<void> {
    await Promise.all([...this.#sessions.values()].map((session) => session.dispose()));
    this.#sessions.clear();
  }
}

/**
 * A new portal session for the account in the tenant, through the sign-in calls of the contract
 * (login, and loginToTenant after its 300 answer): the storage state holding its refresh cookie.
 */
async function portalSession(
  request: RequestFactory,
  origin: string,
  idToken: string,
  options: { upn: string; tenant?: string | undefined },
) {
  const api = await request.newContext({ baseURL: origin });
  try {
    const payload = loginPayload(idToken);
    const identity = { Authorization: `Bearer ${idToken}` };
    let answer = await api.post('/api/auth/azure/token', {
      headers: identity,
      data: payload,
      maxRedirects: 0,
    });
    if (answer.status() === 300) {
      const selection = ((await answer.json()) as { access_token: string }).access_token;
      const tenants = await api.get(`${SERVICES_API}/tenants`, {
        headers: { Authorization: `Bearer ${selection}` },
      });
      if (!tenants.ok()) throw new Error(`The tenant list answered ${await answerText(tenants)}`);
      const list = (await tenants.json()) as { id: string; displayName: string }[];
      const names = list.map((tenant) => tenant.displayName).join(', ');
      if (!options.tenant)
        throw new Error(`${options.upn} belongs to several tenants (${names}): name one with \`tenant\``);
      const chosen = list.find((tenant) => tenant.displayName === options.tenant);
      if (!chosen) throw new Error(`${options.upn} has no tenant ${options.tenant}, only ${names}`);
      answer = await api.post('/api/auth/azure/tenant/token', {
        headers: identity,
        data: { ...payload, tenantId: chosen.id },
        maxRedirects: 0,
      });
    }
    if (answer.status() !== 200)
      throw new Error(`${options.upn} was not signed in: ${await answerText(answer)}`);
    if (((await answer.json()) as { newTenant?: boolean }).newTenant)
      throw new Error(`${options.upn} signed in to a tenant that is not onboarded: the portal refuses it`);
    const state = await api.storageState();
    if (!state.cookies.some((cookie) => cookie.name === 'portal_refresh'))
      throw new Error(`The sign-in of ${options.upn} set no refresh cookie`);
    return state;
  } finally {
    await api.dispose();
  }
}

/**
 * A new browser context signed in as the account, its page open on `path` (the homepage by
 * default) once the portal has restored the session from the minted refresh cookie.
 */
export async function openSignedIn(
  browser: Browser,
  request: RequestFactory,
  sessions: IdentityProviderSessions,
  backend: E2eBackend,
  input: SignedInOptions | string,
): Promise<SignedInPage> {
  const {
    upn,
    tenant,
    backend: which,
    path,
    beforeOpen,
    identityProviderSession,
    ...contextOptions
  } = typeof input === 'string' ? ({ upn: input } as SignedInOptions) : input;
  const origin = `http://localhost:${which === 'short-token' ? backend.shortTokenPort : backend.port}`;
  const provider = sessions.for(origin, upn);
  const storageState = await portalSession(request, origin, await provider.idToken(), { upn, tenant });
  if (identityProviderSession) storageState.cookies.push(...(await provider.cookies()));
  const context = await browser.newContext({ ...contextOptions, baseURL: origin, storageState });
  try {
    const page = await context.newPage();
    await beforeOpen?.(page);
    // The page restores the session with the cookie (which rotates): wait for that answer, so the
    // context holds the new cookie before the test goes on.
    const restored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/refresh-token',
    );
    await page.goto(path ?? HOMEPAGE);
    const refresh = await restored;
    if (refresh.status() !== 200)
      throw new Error(`The portal could not restore the session of ${upn}: ${await answerText(refresh)}`);
    if (path === undefined) {
      // /billing leads to the menu's first page: wait for it and its heading.
      await page.waitForURL((url) => url.pathname !== HOMEPAGE && url.pathname !== `${HOMEPAGE}/`);
      if (new URL(page.url()).pathname === '/login')
        throw new Error(`The portal sent ${upn} to sign in instead of the homepage`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}
