import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './db/migrations.ts';
import { stableUuid } from './domain/stable-uuid.ts';
import { createTestBackend, readJson } from './testing/test-backend.ts';

const WHOIS = '/services/api-portal-customer/api/whois';
const MENU = '/services/api-portal-customer/api/portal/menu';
const PAGE = (id: string) => `/services/api-portal-customer/api/portal/menu/page/${id}`;
const FEEDBACK = '/services/api-portal-customer/api/portal/menu/feedback';

type MenuNode = { uuid: string; name: string; children?: MenuNode[] };
const names = (items: MenuNode[]): string[] => items.flatMap((i) => [i.name, ...names(i.children ?? [])]);

describe('reference backend API', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

  it('answers whois from the token for each account', async () => {
    const admin = await backend.call(WHOIS, { token: await backend.tokenFor('admin@contoso.example') });
    expect(await admin.json()).toEqual({
      displayName: 'Megan Bowen',
      upn: 'admin@contoso.example',
      currentTenant: { id: 'contoso', displayName: 'Contoso Ltd' },
      forceEula: false,
      canAcceptEula: true,
      canManageSettings: true,
    });
    const eula = await backend.call(WHOIS, { token: await backend.tokenFor('eula@fabrikam.example') });
    expect(await eula.json()).toMatchObject({
      forceEula: true,
      canAcceptEula: false,
      canManageSettings: false,
    });
  });

  it('refuses a missing, expired, re-signed or unsigned token with 401 problem+json', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    const missing = await backend.call(WHOIS);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('Content-Type')).toBe('application/problem+json');
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await backend.call(WHOIS, { token: unsigned })).status).toBe(401);
    expect((await backend.call(WHOIS, { token: `${header}.${payload}.AAAA` })).status).toBe(401);
    backend.advance(301_000);
    const expired = await backend.call(WHOIS, { token });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ detail: 'The app token has expired.' });
    backend.advance(-301_000);
  });

  it("never lets a token of one tenant reach another tenant's data", async () => {
    const contosoAdmin = await backend.tokenFor('admin@contoso.example', 'contoso');
    const fabrikamItem = stableUuid('fabrikam', 'portal', 'azure/cost-overview');
    const response = await backend.call(PAGE(fabrikamItem), { token: contosoAdmin });
    expect(response.status).toBe(404);
    const feedback = await backend.call(FEEDBACK, {
      method: 'POST',
      token: contosoAdmin,
      body: JSON.stringify({ menuUuid: fabrikamItem, rating: 5, type: 'Bug', comment: 'cross-tenant' }),
    });
    expect(feedback.status).toBe(404);
    expect((await backend.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM feedback'))?.n).toBe(0);
  });

  it('filters the menu by the personas in the token and the selection sent', async () => {
    const admin = await backend.tokenFor('admin@contoso.example');
    const all = names(await readJson(backend.call(MENU, { token: admin })));
    expect(all).toContain('configuration/users');
    const financeOnly = names(await readJson(backend.call(`${MENU}?personas=Finance`, { token: admin })));
    expect(financeOnly).not.toContain('configuration/users');
    expect(financeOnly).toContain('insights/invoice');
    const videos = names(await readJson(backend.call(`${MENU}?videoLibrary=true`, { token: admin })));
    expect(videos).toEqual([
      'overview',
      'cost-management',
      'licence-optimisation',
      'saved-views',
      'search',
      'assistant',
    ]);
  });

  it('enforces feature rights on the server too: menu, pages and search', async () => {
    const token = await backend.tokenFor('eula@fabrikam.example'); // AZURE and M365, no SECURITY
    const menu = names(await readJson(backend.call(MENU, { token })));
    expect(menu).not.toContain('security');
    // Any one held feature is enough (M365 of M365 + SECURITY).
    expect(menu).toContain('m365/file-sharing-settings');
    const hidden = stableUuid('fabrikam', 'portal', 'security/secure-score');
    expect((await backend.call(PAGE(hidden), { token })).status).toBe(404);
    const results = await readJson(
      backend.call('/services/api-portal-customer/api/portal/menu/index?query=secur', { token }),
    );
    expect(results.filter((r: { name: string }) => r.name.startsWith('security'))).toEqual([]);
  });

  it('gives each persona its page description', async () => {
    const id = stableUuid('contoso', 'portal', 'azure/cost-overview');
    const admin = await backend.tokenFor('admin@contoso.example');
    const everyone = await readJson(backend.call(`${PAGE(id)}?personas=IT`, { token: admin }));
    const finance = await readJson(backend.call(`${PAGE(id)}?personas=Finance`, { token: admin }));
    expect(everyone.contents.tabs.map((t: { name: string }) => t.name)).toEqual([
      'Summary',
      'By service',
      'Resources',
    ]);
    expect(finance.contents.tabs.map((t: { name: string }) => t.name)).toEqual([
      'Summary',
      'By service',
      'Invoices',
    ]);
  });

  it('answers bad input with 400 naming each field, and stores nothing', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    const response = await backend.call(FEEDBACK, {
      method: 'POST',
      token,
      body: JSON.stringify({ menuUuid: 'not-a-uuid', rating: 6, type: 'Praise', comment: 'x'.repeat(2001) }),
    });
    expect(response.status).toBe(400);
    const problem = await readJson<{ errors: { field: string }[] }>(response);
    expect(problem.errors.map((e: { field: string }) => e.field)).toEqual([
      '/menuUuid',
      '/rating',
      '/type',
      '/comment',
    ]);
    const notJson = await backend.call(FEEDBACK, { method: 'POST', token, body: '{oops' });
    expect(notJson.status).toBe(400);
    const badQuery = await backend.call(`${MENU}?videoLibrary=maybe`, { token });
    expect(badQuery.status).toBe(400);
    expect((await readJson<{ errors: { field: string }[] }>(badQuery)).errors[0]?.field).toBe(
      'query.videoLibrary',
    );
    expect((await backend.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM feedback'))?.n).toBe(0);
  });

  it('stores feedback on a page outside the menu by its route and name, and needs one of the two', async () => {
    const token = await backend.tokenFor('finance@contoso.example');
    const stored = await backend.call(FEEDBACK, {
      method: 'POST',
      token,
      body: JSON.stringify({
        pageRoute: '/billing/release-notes',
        pageName: 'Release Notes',
        rating: 4,
        type: 'Comment',
        comment: 'Clear notes',
      }),
    });
    expect(stored.status).toBe(201);
    const [latest] = await backend.data.feedback.listForTenant('contoso');
    expect(latest).toMatchObject({
      menuUuid: null,
      pageRoute: '/billing/release-notes',
      pageName: 'Release Notes',
    });
    const neither = await backend.call(FEEDBACK, {
      method: 'POST',
      token,
      body: JSON.stringify({ rating: 4, type: 'Comment', comment: 'Which page?' }),
    });
    expect(neither.status).toBe(400);
    expect(neither.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await backend.data.feedback.listForTenant('contoso')).toHaveLength(1);
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const response = await backend.call(WHOIS, {
      method: 'DELETE',
      token: await backend.tokenFor('admin@contoso.example'),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
  });

  it('stores feedback and counts visits for last and top accessed pages', async () => {
    const token = await backend.tokenFor('finance@contoso.example');
    const id = stableUuid('contoso', 'portal', 'm365/licences');
    const saved = await backend.call(FEEDBACK, {
      method: 'POST',
      token,
      body: JSON.stringify({
        menuUuid: id,
        tabName: 'Users',
        rating: 4,
        type: 'FR',
        comment: 'Add a CSV export',
      }),
    });
    expect(saved.status).toBe(201);
    // A tab of a page is a visit of that page: one entry, the visits added up.
    for (const location of [
      '/billing/m365/licences',
      '/billing/overview',
      '/billing/m365/licences',
      '/billing/m365/licences?tab=Users',
      '/billing/overview',
    ]) {
      const event = await backend.call('/services/audit/api/audit/event', {
        method: 'POST',
        token,
        body: JSON.stringify({ category: 'navigation', location, locationName: 'x' }),
      });
      expect(event.status).toBe(202);
    }
    const top = await readJson(
      backend.call('/services/api-portal-customer/api/portal/menu/top-accessed', { token }),
    );
    expect(top.map((p: { name: string; count: number }) => [p.name, p.count])).toEqual([
      ['m365/licences', 3],
      ['overview', 2],
    ]);
  });

  it('searches names, tags and tabs, best match first', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    const results = await readJson(
      backend.call('/services/api-portal-customer/api/portal/menu/index?query=licences', { token }),
    );
    expect(results[0]).toMatchObject({ name: 'm365/licences', path: 'Microsoft 365 / Licences' });
    const url = '/services/api-portal-customer/api/portal/menu/index?query=Invoices';
    const asFinance = await readJson(backend.call(`${url}&personas=Finance`, { token }));
    expect(asFinance[0]).toMatchObject({ name: 'azure/cost-overview', tabName: 'Invoices' });
    const asIt = await readJson(backend.call(`${url}&personas=IT`, { token }));
    expect(asIt.some((r: { tabName?: string }) => r.tabName === 'Invoices')).toBe(false);
    const empty = await backend.call('/services/api-portal-customer/api/portal/menu/index?query=', { token });
    expect(empty.status).toBe(400);
  });

  it('accepts the terms for the whole tenant, by a user with the right', async () => {
    const before = await readJson(
      backend.call(WHOIS, { token: await backend.tokenFor('eula@fabrikam.example') }),
    );
    expect(before.forceEula).toBe(true);
    const accepted = await backend.call('/services/api-portal-customer/api/eula', {
      method: 'POST',
      token: await backend.tokenFor('admin@contoso.example', 'fabrikam'),
    });
    expect(accepted.status).toBe(204);
    const after = await readJson(
      backend.call(WHOIS, { token: await backend.tokenFor('eula@fabrikam.example') }),
    );
    expect(after.forceEula).toBe(false);
    await backend.db.run("UPDATE tenants SET eula_accepted_at = NULL WHERE id = 'fabrikam'");
  });

  it('lets only users with the right accept the terms', async () => {
    const refused = await backend.call('/services/api-portal-customer/api/eula', {
      method: 'POST',
      token: await backend.tokenFor('eula@fabrikam.example'),
    });
    expect(refused.status).toBe(403);
    const terms = await backend.call('/services/api-portal-customer/api/eula/document');
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain('Terms and Conditions');
  });
});

// The embedded database's data file, on SQLite on either run.
describe('persistence', () => {
  it('keeps data across a restart of the server on the same data file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-db-')), 'portal.sqlite');
    const first = await createTestBackend({ file, embedded: true });
    const token = await first.tokenFor('admin@contoso.example');
    await first.call('/services/api-portal-customer/api/portal/menu/feedback', {
      method: 'POST',
      token,
      body: JSON.stringify({
        menuUuid: stableUuid('contoso', 'portal', 'overview'),
        rating: 5,
        type: 'Comment',
        comment: 'Great',
      }),
    });
    await first.close();
    const { Database } = await import('./db/database.ts');
    const reopened = new Database(file);
    expect(reopened.get<{ comment: string }>('SELECT comment FROM feedback')?.comment).toBe('Great');
    expect(reopened.schemaVersion).toBe(MIGRATIONS.at(-1)?.version);
    reopened.close();
  });
});
