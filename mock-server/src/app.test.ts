import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './app.ts';
import { createTestBackend, makeWebRoot } from './testing/test-backend.ts';

describe('createApp', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const { app } = backend;

  it('serves the single-page app for client routes with a strict CSP and a fresh style nonce', async () => {
    const first = await app.request('/billing/overview');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<title>Cloud Portal</title>');
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(first.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(nonce));
    expect(first.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
    const second = await (await app.request('/login')).text();
    expect(second).not.toContain(nonce);
    expect((await app.request('/assets/app.js')).headers.get('Content-Security-Policy')).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('serves built assets as immutable', async () => {
    const response = await app.request('/assets/app.js');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it('serves media as they are, revalidated, with the strict policy and no nonce', async () => {
    const response = await app.request('/media/docs/privacy.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('<!doctype html><title>Privacy</title>');
  });

  it('serves the help videos as WebM with their captions as WebVTT, and byte ranges for seeking', async () => {
    const webRoot = makeWebRoot();
    mkdirSync(join(webRoot, 'media', 'videos'), { recursive: true });
    writeFileSync(join(webRoot, 'media', 'videos', 'tour.webm'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]));
    writeFileSync(join(webRoot, 'media', 'videos', 'tour.vtt'), 'WEBVTT\n');
    const servedBackend = await createTestBackend({ webRoot });
    onTestFinished(() => servedBackend.close());
    const served = servedBackend.app;
    const video = await served.request('/media/videos/tour.webm');
    expect(video.headers.get('Content-Type')).toBe('video/webm');
    expect(video.headers.get('Content-Security-Policy')).toContain("media-src 'self'");
    const part = await served.request('/media/videos/tour.webm', { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 0-3/6');
    const captions = await served.request('/media/videos/tour.vtt');
    expect(captions.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toBe('WEBVTT\n');
    rmSync(webRoot, { recursive: true });
  });

  it('answers the page itself, at / and /index.html, with a fresh nonce like any client route', async () => {
    for (const path of ['/', '/index.html']) {
      const response = await app.request(path);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const html = await response.text();
      expect(html).not.toContain('__CSP_NONCE__');
      const nonce = /content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(nonce));
    }
  });

  it('reads the page again when a rebuild changes it, and says so while the app is not built', async () => {
    const webRoot = makeWebRoot();
    const rebuiltBackend = await createTestBackend({ webRoot });
    onTestFinished(() => rebuiltBackend.close());
    const rebuilt = rebuiltBackend.app;
    expect(await (await rebuilt.request('/billing')).text()).toContain('<title>Cloud Portal</title>');
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Rebuilt portal</title>',
    );
    expect(await (await rebuilt.request('/billing')).text()).toContain('<title>Rebuilt portal</title>');
    rmSync(webRoot, { recursive: true });
    const missing = await rebuilt.request('/billing');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('Content-Type')).toBe('application/problem+json');
  });

  it('answers a missing file and a path escape with 404 problem+json', async () => {
    for (const path of ['/assets/none.js', '/../../etc/passwd.txt']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    }
  });

  it('serves the runtime settings of the web app, never cached', async () => {
    const configuredBackend = await createTestBackend({ runtimeConfig: { servicesPrefix: '/gw' } });
    onTestFinished(() => configuredBackend.close());
    const configured = configuredBackend.app;
    const response = await configured.request('/config.json');
    expect(await response.json()).toEqual({ servicesPrefix: '/gw' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers an API path outside the contract with 404 problem+json, never HTML', async () => {
    const response = await app.request('/services/api-portal-customer/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
});
