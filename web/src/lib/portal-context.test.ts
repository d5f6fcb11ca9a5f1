import { menuCacheKey } from '@portal/hooks/menu';
import { PortalStorage } from '@portal/hooks/session';
import { type PageDescription, StartupRequestRules } from '@portal/sdk';
import { makeAccessToken } from '@portal/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import { keyOf } from '../data/endpoint.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { startupRequest, startupScreen } from '../data/startup.ts';
import { STARTUP_REQUEST_LIMITS } from '../data/startup-request.ts';
import { createPortal } from './portal-context.tsx';
import { DEFAULT_RUNTIME_CONFIG } from './runtime-config.ts';

describe('createPortal', () => {
  it('points both clients at the configured backend and prefixes', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { getPbiBookmarks: { result: [] } } }));
    vi.stubGlobal('fetch', fetch);
    try {
      const portal = createPortal(
        {
          ...DEFAULT_RUNTIME_CONFIG,
          apiBaseUrl: 'https://api.test',
          servicesPrefix: '/gw',
          logoutPrefix: '/edge',
        },
        { localStorage, sessionStorage, location: () => '/billing/overview' },
      );
      await portal.api.account.whois();
      await portal.api.auth.logout();
      await portal.savedViews.list('p', 't');
      const urls = fetch.mock.calls.map((call: unknown[]) => {
        const input = call[0];
        return input instanceof Request ? input.url : String(input);
      });
      expect(urls).toEqual([
        'https://api.test/gw/services/api-portal-customer/api/whois',
        'https://api.test/edge/api/auth/logout',
        'https://api.test/gw/services/api-portal-customer/graphql',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("a reload's start-up", () => {
  const identity = { id: 'u1', role: 'USER', types: ['AZURE'], currency: 'EUR', newTenant: false };
  const menu = [{ uuid: 'm1', name: 'overview', displayName: 'Overview' }];
  const description = { type: 'ui', contents: { componentClass: 'product-home' } };

  async function reload(path: string, saved: string[] | undefined, answeredPersonas: string[]) {
    localStorage.clear();
    sessionStorage.clear();
    if (saved) localStorage.setItem('ngx-webstorage|personas', JSON.stringify(saved));
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (input: Request) => {
      bodies.push(
        await input
          .clone()
          .json()
          .catch(() => undefined),
      );
      return Response.json({
        access_token: makeAccessToken({ personas: ['Finance', 'IT'] }),
        account: identity,
        startup: { personas: answeredPersonas, menu, page: { uuid: 'm1', description } },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const prefetchScreen = vi.fn();
    const portal = createPortal(
      { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.test' },
      {
        localStorage,
        sessionStorage,
        location: () => path,
        prefetchScreen,
      },
    );
    expect(await portal.session.restore(startupRequest(path, portal.storage))).toBe(true);
    vi.unstubAllGlobals();
    return { portal, bodies, prefetchScreen };
  }

  it('asks the refresh for the opened page and fills the menu and page caches under their keys', async () => {
    const { portal, bodies, prefetchScreen } = await reload('/billing/overview', ['IT'], ['IT']);
    expect(bodies).toEqual([{ startup: { page: 'overview', personas: ['IT'] } }]);
    // The page's description under the key the dynamic page reads, in the restored tenant's scope.
    expect(portal.queries.getQueryData(keyOf(portalApi.page, ['m1', { personas: ['IT'] }]))).toEqual(
      description,
    );
    // The menu for the menu's first load, once.
    const key = menuCacheKey({ personas: ['IT'], videoLibrary: false });
    expect(portal.answers.take(key)).toEqual(menu);
    expect(portal.answers.take(key)).toBeUndefined();
    // The opened screen starts its code and first reads.
    expect(prefetchScreen).toHaveBeenCalledTimes(1);
    expect(prefetchScreen.mock.calls[0]?.[1]).toBe('product-home');
    expect(prefetchScreen.mock.calls[0]?.[0].queries).toBe(portal.queries);
    // The display currency started with the session, so the reads go in the user's currency.
    expect(portal.currency.getSnapshot().currency).toBe('EUR');
  });

  it('leaves the caches alone when the answer is for other personas than the selection', async () => {
    const { portal, bodies, prefetchScreen } = await reload('/billing/overview', undefined, ['Finance']);
    // Nothing saved: the server takes all of the user's personas, which are two here.
    expect(bodies).toEqual([{ startup: { page: 'overview' } }]);
    expect(portal.queries.getQueryData(keyOf(portalApi.page, ['m1', { personas: ['Finance', 'IT'] }]))).toBe(
      undefined,
    );
    expect(portal.answers.take(menuCacheKey({ personas: ['Finance', 'IT'], videoLibrary: false }))).toBe(
      undefined,
    );
    expect(prefetchScreen).not.toHaveBeenCalled();
  });

  it('asks for nothing beside the token outside the portal area', () => {
    localStorage.clear();
    const storage = new PortalStorage(localStorage);
    expect(startupRequest('/informational-videos-main-dashboard/intro', storage)).toBeUndefined();
    expect(startupRequest('/billing', storage)).toEqual({ page: '' });
    expect(startupRequest('/billing/azure/cost-overview', storage)).toEqual({ page: 'azure/cost-overview' });
    // Within the contract's limits: a page name too long is not asked for, nor personas that do not fit.
    expect(STARTUP_REQUEST_LIMITS).toEqual({
      page: StartupRequestRules.page.maxLength,
      personas: StartupRequestRules.personas.maxItems,
      persona: StartupRequestRules.personas.maxLength,
    });
    expect(startupRequest(`/billing/${'x'.repeat(501)}`, storage)).toEqual({ page: '' });
    localStorage.setItem('ngx-webstorage|personas', JSON.stringify(['', 'IT', 7, 'y'.repeat(61)]));
    expect(startupRequest('/billing/overview', storage)).toEqual({ page: 'overview', personas: ['IT'] });
  });
});

describe("the start-up's screen", () => {
  const tabbed: PageDescription = {
    type: 'tabbed',
    contents: {
      tabs: [
        { name: 'Summary', displayName: 'Summary', type: 'report', reportType: 'azure-cost' },
        { name: 'By service', displayName: 'By service', type: 'ui', componentClass: 'resources' },
      ],
    },
  };

  it("is a ui page's screen, or the tab the address names (else the first), when it is a screen", () => {
    expect(
      startupScreen({ type: 'ui', contents: { componentClass: 'product-home' } }, '/billing/overview'),
    ).toBe('product-home');
    expect(startupScreen(tabbed, '/billing/azure/cost-overview?tab=By+service')).toBe('resources');
    expect(startupScreen(tabbed, '/billing/azure/cost-overview')).toBeUndefined();
    expect(startupScreen({ type: 'pbiReport', contents: {} }, '/billing/report')).toBeUndefined();
  });
});
