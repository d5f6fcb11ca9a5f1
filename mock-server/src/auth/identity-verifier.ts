import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

/** Who the identity provider says the caller is. */
export interface Identity {
  upn: string;
  objectId: string;
  tenantId: string | undefined;
}

/** Checks the identity provider's token: signature through its JWKS, issuer, audience and expiry. */
export interface IdentityVerifier {
  verify(token: string): Promise<Identity | undefined>;
}

export function jwksIdentityVerifier(options: {
  /** The provider's public keys: a key set, or (a real provider) a getter that fetches them. */
  jwks: (() => JSONWebKeySet) | JWTVerifyGetKey;
  issuer: string;
  audience: string;
  now?: () => number;
}): IdentityVerifier {
  const keys = (): JWTVerifyGetKey => {
    const source = options.jwks;
    // A getter from createRemoteJWKSet takes the token's header; a key-set function takes nothing.
    return source.length === 0
      ? createLocalJWKSet((source as () => JSONWebKeySet)())
      : (source as JWTVerifyGetKey);
  };
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys(), {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256', 'ES256', 'PS256'],
          ...(options.now ? { currentDate: new Date(options.now()) } : {}),
        });
        const upn = payload.upn ?? payload.preferred_username ?? payload.email;
        if (typeof upn !== 'string' || typeof payload.sub !== 'string') return undefined;
        return {
          upn: upn.toLowerCase(),
          objectId: typeof payload.oid === 'string' ? payload.oid : payload.sub,
          tenantId: typeof payload.tid === 'string' ? payload.tid : undefined,
        };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * A real OpenID Connect provider's tokens (PORTAL_OIDC_ISSUER, docs/deploy.md): its keys are found
 * through its discovery document and fetched (and refreshed) by jose's remote key set.
 */
export function remoteIdentityVerifier(options: { issuer: string; audience: string }): IdentityVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery at ${options.issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error(`OpenID discovery at ${options.issuer} names no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return {
    async verify(token) {
      keys ??= discover().catch((error: unknown) => {
        keys = undefined; // asked again with the next sign-in
        throw error;
      });
      let getKey: JWTVerifyGetKey;
      try {
        getKey = await keys;
      } catch (error) {
        console.error('Identity provider:', error instanceof Error ? error.message : error);
        return undefined;
      }
      return jwksIdentityVerifier({
        jwks: getKey,
        issuer: options.issuer,
        audience: options.audience,
      }).verify(token);
    },
  };
}
