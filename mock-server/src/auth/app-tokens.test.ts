import { describe, expect, it } from 'vitest';
import { AppTokens } from './app-tokens.ts';

const claims = {
  sub: 'a@contoso.example',
  tid: 'contoso',
  personas: ['Admin'],
  features: ['AZURE'],
  utype: 'customer',
  d: false,
  uid: 'u1',
};
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('AppTokens', () => {
  let now = Date.UTC(2026, 10, 21);
  const tokens = new AppTokens({ secret: new Uint8Array(32).fill(7), ttlSeconds: 300, now: () => now });

  it('issues a token that verifies with its claims', async () => {
    const token = await tokens.issueApp(claims);
    expect(await tokens.verify(token)).toEqual({ kind: 'app', claims });
  });

  it('refuses an expired token', async () => {
    const token = await tokens.issueApp(claims);
    now += 301_000;
    expect(await tokens.verify(token)).toBe('expired');
    now -= 301_000;
  });

  it('refuses a token signed with another key', async () => {
    const other = new AppTokens({ secret: new Uint8Array(32).fill(8), ttlSeconds: 300, now: () => now });
    expect(await tokens.verify(await other.issueApp(claims))).toBe('invalid');
  });

  it('refuses alg none and a tampered payload', async () => {
    const token = await tokens.issueApp(claims);
    const [header, payload, signature] = token.split('.');
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBe('invalid');
    const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${base64url({ ...decoded, tid: 'fabrikam' })}.${signature}`;
    expect(await tokens.verify(tampered)).toBe('invalid');
  });

  it('tells a tenant-selection token from an app token', async () => {
    const token = await tokens.issueSelection({ sub: 'a@contoso.example', uid: 'u1' });
    expect(await tokens.verify(token)).toEqual({
      kind: 'select',
      claims: { sub: 'a@contoso.example', uid: 'u1' },
    });
    expect(await tokens.verify(undefined)).toBe('missing');
    expect(await tokens.verify('garbage')).toBe('invalid');
  });
});
