import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import { hashRefreshToken, newRefreshToken } from '../../auth/app-tokens.ts';
import type { IdentityVerifier } from '../../auth/identity-verifier.ts';
import { membershipClaims } from '../../auth/member-tokens.ts';
import type { SignInMembership } from '../../data/account-repository.ts';
import type { RefreshSession } from '../../data/refresh-token-repository.ts';
import { bearerToken, type HandlerContext, type Handlers } from '../api.ts';
import { forbidden, HttpProblem, unauthorized } from '../problem.ts';
import { accountOf } from './account.ts';
import { startupAnswer } from './portal-content.ts';

export const REFRESH_COOKIE = 'portal_refresh';
const REFRESH_TTL_SECONDS = 8 * 60 * 60;

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

/**
 * How long a refresh token spent by its own rotation is still taken. The tabs of one browser share
 * the cookie: two that reload (or refresh) together present the same token, and the second would
 * otherwise be refused and signed out, its answer clearing the cookie the first had just set. A
 * logout or a tenant switch ends a token at once.
 */
export const ROTATION_GRACE_SECONDS = 10;

/** Whether a spent refresh session was rotated recently enough to be taken once more. */
function inRotationGrace(session: RefreshSession | undefined, now: Date): boolean {
  if (!session?.rotatedAt) return false;
  const age = now.getTime() - Date.parse(session.rotatedAt);
  return age >= 0 && age <= ROTATION_GRACE_SECONDS * 1000;
}

/** The refresh session a sign-in spends: by a refresh's rotation, or by a tenant switch. */
type Replacing = { kind: 'rotation'; id: string; tokenHash: string } | { kind: 'switch'; id: string };

/** Issues the app token and a fresh refresh cookie for a membership. */
async function signIn(
  ctx: HandlerContext,
  user: { id: string; upn: string },
  m: SignInMembership,
  replacing?: Replacing,
) {
  const accessToken = await ctx.tokens.issueApp(membershipClaims(user, m));
  const refresh = newRefreshToken();
  const expiresAt = new Date(ctx.now().getTime() + REFRESH_TTL_SECONDS * 1000).toISOString();
  await ctx.data.transaction(async (tx) => {
    // A rotation spends the presented token in the same transaction that issues its successor.
    // Two rotations of the same cookie at once: the second is taken within the rotation's grace.
    if (replacing) {
      const at = ctx.now().toISOString();
      const spent =
        replacing.kind === 'rotation'
          ? (await tx.refreshTokens.rotate(replacing.id, at)) ||
            inRotationGrace(await tx.refreshTokens.findByHash(replacing.tokenHash), ctx.now())
          : await tx.refreshTokens.revoke(replacing.id, at);
      if (!spent) throw unauthorized('The session has ended.');
    }
    await tx.refreshTokens.create({
      id: randomUUID(),
      tokenHash: refresh.hash,
      userId: user.id,
      tenantId: m.tenantId,
      expiresAt,
    });
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
    const user = await ctx.data.accounts.userByUpn(identity.upn);
    if (!user) throw unauthorized(`${identity.upn} has no account.`);
    return { user, payload };
  };
}

function gate(m: SignInMembership): void {
  if (m.onboardingLocked)
    throw new HttpProblem(423, 'Onboarding is disabled', { detail: 'Onboarding is disabled' });
  if (!m.granted) {
    throw new HttpProblem(409, 'Permission not granted', { detail: 'Permission not granted' });
  }
}

/** A sign-in's answer: the app token, whether the tenant is new, and the fresh refresh cookie. */
async function signedIn(
  ctx: HandlerContext,
  user: { id: string; upn: string },
  membership: SignInMembership,
  replacing?: Replacing,
) {
  const { accessToken, cookie } = await signIn(ctx, user, membership, replacing);
  return {
    status: 200 as const,
    body: { access_token: accessToken, newTenant: !membership.tenantOnboarded },
    headers: { 'Set-Cookie': cookie },
  };
}

/** The caller's membership of a tenant, gated (locked onboarding, permission not granted). */
async function memberOf(ctx: HandlerContext, user: { id: string; upn: string }, tenantId: string) {
  const membership = (await ctx.data.accounts.signInMemberships(user.id)).find(
    (m) => m.tenantId === tenantId,
  );
  if (!membership) throw forbidden(`${user.upn} is not a member of tenant ${tenantId}.`);
  gate(membership);
  return membership;
}

/** Switches the signed-in user to another of their tenants; the left tenant's refresh cookie is spent. */
const switchTenant: NonNullable<Handlers['switchTenant']> = async (ctx) => {
  // The app token of the current tenant proves the user (the dispatcher verified it).
  const caller = ctx.caller;
  if (!caller) throw unauthorized('A bearer app token is required.');
  const { tenantId } = ctx.matched.body as components['schemas']['TenantSwitch'];
  const user = { id: caller.userId, upn: caller.claims.sub };
  const membership = await memberOf(ctx, user, tenantId);
  // The refresh cookie of the tenant being left is spent, when it is this user's.
  const presented = cookieValue(ctx.request, REFRESH_COOKIE);
  const previous = presented
    ? await ctx.data.refreshTokens.findByHash(hashRefreshToken(presented))
    : undefined;
  const replacing: Replacing | undefined =
    previous && previous.userId === caller.userId && previous.revokedAt === null
      ? { kind: 'switch', id: previous.id }
      : undefined;
  return signedIn(ctx, user, membership, replacing);
};

/** A new app token for the refresh cookie's session, rotating the cookie. */
const refreshToken: NonNullable<Handlers['refreshToken']> = async (ctx) => {
  const presented = cookieValue(ctx.request, REFRESH_COOKIE);
  const clear = { 'Set-Cookie': refreshCookie(ctx.request, '', 0) };
  const fail = (detail: string) => new HttpProblem(401, 'Unauthorized', { detail, headers: clear });
  if (!presented) throw fail('No refresh cookie was sent.');
  const tokenHash = hashRefreshToken(presented);
  const session = await ctx.data.refreshTokens.findByHash(tokenHash);
  // Spent: ended, unless its own rotation spent it a moment ago (another tab's refresh).
  if (!session || (session.revokedAt !== null && !inRotationGrace(session, ctx.now())))
    throw fail('The session has ended.');
  if (session.expiresAt <= ctx.now().toISOString()) throw fail('The session has expired.');
  const membership = (await ctx.data.accounts.signInMemberships(session.userId)).find(
    (m) => m.tenantId === session.tenantId,
  );
  if (!membership?.granted || membership.onboardingLocked) {
    throw fail('The user no longer has access to this tenant.');
  }
  const user = { id: session.userId, upn: session.upn };
  // A reload's first page: its menu and description for the new token's claims. Answered before
  // the cookie rotates, and only for an onboarded tenant (whose menu the token may read); a
  // start-up that cannot be answered is left out, never the refresh.
  const request = ctx.matched.body as components['schemas']['RefreshRequest'] | undefined;
  const startup =
    request?.startup && membership.tenantOnboarded
      ? await startupAnswer(
          ctx.data,
          { userId: user.id, tenantId: membership.tenantId, claims: membershipClaims(user, membership) },
          request.startup,
        ).catch((error: unknown) => {
          console.warn('The start-up answer could not be built:', error);
          return undefined;
        })
      : undefined;
  // Rotation: the presented token is spent and a new one issued, in one transaction.
  const { accessToken, cookie } = await signIn(ctx, user, membership, {
    kind: 'rotation',
    id: session.id,
    tokenHash,
  });
  // The account beside the token: a restored session is signed in after this one round trip.
  const account = await accountOf(ctx, { userId: session.userId, tenantId: session.tenantId });
  return {
    status: 200,
    body: { access_token: accessToken, account, ...(startup ? { startup } : {}) },
    headers: { 'Set-Cookie': cookie },
  };
};

export function authHandlers(verifier: IdentityVerifier): Handlers {
  const whoIsCalling = identify(verifier);
  return {
    login: async (ctx) => {
      const { user } = await whoIsCalling(ctx);
      const all = await ctx.data.accounts.signInMemberships(user.id);
      const granted = all.filter((m) => m.granted && !m.onboardingLocked);
      if (granted.length > 1) {
        const selection = await ctx.tokens.issueSelection({ sub: user.upn, uid: user.id });
        return { status: 300, body: { access_token: selection } };
      }
      const membership = granted[0] ?? all[0];
      if (!membership) throw unauthorized(`${user.upn} belongs to no tenant.`);
      gate(membership);
      return signedIn(ctx, user, membership);
    },
    loginToTenant: async (ctx) => {
      const { user, payload } = await whoIsCalling(ctx);
      return signedIn(ctx, user, await memberOf(ctx, user, payload.tenantId));
    },
    switchTenant,
    refreshToken,
    logout: async (ctx) => {
      const presented = cookieValue(ctx.request, REFRESH_COOKIE);
      if (presented) {
        await ctx.data.transaction((tx) =>
          tx.refreshTokens.revokeByHash(hashRefreshToken(presented), ctx.now().toISOString()),
        );
      }
      return { status: 204, body: undefined, headers: { 'Set-Cookie': refreshCookie(ctx.request, '', 0) } };
    },
  };
}
