import {
  ApiError,
  type ApiResult,
  type Identity,
  type LoginOutcome,
  type LoginPayload,
  type RefreshRequest,
  type Startup,
  type StartupRequest,
  type TokenClaims,
  tokenExpiresAt,
  tryDecodeAccessToken,
} from '@portal/sdk';
import { type Clock, systemClock } from './clock.ts';
import { PERSONAS_STORAGE_KEY, savedPersonas } from './personas.ts';
import { Store } from './store.ts';
import type { PortalStorage } from './web-storage.ts';

/**
 * Why a sign-in was refused or a session ended, as data: the front end maps each code to the
 * spec's exact sentence (section 8), so the core carries no display text.
 */
export type SessionNotice =
  /** 409: the tenant is onboarded but the user has no access. */
  | { readonly code: 'permission-not-granted' }
  /** 423: onboarding is disabled for the tenant. */
  | { readonly code: 'onboarding-disabled' }
  /** The tenant is new: onboarding is disabled for it (decision 4), with its display name. */
  | { readonly code: 'new-tenant'; readonly tenant: string }
  /** The user could not be identified; `detail` is the server's or the client's reason. */
  | { readonly code: 'unable-to-identify'; readonly detail: string }
  /** The identity provider's answer named no user. */
  | { readonly code: 'unidentified' };

/** Where the session stands. 'restoring' while a reload recovers it through the refresh cookie. */
export type SessionStatus = 'restoring' | 'signed-out' | 'selecting-tenant' | 'signed-in';

export interface SessionState {
  readonly status: SessionStatus;
  readonly claims: TokenClaims | undefined;
  readonly identity: Identity | undefined;
  /** Why the last sign-in was refused or the session ended; the sign-in page shows it once. */
  readonly notice: SessionNotice | undefined;
}

/** The calls the session makes; the SDK's PortalClient satisfies it. */
export interface SessionApi {
  auth: {
    login(payload: LoginPayload, identityToken: string): Promise<ApiResult<LoginOutcome>>;
    loginToTenant(payload: LoginPayload, identityToken: string): Promise<ApiResult<LoginOutcome>>;
    /**
     * A new token; with the account it is for when the backend answers it (one round trip less),
     * and the opened page's start-up answer when the request asks for it.
     */
    /** No request: the refresh has no body; a reload's restore may name its start-up. */
    refresh(request?: RefreshRequest): Promise<ApiResult<RefreshAnswer>>;
    logout(): Promise<ApiResult<void>>;
    /** Optional: front ends without tenant switching leave it out. */
    switchTenant?(tenantId: string): Promise<ApiResult<{ access_token: string; newTenant?: boolean }>>;
  };
  account: {
    get(): Promise<ApiResult<Identity>>;
    whois(): Promise<ApiResult<{ currentTenant: { displayName: string } }>>;
  };
}

/** What a refresh answers: the token, and what the backend adds beside it. */
export interface RefreshAnswer {
  access_token: string;
  account?: Identity;
  startup?: Startup;
}

/** How long before expiry the token is refreshed (spec: 30 s). */
const REFRESH_LEAD_MS = 30_000;

export interface SessionOptions {
  api: SessionApi;
  storage: PortalStorage;
  clock?: Clock;
  /** Runs after every logout, for what the session does not own: dialogs, caches, the IdP's cache. */
  onSignedOut?: () => void | Promise<void>;
  /**
   * Runs when the user switches tenant, before the new tenant's identity loads: drop everything of
   * the old tenant the session does not own (cached answers, dialogs, the audit's last page).
   */
  onTenantChanged?: () => void | Promise<void>;
  /** Runs just before the logout call while still authenticated (the logout audit event). */
  beforeLogout?: () => void | Promise<void>;
  /**
   * Gets a restore's start-up answer (the menu and the opened page's description for the restored
   * token) as soon as the session is signed in, before anything rendered for it runs: the caches
   * its calls would fill take it instead.
   */
  onStartup?: (startup: Startup) => void;
}

/** The outcome of a tenant switch that did not happen: the user stays in the current tenant. */
export interface NotSwitched {
  kind: 'not-switched';
  /** The answer's status: 403 not a member, 409, 423, 0 no answer. */
  status: number;
}

/** What the sign-in page should do after a sign-in attempt. */
export type SignInResult =
  | { kind: 'signed-in' }
  | { kind: 'select-tenant' }
  | { kind: 'refused'; notice: SessionNotice };

/** Storage keys of the session (spec: personas and identity are kept locally, never the token). */
const IDENTITY_KEY = 'identity';

/**
 * Whether the signed-in identity is an admin user (role AZURE_ADMIN or ADMIN, spec section 6):
 * admins change the tenant's workspace (recommendation states, definitions, configuration lists).
 */
export const isAdminIdentity = (identity: Pick<Identity, 'role'> | undefined): boolean =>
  identity?.role === 'ADMIN' || identity?.role === 'AZURE_ADMIN';

/**
 * The scope of everything cached for a session: its tenant and user. Every cached answer (the
 * request layer's, the kept menu answers) is kept under it, so nothing read for one tenant or user
 * can show for another; without a signed-in user there is no scope and nothing is kept.
 */
export const sessionScope = (state: Pick<SessionState, 'claims'>): string | undefined =>
  state.claims ? `${state.claims.tid}|${state.claims.sub}` : undefined;

const SIGNED_OUT: SessionState = {
  status: 'signed-out',
  claims: undefined,
  identity: undefined,
  notice: undefined,
};

/** If a refresh fails while the token still lives, try again after this long. */
const REFRESH_RETRY_MS = 10_000;

/**
 * The signed-in session: the app token in memory only, refreshed 30 s before it expires, the
 * identity in local storage, and the spec's sign-in outcomes. Framework-free; React binds it.
 *
 * Token times run on the token's lifetime as received (exp − iat, counted from the moment it
 * arrived), never on the browser's wall clock against `exp`: a computer clock minutes off would
 * otherwise refresh after the server has already let the token expire.
 */
export class Session extends Store<SessionState> {
  readonly #api: SessionApi;
  readonly #storage: PortalStorage;
  readonly #clock: Clock;
  readonly #options: SessionOptions;
  #token: string | undefined;
  /** Local clock time at which the token expires (arrival + lifetime). */
  #expiresAt = 0;
  #refreshTimer: unknown;
  /** Kept between the 300 answer and the tenant choice; memory only. */
  #pendingSignIn: { payload: LoginPayload; identityToken: string } | undefined;
  #restoring: Promise<boolean> | undefined;
  #refreshing: Promise<string | undefined> | undefined;
  #loggingOut: Promise<void> | undefined;

  constructor(options: SessionOptions) {
    super({ ...SIGNED_OUT, status: 'restoring' });
    this.#api = options.api;
    this.#storage = options.storage;
    this.#clock = options.clock ?? systemClock;
    this.#options = options;
  }

  /** The app token for the SDK's bearer header, or nothing once it has expired. */
  getAccessToken = (): string | undefined =>
    this.#token && this.#clock.now() < this.#expiresAt ? this.#token : undefined;

  /** The saved persona selection (all of the user's personas until the user chooses). */
  selectedPersonas(): string[] {
    return savedPersonas(this.#storage, this.getSnapshot().claims?.personas ?? []);
  }

  /** Spec: authenticated only with an identity and an unexpired app token. */
  isAuthenticated(): boolean {
    return (
      this.getSnapshot().status === 'signed-in' &&
      this.getSnapshot().identity !== undefined &&
      this.getAccessToken() !== undefined
    );
  }

  /**
   * Recovers a session after a reload through the refresh cookie; otherwise clears stored data.
   * Concurrent calls share one attempt: the refresh cookie rotates, so a second refresh with the
   * same cookie would be refused and end the session. A reload is recovered once: a call after
   * the attempt has ended (a guard that rendered while it ran) answers where the session stands.
   */
  restore(startup?: StartupRequest): Promise<boolean> {
    if (!this.#restoring && this.getSnapshot().status !== 'restoring')
      return Promise.resolve(this.isAuthenticated());
    this.#restoring ??= this.#restore(startup).finally(() => {
      this.#restoring = undefined;
    });
    return this.#restoring;
  }

  async #restore(startup: StartupRequest | undefined): Promise<boolean> {
    let refreshed = await this.#callRefresh(startup ? { startup } : undefined);
    // A start-up the backend refuses as bad input spent nothing: the refresh goes again without it.
    if (startup && !refreshed.ok && refreshed.status === 400) refreshed = await this.#callRefresh();
    if (!refreshed.ok || !this.#setToken(refreshed.data.access_token)) {
      this.#clear();
      return false;
    }
    // The refresh answers the account beside the token; a backend that does not is asked for it.
    return this.#loadIdentity(refreshed.data.account, refreshed.data.startup);
  }

  /**
   * A new app token through the refresh cookie, for the timer, the SDK's 401 retry and a tab
   * that wakes up. One refresh runs at a time (the cookie rotates); every caller shares it.
   * Resolves to the new token, or to nothing (a refused refresh has then ended the session).
   */
  refreshToken = (): Promise<string | undefined> => {
    if (this.getSnapshot().status !== 'signed-in') return Promise.resolve(undefined);
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  };

  /**
   * The page became visible again (the computer may have slept and timers run late): refresh now
   * when the refresh is due.
   */
  resume(): void {
    if (this.getSnapshot().status !== 'signed-in' || !this.#token) return;
    if (this.#clock.now() >= this.#expiresAt - REFRESH_LEAD_MS) void this.refreshToken();
  }

  /** Signs in with the identity provider's token, per the login rules of spec section 8. */
  async signIn(payload: LoginPayload, identityToken: string): Promise<SignInResult> {
    return this.#handleLogin(await this.#api.auth.login(payload, identityToken), payload, identityToken);
  }

  /** Signs in to the tenant the user picked at /tenant. */
  async selectTenant(tenantId: string): Promise<SignInResult> {
    const pending = this.#pendingSignIn;
    if (!pending) return this.refuse({ code: 'unidentified' });
    const payload = { ...pending.payload, tenantId };
    return this.#handleLogin(
      await this.#api.auth.loginToTenant(payload, pending.identityToken),
      payload,
      pending.identityToken,
    );
  }

  /**
   * Switches to another of the user's tenants without signing out, as a fresh sign-in into it: a
   * new token, the old tenant's stored persona selection and everything `onTenantChanged` owns
   * dropped, then the new tenant's identity. A refused switch leaves the session as it was; a
   * tenant that is not onboarded ends it with the new-tenant notice, as a sign-in would.
   */
  async switchTenant(tenantId: string): Promise<SignInResult | NotSwitched> {
    const call = this.#api.auth.switchTenant;
    if (this.getSnapshot().status !== 'signed-in' || !call) return { kind: 'not-switched', status: 0 };
    const result = await call.call(this.#api.auth, tenantId).catch(() => undefined);
    if (!result?.ok) return { kind: 'not-switched', status: result?.status ?? 0 };
    // The old tenant's caches go before the new token shows, so nothing of it outlives the switch.
    this.#storage.remove(PERSONAS_STORAGE_KEY);
    try {
      await this.#options.onTenantChanged?.();
    } catch {
      // Clearing caches never stops the switch.
    }
    if (!this.#setToken(result.data.access_token))
      return this.refuse({ code: 'unable-to-identify', detail: 'the app token cannot be read' });
    if (result.data.newTenant) {
      const whois = await this.#api.account.whois();
      return this.refuse({
        code: 'new-tenant',
        tenant: whois.ok ? whois.data.currentTenant.displayName : tenantId,
      });
    }
    if (!(await this.#loadIdentity()))
      return this.refuse({ code: 'unable-to-identify', detail: 'the account could not be loaded' });
    return { kind: 'signed-in' };
  }

  /**
   * Logs out: the server call, then tokens, stored data and everything `onSignedOut` owns are
   * cleared, also when the call fails (a failed logout counts as done). Calls while a logout runs
   * share it, so the audit and the logout call are sent once.
   */
  logout(notice?: SessionNotice): Promise<void> {
    this.#loggingOut ??= this.#logout(notice).finally(() => {
      this.#loggingOut = undefined;
    });
    return this.#loggingOut;
  }

  async #logout(notice: SessionNotice | undefined): Promise<void> {
    if (this.isAuthenticated()) {
      try {
        await this.#options.beforeLogout?.();
      } catch {
        // The audit of a logout never stops the logout.
      }
    }
    await this.#api.auth.logout().catch(() => undefined);
    this.#clear(notice);
    await this.#options.onSignedOut?.();
  }

  /** Logs out with the reason the sign-in page shows; the result to hand back to the caller. */
  async refuse(notice: SessionNotice): Promise<SignInResult> {
    await this.logout(notice);
    return { kind: 'refused', notice };
  }

  /** Drops the notice once the sign-in page has shown it. */
  dismissNotice(): void {
    if (this.getSnapshot().notice !== undefined) this.set((s) => ({ ...s, notice: undefined }));
  }

  /** Stops the refresh timer (when the app unmounts). */
  dispose(): void {
    this.#clock.clearTimeout(this.#refreshTimer);
  }

  async #handleLogin(
    result: ApiResult<LoginOutcome>,
    payload: LoginPayload,
    identityToken: string,
  ): Promise<SignInResult> {
    if (!result.ok) return this.refuse(this.#noticeFor(result.error));
    if (result.data.kind === 'select-tenant') {
      this.#accept(result.data.accessToken);
      this.#pendingSignIn = { payload, identityToken };
      this.set({ ...SIGNED_OUT, status: 'selecting-tenant' });
      return { kind: 'select-tenant' };
    }
    this.#pendingSignIn = undefined;
    if (!this.#setToken(result.data.accessToken))
      return this.refuse({ code: 'unable-to-identify', detail: 'the app token cannot be read' });
    if (result.data.newTenant) {
      const whois = await this.#api.account.whois();
      const tenant = whois.ok ? whois.data.currentTenant.displayName : payload.tenantId;
      return this.refuse({ code: 'new-tenant', tenant });
    }
    if (!(await this.#loadIdentity()))
      return this.refuse({ code: 'unable-to-identify', detail: 'the account could not be loaded' });
    return { kind: 'signed-in' };
  }

  #noticeFor(error: ApiError): SessionNotice {
    if (error.status === 409) return { code: 'permission-not-granted' };
    if (error.status === 423) return { code: 'onboarding-disabled' };
    return { code: 'unable-to-identify', detail: error.problem.detail ?? error.problem.title };
  }

  async #loadIdentity(known?: Identity, startup?: Startup): Promise<boolean> {
    const account = known ? { ok: true as const, data: known } : await this.#api.account.get();
    if (!account.ok) {
      this.#clear();
      return false;
    }
    this.#storage.set(IDENTITY_KEY, account.data);
    const claims = tryDecodeAccessToken(this.#token);
    // The persona selection starts as all of the user's personas and keeps what the user chose.
    this.#storage.set(PERSONAS_STORAGE_KEY, savedPersonas(this.#storage, claims?.personas ?? []));
    this.set({ status: 'signed-in', claims, identity: account.data, notice: undefined });
    // Handed over in the same turn as the sign-in, before anything rendered for it can call.
    if (startup) {
      try {
        this.#options.onStartup?.(startup);
      } catch (error) {
        // A start-up answer that cannot be used costs its calls again, never the session.
        console.warn('The start-up answer could not be used:', error);
      }
    }
    return true;
  }

  /**
   * Keeps a readable token with a positive lifetime, timed from now; false for anything else.
   * The lifetime is exp − iat when the token has both, else exp against the local clock.
   */
  #accept(token: string): TokenClaims | undefined {
    const claims = tryDecodeAccessToken(token);
    const expiresAt = claims ? tokenExpiresAt(claims) : undefined;
    if (!claims || expiresAt === undefined) return undefined;
    const now = this.#clock.now();
    const lifetime =
      typeof claims.iat === 'number' && Number.isFinite(claims.iat)
        ? expiresAt - claims.iat * 1000
        : expiresAt - now;
    if (lifetime <= 0) return undefined;
    this.#token = token;
    this.#expiresAt = now + lifetime;
    return claims;
  }

  /** Keeps the token and schedules its refresh 30 s before it expires. */
  #setToken(token: string): boolean {
    const claims = this.#accept(token);
    if (!claims) return false;
    if (this.getSnapshot().status === 'signed-in') this.set((s) => ({ ...s, claims }));
    this.#schedule(Math.max(0, this.#expiresAt - REFRESH_LEAD_MS - this.#clock.now()));
    return true;
  }

  #schedule(delay: number): void {
    this.#clock.clearTimeout(this.#refreshTimer);
    this.#refreshTimer = this.#clock.setTimeout(() => void this.refreshToken(), delay);
  }

  /** The refresh call: with no body (spec section 7), or with the start-up request of a reload. */
  #callRefresh(request?: RefreshRequest): Promise<ApiResult<RefreshAnswer>> {
    return this.#api.auth.refresh(request).catch((cause: unknown) => ({
      ok: false as const,
      status: 0,
      error: ApiError.network(cause),
    }));
  }

  async #refresh(): Promise<string | undefined> {
    const result = await this.#callRefresh();
    if (result.ok && this.#setToken(result.data.access_token)) return this.#token;
    // A network hiccup while the token still lives: try again; a refused refresh ends the session.
    if (!result.ok && result.error.isNetworkError && this.getAccessToken()) {
      this.#schedule(REFRESH_RETRY_MS);
      return undefined;
    }
    await this.logout();
    return undefined;
  }

  #clear(notice?: SessionNotice): void {
    this.#clock.clearTimeout(this.#refreshTimer);
    this.#token = undefined;
    this.#expiresAt = 0;
    this.#pendingSignIn = undefined;
    this.#storage.clear();
    this.set({ ...SIGNED_OUT, notice });
  }
}
