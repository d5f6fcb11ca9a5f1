import { afterAll, describe, expect, it } from 'vitest';
import { createTestBackend, identityToken, readJson } from '../../testing/test-backend.ts';

const API = '/services/api-portal-customer/api';

describe('settings and admin services', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

  it('activates and de-activates a licence for settings managers only', async () => {
    const admin = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    const activated = await backend.call(`${API}/license/activate?licenseKey=SECURITY`, {
      method: 'PUT',
      token: admin,
    });
    expect(await activated.json()).toMatchObject({ licenseKey: 'SECURITY', active: true });
    const active = await readJson(backend.call(`${API}/license/activated`, { token: admin }));
    expect(active.map((l: { licenseKey: string }) => l.licenseKey)).toContain('SECURITY');
    const off = await backend.call(`${API}/license/de-activate?licenseKey=SECURITY`, {
      method: 'PUT',
      token: admin,
    });
    expect(await off.json()).toMatchObject({ active: false });
    const unknown = await backend.call(`${API}/license/activate?licenseKey=NOPE`, {
      method: 'PUT',
      token: admin,
    });
    expect(unknown.status).toBe(404);
    const finance = await backend.tokenFor('finance@contoso.example');
    expect(
      (await backend.call(`${API}/license/activate?licenseKey=SECURITY`, { method: 'PUT', token: finance }))
        .status,
    ).toBe(403);
    expect((await backend.call(`${API}/license/activate`, { method: 'PUT', token: admin })).status).toBe(400);
  });

  it('stores uploaded files within the size and type limits', async () => {
    const admin = await backend.tokenFor('admin@contoso.example');
    const form = new FormData();
    form.append('file', new File(['id,cost\n1,2\n'], 'costs.csv', { type: 'text/csv' }));
    const uploaded = await backend.call(`${API}/files/cost-export/upload`, {
      method: 'POST',
      token: admin,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({
      id: 'cost-export',
      name: 'costs.csv',
      contentType: 'text/csv',
      size: 12,
    });
    const content = await backend.call(`${API}/files/cost-export/content`, { token: admin });
    expect(await content.text()).toBe('id,cost\n1,2\n');
    // A stored file is never a page of the portal: no script, no plugin, a sandboxed origin.
    expect(content.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(content.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const exe = new FormData();
    exe.append('file', new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(
      (await backend.call(`${API}/files/tool/upload`, { method: 'POST', token: admin, body: exe })).status,
    ).toBe(415);
    const big = new FormData();
    big.append('file', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(
      (await backend.call(`${API}/files/big/upload`, { method: 'POST', token: admin, body: big })).status,
    ).toBe(413);
    const empty = new FormData();
    empty.append('other', 'x');
    expect(
      (await backend.call(`${API}/files/empty/upload`, { method: 'POST', token: admin, body: empty })).status,
    ).toBe(400);

    expect((await backend.call(`${API}/files/cost-export`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    expect((await backend.call(`${API}/files/cost-export`, { token: admin })).status).toBe(404);
  });

  it('serves branding files of the brand owner', async () => {
    const fabrikam = await backend.tokenFor('eula@fabrikam.example');
    expect(await (await backend.call(`${API}/branding`, { token: fabrikam })).json()).toEqual({
      branded: true,
      brandedBy: 'fabrikam',
    });
    const logo = await backend.call(`${API}/files/branding-logo/content`, { token: fabrikam });
    expect(logo.headers.get('Content-Type')).toBe('image/svg+xml');
    const contoso = await backend.tokenFor('finance@contoso.example');
    expect(await (await backend.call(`${API}/branding`, { token: contoso })).json()).toEqual({
      branded: false,
    });
    expect((await backend.call(`${API}/files/branding-logo/content`, { token: contoso })).status).toBe(404);
  });

  it('lists the tenant’s stored files, paged and searched, for settings managers only', async () => {
    const admin = await backend.tokenFor('admin@contoso.example');
    const upload = async (id: string, name: string, text: string) => {
      const form = new FormData();
      form.append('file', new File([text], name, { type: 'text/plain' }));
      const answer = await backend.call(`${API}/files/${id}/upload`, {
        method: 'POST',
        token: admin,
        body: form,
      });
      expect(answer.status).toBe(201);
    };
    await upload('read-me', 'readme.txt', 'hello');
    backend.advance(60_000);
    await upload('minutes', 'minutes-november.txt', 'the minutes');

    const all = await readJson(backend.call(`${API}/files`, { token: admin }));
    // The newest upload first; metadata only.
    expect(all).toEqual({
      total: 2,
      offset: 0,
      items: [
        expect.objectContaining({
          id: 'minutes',
          name: 'minutes-november.txt',
          contentType: 'text/plain',
          size: 11,
        }),
        expect.objectContaining({ id: 'read-me', name: 'readme.txt', size: 5 }),
      ],
    });
    expect(all.items[0]).not.toHaveProperty('data');
    const searched = await readJson(backend.call(`${API}/files?search=NOVEMBER`, { token: admin }));
    expect(searched.items.map((f: { id: string }) => f.id)).toEqual(['minutes']);
    const paged = await readJson(
      backend.call(`${API}/files?sort=name&order=asc&limit=1&offset=1`, { token: admin }),
    );
    expect(paged).toMatchObject({ total: 2, offset: 1, items: [{ id: 'read-me' }] });

    // Another tenant of the same user sees only its own files (Fabrikam's branding).
    const fabrikam = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    const theirs = await readJson(backend.call(`${API}/files`, { token: fabrikam }));
    expect(theirs.items.map((f: { id: string }) => f.id).sort()).toEqual(['branding-icon', 'branding-logo']);

    const finance = await backend.tokenFor('finance@contoso.example');
    expect((await backend.call(`${API}/files`, { token: finance })).status).toBe(403);
    expect((await backend.call(`${API}/files?sort=owner`, { token: admin })).status).toBe(400);

    for (const id of ['read-me', 'minutes'])
      expect((await backend.call(`${API}/files/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await readJson(backend.call(`${API}/files`, { token: admin }))).toEqual({
      total: 0,
      offset: 0,
      items: [],
    });
  });

  it('brands a tenant with its own branding files once it stores any, until they are deleted', async () => {
    const admin = await backend.tokenFor('admin@contoso.example');
    const form = new FormData();
    form.append(
      'file',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    await backend.call(`${API}/files/branding-short-logo/upload`, {
      method: 'POST',
      token: admin,
      body: form,
    });
    expect(await readJson(backend.call(`${API}/branding`, { token: admin }))).toEqual({
      branded: true,
      brandedBy: 'contoso',
    });
    const logo = await backend.call(`${API}/files/branding-short-logo/content`, { token: admin });
    expect(logo.headers.get('Content-Type')).toBe('image/svg+xml');
    // A replaced logo shows at once: no copy is kept without asking again.
    expect(logo.headers.get('Cache-Control')).toBe('private, no-cache');
    await backend.call(`${API}/files/branding-short-logo`, { method: 'DELETE', token: admin });
    expect(await readJson(backend.call(`${API}/branding`, { token: admin }))).toEqual({ branded: false });
  });

  it('queues e-mail notifications in the outbox, for settings managers only', async () => {
    const finance = await backend.tokenFor('finance@contoso.example');
    const refused = await backend.call(`${API}/notification/email`, {
      method: 'POST',
      token: finance,
      body: JSON.stringify({ recipients: ['x@contoso.example'], subject: 'Hi', body: 'x' }),
    });
    expect(refused.status).toBe(403);
    const token = await backend.tokenFor('admin@contoso.example');
    const queued = await backend.call(`${API}/notification/email`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        recipients: ['cfo@contoso.example'],
        subject: 'Budget alert',
        body: 'Spend reached 90%.',
      }),
    });
    expect(queued.status).toBe(202);
    expect((await backend.db.get<{ subject: string }>('SELECT subject FROM mail_outbox'))?.subject).toBe(
      'Budget alert',
    );
    const invalid = await backend.call(`${API}/notification/email`, {
      method: 'POST',
      token,
      body: JSON.stringify({ recipients: ['not-an-address'], subject: '', body: 'x' }),
    });
    expect(invalid.status).toBe(400);
  });

  it("grants the missing permissions only with the caller's own office suite token", async () => {
    const admin = await backend.tokenFor('admin@contoso.example');
    const grant = (headers: Record<string, string>) =>
      backend.call(`${API}/office365/permissions`, { method: 'POST', token: admin, headers });
    const missing = await grant({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown }).errors).toEqual([
      { field: 'header.X-MS-Token', message: 'is required' },
    ]);
    // Not a token of the identity provider, or an expired one: refused, nothing granted.
    for (const token of ['delegated', await identityToken('admin@contoso.example', { expiresIn: -60 })]) {
      const refused = await grant({ 'X-MS-Token': token });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { detail: string }).detail).toBe(
        'The office suite token is not valid or has expired. Sign in to the office suite again.',
      );
    }
    const someoneElse = await grant({ 'X-MS-Token': await identityToken('finance@contoso.example') });
    expect(someoneElse.status).toBe(403);
    const before = await readJson(backend.call(`${API}/office365/permissions`, { token: admin }));
    expect(before.missing.length).toBeGreaterThan(0);
    const granted = await grant({ 'X-MS-Token': await identityToken('admin@contoso.example') });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ granted: [...before.granted, ...before.missing], missing: [] });
  });

  it("stores the fact of a user's delegated token, checked like the permissions grant", async () => {
    const finance = await backend.tokenFor('finance@contoso.example');
    const key = {
      resource: 'https://graph.microsoft.com',
      scope: 'Reports.Read.All',
      keyName: 'graph-reports',
    };
    const store = (msToken: string) =>
      backend.call(`${API}/m365/user`, {
        method: 'POST',
        token: finance,
        headers: { 'X-MS-Token': msToken },
        body: JSON.stringify(key),
      });
    expect((await store(await identityToken('admin@contoso.example'))).status).toBe(403);
    const query = `keyName=${key.keyName}&scope=${encodeURIComponent(key.scope)}`;
    expect(await readJson(backend.call(`${API}/m365/user?${query}`, { token: finance }))).toMatchObject({
      stored: false,
    });
    const stored = await store(await identityToken('finance@contoso.example'));
    expect(await stored.json()).toMatchObject({ keyName: 'graph-reports', stored: true });
    expect(await readJson(backend.call(`${API}/m365/user?${query}`, { token: finance }))).toMatchObject({
      stored: true,
    });
  });

  it('changes general settings and rolls back a failed feature activation', async () => {
    const admin = await backend.tokenFor('admin@contoso.example');
    const changed = await backend.call(API, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ uiSessionTimeout: 15 }),
    });
    expect(await changed.json()).toMatchObject({ uiSessionTimeout: 15, productName: 'Cloud Portal' });
    // The terms' address: a path here or an https URL, never a script or another scheme.
    for (const eula of ['javascript:alert(1)', '//evil.example/terms', 'http://terms.example/eula']) {
      const refused = await backend.call(API, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ eula }),
      });
      expect(refused.status).toBe(400);
    }
    const moved = await backend.call(API, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ eula: 'https://terms.example/eula.html' }),
    });
    expect(await moved.json()).toMatchObject({
      eula: 'https://terms.example/eula.html',
      uiSessionTimeout: 15,
    });
    const failed = await backend.call(`${API}/features/activate`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        features: [
          { key: 'AZURE', active: false },
          { key: 'NOPE', active: true },
        ],
      }),
    });
    expect(failed.status).toBe(400);
    const state = await readJson(backend.call(`${API}/features/state`, { token: admin }));
    expect(state.find((f: { key: string }) => f.key === 'AZURE').active).toBe(true);
  });

  it('refuses a terms address the settings could not answer again, naming the field, and keeps the settings', async () => {
    // The read's schema says the address is a URI reference (RFC 3986): `<` and `>` are no part of one.
    const admin = await backend.tokenFor('admin@contoso.example');
    const before = await readJson(backend.call(API, { token: admin }));
    for (const eula of ['https://example.com/te<rms>', '/terms/{draft}', 'https://example.com/a|b']) {
      const refused = await backend.call(API, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ eula, productName: 'Renamed' }),
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('Content-Type')).toBe('application/problem+json');
      const problem = (await refused.json()) as { errors: { field: string }[] };
      expect(problem).toMatchObject({ status: 400, title: 'Bad Request' });
      expect(problem.errors.map((e: { field: string }) => e.field)).toContain('/eula');
    }
    // Nothing changed, and what is read still is what the read's schema allows.
    expect(await readJson(backend.call(API, { token: admin }))).toEqual(before);
  });
});
