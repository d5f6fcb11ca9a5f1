import { type AuthenticationResult, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
import type { RuntimeConfig } from '../lib/runtime-config.ts';
import { BRIDGE_CHANNEL, type BridgeSignal } from './bridge-channel.ts';

/** The identity provider as the sign-in pages use it. MSAL lives in this lazy chunk only. */
export interface IdentityClient {
  /** Leaves for the identity provider's sign-in page; comes back to /id_token. */
  signIn(): Promise<void>;
  /** Reads the provider's answer on /id_token: null when there is none. */
  completeSignIn(): Promise<AuthenticationResult | null>;
  /**
   * A delegated token of the office suite for the signed-in user, from a popup of the provider
   * (its sign-in page, or at once while the provider's session lasts). The token is kept in
   * memory only: MSAL's cache is cleared as soon as it is read.
   */
  acquireOfficeToken(loginHint: string): Promise<string>;
}

/** Why no office suite token came back, in words a user can act on. */
export class OfficeTokenError extends Error {
  override readonly name = 'OfficeTokenError';
}

/** Microsoft Graph's delegated permissions, as the office suite's own provider grants them. */
const OFFICE_SCOPES = ['https://graph.microsoft.com/.default'];

const NO_TOKEN = 'The office suite did not give a token. Try again in a moment.';

function officeTokenError(error: unknown): OfficeTokenError {
  const code = (error as { errorCode?: string } | undefined)?.errorCode ?? '';
  if (code === 'user_cancelled')
    return new OfficeTokenError('The sign-in window was closed before the office suite gave a token.');
  if (code === 'popup_window_error' || code === 'empty_window_error')
    return new OfficeTokenError(
      'The browser blocked the sign-in window. Allow pop-ups for the portal and try again.',
    );
  return new OfficeTokenError(NO_TOKEN);
}

const SCOPES = ['openid', 'profile', 'email'];

/**
 * For a standard OpenID Connect provider MSAL gets the provider's metadata up front, so it never
 * needs the https discovery it insists on; Microsoft Entra ID ('aad') discovers as usual.
 */
function oidcMetadata(issuer: string) {
  return JSON.stringify({
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    end_session_endpoint: `${issuer}/session/end`,
    userinfo_endpoint: `${issuer}/me`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
  });
}

/**
 * Watches the window MSAL opens next, caught as it opens: MSAL's popup answers through a broadcast
 * from the redirect bridge and never notices a window the user closed, so the portal does. A window
 * closed after the bridge said the answer came back is the hand-over: MSAL's own answer decides
 * then, however long its token exchange takes on a slow machine.
 */
export class PopupWatch {
  readonly #open = window.open;
  readonly #bridge = new BroadcastChannel(BRIDGE_CHANNEL);
  #popup: Window | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #answered = false;

  constructor() {
    window.open = ((...args: Parameters<typeof window.open>) => {
      this.#restoreOpen();
      this.#popup = this.#open.apply(window, args);
      return this.#popup;
    }) as typeof window.open;
    this.#bridge.onmessage = (event: MessageEvent<BridgeSignal>) => {
      this.#answered = event.data === 'answered';
    };
  }

  /**
   * Rejects as a cancelled sign-in once the window is closed without the bridge's word that an
   * answer came (a moment allowed for that word to arrive).
   */
  closedWithoutAnswer(): Promise<never> {
    return new Promise((_, reject) => {
      let closedFor = 0;
      this.#timer = setInterval(() => {
        if (!this.#popup?.closed || this.#answered) {
          closedFor = 0;
          return;
        }
        closedFor += 250;
        if (closedFor < 1500) return;
        clearInterval(this.#timer);
        reject({ errorCode: 'user_cancelled' });
      }, 250);
    });
  }

  release(): void {
    clearInterval(this.#timer);
    this.#bridge.close();
    this.#restoreOpen();
  }

  #restoreOpen() {
    if (window.open !== this.#open) window.open = this.#open;
  }
}

export async function createIdentityClient(config: RuntimeConfig, origin: string): Promise<IdentityClient> {
  const authority = config.authority || `${origin}/oidc`;
  const redirectUri = `${origin}/id_token`;
  const isOidc = config.protocol === 'oidc';
  const client = new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: isOidc ? authority.replace(/^http:/, 'https:') : authority,
      knownAuthorities: [new URL(authority).host],
      ...(isOidc ? { authorityMetadata: oidcMetadata(authority) } : {}),
      redirectUri,
      postLogoutRedirectUri: `${origin}/login`,
      OIDCOptions: { defaultScopes: ['openid', 'profile'] },
    },
    // The redirect round trip needs session storage (memory cannot survive it); completeSignIn
    // clears it as soon as the answer is read, so no provider token stays stored.
    cache: { cacheLocation: 'sessionStorage' },
    system: { protocolMode: isOidc ? ProtocolMode.OIDC : ProtocolMode.AAD },
  });
  await client.initialize();
  return {
    // prompt=login: the demo's several accounts can be tried one after another.
    signIn: () => client.loginRedirect({ scopes: SCOPES, prompt: 'login', redirectUri }),
    completeSignIn: async () => {
      // The answer is read here, on /id_token; never sent back to the page that started it.
      const result = await client.handleRedirectPromise({ navigateToLoginRequestUrl: false });
      if (result) await client.clearCache();
      return result;
    },
    acquireOfficeToken: async (loginHint) => {
      const popup = new PopupWatch();
      let result: AuthenticationResult;
      try {
        const answer = client.acquireTokenPopup({
          // The local provider (OIDC) vouches for the user with its ID token; Entra ID issues
          // Graph's access token for the suite's permissions.
          scopes: isOidc ? SCOPES : OFFICE_SCOPES,
          loginHint,
          redirectUri: `${origin}/redirect-bridge.html`,
          // An earlier attempt whose window was closed may still be waited for: start afresh.
          overrideInteractionInProgress: true,
        });
        answer.catch(() => undefined);
        result = await Promise.race([answer, popup.closedWithoutAnswer()]);
      } catch (error) {
        throw officeTokenError(error);
      } finally {
        popup.release();
        await client.clearCache().catch(() => undefined);
      }
      const token = isOidc ? result.idToken : result.accessToken;
      if (!token) throw new OfficeTokenError(NO_TOKEN);
      return token;
    },
  };
}
