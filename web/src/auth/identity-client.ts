import { type AuthenticationResult, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
import type { RuntimeConfig } from '../lib/runtime-config.ts';

/** The identity provider as the sign-in pages use it. MSAL lives in this lazy chunk only. */
export interface IdentityClient {
  /** Leaves for the identity provider's sign-in page; comes back to /id_token. */
  signIn(): Promise<void>;
  /** Reads the provider's answer on /id_token: null when there is none. */
  completeSignIn(): Promise<AuthenticationResult | null>;
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
  };
}
