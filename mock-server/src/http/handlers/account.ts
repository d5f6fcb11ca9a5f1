import type { components } from '@portal/contracts/openapi';
import { brandOwner } from '../../domain/settings/branding.ts';
import type { HandlerContext, Handlers } from '../api.ts';
import { membership, requireCaller } from '../caller.ts';
import { forbidden, notFound, unauthorized } from '../problem.ts';
import { TERMS_DOCUMENT } from './terms-document.ts';

/** The tenant types an account reports, from the tenant's active product features. */
const ACCOUNT_TYPES = ['AZURE', 'M365'];

/**
 * The account of a user in a tenant, as getAccount answers it (and refreshToken beside its token):
 * who, their role, the tenant's product types and billing currency.
 */
export async function accountOf(
  ctx: HandlerContext,
  who: { userId: string; tenantId: string },
): Promise<components['schemas']['Identity']> {
  // Gone since the caller's access was checked: their access ended (401, as the dispatcher answers it).
  const profile = await ctx.data.accounts.membership(who.userId, who.tenantId);
  if (!profile) throw unauthorized('The user no longer has access to this tenant.');
  const types = (await ctx.data.features.list(who.tenantId, 'state'))
    .filter((f) => f.active && ACCOUNT_TYPES.includes(f.key))
    .map((f) => f.key)
    .sort();
  const partner = await ctx.data.documents.read<{ currency?: string }>(who.tenantId, 'partner', {});
  return {
    id: who.userId,
    login: profile.upn,
    tenantId: who.tenantId,
    role: profile.role,
    types,
    currency: partner.currency ?? 'USD',
    newTenant: !profile.tenantOnboarded,
  };
}

export const accountHandlers: Handlers = {
  getAccount: async (ctx) => ({ status: 200, body: await accountOf(ctx, requireCaller(ctx)) }),
  whois: async (ctx) => {
    const who = requireCaller(ctx);
    const profile = await membership(ctx, who);
    return {
      status: 200,
      body: {
        displayName: profile.displayName,
        upn: profile.upn,
        currentTenant: { id: who.tenantId, displayName: profile.tenantName },
        forceEula: profile.termsAcceptedAt === null,
        canAcceptEula: profile.canAcceptEula,
        canManageSettings: profile.canManageSettings,
      },
    };
  },
  listTenants: async (ctx) => {
    const userId = ctx.caller?.userId ?? ctx.selectingUserId;
    return { status: 200, body: await ctx.data.accounts.grantedTenants(userId ?? '') };
  },
  acceptEula: async (ctx) => {
    const who = requireCaller(ctx);
    if (!(await membership(ctx, who)).canAcceptEula)
      throw forbidden('This user cannot accept the terms and conditions.');
    // Accepted for the tenant: every user of it passes the gate from now on; who accepted is kept too.
    const at = ctx.now().toISOString();
    await ctx.data.transaction(async (tx) => {
      await tx.tenants.acceptTerms(who.tenantId, at);
      await tx.accounts.recordTermsAccepted(who.userId, who.tenantId, at);
    });
    return { status: 204, body: undefined };
  },
  getEulaDocument: () =>
    new Response(TERMS_DOCUMENT, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  getCspCustomerSettings: async (ctx) => {
    const who = requireCaller(ctx);
    return {
      status: 200,
      body: await ctx.data.documents.read(who.tenantId, 'csp-customer-settings', {
        hasUnbilledInvoiceData: false,
      }),
    };
  },
  getFeaturesStatus: async (ctx) => {
    const who = requireCaller(ctx);
    return {
      status: 200,
      body: await ctx.data.documents.read(who.tenantId, 'features-status', {
        m365DeIdentifiedReports: false,
      }),
    };
  },
  getPortalSettings: async (ctx) => {
    const who = requireCaller(ctx);
    const settings = await ctx.data.documents.read<components['schemas']['PortalSettings'] | null>(
      who.tenantId,
      'portal-settings',
      null,
    );
    if (!settings) throw notFound('The tenant has no portal settings.');
    return { status: 200, body: settings };
  },
  getBranding: async (ctx) => {
    const who = requireCaller(ctx);
    const brandedBy = await brandOwner(ctx.data, who.tenantId);
    return { status: 200, body: brandedBy ? { branded: true, brandedBy } : { branded: false } };
  },
};
