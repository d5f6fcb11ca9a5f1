import {
  type ApiError,
  type ApiResult,
  type Identity,
  isTokenExpired,
  type LoginOutcome,
  type LoginPayload,
  msUntilRefresh,
  type TokenClaims,
  tryDecodeAccessToken,
} from '@portal/sdk';
import { type Clock, systemClock } from './clock.ts';
import { PERSONAS_STORAGE_KEY } from './personas.ts';
import { Store } from './store.ts';
import type { PortalStorage } from './web-storage.ts';

/** The texts of spec section 8 for sign-in outcomes, word for word. */
export const LOGIN_MESSAGES = {
  permissionNotGranted: 'Permission not granted',
  onboardingDisabled: 'Onboarding is disabled',
  /** Decision 4: begins 'Onboarding is disabled', ends 'Please contact administrator.'. */
  newTenant: (tenant: string) => `Onboarding is disabled for ${tenant}. Please contact administrator.`,
  unableToIdentify: (detail: string) => `Authentication error: Unable to identify user: ${detail}`,
  unidentified: 'Authentication error',
} as const;

/** Where the session stands. 'restoring' while a reload recovers it through the refresh cookie. */
export type SessionStatus = 'restoring' | 'signed-out' | 'selecting-tenant' | 'signed-in';

export interface SessionState {
  readonly status: SessionStatus;
  readonly claims: TokenClaims | undefined;
  readonly identity: Identity | undefined;
  /** What the sign-in page says after a refused sign-in or a forced logout. */
  readonly notice: string | undefined;
}

/** The calls the session makes; the SDK's PortalClient satisfies it. */
export interface SessionApi {
  auth: {
    login(payload: LoginPayload, identityToken: string): Promise<ApiResult<LoginOutcome>>;
    loginToTenant(payload: LoginPayload, identityToken: string): Promise<ApiResult<LoginOutcome>>;
    refresh(): Promise<ApiResult<{ access_token: string }>>;
    logout(): Promise<ApiResult<void>>;
  };
  account: {
    get(): Promise<ApiResult<Identity>>;
    whois(): Promise<ApiResult<{ currentTenant: { displayName: string } }>>;
  };
}

export interface SessionOptions {
  api: SessionApi;
  storage: PortalStorage;
  clock?: Clock;
  /** Runs after every logout, for what the session does not own: dialogs, caches, the IdP's cache. */
  onSignedOut?: () => void | Promise<void>;
  /** Runs just before the logout call while still authenticated (the logout audit event). */
  beforeLogout?: () => void | Promise<void>;
}

/** What the sign-in page should do after a sign-in attempt. */
export type SignInResult =
  | { kind: 'signed-in' }
  | { kind: 'select-tenant' }
  | { kind: 'refused'; message: string };

/** Storage keys of the session (spec: personas and identity are kept locally, never the token). */
export const IDENTITY_KEY = 'identity';

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
 */
export class Session extends Store<SessionState> {
  readonly #api: SessionApi;
  readonly #storage: PortalStorage;
  readonly #clock: Clock;
  readonly #options: SessionOptions;
  #token: string | undefined;
  #refreshTimer: unknown;
  /** Kept between the 300 answer and the tenant choice; memory only. */
  #pendingSignIn: { payload: LoginPayload; identityToken: string } | undefined;
  #restoring: Promise<boolean> | undefined;

  constructor(options: SessionOptions) {
    super({ ...SIGNED_OUT, status: 'restoring' });
    this.#api = options.api;
    this.#storage = options.storage;
    this.#clock = options.clock ?? systemClock;
    this.#options = options;
  }

  /** The app token for the SDK's bearer header, or nothing once it has expired. */
  getAccessToken = (): string | undefined => {
    if (!this.#token) return undefined;
    const claims = tryDecodeAccessToken(this.#token);
    return claims && !isTokenExpired(claims, this.#clock.now()) ? this.#token : undefined;
  };

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
   * same cookie would be refused and end the session.
   */
  restore(): Promise<boolean> {
    this.#restoring ??= this.#restore().finally(() => {
      this.#restoring = undefined;
    });
    return this.#restoring;
  }

  async #restore(): Promise<boolean> {
    const refreshed = await this.#api.auth.refresh();
    if (!refreshed.ok || !this.#setToken(refreshed.data.access_token)) {
      this.#clear();
      return false;
    }
    return this.#loadIdentity();
  }

  /** Signs in with the identity provider's token, per the login rules of spec section 8. */
  async signIn(payload: LoginPayload, identityToken: string): Promise<SignInResult> {
    return this.#handleLogin(await this.#api.auth.login(payload, identityToken), payload, identityToken);
  }

  /** Signs in to the tenant the user picked at /tenant. */
  async selectTenant(tenantId: string): Promise<SignInResult> {
    const pending = this.#pendingSignIn;
    if (!pending) return this.#refuse(LOGIN_MESSAGES.unidentified);
    const payload = { ...pending.payload, tenantId };
    return this.#handleLogin(
      await this.#api.auth.loginToTenant(payload, pending.identityToken),
      payload,
      pending.identityToken,
    );
  }

  /**
   * Logs out: the server call, then tokens, stored data and everything `onSignedOut` owns are
   * cleared, also when the call fails (a failed logout counts as done).
   */
  async logout(notice?: string): Promise<void> {
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
    if (!result.ok) return this.#refuse(this.#messageFor(result.error));
    if (result.data.kind === 'select-tenant') {
      this.#token = result.data.accessToken;
      this.#pendingSignIn = { payload, identityToken };
      this.set({ ...SIGNED_OUT, status: 'selecting-tenant' });
      return { kind: 'select-tenant' };
    }
    this.#pendingSignIn = undefined;
    if (!this.#setToken(result.data.accessToken))
      return this.#refuse(LOGIN_MESSAGES.unableToIdentify('the app token cannot be read'));
    if (result.data.newTenant) {
      const whois = await this.#api.account.whois();
      const tenant = whois.ok ? whois.data.currentTenant.displayName : payload.tenantId;
      return this.#refuse(LOGIN_MESSAGES.newTenant(tenant));
    }
    if (!(await this.#loadIdentity()))
      return this.#refuse(LOGIN_MESSAGES.unableToIdentify('the account could not be loaded'));
    return { kind: 'signed-in' };
  }

  #messageFor(error: ApiError): string {
    if (error.status === 409) return LOGIN_MESSAGES.permissionNotGranted;
    if (error.status === 423) return LOGIN_MESSAGES.onboardingDisabled;
    return LOGIN_MESSAGES.unableToIdentify(error.problem.detail ?? error.problem.title);
  }

  async #refuse(message: string): Promise<SignInResult> {
    await this.logout(message);
    return { kind: 'refused', message };
  }

  async #loadIdentity(): Promise<boolean> {
    const account = await this.#api.account.get();
    if (!account.ok) {
      this.#clear();
      return false;
    }
    this.#storage.set(IDENTITY_KEY, account.data);
    const claims = tryDecodeAccessToken(this.#token);
    // The persona selection starts as all of the user's personas and keeps what the user chose.
    const own = claims?.personas ?? [];
    const selected = this.#storage.get<string[]>(PERSONAS_STORAGE_KEY)?.filter((p) => own.includes(p));
    this.#storage.set(PERSONAS_STORAGE_KEY, selected && selected.length > 0 ? selected : own);
    this.set({ status: 'signed-in', claims, identity: account.data, notice: undefined });
    return true;
  }

  /** Keeps a readable, unexpired token and schedules its refresh; false for anything else. */
  #setToken(token: string): boolean {
    const claims = tryDecodeAccessToken(token);
    if (!claims || isTokenExpired(claims, this.#clock.now())) return false;
    this.#token = token;
    if (this.getSnapshot().status === 'signed-in') this.set((s) => ({ ...s, claims }));
    this.#schedule(msUntilRefresh(claims, this.#clock.now()));
    return true;
  }

  #schedule(delay: number): void {
    this.#clock.clearTimeout(this.#refreshTimer);
    this.#refreshTimer = this.#clock.setTimeout(() => void this.#refresh(), delay);
  }

  async #refresh(): Promise<void> {
    const result = await this.#api.auth.refresh();
    if (result.ok && this.#setToken(result.data.access_token)) return;
    // A network hiccup while the token still lives: try again; a refused refresh ends the session.
    if (!result.ok && result.error.isNetworkError && this.getAccessToken()) {
      this.#schedule(REFRESH_RETRY_MS);
      return;
    }
    await this.logout();
  }

  #clear(notice?: string): void {
    this.#clock.clearTimeout(this.#refreshTimer);
    this.#token = undefined;
    this.#pendingSignIn = undefined;
    this.#storage.clear();
    this.set({ ...SIGNED_OUT, notice });
  }
}
