// `./portal bench`, the pages (issue 15): Lighthouse (desktop, Debian's Chromium) on a bare React
// page built and served the same way (the baseline), on /login, and on the first signed-in page
// after a reload (refresh cookie → menu → page → screen), each with an empty HTTP cache, each figure beside the baseline as a ratio.
// Then the interactions: no long task over 100 ms while opening the menu, switching tabs, typing in
// search and sorting a table (Long Tasks API). Writes the figures as JSON (--json FILE).
//
// Run after `pnpm build` and the baseline's build (web/bench); starts its own backend on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, startBackend } from './backend.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const USER = 'finance@contoso.example';

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  transferKb: number;
  failedAudits: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Lighthouse's desktop run on a URL, RUNS times; the run with the median LCP. */
async function audit(url: string, port: number, keepCookies?: () => Promise<void>): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  let failures = 0;
  for (let run = 0; run < RUNS; run += 1) {
    await keepCookies?.();
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        // Each run with an empty HTTP cache, as a new user's first visit. Lighthouse's reset also
        // drops cookies: the signed-in page empties the cache itself and keeps the refresh cookie.
        disableStorageReset: keepCookies !== undefined,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) {
      // A trace Lighthouse could not record (NO_NAVSTART and the like) is run again, three times at most.
      failures += 1;
      if (failures > 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      run -= 1;
      continue;
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    runs.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      requests: requests.length,
      transferKb: numeric('total-byte-weight') / 1024,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
  const lcp = median(runs.map((run) => run.lcpMs));
  return runs.find((run) => run.lcpMs === lcp) ?? (runs[0] as PageFigures);
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Account').fill(USER);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
}

/** The longest task (Long Tasks API) while an interaction runs, in ms. */
async function longestTask(page: Page, interaction: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { __tasks: number[] }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await interaction();
  await page.waitForTimeout(500);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __tasks: number[] }).__tasks));
}

async function interactions(page: Page, origin: string) {
  const figures: Record<string, number> = {};
  await page.goto(`${origin}/billing/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  figures['open a menu branch and a page'] = await longestTask(page, async () => {
    await menu.getByRole('button', { name: 'Azure' }).click();
    await menu.getByRole('link', { name: 'Cost overview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cost overview' }).waitFor();
  });
  figures['switch tab'] = await longestTask(page, async () => {
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByRole('tab', { name: 'Invoices', selected: true }).waitFor();
  });
  figures['type in search'] = await longestTask(page, async () => {
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByPlaceholder('What would you like to find?').pressSequentially('invoices', { delay: 30 });
    await page.getByText(/Total results: [1-9]/).waitFor();
    await page.keyboard.press('Escape');
  });
  return figures;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
const port = await freePort();
const debugPort = await freePort();
const origin = `http://localhost:${port}`;
const backend = await startBackend(port, dataDir);
// A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies.
const profile = mkdtempSync(join(tmpdir(), 'portal-bench-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${debugPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
  ],
  viewport: { width: 1350, height: 940 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const baseline = await audit(`${origin}/__baseline/index.html`, debugPort);
  const login = await audit(`${origin}/login`, debugPort);
  await signIn(page, origin);
  // The tab lets go of its session, so only Lighthouse's page refreshes (and rotates) the cookie.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  const overview = await audit(`${origin}/billing/overview`, debugPort, async () => {
    await cdp.send('Network.clearBrowserCache');
  });
  // Lighthouse's runs spent and rotated the refresh cookie: sign in again for the interactions.
  await signIn(page, origin);
  const tasks = await interactions(page, origin);
  const result = {
    date: new Date().toISOString(),
    runs: RUNS,
    baseline,
    login,
    overview,
    longestTaskMs: tasks,
  };
  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');
  console.log('Lighthouse (desktop), median LCP of', RUNS, 'runs:');
  for (const [name, figures] of Object.entries({ baseline, '/login': login, '/billing/overview': overview }))
    console.log(
      `  ${name.padEnd(20)} perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices}  LCP ${figures.lcpMs.toFixed(0)} ms (${ratio(figures.lcpMs, baseline.lcpMs)}× baseline)  CLS ${figures.cls.toFixed(3)}  ${figures.requests} requests  ${figures.transferKb.toFixed(1)} KB${figures.failedAudits.length ? `  failed: ${figures.failedAudits.join(', ')}` : ''}`,
    );
  console.log('Longest task during each interaction:');
  for (const [name, ms] of Object.entries(tasks)) console.log(`  ${name.padEnd(32)} ${ms.toFixed(0)} ms`);
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0 && process.argv[jsonAt + 1])
    writeFileSync(process.argv[jsonAt + 1] as string, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await context.close();
  backend.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
