import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptingFetch, startEarlyRefresh, takeEarlyRefresh } from './early-refresh.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  takeEarlyRefresh();
  localStorage.clear();
});

const CONFIG = JSON.stringify({ apiBaseUrl: 'https://api.test/' });

describe('the early refresh', () => {
  it("sends a portal page's start-up refresh with the saved personas, for the session to take once", async () => {
    const answer = new Response('{}');
    const fetch = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('ngx-webstorage|personas', JSON.stringify(['IT']));
    startEarlyRefresh('/billing/azure/cost-overview', localStorage, CONFIG);
    expect(fetch).toHaveBeenCalledWith('https://api.test/api/auth/refresh-token', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ startup: { page: 'azure/cost-overview', personas: ['IT'] } }),
    });
    const early = takeEarlyRefresh();
    expect(await early).toBe(answer);
    expect(takeEarlyRefresh()).toBeUndefined();
  });

  it('sends nothing outside the portal area, or without the settings in the page', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startEarlyRefresh('/login', localStorage, CONFIG);
    startEarlyRefresh('/informational-videos-main-dashboard', localStorage, CONFIG);
    startEarlyRefresh('/billing/overview', localStorage, '"__RUNTIME_CONFIG__"');
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyRefresh()).toBeUndefined();
  });

  it("gives the SDK's first refresh the early answer, and every other call the network", async () => {
    const early = Promise.resolve(new Response('early'));
    const send = vi.fn(async () => new Response('network'));
    const fetch = adoptingFetch(early, send);
    const refresh = () =>
      new Request('https://api.test/api/auth/refresh-token', { method: 'POST', body: '{}' });
    expect(
      await (await fetch(new Request('https://api.test/services/api-portal-customer/api/whois'))).text(),
    ).toBe('network');
    expect(await (await fetch(refresh())).text()).toBe('early');
    expect(await (await fetch(refresh())).text()).toBe('network');
    expect(send).toHaveBeenCalledTimes(2);
    // Without an early answer, every call goes to the network.
    const plain = adoptingFetch(undefined, send);
    expect(await (await plain(refresh())).text()).toBe('network');
  });
});
