import { describe, expect, it, vi } from 'vitest';
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
