import type { AccountRepository, SignInMembership } from '../data/account-repository.ts';
import type { AppTokenClaims, AppTokens } from './app-tokens.ts';

/** What of a membership the app token carries. */
export type TokenMembership = Pick<SignInMembership, 'tenantId' | 'personas' | 'features' | 'utype' | 'demo'>;

/**
 * The claims of a user's app token in one of their tenants: the one place they are put together,
 * for the sign-in, the tests' backend and the Pact provider states alike.
 */
export function membershipClaims(user: { id: string; upn: string }, m: TokenMembership): AppTokenClaims {
  return {
    sub: user.upn,
    tid: m.tenantId,
    personas: m.personas,
    features: m.features,
    utype: m.utype,
    d: m.demo,
    uid: user.id,
  };
}

/**
 * An app token for an account as if it had signed in (tests, provider states): in its first tenant,
 * or in `tenantId`, with that membership's claims, read through the account repository.
 */
export async function memberToken(
  accounts: AccountRepository,
  tokens: AppTokens,
  upn: string,
  tenantId?: string,
): Promise<string> {
  const user = await accounts.userByUpn(upn);
  if (!user) throw new Error(`no user ${upn}`);
  const memberships = await accounts.signInMemberships(user.id);
  const membership = tenantId ? memberships.find((m) => m.tenantId === tenantId) : memberships[0];
  if (!membership) throw new Error(`no membership for ${upn}${tenantId ? ` in ${tenantId}` : ''}`);
  return tokens.issueApp(membershipClaims(user, membership));
}
