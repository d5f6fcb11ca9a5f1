import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server.ts';
import { makeWebRoot } from '../../testing/test-backend.ts';

let running: RunningServer;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'portal-idp-')),
    webRoot: makeWebRoot(),
    tokenTtlSeconds: 300,
  });
});
afterAll(() => running.close());

/** A browser's view of the provider: follows nothing by itself and keeps cookies. */
function browser() {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit = {}) => {
    const url = path.startsWith('http') ? path : `${running.url}${path}`;
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    return response;
  };
}

async function authorizationCode(upn: string, password: string) {
  const go = browser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirect = `${running.url}/id_token`;
  const query = new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
  });
  const start = await go(`/oidc/auth?${query}`);
  const interaction = start.headers.get('Location') ?? '';
  const page = await go(interaction);
  const html = await page.text();
  const posted = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: upn, password }),
  });
  if (posted.status !== 303) return { html, posted, tokens: undefined };
  let location = posted.headers.get('Location') ?? '';
  while (!location.startsWith(redirect)) location = (await go(location)).headers.get('Location') ?? '';
  const code = new URL(location).searchParams.get('code') ?? '';
  const exchanged = await go('/oidc/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      client_id: 'portal-web',
      code_verifier: verifier,
    }),
  });
  return { html, posted, tokens: (await exchanged.json()) as { id_token: string; refresh_token?: string } };
}

describe('local identity provider', () => {
  it('publishes its discovery document under /oidc', async () => {
    const discovery = (await (
      await fetch(`${running.url}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(discovery.issuer).toBe(`${running.url}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${running.url}/oidc/auth`);
  });

  it('signs a demo account in with PKCE and its ID token signs in to the portal', async () => {
    const { html, tokens } = await authorizationCode('admin@contoso.example', 'demo');
    expect(html).toContain('<h1 id="page-title">Sign in</h1>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(tokens?.refresh_token).toBeDefined();
    const claims = JSON.parse(Buffer.from(tokens?.id_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      preferred_username: 'admin@contoso.example',
      name: 'Megan Bowen',
      tid: 'contoso',
    });

    const login = await fetch(`${running.url}/api/auth/azure/token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens?.id_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: claims.sub, tenantId: claims.tid, upn: claims.preferred_username }),
    });
    expect(login.status).toBe(300);
  });

  it('refuses a wrong password on its own page', async () => {
    const { posted } = await authorizationCode('finance@contoso.example', 'nope');
    expect(posted.status).toBe(401);
    expect(await posted.text()).toContain('The account or password is not correct.');
  });
});
