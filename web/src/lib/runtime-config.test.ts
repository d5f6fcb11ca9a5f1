import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

describe('parseRuntimeConfig', () => {
  it("reads the report embed hosts as origins ('self' by default) and ignores a list with a bad host", () => {
    expect(DEFAULT_RUNTIME_CONFIG.reportEmbedHosts).toEqual(['self']);
    expect(
      parseRuntimeConfig({ reportEmbedHosts: ['https://app.powerbi.com/', 'self'] }).config.reportEmbedHosts,
    ).toEqual(['https://app.powerbi.com', 'self']);
    const bad = parseRuntimeConfig({ reportEmbedHosts: ['https://app.powerbi.com', 'javascript:alert(1)'] });
    expect(bad.config.reportEmbedHosts).toEqual(['self']);
    expect(bad.problems).toEqual(['config.json: reportEmbedHosts is not valid and was ignored']);
    expect(parseRuntimeConfig({ reportEmbedHosts: 'self' }).problems).toHaveLength(1);
  });

  it('reads a real backend origin and prefixes', () => {
    const { config, problems } = parseRuntimeConfig({
      apiBaseUrl: 'https://portal-api.reseller.example/',
      servicesPrefix: '/gateway',
      logoutPrefix: '/edge',
    });
    expect(config).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: 'https://portal-api.reseller.example',
      servicesPrefix: '/gateway',
      logoutPrefix: '/edge',
    });
    expect(problems).toEqual([]);
  });

  it('reads the identity provider and the product name', () => {
    const { config } = parseRuntimeConfig({
      authority: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
      clientId: '00000000-0000-0000-0000-000000000001',
      protocol: 'aad',
      productName: 'Reseller Cloud',
    });
    expect(config).toMatchObject({
      protocol: 'aad',
      productName: 'Reseller Cloud',
      clientId: '00000000-0000-0000-0000-000000000001',
    });
    expect(parseRuntimeConfig({ protocol: 'saml' }).problems).toEqual([
      'config.json: protocol is not valid and was ignored',
    ]);
  });

  it('ignores unsafe or malformed values and says which', () => {
    const { config, problems } = parseRuntimeConfig({
      apiBaseUrl: 'javascript:alert(1)',
      servicesPrefix: 'no-slash',
    });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(problems).toEqual([
      'config.json: apiBaseUrl is not valid and was ignored',
      'config.json: servicesPrefix is not valid and was ignored',
    ]);
  });
});

describe('loadRuntimeConfig', () => {
  it('falls back to the same-origin defaults when the file is missing or the call fails', async () => {
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    expect(await loadRuntimeConfig(missing as unknown as typeof fetch, null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await loadRuntimeConfig(failing as unknown as typeof fetch, null)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('reads the served file', async () => {
    const served = vi.fn(async () => Response.json({ servicesPrefix: '/gw' }));
    expect(await loadRuntimeConfig(served as unknown as typeof fetch, null)).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      servicesPrefix: '/gw',
    });
  });

  it('reads the settings the server wrote into the page, without asking for the file', async () => {
    const served = vi.fn(async () => Response.json({ servicesPrefix: '/gw' }));
    const written = '{"productName":"Reseller Cloud","protocol":"saml"}';
    expect(await loadRuntimeConfig(served as unknown as typeof fetch, written)).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      productName: 'Reseller Cloud',
    });
    expect(served).not.toHaveBeenCalled();
  });

  it('asks for the file when the page holds only the placeholder or no JSON', async () => {
    for (const inline of ['"__RUNTIME_CONFIG__"', '{not json', '', undefined]) {
      const served = vi.fn(async () => Response.json({ servicesPrefix: '/gw' }));
      expect(await loadRuntimeConfig(served as unknown as typeof fetch, inline)).toMatchObject({
        servicesPrefix: '/gw',
      });
      expect(served).toHaveBeenCalledTimes(1);
    }
  });
});
