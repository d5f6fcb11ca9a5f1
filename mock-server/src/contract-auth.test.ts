import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { Contract } from './contract/contract.ts';
import { OFFICE_KINDS } from './data/office-records.ts';
import { seedCostEntities } from './seed/cost-entities.ts';
import { seedCosts } from './seed/costs.ts';
import { seedOffice } from './seed/office.ts';
import { seedOperations } from './seed/operations.ts';
import { columnsOf, idColumnsOf, rowJson, tableNames } from './testing/db-rows.ts';
import {
  loadContractDocument,
  readParameter,
  requestBodySchema,
  SchemaJudge,
  validArbitrary,
} from './testing/schema-arbitrary.ts';
import { createTestBackend } from './testing/test-backend.ts';

/**
 * Generated over the contract: every operation that needs the app token refuses, with a 401
 * problem, a request without one and every kind of forged or stale token, whatever its path,
 * query or body (the caller is checked before the input, so nothing is learnt without a token).
 */
const contract = new Contract();
const guarded = contract.operations.filter(
  (op) => op.security.length > 0 && op.security.every((schemes) => schemes.includes('appToken')),
);
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, 'probe-1');

describe('every operation behind the app token refuses missing, forged and stale tokens', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

  it('covers the contract', () => {
    // A contract that lost its security would make the test below pass on nothing.
    expect(guarded.length).toBeGreaterThan(100);
  });

  it('answers 401 problem+json to each kind of bad token on every guarded route', async () => {
    const valid = await backend.tokenFor('admin@contoso.example', 'contoso');
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const claims = decodeJwt(valid);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged: Record<string, string | undefined> = {
      missing: undefined,
      garbage: 'not-a-token',
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'claims changed under the signature': `${header}.${encode({ ...claims, tid: 'fabrikam' })}.${signature}`,
      'signed with another key': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new Uint8Array(32).fill(7)),
      // Validly signed, for a tenant the user is no member of.
      'another tenant': await backend.tokens.issueApp({
        ...(claims as never as Parameters<typeof backend.tokens.issueApp>[0]),
        tid: 'litware',
      }),
      // The tenant-selection token opens the tenant list only.
      'tenant selection': await backend.tokens.issueSelection({
        sub: 'admin@contoso.example',
        uid: String(claims.uid),
      }),
    };
    const failures: string[] = [];
    const check = async (kind: string, token: string | undefined) => {
      for (const op of guarded) {
        if (kind === 'tenant selection' && op.operationId === 'listTenants') continue;
        const response = await backend.call(urlOf(op.path), {
          method: op.method,
          ...(token ? { token } : {}),
          ...(op.body ? { body: '{"probe":' } : {}),
        });
        const type = response.headers.get('Content-Type');
        if (response.status !== 401 || type !== 'application/problem+json')
          failures.push(`${kind}: ${op.method} ${op.path} answered ${response.status} ${type}`);
      }
    };
    for (const [kind, token] of Object.entries(forged)) await check(kind, token);
    // The real token, once expired.
    backend.advance(301_000);
    await check('expired', valid);
    backend.advance(-301_000);
    expect(failures).toEqual([]);
  });
});

/**
 * Generated over the contract and the data: every read or delete by id, sent with a valid token of
 * tenant contoso and each id of tenant fabrikam's rows, answers no 2xx and changes nothing; the
 * same calls with fabrikam's own token succeed for some of them, so the ids are real ones.
 */
describe("no id-bearing route reaches another tenant's entity", async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const byId = contract.operations.filter(
    (op) =>
      op.paramNames.length > 0 &&
      (op.method === 'GET' || op.method === 'DELETE') &&
      op.security.every((schemes) => schemes.includes('appToken')),
  );

  /** Ids of a tenant's rows, table by table (any id-like text column), with the table's own count. */
  const idsOf = async (tenantId: string) => {
    const ids = new Map<string, Set<string>>();
    for (const table of await tableNames(backend.db)) {
      const columns = await columnsOf(backend.db, table);
      if (!columns.includes('tenant_id')) continue;
      const idColumns = idColumnsOf(columns);
      const found = new Set<string>();
      for (const column of idColumns) {
        const rows = await backend.db.all<{ v: unknown }>(
          `SELECT DISTINCT "${column}" AS v FROM "${table}" WHERE tenant_id = ? LIMIT 25`,
          [tenantId],
        );
        for (const { v } of rows)
          if (typeof v === 'string' && /^[A-Za-z0-9._~-]{1,64}$/.test(v)) found.add(v);
      }
      ids.set(table, found);
    }
    return ids;
  };
  const counts = async (tenantId: string) => {
    const out: string[] = [];
    for (const table of (await idsOf(tenantId)).keys())
      out.push(
        `${table}:${(await backend.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table}" WHERE tenant_id = ?`, [tenantId]))?.n}`,
      );
    return out;
  };

  it('refuses every fabrikam id to a contoso token and leaves fabrikam as it was', async () => {
    const contoso = await backend.tokenFor('admin@contoso.example', 'contoso');
    const fabrikam = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    const theirs = await idsOf('fabrikam');
    const ours = await idsOf('contoso');
    // An id contoso has in the same table is its own entity too: only fabrikam's own ids are probed.
    const probes = new Set<string>();
    for (const [table, ids] of theirs) for (const id of ids) if (!ours.get(table)?.has(id)) probes.add(id);
    expect(probes.size).toBeGreaterThan(20);
    const before = await counts('fabrikam');

    const leaks: string[] = [];
    let reachable = 0;
    for (const op of byId) {
      for (const id of probes) {
        const url = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
        const response = await backend.call(url, { method: op.method, token: contoso });
        if (response.status < 300) leaks.push(`${op.method} ${op.path} with ${id}: ${response.status}`);
        await response.body?.cancel();
        if (op.method === 'GET') {
          const own = await backend.call(url, { token: fabrikam });
          if (own.status < 300) reachable += 1;
          await own.body?.cancel();
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await counts('fabrikam')).toEqual(before);
    // Pages, breadcrumbs, files and custom reports of fabrikam answer its own token.
    expect(reachable).toBeGreaterThan(5);
  });
});

/**
 * Generated over the contract, the schemas and the data: every change by id (PUT, POST, PATCH with
 * an id in the path), sent with a valid token of tenant contoso, a schema-valid body and each id of
 * tenant fabrikam's rows, answers no 2xx and leaves every fabrikam row exactly as it was (contents,
 * not only counts). The same calls with fabrikam's own token then succeed for each kind of change,
 * so the ids and bodies were ones a handler acts on.
 */
describe("no change by id reaches another tenant's entity", async () => {
  // Fabrikam's whole workspace (definitions, pipelines, users, rules, alerts, recommendations...),
  // so every kind of entity a change names has fabrikam ids to aim at.
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
      seedCostEntities(db, ['fabrikam']);
      seedOffice(db, ['fabrikam']);
      seedOperations(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  // A scheduled e-mail of fabrikam's, so 'Send now' has a fabrikam id to aim at.
  const admin = await backend.data.accounts.userByUpn('admin@contoso.example');
  await backend.scheduledMails.subscribe('fabrikam', admin?.id ?? '', {
    target: { kind: 'screen', screen: 'budgets' },
    frequency: 'weekly',
  });
  const doc = loadContractDocument();
  const judge = new SchemaJudge(doc);
  const SEED = 20_261_121;

  const changes = contract.operations.filter(
    (op) =>
      op.paramNames.length > 0 &&
      ['PUT', 'POST', 'PATCH'].includes(op.method) &&
      op.security.every((schemes) => schemes.includes('appToken')),
  );
  /**
   * An upload names a file slot of the caller's own tenant (`branding-logo`): contoso may well fill
   * its own slot of that name, so only "fabrikam's rows unchanged" holds for it, not "no 2xx".
   */
  const upserts = new Set(['uploadFile']);

  const tables = await tableNames(backend.db);
  const columns = new Map<string, string[]>();
  for (const table of tables) columns.set(table, await columnsOf(backend.db, table));
  const columnsOfTable = (table: string) => columns.get(table) ?? [];

  /** Every row of fabrikam, table by table, as sorted JSON (tables without a tenant: all rows). */
  const fabrikamRows = async () => {
    const rows = new Map<string, string[]>();
    for (const table of tables) {
      const scoped = columnsOfTable(table).includes('tenant_id');
      const found = await backend.db.all<object>(
        `SELECT * FROM "${table}"${scoped ? " WHERE tenant_id = 'fabrikam'" : ''}`,
      );
      rows.set(table, found.map(rowJson).sort());
    }
    return rows;
  };

  /** Up to `perKind` ids of each kind of a tenant's rows (records per kind, other tables per id column). */
  const idsOf = async (tenantId: string, perKind: number) => {
    const ids = new Set<string>();
    const add = (values: { v: unknown }[]) => {
      for (const { v } of values) if (typeof v === 'string') ids.add(v);
    };
    for (const table of tables) {
      const columns = columnsOfTable(table);
      if (!columns.includes('tenant_id')) continue;
      for (const column of idColumnsOf(columns)) {
        const kinds = columns.includes('kind')
          ? (
              await backend.db.all<{ kind: string }>(
                `SELECT DISTINCT kind FROM "${table}" WHERE tenant_id = ?`,
                [tenantId],
              )
            ).map((k) => k.kind)
          : [undefined];
        for (const kind of kinds)
          add(
            await backend.db.all<{ v: unknown }>(
              `SELECT DISTINCT "${column}" AS v FROM "${table}" WHERE tenant_id = ?${kind ? ' AND kind = ?' : ''} ORDER BY 1 LIMIT ${perKind}`,
              kind ? [tenantId, kind] : [tenantId],
            ),
          );
      }
    }
    return ids;
  };

  /** Fabrikam's licence SKUs (the records' JSON read here: the engines' JSON functions differ). */
  const skus = (
    await backend.db.all<{ data: string }>(
      'SELECT data FROM tenant_records WHERE tenant_id = ? AND kind = ?',
      ['fabrikam', OFFICE_KINDS.sku],
    )
  ).map((r) => (JSON.parse(r.data) as { sku: string }).sku);

  /** A schema-valid request (body included) for an operation, with fabrikam's licences where a body names them. */
  const bodiesFor = (
    op: (typeof changes)[number],
    count: number,
  ): { body?: string | FormData; type?: string }[] => {
    if (op.body?.contentTypes.includes('multipart/form-data')) {
      return Array.from({ length: count }, () => {
        const form = new FormData();
        form.set(
          'file',
          new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'probe.svg', { type: 'image/svg+xml' }),
        );
        return { body: form };
      });
    }
    const schema = requestBodySchema(doc, op);
    if (!schema) return Array.from({ length: count }, () => ({}));
    const arbitrary = validArbitrary(doc, schema, {
      // The array and each of its items are both named 'licences': the items are the strings.
      hint: (name, place) =>
        name === 'licences' && place.type === 'string' && skus.length > 0
          ? fc.constantFrom(...skus)
          : undefined,
    });
    return fc.sample(arbitrary, { seed: SEED, numRuns: count }).map((value) => {
      if (!judge.valid(schema, value))
        throw new Error(`generated an invalid body: ${judge.errorsOf(schema, value)}`);
      return { body: JSON.stringify(value), type: 'application/json' };
    });
  };

  it('covers every change by id of the contract', () => {
    expect(changes.map((op) => op.operationId).sort()).toEqual(
      expect.arrayContaining([
        'updateAlert',
        'updatePipeline',
        'updateRecommendation',
        'securePartnerCustomer',
      ]),
    );
    expect(changes.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses every fabrikam id to a contoso admin with a valid body, and changes no fabrikam row', {
    timeout: 120_000,
  }, async () => {
    const contoso = await backend.tokenFor('admin@contoso.example', 'contoso');
    const fabrikam = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    const ours = await idsOf('contoso', 1_000_000);
    // An id contoso also has is its own entity too: only fabrikam's own ids are probed.
    const probes = [...(await idsOf('fabrikam', 6))].filter((id) => !ours.has(id));
    expect(probes.length).toBeGreaterThan(100);
    const before = await fabrikamRows();

    const plan = changes.map((op) => {
      const param = op.parameters.find((p) => p.in === 'path');
      // Ids the path's schema refuses would stop at validation: only those a handler gets are sent.
      const ids = probes.filter(
        (id) => !param || judge.valid(param.schema, readParameter(param.schema, [id])),
      );
      return { op, ids, requests: bodiesFor(op, ids.length) };
    });
    const send = (
      op: (typeof changes)[number],
      id: string,
      request: { body?: string | FormData; type?: string },
      token: string,
    ) =>
      backend.call(op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id)), {
        method: op.method,
        token,
        ...(request.type ? { headers: { 'Content-Type': request.type } } : {}),
        ...(request.body ? { body: request.body } : {}),
      });

    const leaks: string[] = [];
    let sent = 0;
    for (const { op, ids, requests } of plan) {
      expect(ids.length, `${op.operationId} has fabrikam ids its path accepts`).toBeGreaterThan(0);
      for (const [index, id] of ids.entries()) {
        const request = requests[index] ?? {};
        const response = await send(op, id, request, contoso);
        sent += 1;
        if ((response.status < 300 && !upserts.has(op.operationId)) || response.status >= 500)
          leaks.push(`${op.method} ${op.path} with ${id}: ${response.status} ${await response.text()}`);
        else await response.body?.cancel();
      }
    }
    expect(leaks).toEqual([]);
    const after = await fabrikamRows();
    const changed = tables.filter((t) => JSON.stringify(after.get(t)) !== JSON.stringify(before.get(t)));
    expect(changed).toEqual([]);
    expect(sent).toBeGreaterThan(1000);

    // The same requests with fabrikam's own token find the entity (a 2xx, or a refusal of the
    // change itself such as an alert resolved already, but not a 404) for each kind of change.
    const unreached: string[] = [];
    let succeeded = 0;
    for (const { op, ids, requests } of plan) {
      let found = 0;
      for (const [index, id] of ids.entries()) {
        const response = await send(op, id, requests[index] ?? {}, fabrikam);
        if (response.status !== 404 && response.status < 500) found += 1;
        if (response.status < 300) succeeded += 1;
        await response.body?.cancel();
      }
      if (found === 0) unreached.push(op.operationId);
    }
    expect(succeeded).toBeGreaterThan(20);
    // A partner customer names another tenant, never a row id: no fabrikam id is one.
    expect(unreached).toEqual(['securePartnerCustomer']);
  });
});
