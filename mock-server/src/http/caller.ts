/**
 * Who is calling and what they may do: the caller of an operation that needs an app token, their
 * membership, and the rights a change needs (the settings right, an administrator).
 */
import type { MembershipProfile } from '../data/account-repository.ts';
import type { Caller, HandlerContext } from './api.ts';
import { forbidden, unauthorized } from './problem.ts';

export function requireCaller(ctx: HandlerContext): Caller {
  if (!ctx.caller) throw new Error('operation needs an app token');
  return ctx.caller;
}

/**
 * The caller's membership of the token's tenant. The dispatcher found it granted a moment ago:
 * one that is gone since is the caller's access ending, answered as the dispatcher answers it (401).
 */
export async function membership(ctx: HandlerContext, who: Caller): Promise<MembershipProfile> {
  const profile = await ctx.data.accounts.membership(who.userId, who.tenantId);
  if (!profile) throw unauthorized('The user no longer has access to this tenant.');
  return profile;
}

/** Settings changes are for users who may manage settings. */
export async function requireSettingsManager(ctx: HandlerContext): Promise<Caller> {
  const who = requireCaller(ctx);
  if (!(await membership(ctx, who)).canManageSettings)
    throw forbidden('Managing settings needs the settings right.');
  return who;
}

/** An admin user is one whose role is AZURE_ADMIN or ADMIN (spec section 6). */
export const isAdminRole = (role: string): boolean => role === 'ADMIN' || role === 'AZURE_ADMIN';

/**
 * Changes to the tenant's workspace (recommendation states, definitions, configuration lists, the
 * licence questionnaire) are for admin users; answers the caller and who they are for the record.
 */
export async function requireAdmin(
  ctx: HandlerContext,
  action: string,
): Promise<Caller & { upn: string; displayName: string }> {
  const who = requireCaller(ctx);
  const profile = await membership(ctx, who);
  if (!isAdminRole(profile.role)) throw forbidden(`${action} needs an administrator.`);
  return { ...who, upn: profile.upn, displayName: profile.displayName };
}
