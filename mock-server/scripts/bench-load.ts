/**
 * `./portal bench` (after the cost queries): a load run against the reference backend on loopback.
 *
 * Starts the backend (`src/main.ts`) as a child process on a free loopback port with a fresh
 * temporary data folder (the demo seed), mints app tokens for two demo users with the backend's own
 * token key and the claims a sign-in gives them, saves a few views for each over GraphQL, then runs
 * autocannon with 100 connections for 30 s per scenario: the menu, a dynamic page, the search, the
 * cost queries of the overview and the saved views (GraphQL getPbiBookmarks), with the paths, query
 * strings and bodies the web app sends, the two users' requests alternating on every connection.
 *
 * Every request of a scenario is sent twice before its run and its answer checked (a menu with
 * items, a page with tabs, search results, cost rows, the saved views without GraphQL errors); during
 * the run every answer must be 2xx and one of those checked answers byte for byte, so an error page
 * or a GraphQL error cannot pass for a success. Prints p50/p99 latency and requests per second per
 * scenario, and exits with 1 on any error: a non-2xx answer, a wrong body, a timeout or a socket error.
 *
 *   node mock-server/scripts/bench-load.ts [--duration S] [--connections N] [--port P]
 *                                          [--only menu,page,search,costs,views]
 *
 * The figures go to docs/performance.md by hand.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { AppTokens } from '../src/auth/app-tokens.ts';
import { loadSecrets } from '../src/config.ts';
import { createSqliteDataAccess } from '../src/data/data-access.ts';
import { Database } from '../src/db/database.ts';

// ---------------------------------------------------------------- autocannon (it has no types)

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface Percentiles {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Percentiles;
  requests: Percentiles & { total: number };
  duration: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: LoadRequest[];
  verifyBody: (body: string) => boolean;
}) => Promise<AutocannonResult>;

// ---------------------------------------------------------------- options

function wholeNumber(name: string, text: string | undefined, fallback: number, min: number, max: number) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    console.error(
      `bench-load: --${name} takes a whole number from ${min} to ${max} (got ${JSON.stringify(text)})`,
    );
    process.exit(2);
  }
  return value;
}

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    port: { type: 'string' },
    only: { type: 'string' },
  },
});
const DURATION_S = wholeNumber('duration', flags.duration, 30, 1, 3600);
const CONNECTIONS = wholeNumber('connections', flags.connections, 100, 1, 10_000);
/** 0: a free port the system picks. */
const PORT = wholeNumber('port', flags.port, 0, 0, 65_535);
const SCENARIO_IDS = ['menu', 'page', 'search', 'costs', 'views'];
/** Some of the scenarios, for a quick try: --only costs,views */
const ONLY = flags.only?.split(',').map((id) => id.trim()) ?? SCENARIO_IDS;
for (const id of ONLY) {
  if (!SCENARIO_IDS.includes(id)) {
    console.error(`bench-load: --only takes some of ${SCENARIO_IDS.join(',')} (got ${JSON.stringify(id)})`);
    process.exit(2);
  }
}
/** autocannon's own default: an answer slower than this counts as a timeout. */
const TIMEOUT_S = 10;

// ---------------------------------------------------------------- the backend and its users

const ROOT = join(import.meta.dirname, '..', '..');
const API = '/services/api-portal-customer/api';
const GRAPHQL = '/services/api-portal-customer/graphql';
const USERS = ['admin@contoso.example', 'finance@contoso.example'];
const VIEW_PAGE = 'azure/cost-overview';
const VIEW_TAB = 'Summary';
const VIEWS_PER_USER = 5;

/** Starts `src/main.ts` on loopback with its own data folder; answers its origin once it listens. */
async function startBackend(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PORTAL_DATA_DIR: dataDir,
    // Only the API is measured: no web app is served.
    WEB_ROOT: join(dataDir, 'web'),
  };
  // The ready line must be main.ts's own, which names the port.
  delete env.PORTAL_ON_READY;
  delete env.PORTAL_SCALE;
  const child = spawn(process.execPath, [join(ROOT, 'mock-server', 'src', 'main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What the backend says on stderr (errors) is shown, up to its expected goodbye on SIGTERM.
  child.stderr?.on('data', (chunk: Buffer) => {
    if (child.killed) return;
    process.stderr.write(`[backend] ${chunk}`);
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the backend did not listen within 120 s')), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts says 'Portal listening on http://localhost:PORT'.
      const port = /listening on https?:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, origin: `http://127.0.0.1:${port}` });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the backend stopped (${signal ?? `code ${code}`}) before it listened`));
    });
  });
}

async function stopBackend(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

interface User {
  upn: string;
  token: string;
  personas: string[];
}

/**
 * App tokens as a sign-in issues them (services/auth.ts): the backend's own key from the data
 * folder, and the claims of the user's first membership, read with the backend's repositories.
 */
async function signIn(dataDir: string, ttlSeconds: number): Promise<User[]> {
  const secrets = await loadSecrets(dataDir);
  const tokens = new AppTokens({ secret: secrets.appTokenSecret, ttlSeconds });
  const db = new Database(join(dataDir, 'portal.sqlite'));
  try {
    const data = createSqliteDataAccess(db);
    const users: User[] = [];
    for (const upn of USERS) {
      const user = await data.accounts.userByUpn(upn);
      const membership = user && (await data.accounts.signInMemberships(user.id))[0];
      if (!user || !membership?.granted) throw new Error(`${upn} has no granted membership in the seed`);
      const token = await tokens.issueApp({
        sub: user.upn,
        tid: membership.tenantId,
        personas: membership.personas,
        features: membership.features,
        utype: membership.utype,
        d: membership.demo,
        uid: user.id,
      });
      users.push({ upn, token, personas: membership.personas });
    }
    return users;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------- requests and their checks

const operation = (file: string) =>
  readFileSync(join(ROOT, 'contracts', 'graphql', 'operations', file), 'utf8');
const GET_VIEWS = operation('get-pbi-bookmarks.graphql');
const ADD_VIEW = operation('add-pbi-bookmark.graphql');

const get = (user: User, path: string, query: [string, string][]): LoadRequest => ({
  method: 'GET',
  path: `${path}?${new URLSearchParams(query)}`,
  headers: { Authorization: `Bearer ${user.token}` },
});
const graphql = (user: User, operationName: string, query: string, variables: object): LoadRequest => ({
  method: 'POST',
  path: GRAPHQL,
  headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ operationName, query, variables }),
});
/** The personas the web app sends: the user's selection (here all of them). */
const personas = (user: User): [string, string][] => user.personas.map((p) => ['personas', p]);

async function send(origin: string, request: LoadRequest): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return { status: response.status, text: await response.text() };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by hand, field by field
type Json = any;
const fail = (what: string, detail: string): never => {
  throw new Error(`${what}: ${detail}`);
};

interface Scenario {
  /** What --only names it by. */
  id: string;
  name: string;
  requests: LoadRequest[];
  /** Throws unless the answer is the real thing. */
  check: (body: Json, request: LoadRequest) => void;
}

interface MenuItem {
  uuid: string;
  name: string;
  displayName: string;
  children?: MenuItem[];
}
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

/** Sends a request of the set-up and answers its JSON, failing on anything but 2xx. */
async function call(origin: string, what: string, request: LoadRequest): Promise<Json> {
  const { status, text } = await send(origin, request);
  if (status < 200 || status > 299) fail(what, `HTTP ${status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The five scenarios, each request as the web app sends it, with the values it takes from earlier answers. */
async function scenarios(origin: string, users: User[]): Promise<Scenario[]> {
  const menu = (user: User) =>
    get(user, `${API}/portal/menu`, [...personas(user), ['videoLibrary', 'false'], ['preview', 'false']]);

  // The dynamic page: the cost overview, by the uuid each user's own menu gives it.
  const pages: LoadRequest[] = [];
  for (const user of users) {
    const items = flatten(await call(origin, `menu of ${user.upn}`, menu(user)));
    const page = items.find((i) => i.name === VIEW_PAGE);
    if (!page) fail(`menu of ${user.upn}`, `no ${VIEW_PAGE} item`);
    pages.push(get(user, `${API}/portal/menu/page/${page?.uuid}`, [...personas(user), ['preview', 'false']]));
  }

  // The overview's cost queries: the latest month per day, then its top five services.
  const costs: LoadRequest[] = [];
  for (const user of users) {
    const daily = get(user, `${API}/costs`, [
      ['granularity', 'day'],
      ['currency', 'USD'],
    ]);
    const month = await call(origin, `cost per day for ${user.upn}`, daily);
    costs.push(
      daily,
      get(user, `${API}/costs`, [
        ['from', month.from],
        ['to', month.to],
        ['groupBy', 'service'],
        ['top', '5'],
        ['currency', 'USD'],
      ]),
    );
  }

  // Each user's saved views of the page's first tab, saved the way the web app saves them.
  for (const user of users) {
    for (let i = 1; i <= VIEWS_PER_USER; i += 1) {
      const added = await call(
        origin,
        `saving a view for ${user.upn}`,
        graphql(user, 'addPbiBookmark', ADD_VIEW, {
          input: {
            pageName: VIEW_PAGE,
            tabName: VIEW_TAB,
            name: `Load view ${i}`,
            state: `{"filters":[],"n":${i}}`,
          },
        }),
      );
      if (added.errors || added.data?.addPbiBookmark?.success !== true) {
        fail(`saving a view for ${user.upn}`, JSON.stringify(added).slice(0, 300));
      }
    }
  }

  return [
    {
      id: 'menu',
      name: 'menu',
      requests: users.map(menu),
      check: (body) => {
        if (!Array.isArray(body) || body.length === 0) fail('menu', 'not a list of items');
        const items = flatten(body);
        if (!items.every((i) => typeof i.uuid === 'string' && typeof i.displayName === 'string'))
          fail('menu', 'an item without uuid or displayName');
        if (!items.some((i) => i.name === VIEW_PAGE)) fail('menu', `no ${VIEW_PAGE} item`);
      },
    },
    {
      id: 'page',
      name: 'page',
      requests: pages,
      check: (body) => {
        if (body?.type !== 'tabbed' || !Array.isArray(body.contents?.tabs) || body.contents.tabs.length === 0)
          fail('page', `not a tabbed page with tabs: ${JSON.stringify(body).slice(0, 200)}`);
        if (!body.contents.tabs.some((t: { name: string }) => t.name === VIEW_TAB))
          fail('page', `no ${VIEW_TAB} tab`);
      },
    },
    {
      id: 'search',
      name: 'search',
      requests: users.map((user) =>
        get(user, `${API}/portal/menu/index`, [['query', 'cost'], ...personas(user), ['preview', 'false']]),
      ),
      check: (body) => {
        if (!Array.isArray(body) || body.length === 0) fail('search', 'no results for "cost"');
        if (!body.every((r: { name?: unknown; path?: unknown }) => typeof r.name === 'string' && r.path))
          fail('search', 'a result without name or path');
      },
    },
    {
      id: 'costs',
      name: 'cost query',
      requests: costs,
      check: (body) => {
        if (!Array.isArray(body?.rows) || body.rows.length === 0) fail('cost query', 'no rows');
        if (!/^-?\d+\.\d{2}$/.test(body.total)) fail('cost query', `total ${JSON.stringify(body.total)}`);
        if (!body.rows.every((r: { amount?: unknown }) => typeof r.amount === 'string'))
          fail('cost query', 'a row without an amount');
      },
    },
    {
      id: 'views',
      name: 'saved views',
      requests: users.map((user) =>
        graphql(user, 'getPbiBookmarks', GET_VIEWS, { pageName: VIEW_PAGE, tabName: VIEW_TAB }),
      ),
      check: (body) => {
        if (body?.errors) fail('saved views', `GraphQL errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
        const names = body?.data?.getPbiBookmarks?.result?.map((v: { name: string }) => v.name);
        const expected = Array.from({ length: VIEWS_PER_USER }, (_, i) => `Load view ${i + 1}`);
        if (JSON.stringify(names) !== JSON.stringify(expected))
          fail('saved views', `views ${JSON.stringify(names)}, expected ${JSON.stringify(expected)}`);
      },
    },
  ];
}

// ---------------------------------------------------------------- the run

/** Text with the non-ASCII characters removed: a character split between two reads decodes differently. */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '');

interface Outcome {
  name: string;
  result: AutocannonResult;
  firstMismatch: string | undefined;
}

async function run(origin: string, scenario: Scenario): Promise<Outcome> {
  // Each request twice: its answer must be right, and the same both times to be compared byte for byte.
  const answers = new Set<string>();
  for (const request of scenario.requests) {
    const first = await send(origin, request);
    const second = await send(origin, request);
    const what = `${scenario.name} ${request.method} ${request.path.split('?')[0]}`;
    for (const { status, text } of [first, second]) {
      if (status < 200 || status > 299) fail(what, `HTTP ${status}: ${text.slice(0, 300)}`);
    }
    if (first.text !== second.text) fail(what, 'two calls gave different answers; they cannot be checked');
    scenario.check(JSON.parse(first.text), request);
    answers.add(first.text);
  }
  const asciiAnswers = new Set([...answers].map(ascii));
  let firstMismatch: string | undefined;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: TIMEOUT_S,
    requests: scenario.requests,
    verifyBody: (body) => {
      if (answers.has(body) || asciiAnswers.has(ascii(body))) return true;
      firstMismatch ??= body.slice(0, 300);
      return false;
    },
  });
  return { name: scenario.name, result, firstMismatch };
}

/** Non-2xx answers, wrong bodies, timeouts and socket errors (autocannon counts timeouts among its errors). */
const failures = (r: AutocannonResult) => r.non2xx + r.mismatches + r.errors;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
let backend: { child: ChildProcess; origin: string } | undefined;
let failed = false;
const stop = async () => {
  if (backend) await stopBackend(backend.child);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().finally(() => process.exit(130));
  });
}

try {
  const cpu = cpus();
  console.log(
    `Load run: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.versions.node}; load average ${loadavg()[0]?.toFixed(2)} before`,
  );
  const seeding = performance.now();
  backend = await startBackend(dataDir);
  console.log(
    `  backend on ${backend.origin} (data seeded into ${dataDir} in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
  );
  const users = await signIn(dataDir, 5 * (DURATION_S + 60) + 600);
  const all = (await scenarios(backend.origin, users)).filter((s) => ONLY.includes(s.id));
  console.log(`  ${users.length} users (${USERS.join(', ')}); every answer checked before the runs`);
  const outcomes: Outcome[] = [];
  for (const scenario of all) {
    if (backend.child.exitCode !== null || backend.child.signalCode !== null)
      fail(scenario.name, 'the backend has stopped');
    const outcome = await run(backend.origin, scenario);
    outcomes.push(outcome);
    const { result } = outcome;
    console.log(
      `  ${scenario.name.padEnd(12)} p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${failures(result)} errors`,
    );
  }
  console.log(
    `\n| scenario | requests | req/s | p50 | p99 | max | errors |\n|---|---|---|---|---|---|---|\n${outcomes
      .map(
        ({ name, result: r }) =>
          `| ${name} | ${r.requests.total} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${failures(r)} |`,
      )
      .join('\n')}\n`,
  );
  console.log(`Load average ${loadavg()[0]?.toFixed(2)} after.`);
  for (const { name, result: r, firstMismatch } of outcomes) {
    if (failures(r) === 0 && r.requests.total > 0) continue;
    failed = true;
    const codes = Object.entries(r.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    console.error(
      `bench-load: ${name} had ${r.non2xx} non-2xx answers (${codes}), ${r.mismatches} wrong bodies, ` +
        `${r.timeouts} timeouts and ${r.errors - r.timeouts} socket errors in ${r.requests.total} requests`,
    );
    if (firstMismatch) console.error(`  first wrong body: ${firstMismatch}`);
  }
} catch (error) {
  failed = true;
  console.error(`bench-load: ${(error as Error).message}`);
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
