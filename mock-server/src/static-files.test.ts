import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { VIDEO_RETRY_AFTER_SECONDS, VIDEOS_RECORDING_MARKER } from './app.ts';
import { createTestBackend, makeWebRoot } from './testing/test-backend.ts';

// The build writes brotli and gzip copies beside each asset (web/build/precompress.ts).
const webRoot = makeWebRoot();
const source = `export const figures = [${Array.from({ length: 2000 }, (_, i) => i).join(',')}];\n`;
writeFileSync(join(webRoot, 'assets', 'chunk-abc123.js'), source);
writeFileSync(join(webRoot, 'assets', 'chunk-abc123.js.br'), brotliCompressSync(source));
writeFileSync(join(webRoot, 'assets', 'chunk-abc123.js.gz'), gzipSync(source));
const backend = await createTestBackend({ webRoot });
const { app } = backend;
afterAll(async () => {
  rmSync(webRoot, { recursive: true });
  await backend.close();
});

const get = (encoding?: string) =>
  app.request('/assets/chunk-abc123.js', encoding ? { headers: { 'Accept-Encoding': encoding } } : {});

describe('the page', () => {
  it('carries the runtime settings in its data block, escaped so no text can leave it', async () => {
    const root = makeWebRoot();
    const withSettings = await createTestBackend({
      webRoot: root,
      runtimeConfig: {
        productName: 'Cloud </script><script>alert(1)</script> & Co',
        authority: 'http://localhost/oidc',
      },
    });
    try {
      const html = await (await withSettings.app.request('/billing/overview')).text();
      const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1];
      expect(block).toBeDefined();
      expect(block).not.toMatch(/[<>&]/);
      expect(JSON.parse(block ?? '')).toEqual({
        productName: 'Cloud </script><script>alert(1)</script> & Co',
        authority: 'http://localhost/oidc',
      });
      expect(html).not.toContain('__RUNTIME_CONFIG__');
    } finally {
      await withSettings.close();
      rmSync(root, { recursive: true });
    }
  });
});

describe('static files', () => {
  it('sends the brotli copy to browsers that accept it, as immutable and varying by encoding', async () => {
    const response = await get('gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(source.length / 2);
    expect(brotliDecompressSync(body).toString()).toBe(source);
  });

  it('sends the gzip copy to browsers without brotli', async () => {
    const response = await get('gzip, deflate');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(source);
  });

  it('sends the file as it is to clients that accept no compression, still varying by encoding', async () => {
    const response = await get();
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(source);
  });

  it('never caches the page or the runtime configuration', async () => {
    expect((await app.request('/billing/overview')).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/config.json')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('help videos while they are recorded', () => {
  const marker = join(webRoot, VIDEOS_RECORDING_MARKER);
  afterEach(() => rmSync(marker, { force: true }));

  it('answers a missing video 503 with Retry-After while a recording runs, 404 otherwise', async () => {
    expect((await app.request('/media/videos/overview.webm')).status).toBe(404);
    mkdirSync(join(webRoot, 'media', 'videos'), { recursive: true });
    writeFileSync(marker, String(process.pid));
    const preparing = await app.request('/media/videos/overview.webm', { method: 'HEAD' });
    expect(preparing.status).toBe(503);
    expect(preparing.headers.get('Retry-After')).toBe(String(VIDEO_RETRY_AFTER_SECONDS));
    const body = await app.request('/media/videos/overview.webm');
    expect(await body.json()).toMatchObject({ status: 503, title: 'Help video being prepared' });
    // Only the videos wait for the recording; any other missing file is missing.
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('takes a marker left by a recording that no longer runs for none', async () => {
    mkdirSync(join(webRoot, 'media', 'videos'), { recursive: true });
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(marker, ended.stdout);
    expect((await app.request('/media/videos/overview.webm')).status).toBe(404);
  });
});
