import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api-context.tsx';

describe('createApi', () => {
  it('points both clients at the configured backend and prefixes', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { getPbiBookmarks: { result: [] } } }));
    vi.stubGlobal('fetch', fetch);
    try {
      const api = createApi(
        { apiBaseUrl: 'https://api.test', servicesPrefix: '/gw', logoutPrefix: '/edge' },
        () => 'tok',
      );
      await api.portal.account.whois();
      await api.portal.auth.logout();
      await api.savedViews.list('p', 't');
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
