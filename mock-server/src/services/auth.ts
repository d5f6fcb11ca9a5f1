import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { type AppTokenClaims, hashRefreshToken, newRefreshToken } from '../auth/app-tokens.ts';
import { parseJson } from '../db/database.ts';
import { bearerToken, type HandlerContext, type Handlers } from '../http/api.ts';
import { forbidden, HttpProblem, unauthorized } from '../http/problem.ts';

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
  jwks: () => JSONWebKeySet;
  issuer: string;
  audience: string;
  now?: () => number;
}): IdentityVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, createLocalJWKSet(options.jwks()), {
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

export const REFRESH_COOKIE = 'portal_refresh';
const REFRESH_TTL_SECONDS = 8 * 60 * 60;

interface MembershipRow {
  tenant_id: string;
  access: 'granted' | 'none';
  personas: string;
  features: string;
  utype: string;
  onboarded: number;
  onboarding_locked: number;
  demo: number;
}

function memberships(ctx: HandlerContext, userId: string): MembershipRow[] {
  return ctx.db.all<MembershipRow>(
    `SELECT m.tenant_id, m.access, m.personas, m.features, m.utype, t.onboarded, t.onboarding_locked, t.demo
     FROM memberships m JOIN tenants t ON t.id = m.tenant_id WHERE m.user_id = ? ORDER BY m.position`,
    [userId],
  );
}

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // A cookie that is not valid percent-encoding is no session.
      return undefined;
    }
  }
  return undefined;
}

function refreshCookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/api/auth; Max-Age=${maxAge}${secure}`;
}

/** Issues the app token and a fresh refresh cookie for a membership. */
async function signIn(
  ctx: HandlerContext,
  user: { id: string; upn: string },
  m: MembershipRow,
  replacing?: string,
) {
  const claims: AppTokenClaims = {
    sub: user.upn,
    tid: m.tenant_id,
    personas: parseJson<string[]>(m.personas, []),
    features: parseJson<string[]>(m.features, []),
    utype: m.utype,
    d: m.demo === 1,
    uid: user.id,
  };
  const accessToken = await ctx.tokens.issueApp(claims);
  const refresh = newRefreshToken();
  const expiresAt = new Date(ctx.now().getTime() + REFRESH_TTL_SECONDS * 1000).toISOString();
  ctx.db.transaction(() => {
    // A rotation spends the presented token in the same transaction that issues its successor.
    if (replacing)
      ctx.db.run('UPDATE refresh_tokens SET revoked_at = ? WHERE id = ?', [
        ctx.now().toISOString(),
        replacing,
      ]);
    ctx.db.run('INSERT INTO refresh_tokens VALUES (?, ?, ?, ?, ?, NULL)', [
      randomUUID(),
      refresh.hash,
      user.id,
      m.tenant_id,
      expiresAt,
    ]);
  });
  return { accessToken, cookie: refreshCookie(ctx.request, refresh.token, REFRESH_TTL_SECONDS) };
}

function identify(verifier: IdentityVerifier) {
  return async (ctx: HandlerContext) => {
    const token = bearerToken(ctx.request);
    if (!token) throw unauthorized('no identity token was sent.');
    const identity = await verifier.verify(token);
    if (!identity) throw unauthorized('the identity token is not valid.');
    const payload = ctx.matched.body as components['schemas']['LoginPayload'];
    if (payload.upn.toLowerCase() !== identity.upn) {
      throw unauthorized('the login payload does not match the identity token.');
    }
    const user = ctx.db.get<{ id: string; upn: string }>('SELECT id, upn FROM users WHERE upn = ?', [
      identity.upn,
    ]);
    if (!user) throw unauthorized(`${identity.upn} has no account.`);
    return { user, payload };
  };
}

function gate(m: MembershipRow): void {
  if (m.onboarding_locked === 1)
    throw new HttpProblem(423, 'Onboarding is disabled', { detail: 'Onboarding is disabled' });
  if (m.access !== 'granted') {
    throw new HttpProblem(409, 'Permission not granted', { detail: 'Permission not granted' });
  }
}

export function authHandlers(verifier: IdentityVerifier): Handlers {
  const whoIsCalling = identify(verifier);
  return {
    login: async (ctx) => {
      const { user } = await whoIsCalling(ctx);
      const all = memberships(ctx, user.id);
      const granted = all.filter((m) => m.access === 'granted' && m.onboarding_locked === 0);
      if (granted.length > 1) {
        const selection = await ctx.tokens.issueSelection({ sub: user.upn, uid: user.id });
        return { status: 300, body: { access_token: selection } };
      }
      const membership = granted[0] ?? all[0];
      if (!membership) throw unauthorized(`${user.upn} belongs to no tenant.`);
      gate(membership);
      const { accessToken, cookie } = await signIn(ctx, user, membership);
      return {
        status: 200,
        body: { access_token: accessToken, newTenant: membership.onboarded !== 1 },
        headers: { 'Set-Cookie': cookie },
      };
    },
    loginToTenant: async (ctx) => {
      const { user, payload } = await whoIsCalling(ctx);
      const membership = memberships(ctx, user.id).find((m) => m.tenant_id === payload.tenantId);
      if (!membership) throw forbidden(`${user.upn} is not a member of tenant ${payload.tenantId}.`);
      gate(membership);
      const { accessToken, cookie } = await signIn(ctx, user, membership);
      return {
        status: 200,
        body: { access_token: accessToken, newTenant: membership.onboarded !== 1 },
        headers: { 'Set-Cookie': cookie },
      };
    },
    refreshToken: async (ctx) => {
      const presented = cookieValue(ctx.request, REFRESH_COOKIE);
      const clear = { 'Set-Cookie': refreshCookie(ctx.request, '', 0) };
      const fail = (detail: string) => new HttpProblem(401, 'Unauthorized', { detail, headers: clear });
      if (!presented) throw fail('No refresh cookie was sent.');
      const row = ctx.db.get<{
        id: string;
        user_id: string;
        tenant_id: string;
        expires_at: string;
        revoked_at: string | null;
        upn: string;
      }>(
        `SELECT r.id, r.user_id, r.tenant_id, r.expires_at, r.revoked_at, u.upn FROM refresh_tokens r
         JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
        [hashRefreshToken(presented)],
      );
      if (!row || row.revoked_at !== null) throw fail('The session has ended.');
      if (row.expires_at <= ctx.now().toISOString()) throw fail('The session has expired.');
      const membership = memberships(ctx, row.user_id).find((m) => m.tenant_id === row.tenant_id);
      if (membership?.access !== 'granted' || membership.onboarding_locked === 1) {
        throw fail('The user no longer has access to this tenant.');
      }
      // Rotation: the presented token is spent and a new one issued, in one transaction.
      const { accessToken, cookie } = await signIn(
        ctx,
        { id: row.user_id, upn: row.upn },
        membership,
        row.id,
      );
      return { status: 200, body: { access_token: accessToken }, headers: { 'Set-Cookie': cookie } };
    },
    logout: (ctx) => {
      const presented = cookieValue(ctx.request, REFRESH_COOKIE);
      if (presented) {
        ctx.db.transaction(() =>
          ctx.db.run('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [
            ctx.now().toISOString(),
            hashRefreshToken(presented),
          ]),
        );
      }
      return { status: 204, body: undefined, headers: { 'Set-Cookie': refreshCookie(ctx.request, '', 0) } };
    },
  };
}
