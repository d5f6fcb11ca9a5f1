import type { LoginPayload } from '@portal/sdk';

/** The claims of an identity provider's ID token the sign-in call needs. */
export interface IdTokenClaims {
  sub?: unknown;
  oid?: unknown;
  tid?: unknown;
  preferred_username?: unknown;
  upn?: unknown;
  email?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** Spec: the login payload is id, tenantId, upn and the preview flag; undefined for an unidentified user. */
export function loginPayloadFrom(claims: IdTokenClaims | undefined): LoginPayload | undefined {
  if (!claims) return undefined;
  const id = text(claims.oid) ?? text(claims.sub);
  const upn = text(claims.upn) ?? text(claims.preferred_username) ?? text(claims.email);
  const tenantId = text(claims.tid);
  if (!id || !upn || !tenantId) return undefined;
  return { id, tenantId, upn, preview: false };
}
