import { afterAll, describe, expect, it } from 'vitest';
import { createTestBackend, identityToken, readJson } from './testing/test-backend.ts';

const API = '/services/api-portal-customer/api';
const GRAPHQL = '/services/api-portal-customer/graphql';

describe('bad input is a 4xx, never a 500', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

  it('a multipart body without a boundary (and without a token, a 401 that says nothing of it)', async () => {
    const upload = (headers: Record<string, string>) =>
      backend.app.request(`${API}/files/x/upload`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data', ...headers },
        body: 'no boundary',
      });
    expect((await upload({})).status).toBe(401);
    const token = await backend.tokenFor('admin@contoso.example');
    expect((await upload({ Authorization: `Bearer ${token}` })).status).toBe(400);
  });

  it('a refresh cookie that is not valid percent-encoding', async () => {
    const headers = { Cookie: 'portal_refresh=%' };
    expect((await backend.app.request('/api/auth/refresh-token', { method: 'POST', headers })).status).toBe(
      401,
    );
    expect((await backend.app.request('/api/auth/logout', { method: 'POST', headers })).status).toBe(204);
  });

  it('text holding U+0000 (which PostgreSQL text cannot keep) in a body, a query or a saved view', async () => {
    const token = await backend.tokenFor('finance@contoso.example');
    const feedback = await backend.call(`${API}/portal/menu/feedback`, {
      method: 'POST',
      token,
      body: JSON.stringify({ pageRoute: '/overview', rating: 4, type: 'Bug', comment: 'nul \u0000 here' }),
    });
    expect(feedback.status).toBe(400);
    expect(feedback.headers.get('Content-Type')).toBe('application/problem+json');
    expect((await readJson(feedback)).errors).toEqual([
      expect.objectContaining({
        field: '/body/comment',
        message: 'must not contain the NUL character (U+0000)',
      }),
    ]);
    expect((await backend.call(`${API}/portal/menu/index?query=a%00b`, { token })).status).toBe(400);
    const view = await backend.call(GRAPHQL, {
      method: 'POST',
      token,
      body: JSON.stringify({
        query:
          'mutation ($input: AddPbiBookmarkInput!) { addPbiBookmark(input: $input) { success errors { field message } } }',
        variables: {
          input: { pageName: 'azure/cost-overview', tabName: 'Summary', name: 'a\u0000b', state: '{}' },
        },
      }),
    });
    expect((await readJson(view)).data.addPbiBookmark).toEqual({
      success: false,
      errors: [{ field: 'name', message: 'must not contain the NUL character (U+0000)' }],
    });
  });

  it('a monitoring endpoint without a host', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    const response = await backend.call(`${API}/surveil/test`, {
      method: 'POST',
      token,
      body: JSON.stringify({ endpoint: 'https://', apiKey: '12345678' }),
    });
    expect(response.status).toBeLessThan(500);
  });

  it('a path parameter that is not valid percent-encoding (found by contract-fuzz.test.ts)', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    for (const [method, path] of [
      ['GET', `${API}/portal/menu/page/%E0%A4%A`],
      ['GET', `${API}/files/%ZZ`],
      ['PUT', `${API}/config/pipelines/%E0%A4%A`],
    ] as const) {
      const response = await backend.call(path, {
        method,
        token,
        ...(method === 'PUT'
          ? { body: JSON.stringify({ name: 'p', source: 'focus-export', schedule: 'daily', enabled: true }) }
          : {}),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
      expect((await readJson(response)).errors).toEqual([
        { field: 'path.id', message: 'is not valid percent-encoding' },
      ]);
    }
    // Without a token the caller is refused first, as for any other bad input.
    expect((await backend.call(`${API}/files/%ZZ`)).status).toBe(401);
  });

  it('a GraphQL body that is not an object', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    expect((await backend.call(GRAPHQL, { method: 'POST', token, body: 'null' })).status).toBe(400);
    expect((await backend.call(GRAPHQL, { method: 'POST', token, body: '[1]' })).status).toBe(400);
  });
});

describe('access holds everywhere', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

  it('saved views refuse a user without access, like every REST call', async () => {
    const token = await backend.tokenFor('noaccess@contoso.example');
    const response = await backend.call(GRAPHQL, {
      method: 'POST',
      token,
      body: JSON.stringify({
        query: '{ getPbiBookmarks(pageName: "p", tabName: "t") { result { entryId } } }',
      }),
    });
    expect(response.status).toBe(401);
  });

  it('a tenant that is not onboarded learns who it is and nothing else', async () => {
    const login = await backend.app.request('/api/auth/azure/token', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await identityToken('newuser@northwind.example')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 'o', tenantId: 'northwind', upn: 'newuser@northwind.example' }),
    });
    const { access_token: token, newTenant } = await readJson(login);
    expect(newTenant).toBe(true);
    expect((await readJson(backend.call(`${API}/whois`, { token }))).currentTenant.displayName).toBe(
      'Northwind Traders',
    );
    expect((await backend.call(`${API}/portal/menu`, { token })).status).toBe(403);
    expect(
      (
        await backend.call(`${API}/activate`, {
          method: 'POST',
          token,
          body: JSON.stringify({ tenantId: 'northwind' }),
        })
      ).status,
    ).toBe(403);
  });
});
