import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashRefreshToken, newRefreshToken } from '../auth/app-tokens.ts';
import { type Database, json } from '../db/database.ts';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { seedOffice } from '../seed/office.ts';
import { seedOperations } from '../seed/operations.ts';
import { seed, stableUuid } from '../seed/seed.ts';

/** What a state handler may hand back for the verifier to inject into the request. */
export type Injected = Record<string, string>;

/** The params a pact gives a state (names, not ids: ids come back from the handler). */
export type StateParams = Readonly<Record<string, unknown>>;

/** Sets up one provider state; what it returns is injected into the request (tokens, ids). */
export type StateHandler = (
  ctx: StateContext,
  params: StateParams,
) => Promise<Injected | undefined> | Injected | undefined;

export interface StateContext {
  db: Database;
  now: () => Date;
  /** An app token of a seeded account in one of its tenants. */
  appToken(upn: string, tenantId?: string): Promise<string>;
  selectionToken(upn: string): Promise<string>;
  identityToken(upn: string): Promise<string>;
}

const PACTS_FIXTURES = join(import.meta.dirname, '..', '..', '..', 'pacts', 'fixtures');
const userId = (upn: string) => stableUuid('user', upn);

/** A text param of the state, or the name its description gives. */
function text(params: StateParams, key: string, fallback: string): string {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The uuid of a menu item of the portal area, found by its route name. */
function menuItemId(db: Database, tenantId: string, name: string): string {
  const row = db.get<{ uuid: string }>(
    "SELECT uuid FROM menu_items WHERE tenant_id = ? AND area = 'portal' AND name = ?",
    [tenantId, name],
  );
  if (!row) throw new Error(`tenant ${tenantId} has no menu item ${name}`);
  return row.uuid;
}

const session = (upn: string, tenantId?: string) => async (ctx: StateContext) => ({
  accessToken: await ctx.appToken(upn, tenantId),
});
const account = (upn: string) => async (ctx: StateContext) => ({
  identityToken: await ctx.identityToken(upn),
});

/**
 * One handler per provider state of pacts/src/provider-states.ts. The verifier restores the demo
 * seed before every interaction, so each handler only adds what its state says. Entities a state
 * creates or finds keep the ids the backend gives them: the handler returns the id (`menuItemId`,
 * `customReportId`, `chatId`, `savedViewId`) and the verifier puts it into the request.
 */
export const STATE_HANDLERS: Record<string, StateHandler> = {
  'account admin@contoso.example exists': account('admin@contoso.example'),
  'account finance@contoso.example exists': account('finance@contoso.example'),
  'account demo@demo.example exists': account('demo@demo.example'),
  'account newuser@northwind.example exists': account('newuser@northwind.example'),
  'account noaccess@contoso.example exists': account('noaccess@contoso.example'),
  'account locked@litware.example exists': account('locked@litware.example'),

  'no user is signed in': () => undefined,
  'user admin@contoso.example is signed in': session('admin@contoso.example', 'contoso'),
  'user finance@contoso.example is signed in': session('finance@contoso.example'),
  'user eula@fabrikam.example is signed in': session('eula@fabrikam.example'),
  'user admin@contoso.example holds a tenant-selection token': async (ctx) => ({
    accessToken: await ctx.selectionToken('admin@contoso.example'),
  }),
  'user admin@contoso.example has a refresh session': (ctx) => {
    const refresh = newRefreshToken();
    ctx.db.run('INSERT INTO refresh_tokens VALUES (?, ?, ?, ?, ?, NULL)', [
      `pact-${hashRefreshToken(refresh.token).slice(0, 12)}`,
      refresh.hash,
      userId('admin@contoso.example'),
      'contoso',
      new Date(ctx.now().getTime() + 3600_000).toISOString(),
    ]);
    return { refreshToken: refresh.token };
  },
  'user admin@contoso.example has not accepted the terms': (ctx) => {
    // Terms are accepted per tenant: the admin's tenant has new terms no one accepted yet.
    ctx.db.run("UPDATE tenants SET eula_accepted_at = NULL WHERE id = 'contoso'");
    return undefined;
  },

  'tenant fabrikam has twelve months of cost data': async (ctx) => {
    seedCosts(ctx.db, ['fabrikam']);
    seedCostEntities(ctx.db, ['fabrikam']);
    seedOffice(ctx.db, ['fabrikam']);
    seedOperations(ctx.db, ['fabrikam']);
    return { accessToken: await ctx.appToken('admin@contoso.example', 'fabrikam') };
  },
  'tenant fabrikam has an open Microsoft 365 recommendation': (ctx) => {
    const row = ctx.db.get<{ id: string }>(
      "SELECT id FROM cost_recommendations WHERE tenant_id = 'fabrikam' AND source = 'm365' AND status = 'open' ORDER BY id LIMIT 1",
    );
    if (!row) throw new Error('fabrikam has no open Microsoft 365 recommendation: seed its costs first');
    return { recommendationId: row.id };
  },
  'tenant fabrikam has alerts, definitions and configuration lists': (ctx) => {
    const first = (kind: string, where = '') => {
      const row = ctx.db.get<{ id: string }>(
        `SELECT id FROM tenant_records WHERE tenant_id = 'fabrikam' AND kind = ? ${where} ORDER BY position LIMIT 1`,
        [kind],
      );
      if (!row) throw new Error(`fabrikam has no ${kind}: seed its costs first`);
      return row.id;
    };
    return {
      alertId: first('alert', "AND json_extract(data, '$.state') = 'active'"),
      alertDefinitionId: first('alert-definition'),
      metricDefinitionId: first('metric-definition'),
      pipelineId: first('pipeline'),
      configUserId: first('config-user'),
      tagRuleId: first('tag-rule'),
      costRuleId: first('cost-rule'),
      workerProfileId: first('worker-profile'),
      automateEndpointId: first('automate-endpoint'),
    };
  },
  'tenant fabrikam has answered the licence questionnaire': (ctx) => {
    const answers = {
      employees: 120,
      frontlineWorkers: 20,
      remotePercent: 40,
      desktopApps: true,
      deviceManagement: 'full',
      securityLevel: 'advanced',
      copilotInterest: 'pilot',
      renewalDate: '2099-06-30',
      contactEmail: 'it@fabrikam.example',
      notes: 'Renewal with the reseller in June.',
    };
    const at = ctx.now().toISOString();
    ctx.db.run(
      `INSERT INTO tenant_documents (tenant_id, key, value, updated_at) VALUES ('fabrikam', 'licence-questionnaire', ?, ?)
       ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [json({ answers, updatedAt: at, updatedBy: 'Megan Bowen' }), at],
    );
    return undefined;
  },
  'the terms and conditions document is published': () => undefined,
  'tenant contoso has the standard menu': () => undefined,
  'tenant contoso has the tabbed page azure/cost-overview': (ctx, params) => ({
    menuItemId: menuItemId(
      ctx.db,
      text(params, 'tenantId', 'contoso'),
      text(params, 'name', 'azure/cost-overview'),
    ),
  }),
  'tenant contoso has no menu item ffffffff-ffff-4fff-bfff-ffffffffffff': () => undefined,
  'user admin@contoso.example has visited the page azure/cost-overview': (ctx) => {
    ctx.db.run(
      `INSERT INTO audit_events (tenant_id, user_id, category, location, location_name, created_at)
       VALUES ('contoso', ?, 'navigation', '/billing/azure/cost-overview', 'Azure → Cost overview', ?)`,
      [userId('admin@contoso.example'), new Date(ctx.now().getTime() - 3600_000).toISOString()],
    );
    return undefined;
  },

  'tenant contoso has the standard feature set': (ctx) => {
    ctx.db.run("DELETE FROM features WHERE tenant_id = 'contoso'");
    const features: [string, string, string, number][] = [
      ['state', 'AZURE', 'Azure', 1],
      ['state', 'M365', 'Microsoft 365', 1],
      ['extra', 'RECOMMENDATIONS', 'Recommendations', 0],
      ['pbi', 'azure-cost', 'Azure cost report', 1],
    ];
    for (const [kind, key, name, active] of features) {
      ctx.db.run("INSERT INTO features VALUES ('contoso', ?, ?, ?, NULL, ?)", [kind, key, name, active]);
    }
    return undefined;
  },
  'tenant contoso has the standard licences': (ctx) => {
    ctx.db.run("DELETE FROM licenses WHERE tenant_id = 'contoso'");
    for (const [key, name, active] of [
      ['azure-cost', 'Azure cost management', 1],
      ['m365-insights', 'Microsoft 365 insights', 0],
    ] as const) {
      ctx.db.run('INSERT OR IGNORE INTO license_definitions VALUES (?, ?, ?, ?)', [
        key,
        name,
        `${name} pages`,
        json([key.toUpperCase()]),
      ]);
      ctx.db.run("INSERT INTO licenses VALUES ('contoso', ?, ?, 100, ?, NULL)", [
        key,
        active,
        active ? ctx.now().toISOString() : null,
      ]);
    }
    return undefined;
  },
  'tenant contoso has the file branding-logo': (ctx) => {
    const png = readFileSync(join(PACTS_FIXTURES, 'branding-logo.png'));
    ctx.db.run(
      "INSERT INTO files VALUES ('contoso', 'branding-logo', 'branding-logo.png', 'image/png', ?, ?, ?)",
      [png.length, png, ctx.now().toISOString()],
    );
    return undefined;
  },
  'tenant contoso is not branded': (ctx) => {
    ctx.db.run("UPDATE tenants SET branded_by = NULL WHERE id = 'contoso'");
    return undefined;
  },
  'tenant contoso has the custom report Chargeback by team': (ctx, params) => {
    const id = randomUUID();
    ctx.db.run(
      "INSERT INTO custom_reports VALUES (?, 'contoso', 'report', ?, 'Cost split by the team tag', 'azure-cost')",
      [id, text(params, 'name', 'Chargeback by team')],
    );
    return { customReportId: id };
  },
  'tenant contoso has no custom report 5d1e8c2a-7f3b-4a6d-9c1e-0000000000ff': () => undefined,
  'tenant contoso is licensed for the report azure-cost': (ctx) => {
    ctx.db.run(
      "UPDATE features SET active = 1 WHERE tenant_id = 'contoso' AND kind = 'pbi' AND key = 'azure-cost'",
    );
    return undefined;
  },
  'tenant contoso is not licensed for the report m365-security': (ctx) => {
    ctx.db.run(
      "INSERT INTO features VALUES ('contoso', 'pbi', 'm365-security', 'Security report', 'Secure Score and alerts', 0)",
    );
    return undefined;
  },

  'user admin@contoso.example has a previous chat': (ctx) => {
    const chatId = randomUUID();
    const at = new Date(ctx.now().getTime() - 600_000).toISOString();
    ctx.db.run("INSERT INTO chats VALUES (?, 'contoso', ?, 'all', 0.012, 'USD', ?, ?)", [
      chatId,
      userId('admin@contoso.example'),
      at,
      at,
    ]);
    ctx.db.run(
      "INSERT INTO chat_messages (chat_id, sender, message, created_at) VALUES (?, 'user', 'Which licences are unassigned?', ?)",
      [chatId, at],
    );
    ctx.db.run(
      `INSERT INTO chat_messages (chat_id, sender, message, related_links, created_at)
       VALUES (?, 'assistant', 'These pages answer that: **Licences**.', ?, ?)`,
      [chatId, json([{ uuid: 'm365/licences', url: 'm365/licences', name: 'Licences' }]), at],
    );
    return { chatId };
  },
  'user admin@contoso.example has used up the chat rate limit': (ctx) => {
    for (let i = 0; i < 2; i += 1) {
      ctx.db.run("INSERT INTO chat_requests (tenant_id, user_id, requested_at) VALUES ('contoso', ?, ?)", [
        userId('admin@contoso.example'),
        ctx.now().getTime() - 10_000,
      ]);
    }
    return undefined;
  },

  "user admin@contoso.example has the saved view 'Q3 by service'": (ctx, params) => {
    const savedViewId = randomUUID();
    ctx.db.run("INSERT INTO saved_views VALUES (?, 'contoso', ?, ?, ?, ?, ?, ?, ?, 0)", [
      savedViewId,
      userId(text(params, 'upn', 'admin@contoso.example')),
      text(params, 'pageName', 'azure/cost-overview'),
      text(params, 'tabName', 'Summary'),
      text(params, 'name', 'Q3 by service'),
      '{"version":1,"page":"ReportSection1","filters":[]}',
      '2026-10-01T08:00:00.000Z',
      '2026-11-20T08:00:00.000Z',
    ]);
    return { savedViewId };
  },
  'tenant contoso has no saved view 7c0e4b1d-2a9f-4e63-8d5b-0000000000ff': () => undefined,
};

/** Restores the demo seed, so every interaction starts from the same data. */
export function resetForInteraction(db: Database): void {
  seed(db);
}

/** True for the params object of a state (the verifier sends a JSON object, or nothing). */
export function isParams(value: unknown): value is StateParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
