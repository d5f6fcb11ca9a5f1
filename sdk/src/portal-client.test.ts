import { OPERATIONS } from '@portal/contracts/operations';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error.ts';
import type { MethodSpec, OperationCall } from './operation-binding.ts';
import { PORTAL_API } from './portal-api.ts';
import { createPortalClient, type PortalClientOptions } from './portal-client.ts';
import { currentUser, menu } from './testing/fixtures.ts';

type Answer = { status?: number; body?: unknown; contentType?: string } | Error;

/** A fake fetch that records every request and answers from a queue (or one answer for all). */
function fakeFetch(...answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    const status = answer?.status ?? 200;
    const body = answer?.body;
    if (body === undefined || status === 204) return new Response(null, { status });
    if (body instanceof Blob) return new Response(body, { status });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': answer?.contentType ?? 'application/json' },
    });
  });
  return { fetch, requests };
}

function client(answers: Answer[], options: Partial<PortalClientOptions> = {}) {
  const fake = fakeFetch(...answers);
  return {
    ...fake,
    api: createPortalClient({ baseUrl: 'https://portal.test', fetch: fake.fetch, ...options }),
  };
}

describe('createPortalClient', () => {
  it('sends the app token as a bearer header and returns typed data', async () => {
    const { api, requests } = client([{ body: currentUser }], { getAccessToken: () => 'app-token' });
    const result = await api.account.whois();
    expect(result).toEqual({ ok: true, data: currentUser, status: 200 });
    expect(requests[0]?.url).toBe('https://portal.test/services/api-portal-customer/api/whois');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer app-token');
  });

  it('awaits an asynchronous token provider and sends no header without a token', async () => {
    const { api, requests } = client([{ body: menu }], { getAccessToken: async () => null });
    await api.portal.menu();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('serialises personas as repeated query parameters with preview off', async () => {
    const { api, requests } = client([{ body: menu }]);
    await api.portal.menu({ personas: ['Finance', 'IT Admin'], videoLibrary: true });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/services/api-portal-customer/api/portal/menu');
    expect(url.searchParams.getAll('personas')).toEqual(['Finance', 'IT Admin']);
    expect(url.searchParams.get('videoLibrary')).toBe('true');
    expect(url.searchParams.get('preview')).toBe('false');
  });

  it('sends the chosen display currency with the operations whose contract takes it, and only them', async () => {
    let chosen: string | undefined = 'EUR';
    const asked: string[] = [];
    const { api, requests } = client([{ body: {} }], {
      displayCurrency: (operation) => {
        asked.push(operation);
        return chosen;
      },
    });
    await api.costs.summary();
    await api.costs.query({ granularity: 'month', currency: 'GBP' });
    await api.account.whois();
    chosen = undefined;
    await api.costs.summary();
    const currencies = requests.map((request) => new URL(request.url).searchParams.get('currency'));
    expect(currencies).toEqual(['EUR', 'GBP', null, null]);
    expect(asked).toEqual(['getCostSummary', 'queryCosts', 'getCostSummary']);
  });

  it('puts the search text in the query parameter named query', async () => {
    const { api, requests } = client([{ body: [] }]);
    await api.portal.search('cost & usage', { personas: ['Finance'] });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/services/api-portal-customer/api/portal/menu/index');
    expect(url.searchParams.get('query')).toBe('cost & usage');
  });

  it('applies the services prefix, and the separate logout prefix only to logout', async () => {
    const { api, requests } = client([{ body: currentUser }], {
      prefix: { services: 'gateway/', logout: '/edge' },
    });
    await api.account.whois();
    await api.auth.logout();
    await api.auth.refresh({});
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/gateway/services/api-portal-customer/api/whois',
      '/edge/api/auth/logout',
      '/api/auth/refresh-token',
    ]);
  });

  it('accepts a single string prefix for the services', async () => {
    const { api, requests } = client([{ body: currentUser }], { prefix: '/gw' });
    await api.account.whois();
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/gw/services/api-portal-customer/api/whois');
  });

  it('signs in with the identity token, sends credentials and never the app token', async () => {
    const { api, requests } = client([{ body: { access_token: 'app' } }], {
      getAccessToken: () => 'stale-app',
    });
    const result = await api.auth.login(
      { id: 'u1', tenantId: 'contoso', upn: 'a@contoso.example' },
      'idp-token',
    );
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { kind: 'signed-in', accessToken: 'app', newTenant: false },
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer idp-token');
    expect(requests[0]?.credentials).toBe('include');
    expect(await requests[0]?.json()).toEqual({ id: 'u1', tenantId: 'contoso', upn: 'a@contoso.example' });
  });

  it('reports the new-tenant flag of a successful sign-in', async () => {
    const { api } = client([{ body: { access_token: 'app', newTenant: true } }]);
    const result = await api.auth.login(
      { id: 'u', tenantId: 'northwind', upn: 'n@northwind.example' },
      'idp',
    );
    expect(result.ok && result.data).toEqual({ kind: 'signed-in', accessToken: 'app', newTenant: true });
  });

  it('turns 300 into a tenant selection carrying the returned token', async () => {
    const { api } = client([{ status: 300, body: { access_token: 'select-token' } }]);
    const result = await api.auth.loginToTenant(
      { id: 'u', tenantId: 'contoso', upn: 'a@contoso.example' },
      'idp',
    );
    expect(result).toEqual({
      ok: true,
      status: 300,
      data: { kind: 'select-tenant', accessToken: 'select-token' },
    });
  });

  it.each([
    [409, 'Permission not granted'],
    [423, 'Onboarding is disabled'],
  ])('returns %i as an ApiError with the problem details', async (status, title) => {
    const { api } = client([
      { status, body: { type: 'about:blank', title, status }, contentType: 'application/problem+json' },
    ]);
    const result = await api.auth.login({ id: 'u', tenantId: 't', upn: 'x@y.example' }, 'idp');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(status);
    expect(result.error.problem.title).toBe(title);
    expect(result.error.message).toBe(title);
  });

  it('reads Retry-After of a 429 into the error', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ title: 'Too Many Requests', status: 429 }), {
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '42' },
        }),
    );
    const api = createPortalClient({ baseUrl: 'https://portal.test', fetch });
    const result = await api.chat.generate({ chatId: 'c', question: 'q', chat_dataset: 'all' });
    expect(!result.ok && result.error.retryAfterSeconds).toBe(42);
  });

  it('synthesises a problem when the error body is not one', async () => {
    const { api } = client([{ status: 502, body: 'upstream down', contentType: 'text/plain' }]);
    const result = await api.account.whois();
    expect(!result.ok && result.error.problem).toEqual({
      title: 'HTTP 502',
      status: 502,
      detail: 'upstream down',
    });
  });

  it('returns a network failure as status 0 instead of throwing', async () => {
    const { api } = client([new TypeError('Failed to fetch')]);
    const result = await api.portal.menu();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(0);
    expect(result.error.isNetworkError).toBe(true);
    expect(result.error.problem.detail).toBe('Failed to fetch');
  });

  it('calls onUnauthorized on a 401 of an app-token call, not of refresh or sign-in', async () => {
    const onUnauthorized = vi.fn<(error: ApiError) => void>();
    const unauthorized = {
      status: 401,
      body: { title: 'Unauthorized', status: 401, detail: 'Token expired' },
    };
    const { api } = client([unauthorized], { onUnauthorized });
    await api.auth.refresh({});
    await api.auth.login({ id: 'u', tenantId: 't', upn: 'x@y.example' }, 'idp');
    expect(onUnauthorized).not.toHaveBeenCalled();
    const result = await api.portal.menu();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0].problem.detail).toBe('Token expired');
    expect(result.ok).toBe(false);
  });

  it('sends credentials with refresh, logout and audit events; an audit event outlives its page', async () => {
    const { api, requests } = client([
      { status: 200, body: { access_token: 'new' } },
      { status: 204 },
      { status: 202 },
    ]);
    expect(await api.auth.refresh({})).toEqual({ ok: true, status: 200, data: { access_token: 'new' } });
    expect(await api.auth.logout()).toEqual({ ok: true, status: 204, data: undefined });
    await api.audit.event({
      category: 'navigation',
      location: '/billing/overview',
      locationName: 'Overview',
    });
    expect(requests.map((r) => r.credentials)).toEqual(['include', 'include', 'include']);
    expect(requests.map((r) => r.keepalive)).toEqual([false, false, true]);
    expect(requests[0]?.method).toBe('POST');
  });

  it('puts the licence key in the query of activate and de-activate', async () => {
    const licence = { licenseKey: 'M365-OPT', name: 'M365 optimisation', active: true };
    const { api, requests } = client([{ body: licence }]);
    await api.settings.activateLicence('M365-OPT');
    await api.settings.deactivateLicence('M365-OPT');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      'PUT /services/api-portal-customer/api/license/activate?licenseKey=M365-OPT',
      'PUT /services/api-portal-customer/api/license/de-activate?licenseKey=M365-OPT',
    ]);
  });

  it('uploads a file as multipart with the one field "file" and its name', async () => {
    const stored = {
      id: 'branding-logo',
      name: 'logo.png',
      contentType: 'image/png',
      size: 3,
      uploadedAt: '2026-11-21T00:00:00Z',
    };
    const { api, requests } = client([{ status: 201, body: stored }]);
    const result = await api.settings.uploadFile(
      'branding-logo',
      new Blob(['png'], { type: 'image/png' }),
      'logo.png',
    );
    expect(result.ok && result.data).toEqual(stored);
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await requests[0]?.formData();
    const file = form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('logo.png');
    expect(await (file as File).text()).toBe('png');
  });

  it('reads file content as a blob', async () => {
    const { api } = client([{ body: new Blob(['<svg/>'], { type: 'image/svg+xml' }) }]);
    const result = await api.settings.fileContent('branding-icon');
    expect(result.ok).toBe(true);
    if (result.ok) expect(await result.data.text()).toBe('<svg/>');
  });

  it('sends the X-MS-Token header where the contract asks for it', async () => {
    const { api, requests } = client([{ body: { granted: ['User.Read.All'], missing: [] } }], {
      getAccessToken: () => 'app',
    });
    await api.settings.addOffice365Permissions('ms-user-token');
    expect(requests[0]?.headers.get('X-MS-Token')).toBe('ms-user-token');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer app');
  });

  it('fetches the terms document as text and refuses non-http URLs', async () => {
    const { api, requests } = client([{ body: '<h1>Terms</h1>', contentType: 'text/html' }]);
    const doc = await api.account.eulaDocument('/services/api-portal-customer/api/eula/document');
    expect(doc).toEqual({ ok: true, data: '<h1>Terms</h1>', status: 200 });
    expect(requests[0]?.url).toBe('https://portal.test/services/api-portal-customer/api/eula/document');
    const refused = await api.account.eulaDocument('javascript:alert(1)');
    expect(refused.ok).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('puts a relative terms URL of the services behind the services prefix', async () => {
    const { api, requests } = client([{ body: '<h1>Terms</h1>', contentType: 'text/html' }], {
      prefix: '/gw',
    });
    await api.account.eulaDocument('/services/api-portal-customer/api/eula/document');
    expect(requests[0]?.url).toBe('https://portal.test/gw/services/api-portal-customer/api/eula/document');
  });

  it('sends the chat question with the dataset', async () => {
    const { api, requests } = client([{ body: { followup: ['Next?'] } }]);
    await api.chat.followup('chat-1');
    expect(await requests[0]?.json()).toEqual({ chatId: 'chat-1' });
  });

  it('looks up the global fetch at call time when none is injected', async () => {
    const original = globalThis.fetch;
    const fake = fakeFetch({ body: currentUser });
    globalThis.fetch = fake.fetch as unknown as typeof fetch;
    try {
      const api = createPortalClient({ baseUrl: 'https://portal.test' });
      expect((await api.account.whois()).ok).toBe(true);
      expect(fake.requests).toHaveLength(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('the client bound from its table (PORTAL_API)', () => {
  /** A stand-in argument for each of a method's arguments, by what its table entry says it is. */
  const argumentsOf = (spec: OperationCall): unknown[] =>
    spec.args.flatMap((arg) => {
      if (arg === 'file') return [new Blob(['x']), 'x.txt'];
      if (arg === 'body' || arg === 'query') return [{}];
      return [arg.startsWith('path:') ? 'key-1' : 'value'];
    });

  it('sends every method to its operation’s method and path, as the contract’s table says', async () => {
    const wrong: string[] = [];
    for (const [group, methods] of Object.entries(PORTAL_API as Record<string, Record<string, MethodSpec>>)) {
      for (const [name, spec] of Object.entries(methods)) {
        if ('custom' in spec) continue;
        const { api, requests } = client([{ status: 204 }], { prefix: { services: '/gw', logout: '/out' } });
        const method = (
          api as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
        )[group]?.[name];
        await method?.(...argumentsOf(spec));
        const { method: verb, path } = OPERATIONS[spec.operation];
        const prefix = path.startsWith('/services/') ? '/gw' : path === '/api/auth/logout' ? '/out' : '';
        const expected = `${prefix}${path.replace(/\{[^}]+\}/g, 'key-1')}`;
        const sent = requests[0];
        const where = sent ? `${sent.method} ${new URL(sent.url).pathname}` : 'nothing';
        if (where !== `${verb} ${expected}`)
          wrong.push(`${group}.${name}: ${where}, not ${verb} ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers nothing for an operation without a success body, and the JSON otherwise', async () => {
    const { api } = client([{ status: 200, body: { ignored: true } }]);
    expect(await api.account.acceptEula()).toEqual({ ok: true, data: undefined, status: 200 });
    const json = client([{ body: currentUser }]);
    expect(await json.api.account.whois()).toEqual({ ok: true, data: currentUser, status: 200 });
  });

  it('places path, query, header and body arguments where their entry says', async () => {
    const { api, requests } = client([{ body: {} }]);
    await api.settings.storeM365UserToken({ keyName: 'k', scope: 's' } as never, 'ms-token');
    expect(requests[0]?.headers.get('X-MS-Token')).toBe('ms-token');
    expect(await requests[0]?.json()).toEqual({ keyName: 'k', scope: 's' });
    await api.settings.activateLicence('LIC-1');
    expect(new URL(requests[1]?.url ?? '').searchParams.get('licenseKey')).toBe('LIC-1');
    await api.auth.switchTenant('fabrikam');
    expect(await requests[2]?.json()).toEqual({ tenantId: 'fabrikam' });
    expect(requests[2]?.credentials).toBe('include');
  });
});
