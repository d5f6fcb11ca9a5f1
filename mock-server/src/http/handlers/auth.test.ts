import { afterAll, describe, expect, it } from 'vitest';
import { createTestBackend, identityToken, readJson } from '../../testing/test-backend.ts';
import { ROTATION_GRACE_SECONDS } from './auth.ts';

const LOGIN = '/api/auth/azure/token';
const TENANT_LOGIN = '/api/auth/azure/tenant/token';

const payload = (upn: string, tenantId: string) => JSON.stringify({ id: `oid-${upn}`, tenantId, upn });

describe('sign-in outcomes per demo account', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const login = async (upn: string, tenantId: string, path = LOGIN) =>
    backend.app.request(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await identityToken(upn)}`, 'Content-Type': 'application/json' },
      body: payload(upn, tenantId),
    });

  it('admin@contoso.example has two tenants: 300 with a selection token, then a tenant login', async () => {
    const first = await login('admin@contoso.example', 'contoso');
    expect(first.status).toBe(300);
    const selection = (await readJson(first)).access_token as string;
    const tenants = await readJson(
      backend.call('/services/api-portal-customer/api/tenants', { token: selection }),
    );
    expect(tenants.map((t: { id: string }) => t.id)).toEqual(['contoso', 'fabrikam']);
    // The selection token opens nothing else.
    expect((await backend.call('/services/api-portal-customer/api/whois', { token: selection })).status).toBe(
      401,
    );

    const chosen = await login('admin@contoso.example', 'fabrikam', TENANT_LOGIN);
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('Set-Cookie')).toMatch(
      /^portal_refresh=[^;]+; HttpOnly; SameSite=Strict; Path=\/api\/auth/,
    );
    const token = (await readJson(chosen)).access_token as string;
    const whois = await readJson(backend.call('/services/api-portal-customer/api/whois', { token }));
    expect(whois.currentTenant).toEqual({ id: 'fabrikam', displayName: 'Fabrikam Inc' });
  });

  it.each([
    ['finance@contoso.example', 'contoso', 200, false],
    ['eula@fabrikam.example', 'fabrikam', 200, false],
    ['demo@demo.example', 'demo', 200, false],
    ['newuser@northwind.example', 'northwind', 200, true],
  ])('%s signs in with 200', async (upn, tenantId, status, newTenant) => {
    const response = await login(upn, tenantId);
    expect(response.status).toBe(status);
    expect((await readJson(response)).newTenant).toBe(newTenant);
  });

  it('noaccess@contoso.example gets 409 Permission not granted', async () => {
    const response = await login('noaccess@contoso.example', 'contoso');
    expect(response.status).toBe(409);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await readJson(response)).toMatchObject({ title: 'Permission not granted', status: 409 });
  });

  it('locked@litware.example gets 423 Onboarding is disabled', async () => {
    const response = await login('locked@litware.example', 'litware');
    expect(response.status).toBe(423);
    expect(await readJson(response)).toMatchObject({
      title: 'Onboarding is disabled',
      detail: 'Onboarding is disabled',
    });
  });

  it('refuses a tenant the user does not belong to, an unknown user and a forged identity token', async () => {
    expect((await login('finance@contoso.example', 'fabrikam', TENANT_LOGIN)).status).toBe(403);
    const unknown = await login('stranger@contoso.example', 'contoso');
    expect(unknown.status).toBe(401);
    expect((await readJson(unknown)).detail).toBe('stranger@contoso.example has no account.');
    const forged = await backend.app.request(LOGIN, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await identityToken('finance@contoso.example', { audience: 'other-app' })}`,
        'Content-Type': 'application/json',
      },
      body: payload('finance@contoso.example', 'contoso'),
    });
    expect(forged.status).toBe(401);
    const expired = await backend.app.request(LOGIN, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await identityToken('finance@contoso.example', { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`,
        'Content-Type': 'application/json',
      },
      body: payload('finance@contoso.example', 'contoso'),
    });
    expect(expired.status).toBe(401);
    const mismatch = await backend.app.request(LOGIN, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await identityToken('finance@contoso.example')}`,
        'Content-Type': 'application/json',
      },
      body: payload('admin@contoso.example', 'contoso'),
    });
    expect(mismatch.status).toBe(401);
  });

  it('refreshes through the cookie with rotation, and logout revokes it', async () => {
    const signedIn = await login('finance@contoso.example', 'contoso');
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const refreshed = await backend.app.request('/api/auth/refresh-token', {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(refreshed.status).toBe(200);
    const fresh = (await readJson(refreshed)).access_token as string;
    expect((await backend.call('/services/api-portal-customer/api/whois', { token: fresh })).status).toBe(
      200,
    );
    const rotated = (refreshed.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect(rotated).not.toBe(cookie);
    // The spent cookie no longer works, once the rotation's grace (another tab's refresh) is over.
    backend.advance((ROTATION_GRACE_SECONDS + 1) * 1000);
    expect(
      (await backend.app.request('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: cookie } }))
        .status,
    ).toBe(401);
    const out = await backend.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: rotated },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toContain('Max-Age=0');
    // A logout ends the cookie at once: no grace.
    expect(
      (await backend.app.request('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: rotated } }))
        .status,
    ).toBe(401);
    expect((await backend.app.request('/api/auth/refresh-token', { method: 'POST' })).status).toBe(401);
  });

  it("answers a reload's start-up beside the token: the menu and the page as getMenu and getPage do", async () => {
    const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    let cookie = cookieOf(await login('finance@contoso.example', 'contoso'));
    const refresh = async (body: unknown) => {
      const response = await backend.app.request('/api/auth/refresh-token', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 200) cookie = cookieOf(response);
      return response;
    };
    const answered = await readJson(await refresh({ startup: { page: 'overview', personas: ['Finance'] } }));
    const token = answered.access_token as string;
    const menu = await readJson(
      backend.call('/services/api-portal-customer/api/portal/menu?personas=Finance', { token }),
    );
    expect(answered.startup.personas).toEqual(['Finance']);
    expect(answered.startup.menu).toEqual(menu);
    const overview = menu.find((item: { name: string }) => item.name === 'overview');
    const page = await readJson(
      backend.call(`/services/api-portal-customer/api/portal/menu/page/${overview.uuid}?personas=Finance`, {
        token,
      }),
    );
    expect(answered.startup.page).toEqual({ uuid: overview.uuid, description: page });

    // Personas the user does not hold fall back to all of theirs; a page the menu lacks is left
    // out (the portal then shows page-not-found); the timer's empty body asks for nothing more.
    const unknown = await readJson(await refresh({ startup: { page: 'no/such/page', personas: ['Admin'] } }));
    expect(unknown.startup.personas).toEqual(['Finance']);
    expect(unknown.startup.menu).toEqual(menu);
    expect(unknown.startup.page).toBeUndefined();
    expect((await readJson(await refresh({}))).startup).toBeUndefined();
    // Bad input is a 400 and spends nothing: the cookie still refreshes.
    const bad = await refresh({ startup: { personas: ['Finance'] } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('Content-Type')).toBe('application/problem+json');
    expect((await refresh({ startup: { page: 'overview', extra: 1 } })).status).toBe(400);
    expect((await refresh({})).status).toBe(200);
  });

  it("answers no start-up for a tenant that is not onboarded (its menu is not the token's to read)", async () => {
    const signedIn = await login('newuser@northwind.example', 'northwind');
    const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const refreshed = await backend.app.request('/api/auth/refresh-token', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ startup: { page: 'overview' } }),
    });
    expect(refreshed.status).toBe(200);
    const answer = await readJson(refreshed);
    expect(answer.access_token).toBeTruthy();
    expect(answer.startup).toBeUndefined();
  });

  it('rejects a login without a body or with a bad one with 400', async () => {
    const response = await backend.app.request(LOGIN, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await identityToken('finance@contoso.example')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: '', upn: 'x' }),
    });
    expect(response.status).toBe(400);
    const fields = (await readJson(response)).errors.map((e: { field: string }) => e.field);
    expect([...fields].sort()).toEqual(['/id', '/tenantId', '/upn']);
  });
});

describe('switching tenant from inside the portal', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const signInTo = async (upn: string, tenantId: string) => {
    const response = await backend.app.request('/api/auth/azure/tenant/token', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await identityToken(upn)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: `oid-${upn}`, tenantId, upn }),
    });
    const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    return { token: (await readJson(response)).access_token as string, cookie };
  };
  const switchTo = (tenantId: string, token: string, cookie?: string) =>
    backend.call('/api/auth/tenant/switch', {
      method: 'POST',
      token,
      body: JSON.stringify({ tenantId }),
      ...(cookie ? { headers: { Cookie: cookie } } : {}),
    });

  it('answers an app token for the other tenant and spends the old refresh cookie', async () => {
    const contoso = await signInTo('admin@contoso.example', 'contoso');
    const switched = await switchTo('fabrikam', contoso.token, contoso.cookie);
    expect(switched.status).toBe(200);
    const fabrikam = (await readJson(switched)).access_token as string;
    const whois = await readJson(
      backend.call('/services/api-portal-customer/api/whois', { token: fabrikam }),
    );
    expect(whois.currentTenant.id).toBe('fabrikam');
    const refresh = (cookie: string) =>
      backend.app.request('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: cookie } });
    // A tenant switch ends the left tenant's cookie at once: no grace.
    expect((await refresh(contoso.cookie)).status).toBe(401);
    const next = (switched.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const refreshed = await refresh(next);
    expect(refreshed.status).toBe(200);
    const again = await readJson(
      backend.call('/services/api-portal-customer/api/whois', {
        token: (await readJson(refreshed)).access_token as string,
      }),
    );
    expect(again.currentTenant.id).toBe('fabrikam');
  });

  it('refuses a tenant the user does not belong to (403), a missing token (401) and a bad body (400)', async () => {
    const { token } = await signInTo('finance@contoso.example', 'contoso');
    const foreign = await switchTo('fabrikam', token);
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Content-Type')).toBe('application/problem+json');
    expect(
      (await backend.call('/api/auth/tenant/switch', { method: 'POST', body: '{"tenantId":"x"}' })).status,
    ).toBe(401);
    expect((await switchTo('', token)).status).toBe(400);
  });
});

describe('refresh rotation under concurrency', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  /** A fresh sign-in's refresh cookie. */
  const signedInCookie = async () =>
    cookieOf(
      await backend.app.request('/api/auth/azure/token', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await identityToken('finance@contoso.example')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ id: 'oid', tenantId: 'contoso', upn: 'finance@contoso.example' }),
      }),
    );

  it("lets two refreshes with the same cookie through at once (two tabs' reloads), each with its own new cookie", async () => {
    const cookie = await signedInCookie();
    const refresh = () =>
      backend.app.request('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: cookie } });
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const next = answers.map(cookieOf);
    expect(new Set([cookie, ...next]).size).toBe(3);
    // Whichever new cookie the browser keeps goes on working.
    for (const successor of next) {
      const again = await backend.app.request('/api/auth/refresh-token', {
        method: 'POST',
        headers: { Cookie: successor },
      });
      expect(again.status).toBe(200);
    }
  });

  it('takes a rotated cookie again only within the grace; an unknown or ended one never', async () => {
    const cookie = await signedInCookie();
    const refresh = (value = cookie) =>
      backend.app.request('/api/auth/refresh-token', { method: 'POST', headers: { Cookie: value } });
    expect((await refresh()).status).toBe(200);
    backend.advance(ROTATION_GRACE_SECONDS * 1000);
    expect((await refresh()).status).toBe(200);
    backend.advance(1_000);
    const late = await refresh();
    expect(late.status).toBe(401);
    expect(late.headers.get('Content-Type')).toBe('application/problem+json');
    expect(late.headers.get('Set-Cookie')).toContain('Max-Age=0');
    expect((await refresh('portal_refresh=unknown')).status).toBe(401);
  });
});
