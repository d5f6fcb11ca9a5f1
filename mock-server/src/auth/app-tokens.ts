import { createHash, randomBytes } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Claims of the portal's app token (contract schema TokenClaims) plus the server's own. */
export interface AppTokenClaims {
  sub: string;
  tid: string;
  personas: string[];
  features: string[];
  utype: string;
  d: boolean;
  /** The user's id in this backend. */
  uid: string;
}

export interface SelectionTokenClaims {
  sub: string;
  uid: string;
}

export type VerifiedToken =
  | { kind: 'app'; claims: AppTokenClaims }
  | { kind: 'select'; claims: SelectionTokenClaims };

export type TokenRejection = 'missing' | 'expired' | 'invalid';

/** What an embed token lets its holder see: one report of one tenant. */
export interface EmbedTokenClaims {
  tid: string;
  reportType: string;
  reportId: string;
}

/** Why the report host refuses an embed token; `wrong-type` is a valid token of another kind. */
export type EmbedTokenRejection = TokenRejection | 'wrong-type';

const ISSUER = 'urn:tenant-portal:reference-backend';
const AUDIENCE = 'urn:tenant-portal:web';
/** How many verified tokens {@link AppTokens} keeps. */
const VERIFIED_TOKENS = 10_000;

/**
 * Signs and verifies the backend's tokens: HS256 only, so `alg: none` and any other algorithm are
 * refused, as are expired tokens and tokens signed with another key.
 */
export class AppTokens {
  readonly #key: Uint8Array;
  readonly ttlSeconds: number;
  readonly #now: () => number;
  /**
   * Tokens whose signature, issuer and audience were checked, with their payloads: checking an
   * HS256 signature again for every call of the same token costs more than the call itself. Only
   * the time claims are checked again on each use. Bounded: the oldest token makes room.
   */
  readonly #verified = new Map<string, JWTPayload>();

  constructor(options: { secret: Uint8Array; ttlSeconds: number; now?: () => number }) {
    this.#key = options.secret;
    this.ttlSeconds = options.ttlSeconds;
    this.#now = options.now ?? Date.now;
  }

  #sign(payload: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    const iat = Math.floor(this.#now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .setJti(randomBytes(9).toString('base64url'))
      .sign(this.#key);
  }

  issueApp(claims: AppTokenClaims): Promise<string> {
    return this.#sign({ ...claims, typ: 'app' }, this.ttlSeconds);
  }

  /** The token of a 300 answer: enough to list the user's tenants while they pick one. */
  issueSelection(claims: SelectionTokenClaims): Promise<string> {
    return this.#sign({ ...claims, typ: 'select' }, 600);
  }

  /**
   * A token for the report host: which tenant may see which report, for an hour. A demo may ask
   * for another lifetime (a negative one gives a token that has already expired).
   */
  issueEmbed(claims: EmbedTokenClaims, ttlSeconds = 3600): Promise<string> {
    return this.#sign({ ...claims, typ: 'embed' }, ttlSeconds);
  }

  /**
   * Checks a token the report host is given: HS256 with this key, issuer, audience, expiry, and
   * `typ: 'embed'` with the tenant and report it is for.
   */
  async verifyEmbed(token: string | undefined): Promise<{ claims: EmbedTokenClaims } | EmbedTokenRejection> {
    const payload = await this.#payload(token);
    if (typeof payload === 'string') return payload;
    if (payload.typ !== 'embed') return 'wrong-type';
    const { tid, reportType, reportId } = payload;
    if (typeof tid !== 'string' || typeof reportType !== 'string' || typeof reportId !== 'string')
      return 'invalid';
    return { claims: { tid, reportType, reportId } };
  }

  /** The payload of a token signed with this key, issuer and audience, and not expired. */
  async #payload(token: string | undefined): Promise<JWTPayload | 'missing' | 'expired' | 'invalid'> {
    if (!token) return 'missing';
    const known = this.#verified.get(token);
    if (known) {
      // The time checks jose makes (no leeway): expired at `exp`, not valid before `nbf`.
      const now = Math.floor(this.#now() / 1000);
      if (typeof known.exp === 'number' && known.exp <= now) return 'expired';
      if (typeof known.nbf === 'number' && known.nbf > now) return 'invalid';
      return known;
    }
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.#now()),
      });
      if (this.#verified.size >= VERIFIED_TOKENS) {
        const oldest = this.#verified.keys().next().value;
        if (oldest !== undefined) this.#verified.delete(oldest);
      }
      this.#verified.set(token, payload);
      return payload;
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  async verify(token: string | undefined): Promise<VerifiedToken | TokenRejection> {
    const payload = await this.#payload(token);
    if (typeof payload === 'string') return payload;
    if (payload.typ === 'app' && typeof payload.tid === 'string' && typeof payload.uid === 'string') {
      return {
        kind: 'app',
        claims: {
          sub: String(payload.sub),
          tid: payload.tid,
          personas: [...((payload.personas as string[] | undefined) ?? [])],
          features: [...((payload.features as string[] | undefined) ?? [])],
          utype: String(payload.utype ?? 'customer'),
          d: payload.d === true,
          uid: payload.uid,
        },
      };
    }
    if (payload.typ === 'select' && typeof payload.uid === 'string') {
      return { kind: 'select', claims: { sub: String(payload.sub), uid: payload.uid } };
    }
    return 'invalid';
  }
}

/** A new opaque refresh token and the hash that is stored instead of it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
