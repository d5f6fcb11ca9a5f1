import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request, Route } from '@playwright/test';
import {
  FAULTS,
  type Fault,
  isContractRead,
  MALFORMED_JSON,
  operationOf as operationOfCall,
  SERVER_ERROR_PROBLEM,
  SESSION_OPS,
  TIMER_OPS,
} from '../../fault-model.ts';
import type { E2eBackend } from '../backends.ts';
import { test as base, expect, watchPolicy } from '../fixtures.ts';
import { twoFrames } from '../requests.ts';
import { portalScreens } from '../routes.ts';
import { signIn } from '../sign-in.ts';

/**
 * Issue 14's fault matrix in the browser, split into tests of their own (issue 26). Every call the web app makes is
 * answered with a server failure, a network error, malformed JSON and a slow answer. The page must
 * show the spec's fallback (an error with Try again, an empty list, page not found), never a blank
 * page, never an unhandled error; once the backend answers again the user goes on (Try again, or
 * opening the page anew) and sees the data.
 *
 * Its bulk, every call of every screen failing four ways, is the component matrix's
 * (tests/components: jsdom against the reference backend). The browser keeps what only it can do:
 * the shell's calls, the session's refresh, the keepalive on the page's clock, the embedded reports
 * (their frames load from the report host) and a sample of every other kind of screen. Three
 * Playwright projects run it (playwright.config.ts):
 * - `fault-calls` (calls.spec.ts): each of those screens opened without faults, one test each,
 *   records the contract operations it calls;
 * - `faults` (screens.spec.ts, actions.spec.ts): from those records, the same plan in every test
 *   ({@link planFaults}): for each fault, report screens enough that each of their calls fails on
 *   at least one; every sample once with one fault; the shell's calls one by one; the session's
 *   refresh. Each screen is a test of its own and records what it saw;
 * - `fault-matrix` (matrix.spec.ts): the reports', the shell's and the timers' calls were faulted
 *   four ways, every sample once; FAULT_MATRIX=path writes the matrix as Markdown
 *   (docs/fault-matrix.md).
 *
 * No check waits for time to pass: a slow answer is held back until the page has shown that it is
 * loading, then let through; the keepalive ping, which the shell sends every 15 s while the user is
 * active, is brought on by the page's clock.
 */

export { FAULTS, type Fault, isContractRead, SESSION_OPS, TIMER_OPS };

/** The contract operation a request is, or the GraphQL calls' name; undefined for other files. */
export const operationOf = (request: Request) => operationOfCall(request.method(), request.url());

/**
 * One screen of each other kind, faulted in the browser as a sample: every call of every screen
 * failing four ways is the component matrix's (tests/components, jsdom against the reference
 * backend). The home page is not among them: its calls are the shell's.
 */
export const BROWSER_SAMPLES: readonly string[] = [
  '/billing/azure/subscriptions',
  '/billing/azure/budgets',
  '/billing/m365/licences?tab=Users',
  '/billing/m365/usage',
  '/billing/recommendations/m365',
  '/billing/insights/usage-score?tab=Questionnaire',
  '/billing/monitoring/alerts',
  '/billing/configuration/users',
  '/billing/partner/customers',
  '/billing/insights/my-dashboard',
  '/billing/admin-section-settings-dashboard?tab=licences',
  '/billing/release-notes',
  '/billing/legacy-homepage',
  '/informational-videos-main-dashboard',
];

/**
 * The screens the browser faults: every embedded report (jsdom does not run the report host, so
 * their calls fail four ways here) and the samples of the other kinds.
 */
export function faultScreens(): string[] {
  const paths = portalScreens()
    .filter((screen) => screen.kind === 'report' || BROWSER_SAMPLES.includes(screen.path))
    .map((screen) => screen.path);
  // FAULT_SCREENS=regex narrows the run to some screens while working on them.
  const only = process.env.FAULT_SCREENS ? new RegExp(process.env.FAULT_SCREENS) : undefined;
  return only ? paths.filter((path) => only.test(path)) : paths;
}

/** The report screens, whose every call the browser fails four ways. */
export const reportScreens = () =>
  new Set(
    portalScreens()
      .filter((screen) => screen.kind === 'report')
      .map((screen) => screen.path),
  );

/** The page every journey starts on, whose calls are the shell's. */
export const HOME = '/billing/overview';
/** The shell's calls are faulted in this many tests per fault, each a share of them. */
export const SHELL_PARTS = 3;
/** The name the shell's calls are recorded by. */
export const SHELL = 'shell';

// ---------------------------------------------------------------- records between the projects

/** Where the projects hand their records on (git-ignored), one folder per run's base port. */
const RECORDS = join(import.meta.dirname, '..', '..', '.fault-records');

const fileName = (path: string) => `${path.replace(/[^a-zA-Z0-9]+/g, '_')}.json`;

function writeRecord(kind: 'calls' | 'rows', name: string, value: unknown) {
  mkdirSync(join(RECORDS, kind), { recursive: true });
  writeFileSync(join(RECORDS, kind, fileName(name)), JSON.stringify(value));
}

function readRecord<T>(kind: 'calls' | 'rows', name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(RECORDS, kind, fileName(name)), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The records of an earlier run go before the calls are recorded again. */
export function clearRecords(kind: 'calls' | 'rows', name: string) {
  rmSync(join(RECORDS, kind, fileName(name)), { force: true });
}

export const recordCalls = (path: string, ops: string[]) => writeRecord('calls', path, ops);

/** What each screen called without faults, and the shell's calls (the home page's). */
export function recordedCalls(): { calls: Map<string, Set<string>>; shellOps: Set<string> } {
  const read = (path: string) => {
    const ops = readRecord<string[]>('calls', path);
    if (!ops) throw new Error(`no calls recorded for ${path}: the fault-calls project runs first`);
    return new Set(ops);
  };
  const shellOps = read(SHELL);
  const calls = new Map(faultScreens().map((path) => [path, read(path)]));
  return { calls, shellOps };
}

export interface Row {
  screen: string;
  fault: Fault;
  ops: string[];
  during: string;
  after: string;
}

export const recordRows = (name: string, rows: Row[]) => writeRecord('rows', name, rows);
export const recordedRows = (name: string) => readRecord<Row[]>('rows', name);

// ---------------------------------------------------------------- the plan

export interface FaultItem {
  /** The test the item belongs to: a screen's path, `shell <fault>`, or `session`. */
  test: string;
  path: string;
  fault: Fault;
  ops: Set<string>;
  /** The calls this item must fault: each call × fault is some item's duty. */
  duty: Set<string>;
}

/**
 * The same plan in every test, from the recorded calls: for each fault, the shell's calls one by one
 * on the home page (together, the first to fail would hide what the others do), then of the
 * `fourWays` screens (the reports) enough that each of their calls fails on at least one (the screen
 * that adds the most calls not yet covered first); every other screen once with one fault, in turn;
 * the session's refresh on the home page.
 */
export function planFaults(
  calls: Map<string, Set<string>>,
  shellOps: Set<string>,
  fourWays: Set<string> = reportScreens(),
): FaultItem[] {
  const shellOnly = new Set([...shellOps, ...TIMER_OPS].filter((op) => !SESSION_OPS.has(op)));
  // A screen's own calls: what it made minus what the shell makes on every page (covered above).
  const own = new Map(
    [...calls].map(([path, ops]) => [
      path,
      new Set([...ops].filter((op) => !shellOnly.has(op) && !SESSION_OPS.has(op))),
    ]),
  );
  const items: FaultItem[] = [];
  const covering = new Set<string>();
  for (const fault of FAULTS) {
    let share = 0;
    for (const op of shellOnly)
      items.push({
        test: TIMER_OPS.has(op) ? 'timers' : `shell ${fault} ${share++ % SHELL_PARTS}`,
        path: HOME,
        fault,
        ops: new Set([op]),
        duty: new Set([op]),
      });
    const uncovered = new Set([...own].filter(([path]) => fourWays.has(path)).flatMap(([, ops]) => [...ops]));
    while (uncovered.size > 0) {
      const [path, ops] = [...own].reduce((best, candidate) =>
        [...candidate[1]].filter((op) => uncovered.has(op)).length >
        [...best[1]].filter((op) => uncovered.has(op)).length
          ? candidate
          : best,
      );
      const duty = new Set([...ops].filter((op) => uncovered.has(op)));
      for (const op of ops) uncovered.delete(op);
      covering.add(path);
      items.push({ test: path, path, fault, ops, duty });
    }
  }
  let turn = 0;
  for (const [path, ops] of own)
    if (!covering.has(path) && ops.size > 0)
      items.push({ test: path, path, fault: FAULTS[turn++ % FAULTS.length] ?? '500', ops, duty: new Set() });
  for (const fault of FAULTS)
    items.push({ test: 'session', path: HOME, fault, ops: SESSION_OPS, duty: new Set(SESSION_OPS) });
  return items;
}

// ---------------------------------------------------------------- the signed-in page

/** A page of the journeys, with what it made of the calls and what went wrong in it. */
export interface Watched {
  page: Page;
  context: BrowserContext;
  errors: string[];
  seen: Set<string>;
  faulted: Set<string>;
  /** Backend calls sent and not yet answered. */
  inFlight: Set<Request>;
  /** Content Security Policy violations, checked after each test. */
  violations: string[];
}

/**
 * One signed-in admin page per worker (Contoso), reused by every fault test the worker runs: each
 * test opens its screens with page.goto, so nothing of the test before stays in the app.
 */
/** A signed-in admin page of Contoso, watched for what it calls and what goes wrong in it. */
export async function openWatched(browser: Browser, backend: E2eBackend): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${backend.port}`,
    locale: 'en-US',
    viewport: { width: 1920, height: 1080 },
  });
  const violations: string[] = [];
  await watchPolicy(context, violations);
  const page = await context.newPage();
  const w: Watched = {
    page,
    context,
    errors: [],
    seen: new Set(),
    faulted: new Set(),
    inFlight: new Set(),
    violations,
  };
  // An uncaught error or an unhandled rejection in the page.
  page.on('pageerror', (error) => w.errors.push(`${error.name}: ${error.message}`));
  page.on('request', (request) => {
    const op = operationOf(request);
    if (!op) return;
    w.seen.add(op);
    w.inFlight.add(request);
  });
  page.on('requestfinished', (request) => w.inFlight.delete(request));
  page.on('requestfailed', (request) => w.inFlight.delete(request));
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  // The page's clock, before anything loads: it runs as the wall clock does, and `settled` moves it
  // past the request layer's waits between retries (2 s, then 4 s) instead of sleeping through them.
  await page.clock.install();
  await signIn(page, 'admin@contoso.example');
  await page.getByRole('button', { name: /Contoso Ltd/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 20_000 });
  return w;
}

/**
 * One signed-in admin page per worker (Contoso), reused by every fault test the worker runs: each
 * test opens its screens with page.goto, so nothing of the test before stays in the app.
 */
export const test = base.extend<{ watched: Watched }, { workerPage: Watched }>({
  workerPage: [
    async ({ browser, backend }, use) => {
      const w = await openWatched(browser, backend);
      await use(w);
      await w.context.close();
    },
    { scope: 'worker' },
  ],
  watched: async ({ workerPage }, use) => {
    workerPage.errors.length = 0;
    workerPage.seen.clear();
    workerPage.faulted.clear();
    workerPage.violations.length = 0;
    await use(workerPage);
    // Nothing of a test's faults outlives it.
    await workerPage.page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(workerPage.violations.splice(0), 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };

// ---------------------------------------------------------------- opening and judging a page

/** The longest wait of the request layer between two tries (web/src/data/query-client.ts). */
const RETRY_WAIT_MS = 8_000;

/**
 * Waits until the page is done: nothing left loading in the main region, the page's request layer
 * idle (web/src/data/request-activity.ts) and no backend call unanswered (a report asks for its
 * saved views only once it has loaded). A page whose request layer waits for a timer (its next try
 * after a failure) with no call on its way has the page's clock moved past that wait. Returns
 * without a verdict after `timeout`: the caller judges what the page then shows.
 */
export async function settled(w: Watched, timeout = 30_000): Promise<void> {
  const { page } = w;
  const deadline = Date.now() + timeout;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return;
    // What the request layer is doing, once the main region shows and nothing in it loads, or once
    // it waits for a retry's timer; the frames let a render's effects start their reads first.
    const state = await page
      .waitForFunction(
        () => {
          const requests = document.documentElement.dataset.requests;
          const main = document.querySelector('main');
          const loading = main?.querySelector('[role="progressbar"]') != null;
          if (requests === 'retrying') return 'retrying';
          return requests === 'idle' && main?.checkVisibility() && !loading ? 'idle' : false;
        },
        undefined,
        { polling: 'raf', timeout: remaining },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => undefined);
    if (state === undefined) return;
    if (w.inFlight.size > 0) {
      await networkQuiet(w, deadline - Date.now());
      continue;
    }
    if (state === 'retrying') {
      await page.clock.fastForward(RETRY_WAIT_MS);
      continue;
    }
    // Idle through two more frames: a read the last render started would have made it busy.
    await twoFrames(page);
    if ((await page.locator('html').getAttribute('data-requests')) === 'idle' && w.inFlight.size === 0)
      return;
  }
}

/** Resolves once no backend call of the page is on its way (or after `timeout`). */
function networkQuiet(w: Watched, timeout: number): Promise<void> {
  return new Promise((resolve) => {
    const { page } = w;
    const check = () => {
      if (w.inFlight.size > 0) return;
      done();
    };
    const timer = setTimeout(() => done(), Math.max(0, timeout));
    function done() {
      clearTimeout(timer);
      page.off('requestfinished', check);
      page.off('requestfailed', check);
      resolve();
    }
    page.on('requestfinished', check);
    page.on('requestfailed', check);
    check();
  });
}

/** What the user sees in the main region, in the words of the matrix. */
export async function outcome(page: Page): Promise<string> {
  if (new URL(page.url()).pathname === '/login') return 'sign-in page';
  const main = page.getByRole('main');
  if (!(await main.isVisible().catch(() => false))) return 'blank';
  const text = ((await main.textContent({ timeout: 5_000 }).catch(() => '')) ?? '').trim();
  if (/page not found/i.test(text)) return 'page not found';
  if (/could not be loaded/.test(text)) return 'error, Try again';
  if ((await main.getByRole('progressbar').count()) > 0) return 'loading';
  return text.length > 0 ? 'page shown' : 'blank';
}

/** The calls answered with a fault, until `stop`; a slow answer's calls wait for `release`. */
export interface Injected {
  /** The slow answers held back so far. */
  held: Route[];
  /** Lets the held answers through; later calls pass at once. */
  release: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The answer a faulted call gets (a slow answer: held until released). */
async function answer(route: Route, fault: Fault, held: Route[], released: () => boolean): Promise<void> {
  try {
    switch (fault) {
      case '500':
        return await route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify(SERVER_ERROR_PROBLEM),
        });
      case 'network error':
        return await route.abort('failed');
      case 'malformed JSON':
        return await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: MALFORMED_JSON,
        });
      case 'slow answer':
        if (released()) return await route.continue();
        held.push(route);
        return;
    }
  } catch {
    // The page went on (a reload or another page) while the answer was held back.
  }
}

/** Answers the page's calls named in `ops` with `fault` until stopped. */
export async function injectFaults(w: Watched, ops: Set<string>, fault: Fault): Promise<Injected> {
  const held: Route[] = [];
  let released = false;
  const matcher = (url: URL) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/services/');
  const handler = async (route: Route) => {
    const op = operationOf(route.request());
    if (op && ops.has(op)) {
      w.faulted.add(op);
      return answer(route, fault, held, () => released);
    }
    return route.continue().catch(() => undefined);
  };
  await w.page.route(matcher, handler);
  const release = async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
  return {
    held,
    release,
    stop: async () => {
      await release();
      await w.page.unroute(matcher, handler);
    },
  };
}

/** Brings on the calls the shell makes on a timer: a key pressed, then the 15 s of the keepalive. */
async function runTimers(w: Watched) {
  await w.page.keyboard.press('Shift');
  await w.page.clock.runFor(15_500);
}

/**
 * Opens `item.path` with its calls answered by its fault; checks the page during the fault, then
 * that it recovers once the calls are answered again. Failures go to `problems`.
 */
export async function faultScreen(w: Watched, item: FaultItem, problems: string[]): Promise<Row> {
  const { page } = w;
  const { path, fault } = item;
  const label = `${path} × ${fault}${item.ops.size === 1 ? ` (${[...item.ops][0]})` : ''}`;
  w.errors.length = 0;
  w.faulted.clear();
  w.inFlight.clear();
  const timers = [...item.ops].some((op) => TIMER_OPS.has(op));
  // The keepalive's 15 s on the page's clock (installed by the test, before the page loads).
  const injected = await injectFaults(w, item.ops, fault);
  const row: Row = { screen: path, fault, ops: [], during: '', after: '' };
  try {
    await page.goto(path);
    if (timers) {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await runTimers(w);
    }
    if (fault === 'slow answer') {
      // While the answers are held back the page shows that it is loading, or the page without
      // what is still to come, never nothing; then they come.
      await expect
        .poll(() => injected.held.length, { message: `${label}: a held answer`, timeout: 20_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
      await expect
        .poll(() => outcome(page), { timeout: 10_000 })
        .not.toBe('blank')
        .catch(() => undefined);
      row.during = await outcome(page);
      if (row.during === 'blank') problems.push(`${label}: blank while waiting`);
      await injected.release();
    }
    await settled(w);
    if (fault !== 'slow answer') row.during = await outcome(page);
    row.ops = [...w.faulted].sort();
    if (row.during === 'blank') problems.push(`${label}: blank page`);
    if (row.during === 'loading' && fault !== 'slow answer')
      problems.push(`${label}: still loading after the failure`);
    if (w.errors.length > 0) problems.push(`${label}: ${w.errors.join('; ')}`);
  } finally {
    await injected.stop();
  }
  // The backend answers again: Try again where the page offers it, else the page opened anew.
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
  if (fault !== 'slow answer' && (await retry.count()) > 0) {
    // Each Try again in turn (a pressed one goes, so always the first that is left).
    // One Try again can take others with it (a read two panels share): none left, none waited for.
    for (let left = await retry.count(); left > 0 && (await retry.count()) > 0; left -= 1)
      await retry
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
  } else if (fault !== 'slow answer') {
    await page.goto(path);
  }
  await settled(w);
  row.after = await outcome(page);
  if (row.after !== 'page shown') problems.push(`${label}: after recovery ${row.after}`);
  if (w.errors.length > 0) problems.push(`${label} (recovering): ${w.errors.join('; ')}`);
  return row;
}

/**
 * Runs the plan's items of one test; a call of an item's duty that a failure of another call kept
 * from being made is faulted again on its own. Returns the rows and the problems.
 */
export async function runItems(w: Watched, items: FaultItem[]): Promise<{ rows: Row[]; problems: string[] }> {
  const problems: string[] = [];
  const rows: Row[] = [];
  for (const item of items) {
    const row = await faultScreen(w, item, problems);
    rows.push(row);
    for (const op of item.duty)
      if (!row.ops.includes(op) && item.ops.size > 1)
        rows.push(await faultScreen(w, { ...item, ops: new Set([op]), duty: new Set([op]) }, problems));
  }
  return { rows, problems };
}

/** The calls × faults that no row faulted. */
export function unfaulted(items: FaultItem[], rows: Row[]): string[] {
  const madeUnder = (op: string, fault: Fault) =>
    rows.some((row) => row.fault === fault && row.ops.includes(op));
  return items.flatMap((item) =>
    [...item.duty].filter((op) => !madeUnder(op, item.fault)).map((op) => `${op} × ${item.fault}`),
  );
}

/** The matrix of calls × faults as Markdown rows (without the heading). */
export function matrixRows(rows: Row[]): string[] {
  const byOp = new Map<string, Map<Fault, Set<string>>>();
  for (const row of rows)
    for (const op of row.ops) {
      const faults = byOp.get(op) ?? new Map<Fault, Set<string>>();
      const seen = faults.get(row.fault) ?? new Set<string>();
      seen.add(row.fault === 'slow answer' ? `${row.during} → ${row.after}` : row.during);
      faults.set(row.fault, seen);
      byOp.set(op, faults);
    }
  const screensOf = (op: string) => rows.filter((row) => row.ops.includes(op)).map((row) => row.screen);
  const lines = [
    `| Call | ${FAULTS.join(' | ')} | Screens |`,
    `|---|${FAULTS.map(() => '---').join('|')}|---|`,
  ];
  for (const op of [...byOp.keys()].sort()) {
    const faults = byOp.get(op);
    const cells = FAULTS.map((fault) => [...(faults?.get(fault) ?? ['not made'])].sort().join(', '));
    const where = [...new Set(screensOf(op))];
    const screensText =
      where.length > 3 ? `${where.slice(0, 3).join(', ')} and ${where.length - 3} more` : where.join(', ');
    lines.push(`| ${op} | ${cells.join(' | ')} | ${screensText} |`);
  }
  return lines;
}
