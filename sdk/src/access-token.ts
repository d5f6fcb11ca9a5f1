import type { components } from './generated/openapi.ts';

/** The claims of the portal's app token. */
export type TokenClaims = components['schemas']['TokenClaims'];

/** How long before expiry the app token is refreshed (spec: 30 s before expiry). */
export const TOKEN_REFRESH_LEAD_MS = 30_000;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeBase64Url(segment: string): string {
  if (!BASE64URL.test(segment) || segment.length % 4 === 1) throw new Error('Illegal base64url string');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (segment.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying it (the server verifies; the portal only needs the
 * claims for menus, personas and refresh timing). Throws an Error whose message is one of the
 * specification's three texts.
 */
export function decodeAccessToken(token: string): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('JWT must have 3 parts');
  let json: string;
  try {
    json = decodeBase64Url(parts[1] ?? '');
  } catch (error) {
    if (error instanceof Error && error.message === 'Illegal base64url string') throw error;
    throw new Error('Cannot decode the token', { cause: error });
  }
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch (error) {
    throw new Error('Cannot decode the token', { cause: error });
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new Error('Cannot decode the token');
  }
  return claims as TokenClaims;
}

/** Decodes without throwing: undefined for a malformed token. */
export function tryDecodeAccessToken(token: string | null | undefined): TokenClaims | undefined {
  if (!token) return undefined;
  try {
    return decodeAccessToken(token);
  } catch {
    return undefined;
  }
}

/** Expiry of the token in epoch milliseconds, or undefined when it has no numeric `exp`. */
export function tokenExpiresAt(claims: Pick<TokenClaims, 'exp'>): number | undefined {
  return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;
}

/** True when the token has no usable expiry or the expiry is not after `now`. */
export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, now: number): boolean {
  const expiresAt = tokenExpiresAt(claims);
  return expiresAt === undefined || expiresAt <= now;
}

/** Milliseconds from `now` until the refresh is due (never negative). */
export function msUntilRefresh(
  claims: Pick<TokenClaims, 'exp'>,
  now: number,
  leadMs: number = TOKEN_REFRESH_LEAD_MS,
): number {
  const expiresAt = tokenExpiresAt(claims);
  if (expiresAt === undefined) return 0;
  return Math.max(0, expiresAt - leadMs - now);
}
