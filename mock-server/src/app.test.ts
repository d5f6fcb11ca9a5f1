import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, createApp } from './app.ts';

function webRoot() {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Cloud Portal</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  return root;
}

describe('createApp', () => {
  const app = createApp({ webRoot: webRoot() });

  it('serves the single-page app for client routes with a strict CSP', async () => {
    const response = await app.request('/billing/overview');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Cloud Portal</title>');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('serves built assets as immutable', async () => {
    const response = await app.request('/assets/app.js');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it('answers a missing file and a path escape with 404 problem+json', async () => {
    for (const path of ['/assets/none.js', '/../../etc/passwd.txt']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    }
  });

  it('serves the runtime settings of the web app, never cached', async () => {
    const configured = createApp({ webRoot: webRoot(), runtimeConfig: { servicesPrefix: '/gw' } });
    const response = await configured.request('/config.json');
    expect(await response.json()).toEqual({ servicesPrefix: '/gw' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers API calls it does not implement with problem+json, never HTML', async () => {
    const response = await app.request('/services/api-portal-customer/api/whois');
    expect(response.status).toBe(501);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 501, title: 'Not Implemented' });
  });
});
