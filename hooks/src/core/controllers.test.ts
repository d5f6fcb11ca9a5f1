import {
  ApiError,
  type ApiResult,
  type Identity,
  type LoginOutcome,
  type MenuItem,
  type SearchResult,
} from '@portal/sdk';
import { makeAccessToken } from '@portal/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { MenuController, type MenuQuery, menuCacheKey } from './menu-controller.ts';
import { SearchController, searchResultPath } from './search-controller.ts';
import { Session } from './session.ts';
import { SignInFlow } from './sign-in-flow.ts';
import { activeTabIndex, selectTab, TabMemory } from './tabs.ts';
import { MemoryStorage, PortalStorage } from './web-storage.ts';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const failed = <T>(status = 500): ApiResult<T> => ({
  ok: false,
  status,
  error: new ApiError(status, { title: 'Failed', status }),
});
const item = (name: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  uuid: `u-${name}`,
  name,
  displayName: name.toUpperCase(),
  tags: [],
  ...extra,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MenuController', () => {
  const tree = [
    item('overview', { tags: ['overview'] }),
    item('azure', {
      children: [item('azure/costs', { features: ['AZURE'] }), item('azure/secret', { features: ['X'] })],
    }),
  ];

  it('loads the menu for the personas, applies feature rights and maps the items', async () => {
    const load = vi.fn(async (_query: MenuQuery) => ok(tree));
    const menu = new MenuController({ load, personas: ['Finance'], features: ['AZURE'] });
    expect(menu.getSnapshot().status).toBe('pending');
    await menu.load();
    expect(load.mock.calls[0]?.[0]).toEqual({ personas: ['Finance'], videoLibrary: false });
    const state = menu.getSnapshot();
    expect(state.status).toBe('success');
    expect([...state.map.keys()]).toEqual(['overview', 'azure', 'azure/costs']);
    expect(menu.entryFor('/billing/azure/costs?tab=x')?.ancestors.map((a) => a.name)).toEqual(['azure']);
    expect(menu.homepage()).toBe('/billing/overview');
  });

  it("tells which pages the feature rule hides: in the menu as sent, out of the user's", async () => {
    const menu = new MenuController({ load: async () => ok(tree), personas: [], features: ['AZURE'] });
    await menu.load();
    expect(menu.hiddenByFeatures('azure/secret')).toBe(true);
    expect(menu.hiddenByFeatures('/billing/azure/secret?tab=x')).toBe(true);
    expect(menu.hiddenByFeatures('azure/costs')).toBe(false);
    // Not in the menu at all (a page outside it): not this rule's to hide.
    expect(menu.hiddenByFeatures('release-notes')).toBe(false);
    menu.setFeatures(['AZURE', 'X']);
    expect(menu.hiddenByFeatures('azure/secret')).toBe(false);
  });

  it('shows the kept menu of the same query at once, then the fresh one, and keeps that', async () => {
    const storage = new PortalStorage(new MemoryStorage());
    const cache = new AnswerCache(storage, () => 'contoso|finance');
    cache.write('menu\nfalse\nFinance', [item('overview'), item('old-page')]);
    let answer: (result: ApiResult<MenuItem[]>) => void = () => undefined;
    const load = vi.fn(() => new Promise<ApiResult<MenuItem[]>>((resolve) => (answer = resolve)));
    const menu = new MenuController({ load, personas: ['Finance'], features: [], cache });
    const loading = menu.load();
    // The kept menu shows while the call runs again.
    expect(menu.getSnapshot()).toMatchObject({ status: 'success', loading: true });
    expect([...menu.getSnapshot().map.keys()]).toEqual(['overview', 'old-page']);
    answer(ok([item('overview'), item('new-page')]));
    await loading;
    expect(menu.getSnapshot().loading).toBe(false);
    expect([...menu.getSnapshot().map.keys()]).toEqual(['overview', 'new-page']);
    // The next reload starts from the fresh answer; another persona selection has nothing kept.
    expect(cache.read('menu\nfalse\nFinance')).toEqual([item('overview'), item('new-page')]);
    const other = new MenuController({
      load: async () => failed(),
      personas: ['Admin'],
      features: [],
      cache,
    });
    await other.load();
    expect(other.getSnapshot()).toMatchObject({ status: 'error', failed: true, items: [] });
  });

  it("takes the start-up's menu of the same query instead of calling, once", async () => {
    const cache = new AnswerCache(new PortalStorage(new MemoryStorage()), () => 'contoso|finance');
    cache.offer(menuCacheKey({ personas: ['Finance'], videoLibrary: false }), [item('overview')]);
    const load = vi.fn(async () => ok([item('overview'), item('newer')]));
    const other = new MenuController({ load, personas: ['Admin'], features: [], cache });
    await other.load();
    expect(load).toHaveBeenCalledTimes(1);
    const menu = new MenuController({ load, personas: ['Finance'], features: [], cache });
    await menu.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(menu.getSnapshot()).toMatchObject({ status: 'success', loading: false, failed: false });
    expect([...menu.getSnapshot().map.keys()]).toEqual(['overview']);
    // A reload of the menu (another persona selection and back, a retry) calls again.
    await menu.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect([...menu.getSnapshot().map.keys()]).toEqual(['overview', 'newer']);
  });

  it('a failed load after a kept menu shows no menu, as without the cache', async () => {
    const cache = new AnswerCache(new PortalStorage(new MemoryStorage()), () => 'contoso|finance');
    cache.write('menu\nfalse\nFinance', [item('overview')]);
    const menu = new MenuController({
      load: async () => failed(),
      personas: ['Finance'],
      features: [],
      cache,
    });
    await menu.load();
    expect(menu.getSnapshot()).toMatchObject({ status: 'error', failed: true, items: [] });
    expect(cache.read('menu\nfalse\nFinance')).toEqual([item('overview')]);
  });

  it('an empty, failed menu keeps the frame usable', async () => {
    const menu = new MenuController({ load: async () => failed(), personas: [], features: [] });
    await menu.load();
    expect(menu.getSnapshot()).toMatchObject({ status: 'error', failed: true, items: [] });
  });

  it('reloads for a new persona selection and drops the overtaken answer', async () => {
    const answers: ((result: ApiResult<MenuItem[]>) => void)[] = [];
    const load = vi.fn(
      (_query: MenuQuery) => new Promise<ApiResult<MenuItem[]>>((resolve) => answers.push(resolve)),
    );
    const menu = new MenuController({ load, personas: ['A'], features: [] });
    const first = menu.load();
    menu.setPersonas(['A']);
    expect(load).toHaveBeenCalledTimes(1);
    menu.setPersonas(['B']);
    expect(load.mock.calls[1]?.[0].personas).toEqual(['B']);
    answers[1]?.(ok([item('b')]));
    answers[0]?.(ok([item('a')]));
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(menu.getSnapshot().items.map((i) => i.name)).toEqual(['b']);
  });

  it('filters again without a call when feature rights change', async () => {
    const load = vi.fn(async () => ok(tree));
    const menu = new MenuController({ load, personas: [], features: [] });
    await menu.load();
    expect(menu.getSnapshot().map.has('azure/costs')).toBe(false);
    menu.setFeatures(['AZURE']);
    expect(menu.getSnapshot().map.has('azure/costs')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lands a reload on the page when the menu still has it, else on the homepage', async () => {
    const menu = new MenuController({ load: async () => ok(tree), personas: [], features: ['AZURE'] });
    await menu.load();
    expect(menu.landingFor('/billing/azure/costs?tab=x')).toBe('/billing/azure/costs?tab=x');
    expect(menu.landingFor('/billing/azure/secret')).toBe('/billing/overview');
    expect(menu.landingFor('/billing/release-notes', ['/billing/release-notes'])).toBe(
      '/billing/release-notes',
    );
  });

  it('says when a reload is on its way', async () => {
    let answer: (result: ApiResult<MenuItem[]>) => void = () => undefined;
    const menu = new MenuController({
      load: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      personas: [],
      features: [],
    });
    const pending = menu.load();
    expect(menu.getSnapshot().loading).toBe(true);
    answer(ok(tree));
    await pending;
    expect(menu.getSnapshot()).toMatchObject({ loading: false, status: 'success' });
  });

  it('opens the branches of the active page and toggles branches', async () => {
    const menu = new MenuController({ load: async () => ok(tree), personas: [], features: ['AZURE'] });
    await menu.load();
    menu.reveal('/billing/azure/costs');
    expect(menu.getSnapshot().expanded.has('u-azure')).toBe(true);
    menu.toggle('u-azure');
    expect(menu.getSnapshot().expanded.has('u-azure')).toBe(false);
  });
});

describe('SearchController', () => {
  const result = (n: number): SearchResult => ({
    name: `page-${n}`,
    displayName: `Page ${n}`,
    path: `Path ${n}`,
    tags: [],
  });

  it('opens with text and searches at once; pages through 10 results at a time', async () => {
    const search = vi.fn(async () => ok(Array.from({ length: 23 }, (_, i) => result(i))));
    const controller = new SearchController({ search });
    controller.open('cost');
    await vi.advanceTimersByTimeAsync(0);
    expect(search).toHaveBeenCalledWith('cost');
    let state = controller.getSnapshot();
    expect(state).toMatchObject({ open: true, status: 'success', page: 0, pageCount: 3 });
    expect(state.shown).toHaveLength(10);
    controller.setPage(2);
    state = controller.getSnapshot();
    expect(state.shown.map((r) => r.name)).toEqual(['page-20', 'page-21', 'page-22']);
    controller.setPage(7);
    expect(controller.getSnapshot().page).toBe(2);
  });

  it('debounces typing by 1 s and answers a success without results for none', async () => {
    const search = vi.fn(async () => ok<SearchResult[]>([]));
    const controller = new SearchController({ search });
    controller.open();
    controller.input('zz');
    await vi.advanceTimersByTimeAsync(999);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getSnapshot()).toMatchObject({ status: 'success', results: [] });
  });

  it('leaves out the results it is told the user may not open, and finds nothing when none is left', async () => {
    const controller = new SearchController({
      search: async () => ok([result(1), result(2), result(3)]),
      hidden: (r) => r.name === 'page-2',
    });
    controller.open('page');
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot().results.map((r) => r.name)).toEqual(['page-1', 'page-3']);
    const none = new SearchController({ search: async () => ok([result(2)]), hidden: () => true });
    none.open('page');
    await vi.advanceTimersByTimeAsync(0);
    expect(none.getSnapshot()).toMatchObject({ status: 'success', results: [] });
  });

  it('closes when a result is chosen and builds its route with the tab', () => {
    const controller = new SearchController({ search: async () => ok([]) });
    controller.open();
    controller.choose(result(1));
    expect(controller.getSnapshot().open).toBe(false);
    expect(searchResultPath({ name: 'm365/licences', tabName: 'Licence users' })).toBe(
      '/billing/m365/licences?tab=Licence+users',
    );
  });
});

describe('tabs', () => {
  const tabs = [
    { name: 'Summary', displayName: 'Summary', type: 'ui' as const },
    { name: 'Users', displayName: 'Licence users', type: 'ui' as const },
  ];

  it('takes ?tab= first, then the remembered tab, then the first', () => {
    const memory = new TabMemory();
    expect(activeTabIndex(memory, '/billing/x', '', tabs)).toBe(0);
    expect(activeTabIndex(memory, '/billing/x', '?tab=licence+users', tabs)).toBe(1);
    const search = selectTab(memory, '/billing/x', '?a=1', tabs, 'Users');
    expect(search).toBe('?a=1&tab=Users');
    expect(activeTabIndex(memory, '/billing/x', '', tabs)).toBe(1);
    expect(selectTab(memory, '/billing/x', '', tabs, 'Nope')).toBeUndefined();
  });
});

describe('SignInFlow', () => {
  const identity: Identity = { id: 'u', role: 'USER', types: ['AZURE'], currency: 'USD', newTenant: false };
  function setup(login: () => Promise<ApiResult<LoginOutcome>>) {
    const session = new Session({
      storage: new PortalStorage(new MemoryStorage()),
      api: {
        auth: {
          login,
          loginToTenant: async () =>
            ok<LoginOutcome>({ kind: 'signed-in', accessToken: userToken, newTenant: false }),
          refresh: async () => failed(401),
          logout: async () => ({ ok: true, data: undefined, status: 204 }),
        },
        account: {
          get: async () => ok(identity),
          whois: async () => ok({ currentTenant: { displayName: 'C' } }),
        },
      },
    });
    const loadMenu = vi.fn(async (_query: { personas: string[] }) =>
      ok([
        item('secret-home', { tags: ['home'], features: ['SECURITY'] }),
        item('home-page', { tags: ['home'] }),
      ]),
    );
    return { session, flow: new SignInFlow({ session, loadMenu }), loadMenu };
  }
  const claims = { oid: 'o', tid: 't', preferred_username: 'u@t.example' };
  // A user without the SECURITY feature: the menu's first homepage candidate is not theirs.
  const userToken = makeAccessToken({ personas: ['Finance'], features: ['AZURE'] });

  it('signs in and leads to the homepage of the menu the user sees (personas asked, features applied)', async () => {
    const { flow, loadMenu } = setup(async () =>
      ok({ kind: 'signed-in', accessToken: userToken, newTenant: false }),
    );
    expect(await flow.complete({ kind: 'answer', idToken: 'idp', claims })).toBe('/billing/home-page');
    expect(loadMenu).toHaveBeenCalledWith({ personas: ['Finance'] });
    expect(flow.getSnapshot().phase).toBe('idle');
  });

  it('leads to the tenant choice, then into the chosen tenant', async () => {
    const { flow } = setup(async () => ({
      ok: true,
      status: 300,
      data: { kind: 'select-tenant', accessToken: 'sel' },
    }));
    expect(await flow.complete({ kind: 'answer', idToken: 'idp', claims })).toBe('/tenant');
    expect(await flow.chooseTenant('fabrikam')).toBe('/billing/home-page');
  });

  it('refusals and unreadable answers lead back to sign-in with a notice', async () => {
    const { flow, session } = setup(async () => failed(409));
    expect(await flow.complete({ kind: 'answer', idToken: 'idp', claims })).toBe('/login');
    expect(session.getSnapshot().notice).toEqual({ code: 'permission-not-granted' });
    expect(await flow.complete({ kind: 'answer', idToken: 'idp', claims: { oid: 'o' } })).toBe('/login');
    expect(session.getSnapshot().notice).toEqual({ code: 'unidentified' });
    expect(await flow.complete({ kind: 'failed', detail: 'state mismatch' })).toBe('/login');
    expect(session.getSnapshot().notice).toEqual({ code: 'unable-to-identify', detail: 'state mismatch' });
    expect(await flow.complete({ kind: 'none' })).toBe('/login');
  });
});
