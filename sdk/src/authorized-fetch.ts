import { ApiError } from './api-error.ts';

/** A token source: the app token held in memory by the session, or nothing when signed out. */
export type AccessTokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Gets a new app token after a 401 (the session's refresh through the refresh cookie). Resolves to
 * the new token, or to nothing when the session could not be refreshed.
 */
export type AccessTokenRefresher = () => Promise<string | null | undefined>;

/** How answers that ask the caller to wait (429, 503 with Retry-After) are retried. */
export interface RetryAfterOptions {
  /** Retries per request (default 1); 0 turns waiting off. */
  attempts?: number;
  /** A longer Retry-After than this is not waited for: the error goes back to the caller (default 10 s). */
  maxWaitSeconds?: number;
  /** Waits; tests pass a fake. Must reject when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal | null) => Promise<void>;
}

export interface AuthorizedFetchOptions {
  /** Supplies the app token for the bearer header. Not called for the sign-in calls. */
  getAccessToken?: AccessTokenProvider;
  /**
   * Called once when a call made with the app token answers 401; the call is then sent again once
   * with the new token. Concurrent 401s share one refresh.
   */
  refreshAccessToken?: AccessTokenRefresher;
  /** Called when a call made with the app token is refused (401) even after a refresh. */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch to use; defaults to the global fetch looked up at call time (so test mocks see it). */
  fetch?: (request: Request) => Promise<Response>;
  retry?: RetryAfterOptions;
}

/**
 * Sign-in calls, refresh and logout never carry the app token and never refresh on 401 (they carry
 * the identity provider's token or the refresh cookie). A tenant switch does carry the app token.
 */
const WITHOUT_APP_TOKEN = /\/api\/auth\/(azure\/token|azure\/tenant\/token|refresh-token|logout)$/;

/** Methods whose repetition cannot change the outcome (RFC 9110 §9.2.2), so waiting and resending is safe. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

const RETRYABLE_STATUS = new Set([429, 503]);

function abortError(signal: AbortSignal | null): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms`, or rejects as soon as the signal aborts. */
export function sleepUnlessAborted(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After in milliseconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(response: Response, now: number = Date.now()): number | undefined {
  const header = response.headers.get('Retry-After');
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The one path every call of the portal takes: the bearer token is added, a 401 refreshes the
 * token once (one refresh in flight for all callers) and sends the request once more, and an
 * idempotent request answered 429 or 503 with Retry-After waits and tries again.
 */
export function createAuthorizedFetch(
  options: AuthorizedFetchOptions = {},
): (request: Request) => Promise<Response> {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const attempts = options.retry?.attempts ?? 1;
  const maxWaitMs = (options.retry?.maxWaitSeconds ?? 10) * 1000;
  const sleep = options.retry?.sleep ?? sleepUnlessAborted;
  let refreshing: Promise<string | null | undefined> | undefined;

  const refreshOnce = (): Promise<string | null | undefined> => {
    const refresh = options.refreshAccessToken;
    if (!refresh) return Promise.resolve(undefined);
    refreshing ??= refresh()
      .catch(() => undefined)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  /** Sends a copy (the original stays readable for another attempt) and honours Retry-After. */
  async function sendWithRetry(template: Request): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await doFetch(template.clone());
      if (attempt >= attempts || !RETRYABLE_STATUS.has(response.status) || !IDEMPOTENT.has(template.method))
        return response;
      const wait = retryAfterMs(response);
      if (wait === undefined || wait > maxWaitMs) return response;
      await response.body?.cancel().catch(() => undefined);
      await sleep(wait, template.signal);
    }
  }

  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const usesAppToken = !WITHOUT_APP_TOKEN.test(path) && !request.headers.has('Authorization');
    if (!usesAppToken) return sendWithRetry(request);

    const withToken = async (token: string | null | undefined) => {
      const copy = request.clone();
      if (token) copy.headers.set('Authorization', `Bearer ${token}`);
      return sendWithRetry(copy);
    };
    let response = await withToken(await options.getAccessToken?.());
    if (response.status !== 401) return response;

    if (options.refreshAccessToken && !request.signal.aborted) {
      const token = await refreshOnce();
      if (token) {
        await response.body?.cancel().catch(() => undefined);
        response = await withToken(token);
        if (response.status !== 401) return response;
      }
    }
    if (options.onUnauthorized) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      options.onUnauthorized(ApiError.fromResponse(response, body));
    }
    return response;
  };
}
