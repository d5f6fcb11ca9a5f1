import { describe, expect, it, vi } from 'vitest';
import { createAuthorizedFetch, retryAfterMs } from './authorized-fetch.ts';
import { createPortalClient } from './portal-client.ts';
import { menu } from './testing/fixtures.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const problem = (status: number, detail: string) => ({ title: 'Refused', status, detail });

/** A backend that accepts only the bearer token `valid`, recording what it was sent. */
function backend(validToken = 'fresh') {
  const seen: { path: string; auth: string | null; body: string }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push({
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
      body: await request.text(),
    });
    return request.headers.get('Authorization') === `Bearer ${validToken}`
      ? json(200, menu)
      : json(401, problem(401, 'Token expired'));
  });
  return { fetch, seen };
}

describe('createAuthorizedFetch through the portal client', () => {
  it('refreshes once on 401 and sends the request again with the new token', async () => {
    const { fetch, seen } = backend();
    let token = 'stale';
    const refreshAccessToken = vi.fn(async () => {
      token = 'fresh';
      return token;
    });
    const onUnauthorized = vi.fn();
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      getAccessToken: () => token,
      refreshAccessToken,
      onUnauthorized,
    });
    const result = await api.portal.menu();
    expect(result).toEqual({ ok: true, status: 200, data: menu });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('resends the request body on the retry', async () => {
    const { fetch, seen } = backend();
    let token = 'stale';
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      getAccessToken: () => token,
      refreshAccessToken: async () => {
        token = 'fresh';
        return token;
      },
    });
    await api.portal.submitFeedback({ comment: 'Great', rating: 5, menuUuid: 'm1', type: 'Comment' });
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[1]?.body ?? '')).toMatchObject({ comment: 'Great', rating: 5 });
  });

  it('shares one refresh among concurrent 401s', async () => {
    const { fetch } = backend();
    let token = 'stale';
    let release: () => void = () => undefined;
    const refreshAccessToken = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = () => {
            token = 'fresh';
            resolve(token);
          };
        }),
    );
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      getAccessToken: () => token,
      refreshAccessToken,
    });
    const calls = Promise.all([api.portal.menu(), api.portal.lastAccessed(), api.account.whois()]);
    await vi.waitFor(() => expect(refreshAccessToken).toHaveBeenCalled());
    // Let the other two 401s arrive while the refresh is still in flight.
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await calls;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('tells onUnauthorized once when the refresh gives no token, and retries nothing', async () => {
    const { fetch, seen } = backend();
    const onUnauthorized = vi.fn();
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      getAccessToken: () => 'stale',
      refreshAccessToken: async () => undefined,
      onUnauthorized,
    });
    const result = await api.portal.menu();
    expect(result.ok).toBe(false);
    expect(result.status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('tells onUnauthorized when the retried request is refused too', async () => {
    const { fetch, seen } = backend('never');
    const onUnauthorized = vi.fn();
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      getAccessToken: () => 'stale',
      refreshAccessToken: async () => 'also-refused',
      onUnauthorized,
    });
    await api.portal.menu();
    expect(seen).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the sign-in, refresh and logout calls', async () => {
    const { fetch } = backend('never');
    const refreshAccessToken = vi.fn(async () => 'x');
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      getAccessToken: () => 'stale',
      refreshAccessToken,
    });
    await api.auth.refresh({});
    await api.auth.logout();
    await api.auth.login({ id: 'u', tenantId: 't', upn: 'x@y.example' }, 'idp');
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('waits for Retry-After and tries an idempotent request again', async () => {
    const answers = [json(503, problem(503, 'Busy'), { 'Retry-After': '2' }), json(200, menu)];
    const fetch = vi.fn(async () => answers.shift() ?? json(500, problem(500, 'x')));
    const sleep = vi.fn(async () => undefined);
    const api = createPortalClient({ baseUrl: 'https://portal.test', fetch, retry: { sleep } });
    const result = await api.portal.menu();
    expect(result.ok).toBe(true);
    expect(sleep).toHaveBeenCalledWith(2000, expect.anything());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not resend a POST answered 429, and gives up after the allowed attempts', async () => {
    const busy = () => json(429, problem(429, 'Slow down'), { 'Retry-After': '1' });
    const fetch = vi.fn(async () => busy());
    const sleep = vi.fn(async () => undefined);
    const api = createPortalClient({ baseUrl: 'https://portal.test', fetch, retry: { sleep, attempts: 2 } });
    const post = await api.chat.create();
    expect(post.ok).toBe(false);
    expect(post.ok || post.error.retryAfterSeconds).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await api.portal.menu();
    expect(fetch).toHaveBeenCalledTimes(1 + 3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not wait longer than maxWaitSeconds', async () => {
    const fetch = vi.fn(async () => json(503, problem(503, 'Later'), { 'Retry-After': '120' }));
    const sleep = vi.fn(async () => undefined);
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch,
      retry: { sleep, maxWaitSeconds: 10 },
    });
    const result = await api.portal.menu();
    expect(result.status).toBe(503);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('aborts a call through its signal, also while waiting for Retry-After', async () => {
    const fetch = vi.fn(async (request: Request) => {
      if (request.signal.aborted) throw request.signal.reason;
      return json(503, problem(503, 'Busy'), { 'Retry-After': '5' });
    });
    const api = createPortalClient({ baseUrl: 'https://portal.test', fetch });
    const controller = new AbortController();
    const pending = api.portal.menu({}, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.isNetworkError).toBe(true);
      expect(result.error.isAborted).toBe(true);
    }
  });

  it('types error statuses per operation', async () => {
    const api = createPortalClient({
      baseUrl: 'https://portal.test',
      fetch: async () => json(401, problem(401, 'x')),
    });
    const result = await api.portal.menu();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      // getMenu declares 400, 401, 403 and 500 (its 304 is no error); status 0 stands for no answer.
      const status: 0 | 400 | 401 | 403 | 500 = result.error.status;
      expect(status).toBe(401);
    }
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs(new Response(null, { headers: { 'Retry-After': '3' } }))).toBe(3000);
    const now = Date.parse('2026-11-22T10:00:00Z');
    const date = new Response(null, { headers: { 'Retry-After': 'Sun, 22 Nov 2026 10:00:05 GMT' } });
    expect(retryAfterMs(date, now)).toBe(5000);
    expect(retryAfterMs(new Response(null))).toBeUndefined();
  });
});

describe('createAuthorizedFetch directly', () => {
  it('keeps an explicit Authorization header (the identity token of sign-in)', async () => {
    const fetch = vi.fn(async (request: Request) =>
      json(200, { auth: request.headers.get('Authorization') }),
    );
    const send = createAuthorizedFetch({ fetch, getAccessToken: () => 'app' });
    const response = await send(
      new Request('https://portal.test/services/x', { headers: { Authorization: 'Bearer idp' } }),
    );
    expect(await response.json()).toEqual({ auth: 'Bearer idp' });
  });
});
