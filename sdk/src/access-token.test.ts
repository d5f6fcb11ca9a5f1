import { describe, expect, it } from 'vitest';
import {
  decodeAccessToken,
  isTokenExpired,
  msUntilRefresh,
  tokenExpiresAt,
  tryDecodeAccessToken,
} from './access-token.ts';
import { makeAccessToken } from './testing/tokens.ts';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('decodeAccessToken', () => {
  it('reads the claims of a well-formed token', () => {
    const token = makeAccessToken({ sub: 'finance@contoso.example', personas: ['Finance'], d: true }, NOW);
    const claims = decodeAccessToken(token);
    expect(claims.sub).toBe('finance@contoso.example');
    expect(claims.personas).toEqual(['Finance']);
    expect(claims.d).toBe(true);
    expect(claims.exp).toBe(NOW / 1000 + 300);
  });

  it('reads UTF-8 claims', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'zoë@contoso.example', exp: 1 })).toString('base64url');
    expect(decodeAccessToken(`e30.${payload}.sig`).sub).toBe('zoë@contoso.example');
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d'])('rejects %j with "JWT must have 3 parts"', (token) => {
    expect(() => decodeAccessToken(token)).toThrow(new Error('JWT must have 3 parts'));
  });

  it.each(['e30.a*b.sig', 'e30.abcde.sig', 'e30.ab+c.sig'])(
    'rejects %j with "Illegal base64url string"',
    (token) => {
      expect(() => decodeAccessToken(token)).toThrow(new Error('Illegal base64url string'));
    },
  );

  it('rejects a payload that is not JSON with "Cannot decode the token"', () => {
    const notJson = Buffer.from('not json').toString('base64url');
    expect(() => decodeAccessToken(`e30.${notJson}.sig`)).toThrow(new Error('Cannot decode the token'));
  });

  it('rejects a payload that is not a claims object', () => {
    const array = Buffer.from('[1,2]').toString('base64url');
    expect(() => decodeAccessToken(`e30.${array}.sig`)).toThrow(new Error('Cannot decode the token'));
  });

  it('tryDecodeAccessToken answers undefined instead of throwing', () => {
    expect(tryDecodeAccessToken('a.b')).toBeUndefined();
    expect(tryDecodeAccessToken(undefined)).toBeUndefined();
    expect(tryDecodeAccessToken(makeAccessToken({}, NOW))?.tid).toBe('contoso');
  });
});

describe('expiry helpers', () => {
  const claims = decodeAccessToken(makeAccessToken({}, NOW));

  it('gives the expiry in milliseconds', () => {
    expect(tokenExpiresAt(claims)).toBe(NOW + 300_000);
    expect(tokenExpiresAt({ exp: Number.NaN })).toBeUndefined();
  });

  it('treats a token as expired from its expiry on, and one without expiry as expired', () => {
    expect(isTokenExpired(claims, NOW + 299_999)).toBe(false);
    expect(isTokenExpired(claims, NOW + 300_000)).toBe(true);
    expect(isTokenExpired({ exp: undefined as unknown as number }, NOW)).toBe(true);
  });

  it('schedules the refresh 30 s before expiry, never in the past', () => {
    expect(msUntilRefresh(claims, NOW)).toBe(270_000);
    expect(msUntilRefresh(claims, NOW + 280_000)).toBe(0);
    expect(msUntilRefresh(claims, NOW, 60_000)).toBe(240_000);
  });
});
