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
 * Beside Prism (issue 15): then it starts Stoplight Prism (`prism mock`, the dev dependency) on a
 * free loopback port, mocking the same contracts/openapi/portal.yaml, and runs the menu, page and
 * search scenarios against it with the same requests (paths, query strings, bearer tokens),
 * connections and duration, and prints both side by side with the ratio. Prism answers the
 * contract's examples (here generated from the schemas, far smaller than the real answers) and checks nothing but
 * the request's shape; the backend does the real work (token, membership, the tenant's menu for the
 * personas and rights, the contract's validation). For Prism only non-2xx answers, timeouts and
 * socket errors count; its bodies are not checked. Prism logs errors only (`-v error`): its default
 * logging of every request would slow it down.
 *
 *   node mock-server/scripts/bench-load.ts [--duration S] [--connections N] [--port P]
 *                                          [--only menu,page,search,costs,views]
 *                                          [--no-prism] [--json FILE]
 *
 * `--json FILE` writes every result (both targets) as JSON, for docs/benchmarks.md; the figures of
 * docs/performance.md are copied by hand.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
  p97_5: number;
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
  throughput: { total: number };
  duration: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: LoadRequest[];
  verifyBody?: (body: string) => boolean;
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
    json: { type: 'string' },
    'no-prism': { type: 'boolean' },
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
/** Where --json writes every result. */
const JSON_FILE = flags.json === undefined ? undefined : resolve(flags.json);
if (JSON_FILE !== undefined && flags.json === '') {
  console.error('bench-load: --json takes a file name');
  process.exit(2);
}
/** The scenarios Prism also answers (the contract's examples); the others need the backend's data. */
const PRISM_SCENARIOS = ['menu', 'page', 'search'];
const WITH_PRISM = flags['no-prism'] !== true && ONLY.some((id) => PRISM_SCENARIOS.includes(id));
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

/** A free loopback port: the system picks one, and it is let go at once for Prism to take. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts Stoplight Prism mocking contracts/openapi/portal.yaml on a free loopback port; answers its
 * origin once `probe` is answered (Prism answers 401 to a call without a bearer token).
 */
async function startPrism(probe: LoadRequest): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    join(ROOT, 'mock-server', 'node_modules', '.bin', 'prism'),
    [
      'mock',
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-v',
      'error',
      join(ROOT, 'contracts', 'openapi', 'portal.yaml'),
    ],
    { cwd: join(ROOT, 'mock-server'), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Prism reports at level error the violations of its own example answers against the schemas:
  // kept out of the figures' output, shown only when it does not start.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Prism stopped before it listened: ${stderr.slice(0, 500)}`);
    try {
      const { status } = await send(origin, probe);
      if (status >= 200 && status < 300) return { child, origin };
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  await stopBackend(child);
  throw new Error(`Prism did not answer within 120 s: ${stderr.slice(0, 500)}`);
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

type Target = 'backend' | 'prism';

interface Outcome {
  id: string;
  name: string;
  target: Target;
  result: AutocannonResult;
  firstMismatch: string | undefined;
}

/** The backend's run: every answer checked. */
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
  return { id: scenario.id, name: scenario.name, target: 'backend', result, firstMismatch };
}

/** Prism's run of the same requests: only non-2xx answers, timeouts and socket errors count. */
async function runPrism(origin: string, scenario: Scenario): Promise<Outcome> {
  for (const request of scenario.requests) {
    const { status, text } = await send(origin, request);
    if (status < 200 || status > 299)
      fail(`Prism ${scenario.name} ${request.path.split('?')[0]}`, `HTTP ${status}: ${text.slice(0, 300)}`);
  }
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: TIMEOUT_S,
    requests: scenario.requests,
  });
  return { id: scenario.id, name: scenario.name, target: 'prism', result, firstMismatch: undefined };
}

/** Non-2xx answers, wrong bodies, timeouts and socket errors (autocannon counts timeouts among its errors). */
const failures = (r: AutocannonResult) => r.non2xx + r.mismatches + r.errors;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
let backend: { child: ChildProcess; origin: string } | undefined;
let prism: { child: ChildProcess; origin: string } | undefined;
let failed = false;
const stop = async () => {
  if (backend) await stopBackend(backend.child);
  if (prism) await stopBackend(prism.child);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop().finally(() => process.exit(130));
  });
}

/**
 * What one run is, as --json writes it (scripts/bench-report.ts reads scenario, target, requests,
 * rps, p50, p99, max and errors): latencies in milliseconds, bytes per answer with its headers.
 */
const record = ({ id, target, result: r }: Outcome) => ({
  scenario: id,
  target,
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p97_5: r.latency.p97_5,
  p99: r.latency.p99,
  max: r.latency.max,
  average: r.latency.average,
  errors: failures(r),
  non2xx: r.non2xx,
  wrongBodies: r.mismatches,
  timeouts: r.timeouts,
  bytesPerAnswer: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
});

const PRISM_NOTE =
  "Prism answers the contract's examples (generated from the schemas, far smaller than the real answers: see the bytes) after checking the " +
  "request's shape only; the backend does the real work: the token and the membership, the contract's " +
  "validation, the tenant's menu and pages for the caller's personas and rights. Prism's bodies are not checked.";

try {
  const cpu = cpus();
  const loadBefore = loadavg();
  const startedAt = new Date();
  console.log(
    `Load run: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.versions.node}; load average ${loadBefore[0]?.toFixed(2)} before`,
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
  const show = (outcome: Outcome) => {
    const { result } = outcome;
    console.log(
      `  ${outcome.target.padEnd(8)}${outcome.name.padEnd(12)} p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${failures(result)} errors`,
    );
  };
  for (const scenario of all) {
    if (backend.child.exitCode !== null || backend.child.signalCode !== null)
      fail(scenario.name, 'the backend has stopped');
    const outcome = await run(backend.origin, scenario);
    outcomes.push(outcome);
    show(outcome);
  }
  // The backend is stopped before Prism runs: the two never share the cores.
  await stopBackend(backend.child);
  backend = undefined;

  const prismScenarios = WITH_PRISM ? all.filter((s) => PRISM_SCENARIOS.includes(s.id)) : [];
  if (prismScenarios.length > 0 && prismScenarios[0]?.requests[0]) {
    const starting = performance.now();
    prism = await startPrism(prismScenarios[0].requests[0]);
    console.log(
      `  Prism on ${prism.origin}, mocking contracts/openapi/portal.yaml (started in ${((performance.now() - starting) / 1000).toFixed(1)} s)`,
    );
    for (const scenario of prismScenarios) {
      const outcome = await runPrism(prism.origin, scenario);
      outcomes.push(outcome);
      show(outcome);
    }
    await stopBackend(prism.child);
    prism = undefined;
  }
  const loadAfter = loadavg();

  const ours = outcomes.filter((o) => o.target === 'backend');
  console.log(
    `\n| scenario | requests | req/s | p50 | p99 | max | errors |\n|---|---|---|---|---|---|---|\n${ours
      .map(
        ({ name, result: r }) =>
          `| ${name} | ${r.requests.total} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${failures(r)} |`,
      )
      .join('\n')}\n`,
  );
  const pairs = ours.flatMap((o) => {
    const theirs = outcomes.find((p) => p.target === 'prism' && p.id === o.id);
    return theirs ? [{ ours: o.result, theirs: theirs.result, name: o.name }] : [];
  });
  if (pairs.length > 0) {
    console.log(
      `Beside Prism (same requests, ${CONNECTIONS} connections, ${DURATION_S} s each):\n\n` +
        '| scenario | backend req/s | Prism req/s | ratio | backend p50 / p99 | Prism p50 / p99 | backend bytes | Prism bytes | errors (backend / Prism) |\n' +
        `|---|---|---|---|---|---|---|---|---|\n${pairs
          .map(({ name, ours: a, theirs: b }) => {
            const ratio = b.requests.average > 0 ? (a.requests.average / b.requests.average).toFixed(1) : '–';
            const bytes = (r: AutocannonResult) =>
              r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0;
            return `| ${name} | ${Math.round(a.requests.average)} | ${Math.round(b.requests.average)} | ${ratio}× | ${a.latency.p50} / ${a.latency.p99} ms | ${b.latency.p50} / ${b.latency.p99} ms | ${bytes(a)} | ${bytes(b)} | ${failures(a)} / ${failures(b)} |`;
          })
          .join('\n')}\n\n${PRISM_NOTE}\n`,
    );
  }
  console.log(`Load average ${loadAfter[0]?.toFixed(2)} after.`);

  if (JSON_FILE) {
    mkdirSync(dirname(JSON_FILE), { recursive: true });
    const report = {
      startedAt: startedAt.toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      machine: { cpus: cpu.length, cpuModel: cpu[0]?.model ?? '', node: process.versions.node },
      loadAverage: { before: loadBefore, after: loadAfter },
      prismNote: pairs.length > 0 ? PRISM_NOTE : undefined,
      results: outcomes.map(record),
    };
    writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Results written to ${JSON_FILE}.`);
  }

  for (const { name, target, result: r, firstMismatch } of outcomes) {
    if (failures(r) === 0 && r.requests.total > 0) continue;
    // Only the backend's errors fail the run; Prism's are reported beside its figures.
    if (target === 'backend') failed = true;
    const codes = Object.entries(r.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    (target === 'backend' ? console.error : console.log)(
      `${target === 'backend' ? 'bench-load' : 'note'}: ${target} ${name} had ${r.non2xx} non-2xx answers (${codes}), ${r.mismatches} wrong bodies, ` +
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
