// A diagnostic: one cold reload of /billing/overview as finance@contoso (empty HTTP cache, the
// refresh cookie kept), printing each request's start and end (ms from navigation) in start order,
// with the largest contentful paint. `node bench/waterfall.ts [latencyMs]`, after `pnpm build`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startBackend } from './backend.ts';

const latency = Number(process.argv[2] ?? 0);
const path = process.argv[3] ?? '/billing/overview';
const dataDir = mkdtempSync(join(tmpdir(), 'portal-waterfall-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const backend = await startBackend(port, dataDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Account').fill('finance@contoso.example');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await page.close();
  for (let run = 0; run < 2; run += 1) {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: latency ? 10_000_000 / 8 : -1,
      uploadThroughput: latency ? 10_000_000 / 8 : -1,
    });
    await tab.addInitScript(() => {
      const paints: string[] = [];
      (window as unknown as { __lcp: string[] }).__lcp = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[])
          paints.push(
            `${entry.startTime.toFixed(0)} ms ${entry.element?.tagName ?? '?'} ${entry.size}px "${(entry.element?.textContent ?? '').slice(0, 40)}"`,
          );
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    if (run === 1 && process.env.TRACE)
      await browser.startTracing(tab, {
        path: process.env.TRACE,
        categories: [
          'devtools.timeline',
          'v8.execute',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'loading',
        ],
      });
    if (run === 1 && process.env.PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await tab.goto(`${origin}${path}`);
    await tab.getByRole('heading', { level: 1 }).waitFor();
    // A window of measure: the late requests and paints after the heading are what the diagnostic
    // prints, and no state says that the last of them came.
    await tab.waitForTimeout(1_500);
    if (run === 1 && process.env.TRACE) await browser.stopTracing();
    if (run === 1 && process.env.PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    }
    const figures = await tab.evaluate(() => ({
      lcp: (window as unknown as { __lcp: string[] }).__lcp,
      nav: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name.replace(location.origin, ''),
        type: r.initiatorType,
        start: r.startTime,
        end: r.responseEnd,
        size: r.encodedBodySize,
        server: r.serverTiming.map((t) => t.duration.toFixed(0)).join(','),
      })),
    }));
    if (run === 0) {
      await tab.close();
      continue;
    }
    console.log(`document until ${figures.nav.toFixed(0)} ms; LCP candidates ${figures.lcp.join('; ')}`);
    for (const r of figures.resources)
      console.log(
        `${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)} ${r.type.padEnd(8)} ${String(r.size).padStart(7)} ${(r.server || '').padStart(5)} ${r.name}`,
      );
    await tab.close();
  }
} finally {
  await browser.close();
  backend.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
