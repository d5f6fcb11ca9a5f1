import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Contract } from './contract/contract.ts';
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

describe('every operation behind the app token refuses missing, forged and stale tokens', () => {
  const backend = createTestBackend();

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
describe("no id-bearing route reaches another tenant's entity", () => {
  const backend = createTestBackend();
  const byId = contract.operations.filter(
    (op) =>
      op.paramNames.length > 0 &&
      (op.method === 'GET' || op.method === 'DELETE') &&
      op.security.every((schemes) => schemes.includes('appToken')),
  );

  /** Ids of a tenant's rows, table by table (any id-like text column), with the table's own count. */
  const idsOf = (tenantId: string) => {
    const tables = backend.db
      .all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .map((t) => t.name);
    const ids = new Map<string, Set<string>>();
    for (const table of tables) {
      const columns = backend.db.all<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name);
      if (!columns.includes('tenant_id')) continue;
      const idColumns = columns.filter(
        (c) =>
          c === 'id' ||
          c === 'uuid' ||
          c === 'key' ||
          (c.endsWith('_id') && c !== 'tenant_id' && c !== 'user_id'),
      );
      const found = new Set<string>();
      for (const column of idColumns) {
        const rows = backend.db.all<{ v: unknown }>(
          `SELECT DISTINCT ${column} AS v FROM ${table} WHERE tenant_id = ? LIMIT 25`,
          [tenantId],
        );
        for (const { v } of rows)
          if (typeof v === 'string' && /^[A-Za-z0-9._~-]{1,64}$/.test(v)) found.add(v);
      }
      ids.set(table, found);
    }
    return ids;
  };
  const counts = (tenantId: string) =>
    [...idsOf(tenantId).keys()].map(
      (table) =>
        `${table}:${backend.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ?`, [tenantId])?.n}`,
    );

  it('refuses every fabrikam id to a contoso token and leaves fabrikam as it was', async () => {
    const contoso = await backend.tokenFor('admin@contoso.example', 'contoso');
    const fabrikam = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    const theirs = idsOf('fabrikam');
    const ours = idsOf('contoso');
    // An id contoso has in the same table is its own entity too: only fabrikam's own ids are probed.
    const probes = new Set<string>();
    for (const [table, ids] of theirs) for (const id of ids) if (!ours.get(table)?.has(id)) probes.add(id);
    expect(probes.size).toBeGreaterThan(20);
    const before = counts('fabrikam');

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
    expect(counts('fabrikam')).toEqual(before);
    // Pages, breadcrumbs, files and custom reports of fabrikam answer its own token.
    expect(reachable).toBeGreaterThan(5);
  });
});
