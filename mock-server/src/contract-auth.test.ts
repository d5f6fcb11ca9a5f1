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
