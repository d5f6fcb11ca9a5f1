import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { Contract, type ContractOperation } from './contract/contract.ts';
import { EXCHANGE_RATES } from './data/exchange-rates.ts';
import { OFFICE_KINDS } from './data/office-records.ts';
import { seedCostEntities } from './seed/cost-entities.ts';
import { seedCosts } from './seed/costs.ts';
import { seedOffice } from './seed/office.ts';
import { seedOperations } from './seed/operations.ts';
import { unsubscribeTokenContext } from './subscriptions/scheduled-mail.ts';
import { columnsOf, rowJson, tableNames } from './testing/db-rows.ts';
import { answerMismatch } from './testing/declared-answers.ts';
import {
  type ArbitraryOptions,
  loadContractDocument,
  mutationsOf,
  type ParameterValues,
  parameterMutationsOf,
  parametersArbitrary,
  readParameter,
  requestBodySchema,
  type Schema,
  SchemaJudge,
  urlOf,
  validArbitrary,
} from './testing/schema-arbitrary.ts';
import { createTestBackend, identityToken } from './testing/test-backend.ts';

/**
 * Requests generated from the contract's schemas, for every operation it drives: schema-valid
 * requests never answer 5xx (a 4xx is a documented refusal, as problem+json), and requests made
 * invalid in one place always answer a 4xx problem and change no stored row. Every answer, of
 * either kind, is one the contract declares for the operation: its status is listed there and its
 * body is what that response declares (a problem document for every error).
 *
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> pnpm exec vitest run ...
 * (a counterexample can depend on the requests before it: rerun the whole file, not one test).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** FUZZ_RUNS=<n> runs more (or fewer) requests per operation, for a longer search. */
const VALID_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const INVALID_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const doc = loadContractDocument();
const judge = new SchemaJudge(doc);
const contract = new Contract();

/**
 * Operations left out, and why. Everything else of the contract is driven.
 */
const SKIPPED: Record<string, string> = {
  importFocusExport: 'multipart upload of a FOCUS file: the body is a file, not a schema-built value',
  uploadFile: 'multipart upload: the body is a file, not a schema-built value',
  refreshToken:
    'needs the httpOnly refresh cookie of a sign-in; without it every request is the same 401 (auth.test.ts covers it)',
};

const driven = contract.operations.filter((op) => !(op.operationId in SKIPPED));
const methodRank: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
/** Reads first (so every list still has its seeded rows), then changes, then deletions. */
const ordered = [...driven].sort(
  (a, b) =>
    (methodRank[a.method] ?? 1) - (methodRank[b.method] ?? 1) || a.paramNames.length - b.paramNames.length,
);
const signsIn = (op: ContractOperation) => op.security.some((s) => s.includes('identityToken'));
const needsOfficeToken = (op: ContractOperation) => op.security.some((s) => s.includes('msToken'));
const isChat = (op: ContractOperation) => op.path.startsWith('/services/ai-chatbot/');

// Contoso's workspace as the demo has it (costs at a tenth of the demo scale, to stay quick).
const backend = await createTestBackend({
  seed: (db) => {
    seedCosts(db, ['contoso'], { scale: 0.1 });
    seedCostEntities(db, ['contoso']);
    seedOffice(db, ['contoso']);
    seedOperations(db, ['contoso']);
  },
});
afterAll(() => backend.close());
// One file of contoso's own (the seed has fabrikam's branding only), for the file routes.
await backend.db.run('INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?)', [
  'contoso',
  'branding-logo',
  'contoso-logo.svg',
  'image/svg+xml',
  4,
  Buffer.from('<svg'),
  '2026-11-01T00:00:00.000Z',
]);
// A scheduled e-mail of contoso's admin, so an unsubscribe link has a real token to draw.
await backend.scheduledMails.subscribe(
  'contoso',
  (await backend.data.accounts.userByUpn('admin@contoso.example'))?.id ?? '',
  { target: { kind: 'screen', screen: 'anomalies' }, frequency: 'monthly' },
);

const ADMIN = 'admin@contoso.example';
const FINANCE = 'finance@contoso.example';
type Who = 'admin' | 'finance';
const upnOf = (who: Who) => (who === 'admin' ? ADMIN : FINANCE);

// ---------------------------------------------------------------- the database, before and after

const tables = await tableNames(backend.db);

/** A checksum of every row of every table. */
async function checksums(): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for (const table of tables) {
    // Some tables have no rowid: rows are compared as a sorted set.
    const rows = (await backend.db.all<object>(`SELECT * FROM "${table}"`)).map(rowJson);
    const hash = createHash('sha256');
    for (const row of rows.sort()) hash.update(row);
    sums.set(table, hash.digest('hex'));
  }
  return sums;
}
/**
 * A cheap first look at whether anything was written. SQLite: the rows written since the
 * connection opened (rolled-back writes count too). PostgreSQL: a sequence that a statement-level
 * trigger on every table moves on for each insert, update, delete or truncate (a sequence is not
 * rolled back, so refused writes count too). Counting every table's rows and newest row version
 * instead read the whole database twice per request: most of this file's time on PostgreSQL.
 */
if (backend.db.dialect === 'postgres') {
  await backend.db.exec(`
    CREATE SEQUENCE fuzz_writes;
    CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('fuzz_writes'); RETURN NULL; END $$;
    ${tables
      .map(
        (t) =>
          `CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_write();`,
      )
      .join('\n')}
  `);
}
const writes = async () =>
  (
    await backend.db.get<{ n: number | string }>(
      backend.db.dialect === 'postgres'
        ? 'SELECT last_value::text || is_called::text AS n FROM fuzz_writes'
        : 'SELECT total_changes() AS n',
    )
  )?.n ?? 0;
type State = { writes: number | string; sums: Map<string, string> };
let snapshot: State | undefined;
/** The database's state, recomputed only when something was written since the last look. */
async function stateNow(): Promise<State> {
  const now = await writes();
  if (snapshot?.writes !== now) snapshot = { writes: now, sums: await checksums() };
  return snapshot;
}
/** The tables whose rows differ from `before` (nothing was written at all: none). */
async function changedSince(before: State): Promise<string[]> {
  if ((await writes()) === before.writes) return [];
  const after = (await stateNow()).sums;
  return tables.filter((t) => after.get(t) !== before.sums.get(t));
}

// ---------------------------------------------------------------- real values to draw from

const column = async (sql: string) => (await backend.db.all<{ v: unknown }>(sql)).map((r) => r.v);
/** Values of the seeded (and by then created) rows of contoso, by the name of the place they go. */
async function realValues(name: string): Promise<unknown[]> {
  switch (name) {
    case 'type':
    case 'reportType':
      return column("SELECT key AS v FROM features WHERE tenant_id = 'contoso' AND kind = 'pbi'");
    case 'licenseKey':
      return column('SELECT licence_key AS v FROM licence_definitions');
    case 'key':
      return column("SELECT key AS v FROM features WHERE tenant_id = 'contoso'");
    case 'chatId':
      return column("SELECT chat_id AS v FROM chats WHERE tenant_id = 'contoso'");
    case 'tenantId':
      return column('SELECT id AS v FROM tenants');
    case 'menuUuid':
      return column("SELECT uuid AS v FROM menu_items WHERE tenant_id = 'contoso' LIMIT 50");
    case 'upn':
      return [ADMIN];
    case 'currency':
      return Object.keys(EXCHANGE_RATES.perUsd);
    case 'token':
      // The unsubscribe links' tokens, opened as the e-mails are written.
      return (
        await backend.db.all<{ id: string; token_sealed: string }>(
          'SELECT id, token_sealed FROM subscriptions',
        )
      ).map((r) => backend.pipelines.box.open(JSON.parse(r.token_sealed), unsubscribeTokenContext(r.id)));
    case 'licences':
      // The records' JSON is read here: the engines' JSON functions differ.
      return (
        await column(
          `SELECT data AS v FROM tenant_records WHERE tenant_id = 'contoso' AND kind = '${OFFICE_KINDS.sku}'`,
        )
      ).map((data) => (JSON.parse(String(data)) as { sku: unknown }).sku);
    default:
      return [];
  }
}
const HINTED = [
  'type',
  'reportType',
  'licenseKey',
  'key',
  'chatId',
  'tenantId',
  'menuUuid',
  'upn',
  'currency',
  'licences',
  'token',
];
/** The hint of the generators: the real values of the rows as they are now (read before building them). */
async function hintNow(): Promise<ArbitraryOptions['hint']> {
  const real = new Map<string, unknown[]>();
  for (const name of HINTED) real.set(name, await realValues(name));
  return (name, schema) => {
    const values = (real.get(name) ?? []).filter((v) => judge.valid(schema, v));
    return values.length > 0 ? fc.constantFrom(...values) : undefined;
  };
}

/** Every id-like string of a JSON answer (id, uuid, key, entryId...). */
function harvest(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) harvest(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && /^(id|uuid|key|entryId|chatId)$/i.test(key)) into.add(item);
      else harvest(item, into);
    }
  return into;
}

/**
 * Real ids for an operation's path parameter: the ids the nearest list above its path answers
 * (`/alerts/definitions` for `/alerts/definitions/{id}`), else every id-like value of contoso's
 * rows; only those the parameter's schema accepts.
 */
async function realIds(op: ContractOperation): Promise<Map<string, unknown[]>> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const accepted = (ids: Iterable<unknown>) => {
    const byName = new Map<string, unknown[]>();
    for (const param of pathParams)
      byName.set(
        param.name,
        [...new Set(ids)].filter(
          (id) => typeof id === 'string' && judge.valid(param.schema, readParameter(param.schema, [id])),
        ),
      );
    return byName;
  };
  const any = (byName: Map<string, unknown[]>) => [...byName.values()].some((ids) => ids.length > 0);
  // The partner's customers (the handler's list when the tenant stored none).
  if (op.operationId === 'securePartnerCustomer') return accepted(['contoso-retail', 'contoso-labs']);

  const literal = op.path.slice(0, op.path.indexOf('/{'));
  const list = contract.operations
    .filter((o) => o.method === 'GET' && o.paramNames.length === 0 && `${literal}/`.startsWith(`${o.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (list) {
    const found = new Set<string>();
    const token = await backend.tokenFor(ADMIN, 'contoso');
    // A required enum (the recommendations' source): each of its values.
    const required = list.parameters.find((p) => p.in === 'query' && p.required);
    const queries = required
      ? ((required.schema.enum as string[] | undefined) ?? []).map(
          (v) => `?${required.name}=${encodeURIComponent(v)}`,
        )
      : [''];
    for (const query of queries) {
      const response = await backend.call(`${list.path}${query}${query ? '&' : '?'}limit=1000`, { token });
      if (response.ok) harvest(await response.json(), found);
      else await response.body?.cancel();
    }
    const fromList = accepted(found);
    if (any(fromList)) return fromList;
  }
  // Else the rows of the tables the path names (custom_reports for /report/custom/{id}), else of all.
  const words = new Set(literal.split(/[/-]/).map((w) => w.replace(/s$/, '')));
  const named = (table: string) => table.split('_').filter((w) => words.has(w.replace(/s$/, ''))).length;
  const best = Math.max(...tables.map(named));
  const fromRows: unknown[] = [];
  for (const table of tables.filter((t) => named(t) === best)) {
    const columns = await columnsOf(backend.db, table);
    if (!columns.includes('tenant_id')) continue;
    for (const c of columns.filter((c) => c === 'id' || c === 'uuid' || c === 'key'))
      fromRows.push(
        ...(await column(`SELECT DISTINCT "${c}" AS v FROM "${table}" WHERE tenant_id = 'contoso' LIMIT 50`)),
      );
  }
  return accepted(fromRows);
}

// ---------------------------------------------------------------- sending

interface Sent {
  url: string;
  body?: { text: string; contentType: string };
}

async function send(op: ContractOperation, who: Who, request: Sent): Promise<Response> {
  if (isChat(op)) {
    // The chat allows 2 requests a minute: each generated one comes a minute after the last.
    backend.advance(61_000);
  }
  const headers: Record<string, string> = {};
  const upn = upnOf(who);
  headers.Authorization = `Bearer ${signsIn(op) ? await identityToken(upn) : await backend.tokenFor(upn, 'contoso')}`;
  if (needsOfficeToken(op)) headers['X-MS-Token'] = await identityToken(upn);
  if (request.body) headers['Content-Type'] = request.body.contentType;
  return backend.app.request(request.url, {
    method: op.method,
    headers,
    ...(request.body ? { body: request.body.text } : {}),
  });
}

const describeRequest = (op: ContractOperation, who: Who, request: Sent) =>
  `${who}: ${op.method} ${request.url.slice(0, 300)}${request.body ? ` [${request.body.contentType}] ${request.body.text.slice(0, 300)}` : ''}`;

const statuses = new Map<string, number[]>();
const invalidCounts = new Map<string, number>();

const propertyOptions = (runs: number) => ({ seed: SEED, numRuns: runs, maxSkipsPerRun: 200 });

// ---------------------------------------------------------------- valid requests

describe('schema-valid requests never fail the server', () => {
  it('drives nearly every operation of the contract', () => {
    expect(driven.length).toBeGreaterThan(130);
    expect(contract.operations.length - driven.length).toBe(Object.keys(SKIPPED).length);
  });

  for (const op of ordered) {
    it(`${op.operationId}: ${op.method} ${op.path}`, async () => {
      const bodySchema = requestBodySchema(doc, op);
      const ids = await realIds(op);
      const hint = await hintNow();
      const params = parametersArbitrary(doc, op, {
        hint,
        pathValues: (name) => {
          const values = ids.get(name) ?? [];
          return values.length > 0 ? fc.constantFrom(...values) : undefined;
        },
      });
      const body = bodySchema ? validArbitrary(doc, bodySchema, { hint }) : fc.constant(undefined);
      const seen: number[] = [];
      statuses.set(op.operationId, seen);
      await fc.assert(
        fc.asyncProperty(
          params,
          body,
          fc.constantFrom<Who>('admin', 'admin', 'finance'),
          async (values, value, who) => {
            // The generator's own check: what it calls valid, the contract accepts.
            if (bodySchema && !judge.valid(bodySchema, value))
              throw new Error(`generated an invalid body: ${judge.errorsOf(bodySchema, value)}`);
            const wire = new URL(urlOf(op, values), 'http://portal.test');
            for (const param of op.parameters) {
              const raw =
                param.in === 'path'
                  ? [String(values.path[param.name])]
                  : wire.searchParams.getAll(param.name);
              if (raw.length > 0 && !judge.valid(param.schema, readParameter(param.schema, raw)))
                throw new Error(`generated an invalid ${param.in}.${param.name}: ${JSON.stringify(raw)}`);
            }
            const request: Sent = {
              url: urlOf(op, values),
              ...(bodySchema
                ? { body: { text: JSON.stringify(value), contentType: 'application/json' } }
                : {}),
            };
            const response = await send(op, who, request);
            seen.push(response.status);
            const text = await response.text();
            const type = response.headers.get('Content-Type') ?? '';
            if (response.status >= 500)
              throw new Error(
                `${describeRequest(op, who, request)} answered ${response.status}: ${text.slice(0, 300)}`,
              );
            if (response.status >= 400 && type !== 'application/problem+json')
              throw new Error(`${describeRequest(op, who, request)} answered ${response.status} as ${type}`);
            const mismatch = answerMismatch(doc, judge, op, {
              status: response.status,
              contentType: type,
              text,
            });
            if (mismatch) throw new Error(`${describeRequest(op, who, request)} ${mismatch}`);
          },
        ),
        propertyOptions(VALID_RUNS),
      );
    });
  }

  it('reaches a success for most operations, and for every read without a path parameter', () => {
    const succeeded = [...statuses].filter(([, s]) => s.some((status) => status < 300)).map(([id]) => id);
    const reads = driven.filter((op) => op.method === 'GET' && op.paramNames.length === 0);
    const readsWithout2xx = reads
      .filter((op) => !succeeded.includes(op.operationId))
      .map((op) => `${op.operationId} ${JSON.stringify(statuses.get(op.operationId))}`);
    expect(readsWithout2xx).toEqual([]);
    expect(succeeded.length / driven.length).toBeGreaterThan(0.8);
  });
});

// ---------------------------------------------------------------- invalid requests

/** One way to break a request, and whether the contract indeed refuses it. */
interface Broken {
  what: string;
  request: Sent;
  invalid: boolean;
  /** Where a 400 must name the fault in its `errors` (`query.limit`, `/recipients/0`), when it is one place. */
  field?: string;
}

function brokenRequests(
  op: ContractOperation,
  bodySchema: Schema | undefined,
  values: ParameterValues,
  body: unknown,
): Broken[] {
  const url = urlOf(op, values);
  const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'application/json' });
  const validBody = bodySchema ? json(body) : undefined;
  const out: Broken[] = [];
  for (const m of parameterMutationsOf(doc, op, values)) {
    const param = op.parameters.find((p) => `${p.in}.${p.name}` === m.where);
    const wireUrl = new URL(urlOf(op, m.values), 'http://portal.test');
    const raw =
      param?.in === 'query'
        ? wireUrl.searchParams.getAll(param.name)
        : [String(m.values.path[param?.name ?? ''] ?? '')];
    const invalid =
      !param ||
      (param.in === 'query' && raw.length === 0
        ? param.required
        : !judge.valid(param.schema, readParameter(param.schema, raw)));
    out.push({
      what: `${m.where}: ${m.kind}`,
      field: m.where,
      request: { url: urlOf(op, m.values), ...(validBody ? { body: validBody } : {}) },
      invalid,
    });
  }
  if (op.paramNames.length > 0) {
    // Percent-encoding that does not decode.
    const name = op.paramNames[0] ?? '';
    const marked = urlOf(op, { ...values, path: { ...values.path, [name]: 'MALFORMED' } });
    out.push({
      what: `path.${name}: malformed percent-encoding`,
      field: `path.${name}`,
      request: { url: marked.replace('MALFORMED', '%E0%A4%A'), ...(validBody ? { body: validBody } : {}) },
      invalid: true,
    });
  }
  if (bodySchema) {
    for (const m of mutationsOf(doc, bodySchema, body))
      out.push({
        what: `body ${m.where}: ${m.kind}`,
        field: m.where,
        request: { url, body: json(m.value) },
        invalid: !judge.valid(bodySchema, m.value),
      });
    const text = JSON.stringify(body);
    out.push(
      {
        what: 'malformed JSON',
        request: { url, body: { text: text.slice(0, -1), contentType: 'application/json' } },
        invalid: true,
      },
      {
        what: 'a JSON body sent as text/plain',
        request: { url, body: { text, contentType: 'text/plain' } },
        invalid: true,
      },
      {
        what: 'a JSON body sent as form data',
        request: { url, body: { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' } },
        invalid: true,
      },
      { what: 'no body where one is required', request: { url }, invalid: true },
    );
  }
  return out;
}

describe('requests invalid in one place answer a 4xx problem and change nothing', () => {
  const withInputs = ordered.filter((op) => op.parameters.length > 0 || requestBodySchema(doc, op));

  for (const op of withInputs) {
    it(`${op.operationId}: ${op.method} ${op.path}`, async () => {
      const bodySchema = requestBodySchema(doc, op);
      const hint = await hintNow();
      const params = parametersArbitrary(doc, op, { hint });
      const body = bodySchema ? validArbitrary(doc, bodySchema, { hint }) : fc.constant(undefined);
      let count = 0;
      await fc.assert(
        fc.asyncProperty(
          params,
          body,
          fc.nat(),
          fc.constantFrom<Who>('admin', 'finance'),
          async (values, value, pick, who) => {
            const candidates = brokenRequests(op, bodySchema, values, value).filter((b) => b.invalid);
            fc.pre(candidates.length > 0);
            const broken = candidates[pick % candidates.length] as Broken;
            const before = await stateNow();
            const response = await send(op, who, broken.request);
            const text = await response.text();
            const type = response.headers.get('Content-Type') ?? '';
            const changed = await changedSince(before);
            count += 1;
            const what = `${broken.what} — ${describeRequest(op, who, broken.request)} answered ${response.status} ${type}`;
            if (response.status < 400 || response.status >= 500)
              throw new Error(`${what}: ${text.slice(0, 300)}`);
            if (type !== 'application/problem+json') throw new Error(`${what}: not a problem document`);
            const mismatch = answerMismatch(doc, judge, op, {
              status: response.status,
              contentType: type,
              text,
            });
            if (mismatch)
              throw new Error(`${broken.what} — ${describeRequest(op, who, broken.request)} ${mismatch}`);
            if (changed.length > 0) throw new Error(`${what}, yet changed ${changed.join(', ')}`);
            // A refusal of the input names the place at fault (a wrong path may also be a 404).
            const field = broken.field;
            if (response.status === 400 && field) {
              const errors = (JSON.parse(text) as { errors?: { field: string }[] }).errors ?? [];
              const named = errors.some(
                (e) =>
                  field === '/' ||
                  e.field === field ||
                  e.field.startsWith(`${field}/`) ||
                  e.field.startsWith(`${field}.`),
              );
              if (!named) throw new Error(`${what}: its errors do not name ${field}: ${text.slice(0, 300)}`);
            }
          },
        ),
        propertyOptions(INVALID_RUNS),
      );
      invalidCounts.set(op.operationId, count);
    });
  }

  it('sent broken requests to every operation that takes input', () => {
    const without = withInputs.filter((op) => !invalidCounts.get(op.operationId)).map((op) => op.operationId);
    expect(without).toEqual([]);
    expect(withInputs.length).toBeGreaterThan(80);
  });
});

// ---------------------------------------------------------------- the dispatcher's own answers

/**
 * What the dispatcher answers by itself, before any handler: a missing token, a tenant that is not
 * onboarded, a body of a media type the operation does not take, and a held answer (If-None-Match).
 * Every operation is sent each of them, the ones the loops above leave out too, and each answer
 * must be one the operation declares.
 */
describe("the dispatcher's own answers are ones each operation declares", () => {
  const probeUrl = (op: ContractOperation) => op.path.replace(/\{[^}]+\}/g, 'probe-1');
  const raw = async (
    op: ContractOperation,
    url: string,
    init: { token?: string; headers?: Record<string, string>; body?: { text: string; contentType: string } },
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body) headers['Content-Type'] = init.body.contentType;
    const response = await backend.app.request(url, {
      method: op.method,
      headers,
      ...(init.body ? { body: init.body.text } : {}),
    });
    const text = await response.text();
    return { status: response.status, contentType: response.headers.get('Content-Type'), text };
  };
  const check = (
    failures: string[],
    op: ContractOperation,
    what: string,
    answer: Awaited<ReturnType<typeof raw>>,
  ) => {
    const mismatch = answerMismatch(doc, judge, op, answer);
    if (mismatch) failures.push(`${what}: ${op.method} ${op.path} ${mismatch}`);
  };

  it('answers a request without a token as each operation declares', async () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const op of contract.operations) {
      const answer = await raw(op, probeUrl(op), {});
      statuses.add(answer.status);
      check(failures, op, 'no token', answer);
    }
    expect(failures).toEqual([]);
    expect(statuses).toContain(401);
  });

  it('answers a user of a tenant that is not onboarded as each operation declares', async () => {
    const token = await backend.tokenFor('newuser@northwind.example', 'northwind');
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const op of contract.operations.filter((o) => o.security.every((s) => s.includes('appToken')))) {
      const answer = await raw(op, probeUrl(op), { token });
      statuses.add(answer.status);
      check(failures, op, 'tenant not onboarded', answer);
    }
    expect(failures).toEqual([]);
    expect(statuses).toContain(403);
  });

  it('answers a body of a media type the operation does not take as each operation declares', async () => {
    const token = await backend.tokenFor(ADMIN, 'contoso');
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const op of contract.operations.filter((o) => o.body)) {
      const answer = await raw(op, probeUrl(op), {
        token: signsIn(op) ? await identityToken(ADMIN) : token,
        body: { text: 'a=1', contentType: 'application/x-www-form-urlencoded' },
      });
      statuses.add(answer.status);
      check(failures, op, 'a form body', answer);
    }
    expect(failures).toEqual([]);
    expect(statuses).toContain(415);
  });

  it('answers If-None-Match: * as each operation that takes it declares', async () => {
    const token = await backend.tokenFor(ADMIN, 'contoso');
    const takesIt = contract.operations.filter((op) =>
      op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-none-match'),
    );
    expect(takesIt.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const op of takesIt) {
      const ids = await realIds(op);
      const params = parametersArbitrary(doc, op, {
        hint: await hintNow(),
        pathValues: (name) => {
          const values = ids.get(name) ?? [];
          return values.length > 0 ? fc.constantFrom(...values) : undefined;
        },
      });
      for (const values of fc.sample(params, { seed: SEED, numRuns: 10 })) {
        const answer = await raw(op, urlOf(op, values), { token, headers: { 'If-None-Match': '*' } });
        statuses.add(answer.status);
        check(failures, op, 'If-None-Match: *', answer);
      }
    }
    expect(failures).toEqual([]);
    expect(statuses).toContain(304);
  });
});

// ---------------------------------------------------------------- saved views over GraphQL

describe('saved views refuse bad GraphQL with a 4xx or a refusal, never a 5xx, and change nothing', () => {
  const GRAPHQL = '/services/api-portal-customer/graphql';
  const ADD =
    'mutation add($input: AddPbiBookmarkInput!) { addPbiBookmark(input: $input) { success errors { field message } } }';
  const LIST =
    'query list($pageName: String!, $tabName: String!) { getPbiBookmarks(pageName: $pageName, tabName: $tabName) { result { entryId } } }';
  const text = fc.string({ minLength: 1, maxLength: 20 });
  const view = fc.record({ pageName: text, tabName: text, name: text, state: text });
  const notAString = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
  );

  /** GraphQL the schema refuses: wrong variable types, unknown fields, missing variables, bad syntax. */
  const refused = fc.oneof(
    fc
      .tuple(view, fc.constantFrom('pageName', 'tabName', 'name', 'state'), notAString)
      .map(([input, key, bad]) => ({
        what: `addPbiBookmark with ${key} = ${JSON.stringify(bad)}`,
        body: { query: ADD, variables: { input: { ...input, [key]: bad } } },
      })),
    fc.tuple(view, fc.constantFrom('pageName', 'tabName', 'name', 'state')).map(([input, key]) => {
      const { [key as keyof typeof input]: _dropped, ...rest } = input;
      return { what: `addPbiBookmark without ${key}`, body: { query: ADD, variables: { input: rest } } };
    }),
    fc
      .tuple(
        view,
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((k) => /^[A-Za-z_]\w*$/.test(k) && !['pageName', 'tabName', 'name', 'state'].includes(k)),
      )
      .map(([input, extra]) => ({
        what: `addPbiBookmark with an unknown input field ${extra}`,
        body: { query: ADD, variables: { input: { ...input, [extra]: 'x' } } },
      })),
    fc.tuple(notAString, text).map(([pageName, tabName]) => ({
      what: `getPbiBookmarks with pageName = ${JSON.stringify(pageName)}`,
      body: { query: LIST, variables: { pageName, tabName } },
    })),
    fc.constantFrom('nope', 'secret', '__typenameX', 'tenantIdX').map((field) => ({
      what: `getPbiBookmarks selecting an unknown field ${field}`,
      body: { query: `{ getPbiBookmarks(pageName: "p", tabName: "t") { result { ${field} } } }` },
    })),
    fc
      .constantFrom(
        '{',
        'mutation { addPbiBookmark }',
        'query { getPbiBookmarks }',
        '{ nope }',
        'subscription { x }',
      )
      .map((query) => ({
        what: `the query ${query}`,
        body: { query },
      })),
    view.map((input) => ({ what: 'variables as an array', body: { query: ADD, variables: [input] } })),
  );

  it('answers 400 with GraphQL errors to requests the schema refuses', async () => {
    await fc.assert(
      fc.asyncProperty(refused, fc.constantFrom<Who>('admin', 'finance'), async ({ what, body }, who) => {
        const before = await stateNow();
        const response = await backend.call(GRAPHQL, {
          method: 'POST',
          token: await backend.tokenFor(upnOf(who), 'contoso'),
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { errors?: unknown[] };
        const changed = await changedSince(before);
        if (response.status !== 400 || !Array.isArray(answer.errors) || answer.errors.length === 0)
          throw new Error(`${what} answered ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
        if (changed.length > 0) throw new Error(`${what} changed ${changed.join(', ')}`);
      }),
      propertyOptions(60),
    );
  });

  it('refuses titles over 40 characters (trimmed) as a mutation error, saving nothing', async () => {
    const long = fc
      .tuple(fc.string({ minLength: 41, maxLength: 200 }), fc.constantFrom('', '  '))
      .map(([name, pad]) => `${pad}${name}${pad}`)
      .filter((name) => [...name.trim()].length > 40);
    await fc.assert(
      fc.asyncProperty(view, long, async (input, name) => {
        const before = await stateNow();
        const response = await backend.call(GRAPHQL, {
          method: 'POST',
          token: await backend.tokenFor(ADMIN, 'contoso'),
          body: JSON.stringify({ query: ADD, variables: { input: { ...input, name } } }),
        });
        const answer = (await response.json()) as {
          data?: { addPbiBookmark?: { success: boolean; errors: { field: string | null }[] } };
        };
        const changed = await changedSince(before);
        expect(response.status).toBe(200);
        expect(answer.data?.addPbiBookmark?.success).toBe(false);
        expect(answer.data?.addPbiBookmark?.errors.map((e) => e.field)).toContain('name');
        expect(changed).toEqual([]);
      }),
      propertyOptions(20),
    );
  });
});

afterAll(() => {
  // FUZZ_DEBUG=1: the answers each operation gave, to see what the generated requests reach.
  if (!process.env.FUZZ_DEBUG) return;
  for (const [id, seen] of statuses) {
    const counts = Object.fromEntries([...new Set(seen)].map((s) => [s, seen.filter((t) => t === s).length]));
    console.info(`valid ${id} ${JSON.stringify(counts)}`);
  }
  for (const [id, n] of invalidCounts) console.info(`invalid ${id} ${n}`);
});
