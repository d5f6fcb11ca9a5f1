import type { TokenClaims } from '../access-token.ts';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * An unsigned app token for tests: the portal only decodes claims, the backend verifies. `exp`
 * defaults to five minutes after `now` (seconds since the epoch, like the real token).
 */
export function makeAccessToken(claims: Partial<TokenClaims> = {}, now: number = Date.now()): string {
  const full: TokenClaims = {
    sub: 'admin@contoso.example',
    tid: 'contoso',
    personas: ['Admin', 'Finance', 'IT'],
    features: ['AZURE', 'M365', 'RECOMMENDATIONS', 'SECURITY'],
    utype: 'customer',
    d: false,
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 300,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(full)}.c2lnbmF0dXJl`;
}
