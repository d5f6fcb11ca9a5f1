import { describe, expect, it, onTestFinished } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../app.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { seed } from '../seed/seed.ts';
import { createTestBackend, readJson } from '../testing/test-backend.ts';
import { ifNoneMatchHits, PortalContentCache, portalContentCache } from './portal-content-cache.ts';

// Issue 15: the menu, pages and search come from a cache per tenant, menu version, personas and
// feature rights, with strong ETags and 304. These tests prove the cache never serves an answer
// after its data changed, nor one tenant's, persona's or rights' answer to another.

const API = '/services/api-portal-customer/api/portal';
const MENU = `${API}/menu`;
const PAGE = (id: string) => `${API}/menu/page/${id}`;
const SEARCH = (query: string) => `${API}/menu/index?query=${encodeURIComponent(query)}`;
const OVERVIEW = 'azure/cost-overview';

type MenuNode = { uuid: string; name: string; displayName: string; children?: MenuNode[] };
const flatten = (items: MenuNode[]): MenuNode[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('cached menu, pages and search (issue 15)', () => {
  it('answers a strong ETag, and 304 without a body to a matching If-None-Match', async () => {
    const backend = await createTestBackend();
    onTestFinished(() => backend.close());
    const token = await backend.tokenFor('admin@contoso.example');
    const page = PAGE(stableUuid('contoso', 'portal', OVERVIEW));
    for (const path of [MENU, page, SEARCH('cost')]) {
      const first = await backend.call(path, { token });
      expect(first.status).toBe(200);
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(first.headers.get('Content-Type')).toBe('application/json');
      // The security headers every answer carries, set with the cached answer itself.
      expect(first.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(first.headers.get('Referrer-Policy')).toBe('same-origin');
      expect(first.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
      const body = await first.text();

      const again = await backend.call(path, { token, headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
      // A weak form of the same tag, a list holding it and `*` all match; another tag does not.
      for (const header of [`W/${etag}`, `"other", ${etag}`, '*']) {
        expect((await backend.call(path, { token, headers: { 'If-None-Match': header } })).status).toBe(304);
      }
      const other = await backend.call(path, { token, headers: { 'If-None-Match': '"other"' } });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(body);
    }
  });

  it('gives the new answer with a new ETag after the menu or a page changes', async () => {
    const backend = await createTestBackend();
    onTestFinished(() => backend.close());
    const token = await backend.tokenFor('admin@contoso.example');
    const uuid = stableUuid('contoso', 'portal', OVERVIEW);

    const before = await backend.call(MENU, { token });
    const etag = before.headers.get('ETag') ?? '';
    expect(flatten(await readJson(before)).find((i) => i.uuid === uuid)?.displayName).toBe('Cost overview');
    await backend.db.run(
      "UPDATE menu_items SET display_name = 'Spend overview' WHERE tenant_id = 'contoso' AND uuid = ?",
      [uuid],
    );
    const after = await backend.call(MENU, { token, headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(flatten(await readJson(after)).find((i) => i.uuid === uuid)?.displayName).toBe('Spend overview');

    // A page's description: its page and the search over its tabs both change.
    const page = await backend.call(PAGE(uuid), { token });
    const pageTag = page.headers.get('ETag') ?? '';
    const description = await readJson(page);
    const searchTag = (await backend.call(SEARCH('Forecast tab'), { token })).headers.get('ETag');
    await backend.db.run("UPDATE pages SET description = ? WHERE tenant_id = 'contoso' AND menu_uuid = ?", [
      JSON.stringify({
        ...description,
        contents: {
          ...description.contents,
          tabs: [...description.contents.tabs, { name: 'Forecast tab', displayName: 'Forecast tab' }],
        },
      }),
      uuid,
    ]);
    const changed = await backend.call(PAGE(uuid), { token, headers: { 'If-None-Match': pageTag } });
    expect(changed.status).toBe(200);
    expect((await readJson(changed)).contents.tabs.map((t: { name: string }) => t.name)).toContain(
      'Forecast tab',
    );
    const search = await backend.call(SEARCH('Forecast tab'), { token });
    expect(search.headers.get('ETag')).not.toBe(searchTag);
    expect((await readJson(search)).map((r: { tabName?: string }) => r.tabName)).toContain('Forecast tab');

    // An item removed (with its pages) is gone from the menu and its page is a 404.
    await backend.db.run("DELETE FROM pages WHERE tenant_id = 'contoso' AND menu_uuid = ?", [uuid]);
    await backend.db.run("DELETE FROM menu_items WHERE tenant_id = 'contoso' AND uuid = ?", [uuid]);
    expect(flatten(await readJson(backend.call(MENU, { token }))).some((i) => i.uuid === uuid)).toBe(false);
    expect((await backend.call(PAGE(uuid), { token })).status).toBe(404);
  });

  it('gives the seed back after a reset, and never keeps what a rolled-back write showed', async () => {
    const backend = await createTestBackend();
    onTestFinished(() => backend.close());
    const token = await backend.tokenFor('admin@contoso.example');
    const uuid = stableUuid('contoso', 'portal', OVERVIEW);
    const original = await (await backend.call(MENU, { token })).text();

    await backend.db.run(
      "UPDATE menu_items SET display_name = 'Edited' WHERE tenant_id = 'contoso' AND uuid = ?",
      [uuid],
    );
    expect(await (await backend.call(MENU, { token })).text()).toContain('"Edited"');
    await backend.seed((db) => seed(db));
    expect(await (await backend.call(MENU, { token })).text()).toBe(original);

    // A write inside a transaction that rolls back: read (and cached) while open, then undone.
    // The request runs inside the transaction (on PostgreSQL, on its connection), so it sees the write.
    const rollback = new Error('rolled back');
    let uncommitted = '';
    await backend.db
      .atomic(async () => {
        await backend.db.run(
          "UPDATE menu_items SET display_name = 'Uncommitted' WHERE tenant_id = 'contoso' AND uuid = ?",
          [uuid],
        );
        uncommitted = await (await backend.call(MENU, { token })).text();
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(uncommitted).toContain('"Uncommitted"');
    expect(await (await backend.call(MENU, { token })).text()).toBe(original);
  });

  it("keeps each tenant's, persona selection's and rights' answers apart", async () => {
    const backend = await createTestBackend();
    onTestFinished(() => backend.close());
    const contoso = await backend.tokenFor('admin@contoso.example');
    const fabrikam = await backend.tokenFor('eula@fabrikam.example');

    const ours = await backend.call(MENU, { token: contoso });
    const ourTag = ours.headers.get('ETag') ?? '';
    const ourMenu = await ours.text();
    // Another tenant sending our ETag gets its own menu, never a 304.
    const theirs = await backend.call(MENU, { token: fabrikam, headers: { 'If-None-Match': ourTag } });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('ETag')).not.toBe(ourTag);
    expect(await theirs.text()).not.toBe(ourMenu);
    // An edit of Fabrikam's menu changes nothing for Contoso.
    await backend.db.run("UPDATE menu_items SET display_name = 'Fabrikam only' WHERE tenant_id = 'fabrikam'");
    const still = await backend.call(MENU, { token: contoso, headers: { 'If-None-Match': ourTag } });
    expect(still.status).toBe(304);
    expect(await readJson(backend.call(MENU, { token: fabrikam }))).toSatisfy((items: MenuNode[]) =>
      flatten(items).every((i) => i.displayName === 'Fabrikam only'),
    );

    // The personas in effect: Finance alone has its own answer and ETag.
    const finance = await backend.call(`${MENU}?personas=Finance`, {
      token: contoso,
      headers: { 'If-None-Match': ourTag },
    });
    expect(finance.status).toBe(200);
    expect(finance.headers.get('ETag')).not.toBe(ourTag);
    expect(await finance.text()).not.toBe(ourMenu);
    // ... and the order personas are sent in changes nothing.
    const both = await backend.call(`${MENU}?personas=IT&personas=Finance`, { token: contoso });
    const reversed = await backend.call(`${MENU}?personas=Finance&personas=IT`, { token: contoso });
    expect(reversed.headers.get('ETag')).toBe(both.headers.get('ETag'));

    // Feature rights: the same tenant and personas without SECURITY do not see its items.
    const claims = {
      sub: 'admin@contoso.example',
      tid: 'contoso',
      personas: ['IT'],
      utype: 'customer',
      d: false,
      uid: stableUuid('user', 'admin@contoso.example'),
    };
    const withSecurity = await backend.tokens.issueApp({
      ...claims,
      features: ['AZURE', 'M365', 'SECURITY'],
    });
    const without = await backend.tokens.issueApp({ ...claims, features: ['AZURE', 'M365'] });
    const full = await backend.call(MENU, { token: withSecurity });
    const limited = await backend.call(MENU, {
      token: without,
      headers: { 'If-None-Match': full.headers.get('ETag') ?? '' },
    });
    expect(limited.status).toBe(200);
    const limitedNames = flatten(await readJson(limited)).map((i) => i.name);
    expect(flatten(await readJson(full)).map((i) => i.name)).toContain('security');
    expect(limitedNames).not.toContain('security');
    // A page the rights do not reach stays a 404, even once another caller has it cached.
    const secure = PAGE(stableUuid('contoso', 'portal', 'security/secure-score'));
    expect((await backend.call(secure, { token: withSecurity })).status).toBe(200);
    expect((await backend.call(secure, { token: without })).status).toBe(404);
  });

  it('keeps one cache per backend, and a bounded number of answers', async () => {
    const first = await createTestBackend();
    onTestFinished(() => first.close());
    const second = await createTestBackend();
    onTestFinished(() => second.close());
    expect(portalContentCache(first.data)).not.toBe(portalContentCache(second.data));

    const cache = new PortalContentCache(3);
    const snapshot = await cache.snapshot(first.data, 'contoso');
    for (const query of ['a', 'b', 'c', 'd', 'e']) cache.answer(snapshot, [query], () => [query]);
    expect(cache.size).toBe(3);
    // A build that throws keeps nothing.
    expect(() =>
      cache.answer(snapshot, ['x'], () => {
        throw new Error('not visible');
      }),
    ).toThrow('not visible');
    expect(cache.size).toBe(3);

    // By bytes too: 10 bytes hold two answers of 4 bytes (`["a"]` is 5: one at a time).
    const small = new PortalContentCache(100, 10);
    for (const query of ['a', 'b', 'c']) small.answer(snapshot, [query], () => [query]);
    expect(small.size).toBe(2);
    expect(small.bytes).toBe(10);
    // An answer asked for again at the same menu version is the kept one, not built again.
    expect(Buffer.from(small.answer(snapshot, ['c'], () => [1]).body).toString()).toBe('["c"]');
    expect(small.bytes).toBe(10);
  });

  it('reads If-None-Match as RFC 9110 says', () => {
    expect(ifNoneMatchHits(null, '"a"')).toBe(false);
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b", W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits(' * ', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"ab"', '"a"')).toBe(false);
    expect(ifNoneMatchHits('a', '"a"')).toBe(false);
  });
});
