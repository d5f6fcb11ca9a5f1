// `./portal bench`, the pages (issue 15): Lighthouse (desktop, Debian's Chromium) on a bare React
// page built and served the same way (the baseline), on /login, and on the first signed-in page
// after a reload (one start-up call: the refresh answers the session, the menu and the page; then the screen), each with
// an empty HTTP cache, each figure beside the baseline as a ratio.
// Then the interactions: no long task over 100 ms while opening the menu, switching tabs, typing in
// search and sorting a table (Long Tasks API). Writes the figures as JSON (--json FILE).
//
// Run after `pnpm build` and the baseline's build (web/bench); starts its own backend on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
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

/** A network the page loads on in Chromium itself, beside Lighthouse's simulated one. */
interface Network {
  name: string;
  /** Added to every request (CDP network emulation), ms; 0 with no throttling. */
  latencyMs: number;
  /** Bytes per second each way; -1 with no throttling. */
  throughput: number;
}

const NETWORKS: Network[] = [
  { name: 'loopback, no throttling', latencyMs: 0, throughput: -1 },
  { name: '100 ms round trip, 10 Mbit/s', latencyMs: 100, throughput: 10_000_000 / 8 },
];
const NETWORK_RUNS = Number(process.env.BENCH_NETWORK_RUNS ?? 5);

interface NetworkFigures {
  /** Median of the runs. */
  lcpMs: number;
  /** Requests (the document, scripts, styles, images, API calls) started before the largest paint, median. */
  requestsBeforeLcp: number;
  requests: number;
  runs: number[];
}

/**
 * A cold load of `url` in a tab of Chromium (empty HTTP cache, cookies kept) on a network, until
 * `ready` holds, NETWORK_RUNS times: the largest contentful paint (the last candidate the page
 * reported) and the requests started before it, from the page's own timings.
 */
async function coldLoads(
  context: BrowserContext,
  url: string,
  network: Network,
  ready: (page: Page) => Promise<void>,
): Promise<NetworkFigures> {
  const lcps: number[] = [];
  const before: number[] = [];
  const all: number[] = [];
  for (let run = 0; run < NETWORK_RUNS; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: network.throughput,
      uploadThroughput: network.throughput,
    });
    await page.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { __lcp: number[] }).__lcp = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url);
    await ready(page);
    // Paints settle, then the page is hidden from the observer's point of view by reading it: a window
    // of measure (the largest paint is only known once no larger one comes, which no state says).
    await page.waitForTimeout(1_000);
    const figures = await page.evaluate(() => {
      const lcp = (window as unknown as { __lcp: number[] }).__lcp.at(-1) ?? 0;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        lcp,
        // The document itself, and every resource it fetched that started before the paint.
        before: 1 + resources.filter((r) => r.startTime < lcp).length,
        all: 1 + resources.length,
      };
    });
    lcps.push(figures.lcp);
    before.push(figures.before);
    all.push(figures.all);
    await cdp.detach();
    await page.close();
  }
  return { lcpMs: median(lcps), requestsBeforeLcp: median(before), requests: median(all), runs: lcps };
}

/** The baseline, /login and the first signed-in page (a reload: refresh cookie first) on each network. */
async function realNetworks(context: BrowserContext, origin: string) {
  const results: Record<string, Record<'baseline' | 'login' | 'overview', NetworkFigures>> = {};
  for (const network of NETWORKS) {
    results[network.name] = {
      baseline: await coldLoads(context, `${origin}/__baseline/index.html`, network, async (page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
      }),
      login: await coldLoads(context, `${origin}/login`, network, async (page) => {
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
      }),
      overview: await coldLoads(context, `${origin}/billing/overview`, network, async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
        // Every figure of the screen: the tiles, the top services (the last query) and the trend.
        await page.getByRole('figure', { name: 'Top services' }).waitFor();
      }),
    };
  }
  return results;
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
  // A window of measure: the long tasks the interaction causes, which no state announces.
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
  // In Chromium itself, unthrottled and on a 100 ms network, beside Lighthouse's simulation (which
  // slows the bare page as much as the portal). Each overview load rotates the refresh cookie the
  // context keeps, as a returning user's reloads do.
  const networks = await realNetworks(context, origin);
  const result = {
    date: new Date().toISOString(),
    runs: RUNS,
    baseline,
    login,
    overview,
    longestTaskMs: tasks,
    networkRuns: NETWORK_RUNS,
    networks,
  };
  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');
  console.log('Lighthouse (desktop), median LCP of', RUNS, 'runs:');
  for (const [name, figures] of Object.entries({ baseline, '/login': login, '/billing/overview': overview }))
    console.log(
      `  ${name.padEnd(20)} perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices}  LCP ${figures.lcpMs.toFixed(0)} ms (${ratio(figures.lcpMs, baseline.lcpMs)}× baseline)  CLS ${figures.cls.toFixed(3)}  ${figures.requests} requests  ${figures.transferKb.toFixed(1)} KB${figures.failedAudits.length ? `  failed: ${figures.failedAudits.join(', ')}` : ''}`,
    );
  for (const [name, figures] of Object.entries(networks)) {
    console.log(`In Chromium, ${name}, median of ${NETWORK_RUNS} cold loads:`);
    for (const [which, f] of Object.entries(figures))
      console.log(
        `  ${which.padEnd(10)} LCP ${f.lcpMs.toFixed(0)} ms (${ratio(f.lcpMs, figures.baseline.lcpMs)}× baseline)  ${f.requestsBeforeLcp} requests before it, ${f.requests} in all`,
      );
  }
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
