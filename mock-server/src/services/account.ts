import type { components } from '@portal/contracts/openapi';
import { parseJson } from '../db/database.ts';
import type { Caller, HandlerContext, Handlers } from '../http/api.ts';
import { forbidden, notFound } from '../http/problem.ts';
import { readDocument } from './documents.ts';
import { TERMS_DOCUMENT } from './terms-document.ts';

interface MembershipRow {
  role: 'ADMIN' | 'AZURE_ADMIN' | 'USER';
  can_manage_settings: number;
  can_accept_eula: number;
  terms_accepted_at: string | null;
  display_name: string;
  upn: string;
  tenant_name: string;
  onboarded: number;
}

export function requireCaller(ctx: HandlerContext): Caller {
  if (!ctx.caller) throw new Error('operation needs an app token');
  return ctx.caller;
}

export function membership(ctx: HandlerContext, who: Caller): MembershipRow {
  const row = ctx.db.get<MembershipRow>(
    `SELECT m.role, m.can_manage_settings, m.can_accept_eula, t.eula_accepted_at AS terms_accepted_at, u.display_name, u.upn,
            t.display_name AS tenant_name, t.onboarded
     FROM memberships m JOIN users u ON u.id = m.user_id JOIN tenants t ON t.id = m.tenant_id
     WHERE m.user_id = ? AND m.tenant_id = ?`,
    [who.userId, who.tenantId],
  );
  if (!row) throw notFound('The account does not exist.');
  return row;
}

/** Settings changes are for users who may manage settings. */
export function requireSettingsManager(ctx: HandlerContext): Caller {
  const who = requireCaller(ctx);
  if (membership(ctx, who).can_manage_settings !== 1)
    throw forbidden('Managing settings needs the settings right.');
  return who;
}

export const accountHandlers: Handlers = {
  getAccount: (ctx) => {
    const who = requireCaller(ctx);
    const row = membership(ctx, who);
    const types = ctx.db
      .all<{ key: string }>(
        "SELECT key FROM features WHERE tenant_id = ? AND kind = 'state' AND active = 1 AND key IN ('AZURE', 'M365') ORDER BY key",
        [who.tenantId],
      )
      .map((r) => r.key);
    const partner = readDocument<{ currency?: string }>(ctx.db, who.tenantId, 'partner', {});
    return {
      status: 200,
      body: {
        id: who.userId,
        login: row.upn,
        tenantId: who.tenantId,
        role: row.role,
        types,
        currency: partner.currency ?? 'USD',
        newTenant: row.onboarded !== 1,
      },
    };
  },
  whois: (ctx) => {
    const who = requireCaller(ctx);
    const row = membership(ctx, who);
    return {
      status: 200,
      body: {
        displayName: row.display_name,
        upn: row.upn,
        currentTenant: { id: who.tenantId, displayName: row.tenant_name },
        forceEula: row.terms_accepted_at === null,
        canAcceptEula: row.can_accept_eula === 1,
        canManageSettings: row.can_manage_settings === 1,
      },
    };
  },
  listTenants: (ctx) => {
    const userId = ctx.caller?.userId ?? ctx.selectingUserId;
    const tenants = ctx.db.all<{ id: string; display_name: string; domain: string }>(
      `SELECT t.id, t.display_name, t.domain FROM memberships m JOIN tenants t ON t.id = m.tenant_id
       WHERE m.user_id = ? AND m.access = 'granted' ORDER BY m.position`,
      [userId ?? ''],
    );
    return {
      status: 200,
      body: tenants.map((t) => ({ id: t.id, displayName: t.display_name, domain: t.domain })),
    };
  },
  acceptEula: (ctx) => {
    const who = requireCaller(ctx);
    if (membership(ctx, who).can_accept_eula !== 1)
      throw forbidden('This user cannot accept the terms and conditions.');
    // Accepted for the tenant: every user of it passes the gate from now on; who accepted is kept too.
    const at = ctx.now().toISOString();
    ctx.db.transaction(() => {
      ctx.db.run('UPDATE tenants SET eula_accepted_at = ? WHERE id = ?', [at, who.tenantId]);
      ctx.db.run('UPDATE memberships SET eula_accepted_at = ? WHERE user_id = ? AND tenant_id = ?', [
        at,
        who.userId,
        who.tenantId,
      ]);
    });
    return { status: 204, body: undefined };
  },
  getEulaDocument: () =>
    new Response(TERMS_DOCUMENT, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  getCspCustomerSettings: (ctx) => {
    const who = requireCaller(ctx);
    return {
      status: 200,
      body: readDocument(ctx.db, who.tenantId, 'csp-customer-settings', { hasUnbilledInvoiceData: false }),
    };
  },
  getFeaturesStatus: (ctx) => {
    const who = requireCaller(ctx);
    return {
      status: 200,
      body: readDocument(ctx.db, who.tenantId, 'features-status', { m365DeIdentifiedReports: false }),
    };
  },
  getPortalSettings: (ctx) => {
    const who = requireCaller(ctx);
    const settings = readDocument<components['schemas']['PortalSettings'] | null>(
      ctx.db,
      who.tenantId,
      'portal-settings',
      null,
    );
    if (!settings) throw notFound('The tenant has no portal settings.');
    return { status: 200, body: settings };
  },
  getBranding: (ctx) => {
    const who = requireCaller(ctx);
    const row = ctx.db.get<{ branded_by: string | null }>('SELECT branded_by FROM tenants WHERE id = ?', [
      who.tenantId,
    ]);
    const brandedBy = row?.branded_by ?? null;
    return { status: 200, body: brandedBy ? { branded: true, brandedBy } : { branded: false } };
  },
};

export const personasOf = (text: string) => parseJson<string[]>(text, []);
