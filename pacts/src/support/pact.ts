import {
  type Matcher,
  MatchersV3,
  PactV4,
  type ProviderStateInjectedValue,
  type V3MockServer,
  type V3RegexMatcher,
} from '@pact-foundation/pact';
import {
  type ApiError,
  type ApiResult,
  createPortalClient,
  createSavedViewsClient,
  type ProblemDetails,
  SAVED_VIEWS_PATH,
} from '@portal/sdk';
import { expect } from 'vitest';
import { PACT_DIR } from './paths.ts';

const { regex } = MatchersV3;

export const CONSUMER = 'portal-web';
/** The REST services (auth, portal customer API, audit, AI chat), as the reference backend serves them. */
export const REST_PROVIDER = 'portal-api';
/** The saved-views GraphQL endpoint. */
export const GRAPHQL_PROVIDER = 'portal-saved-views';

/** A pact of the REST contract. Interactions are sorted by description in the file, so runs are stable. */
export function restPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: REST_PROVIDER, dir: PACT_DIR, logLevel: 'error' });
}

/**
 * Marks a GraphQL interaction pending (V4 `pending: true`), as `pending()` does for an HTTP one:
 * pact-js 17 gives GraphQL interactions no `pending()` of their own, so this sets it on the
 * interaction the builder holds, and fails loudly should that ever change.
 */
export function pendingGraphQL<T extends object>(builder: T): T {
  const { interaction } = builder as { interaction?: { setPending?: (pending: boolean) => unknown } };
  if (typeof interaction?.setPending !== 'function') {
    throw new Error('pendingGraphQL: this pact-js GraphQL builder no longer holds its interaction');
  }
  interaction.setPending(true);
  return builder;
}

/** A pact of the saved-views GraphQL contract. */
export function savedViewsPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: GRAPHQL_PROVIDER, dir: PACT_DIR, logLevel: 'error' });
}

// ------------------------------------------------------------------- path bases
export const AUTH = '/api/auth';
export const API = '/services/api-portal-customer/api';
export const AUDIT = '/services/audit/api';
export const CHAT = '/services/ai-chatbot/api/chat';

// ------------------------------------------------------------------- example tokens
const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with fixed claims: an example value only (the provider issues real tokens). */
export function exampleJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2lnbmF0dXJl`;
}

/** Fixed times (2030-01-01T00:00:00Z minus five minutes, and the expiry) keep the pact files stable. */
const ISSUED_AT = 1_893_455_700;
const EXPIRES_AT = 1_893_456_000;

/** The example app token of a user: what login answers and what the session then sends as bearer. */
export function exampleAppToken(upn: string, tid: string, extra: Record<string, unknown> = {}): string {
  return exampleJwt({
    sub: upn,
    tid,
    personas: ['Admin'],
    features: ['AZURE', 'M365'],
    utype: 'customer',
    d: false,
    iat: ISSUED_AT,
    exp: EXPIRES_AT,
    ...extra,
  });
}

/** The example app token the signed-in calls carry (the provider state injects a real one). */
export const APP_TOKEN = exampleAppToken('admin@contoso.example', 'contoso');
/** The example identity provider token of the sign-in calls. */
export const IDENTITY_TOKEN = exampleJwt({
  iss: 'https://login.example/contoso/v2.0',
  oid: 'example',
  exp: EXPIRES_AT,
});
/** The example value of the httpOnly refresh cookie. */
export const REFRESH_TOKEN = 'example-refresh-token';

/** Text matched literally inside a regex. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A request value (a path, a body field, a header) holding what the provider state creates or finds
 * and hands back, ids and tokens: `{key}` placeholders in `template` become the state's answer `key`
 * at verification (a provider-state generator), while the mock server matches a value of the same
 * shape (`pattern`, by default the template with any id for each placeholder) and the pact records
 * `examples`. For example
 * `fromState(`${API}/portal/menu/{menuItemId}/breadcrumb`, { menuItemId: menuItems.costOverview })`.
 */
export function fromState(
  template: string,
  examples: Record<string, string>,
  pattern?: string,
): V3RegexMatcher & ProviderStateInjectedValue<string> {
  const parts = template.split(/\{(\w+)\}/);
  const keys = parts.filter((_, index) => index % 2 === 1);
  const missing = keys.filter((key) => examples[key] === undefined);
  if (missing.length > 0) throw new Error(`fromState: no example for ${missing.join(', ')} in ${template}`);
  // The template with each placeholder filled in one way, and the text between them in another.
  const fill = (placeholder: (key: string) => string, text = (part: string) => part) =>
    parts.map((part, index) => (index % 2 === 1 ? placeholder(part) : text(part))).join('');
  return {
    'pact:matcher:type': 'regex',
    'pact:generator:type': 'ProviderState',
    regex: pattern ?? `^${fill(() => '[^/]+', escapeRegex)}$`,
    expression: fill((key) => `\${${key}}`),
    value: fill((key) => examples[key] ?? ''),
  };
}

/** `Authorization: Bearer <app token>`; the session state returns `{ accessToken }`. */
export const withAppToken = {
  Authorization: fromState('Bearer {accessToken}', { accessToken: APP_TOKEN }, '^Bearer .+$'),
} as const;

/** `Authorization: Bearer <identity provider token>` of the sign-in calls; the account state returns `{ identityToken }`. */
export const withIdentityToken = {
  Authorization: fromState('Bearer {identityToken}', { identityToken: IDENTITY_TOKEN }, '^Bearer .+$'),
} as const;

/**
 * `X-MS-Token: <identity provider token>`: the user's delegated office suite token, which the
 * reference backend checks with the provider's keys; the account state returns `{ identityToken }`.
 */
export const withOfficeToken = {
  'X-MS-Token': fromState(
    '{identityToken}',
    { identityToken: IDENTITY_TOKEN },
    '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$',
  ),
} as const;

/** The refresh cookie the browser sends to /api/auth; the refresh-session state returns `{ refreshToken }`. */
export const withRefreshCookie = {
  Cookie: fromState(
    'portal_refresh={refreshToken}',
    { refreshToken: REFRESH_TOKEN },
    '^(.*;\\s*)?portal_refresh=[^;]+(;.*)?$',
  ),
} as const;

// ------------------------------------------------------------------- matchers
// Pact regexes must match the whole value: every pattern here is anchored at both ends.

/** One of the values of a contract enum. */
export const oneOf = (values: readonly string[], example: string): Matcher<string> =>
  regex(`^(${values.map(escapeRegex).join('|')})$`, example);

/** A JWT (three base64url segments): the portal decodes its claims. */
export const jwt = (example: string): Matcher<string> =>
  regex('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$', example);

/** An absolute http(s) URL. */
export const httpUrl = (example: string): Matcher<string> => regex('^https?://\\S+$', example);

/** A uuid (the contract's `format: uuid`). */
export const uuid = (example: string): Matcher<string> => MatchersV3.uuid(example);

// ------------------------------------------------------------------- clients
export interface PortalClientSetup {
  /** The app token the session holds; null for a signed-out call. Defaults to {@link APP_TOKEN}. */
  accessToken?: string | null;
  /** The refresh cookie value the browser holds for /api/auth; none by default. */
  refreshCookie?: string;
}

/**
 * The real SDK client against the Pact mock server. Node's fetch has no cookie jar, so the given
 * refresh cookie is added to credentialed /api/auth calls exactly as the browser would.
 */
export function portalClient(server: V3MockServer, setup: PortalClientSetup = {}) {
  const unauthorized: ApiError[] = [];
  const accessToken = setup.accessToken === undefined ? APP_TOKEN : setup.accessToken;
  const api = createPortalClient({
    baseUrl: server.url,
    getAccessToken: () => accessToken,
    onUnauthorized: (error) => {
      unauthorized.push(error);
    },
    fetch: (request) => {
      const { pathname } = new URL(request.url);
      if (setup.refreshCookie && request.credentials === 'include' && pathname.startsWith(`${AUTH}/`)) {
        request.headers.set('Cookie', `portal_refresh=${setup.refreshCookie}`);
      }
      return fetch(request);
    },
  });
  return { api, unauthorized };
}

/** The real saved-views client against the Pact mock server. */
export function savedViewsClient(server: V3MockServer) {
  return createSavedViewsClient({ url: `${server.url}${SAVED_VIEWS_PATH}`, getAccessToken: () => APP_TOKEN });
}

/** GraphQL servers may answer application/graphql-response+json as well as application/json. */
export const graphQLResponseHeaders = {
  'Content-Type': regex('^application/(graphql-response\\+)?json(\\s*;.*)?$', 'application/json'),
} as const;

// ------------------------------------------------------------------- assertions
/** The data of a successful SDK result, after checking its status. */
export function expectOk<T>(result: ApiResult<T>, status = 200): T {
  if (!result.ok) {
    throw new Error(`Expected ${status}, the SDK answered ${result.status}: ${result.error.message}`);
  }
  expect(result.status).toBe(status);
  return result.data;
}

/** The problem of a failed SDK result, after checking its status. */
export function expectProblem(result: ApiResult<unknown>, status: number): ProblemDetails {
  if (result.ok) throw new Error(`Expected a ${status} problem, the SDK answered ${result.status}`);
  expect(result.status).toBe(status);
  expect(result.error.status).toBe(status);
  return result.error.problem;
}
