import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashRefreshToken, newRefreshToken } from '../auth/app-tokens.ts';
import type { DataAccess } from '../data/data-access.ts';
import { OPERATION_KINDS } from '../data/operation-records.ts';
import type { Database } from '../db/database.ts';
import { CHAT_RATE_LIMIT } from '../domain/chat/rate-limit.ts';
import { QUESTIONNAIRE_KEY } from '../domain/scores/scores.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { nextDelivery } from '../domain/subscriptions/schedule.ts';
import type { SealedSecret } from '../secrets/secret-box.ts';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { seedOffice } from '../seed/office.ts';
import { seedOperations } from '../seed/operations.ts';
import { seed } from '../seed/seed.ts';
import { unsubscribeTokenContext, unsubscribeTokenHash } from '../subscriptions/scheduled-mail.ts';

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
  /** The embedded database, for the seed (the demo estate and a tenant's cost data). */
  db: Database;
  /** The repositories every other state writes and reads through, as the handlers do. */
  data: DataAccess;
  now: () => Date;
  /** An app token of a seeded account in one of its tenants. */
  appToken(upn: string, tenantId?: string): Promise<string>;
  selectionToken(upn: string): Promise<string>;
  identityToken(upn: string): Promise<string>;
  /** A pipeline's secret sealed as the backend seals one (its secret store's key). */
  sealSecret(tenantId: string, pipelineId: string, secret: string): SealedSecret;
  /** Any secret sealed with the backend's secret store, to `context` (a subscription's token). */
  seal(secret: string, context: string): SealedSecret;
}

const PACTS_FIXTURES = join(import.meta.dirname, '..', '..', '..', 'pacts', 'fixtures');
const userId = (upn: string) => stableUuid('user', upn);

/** A text param of the state, or the name its description gives. */
function text(params: StateParams, key: string, fallback: string): string {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The uuid of a menu item of the portal area, found by its route name. */
async function menuItemId(data: DataAccess, tenantId: string, name: string): Promise<string> {
  const entry = (await data.menu.entries(tenantId, 'portal')).find((e) => e.name === name);
  if (!entry) throw new Error(`tenant ${tenantId} has no menu item ${name}`);
  return entry.uuid;
}

/** The first of the tenant's records of a kind (in their order) that `matches`, or an error. */
async function firstRecord<T>(
  data: DataAccess,
  tenantId: string,
  kind: string,
  matches: (record: T) => boolean = () => true,
): Promise<string> {
  const record = (await data.records.list<T>(tenantId, kind)).find((r) => matches(r.data));
  if (!record) throw new Error(`${tenantId} has no ${kind}: seed its costs first`);
  return record.id;
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
  'user admin@contoso.example has a refresh session': async (ctx) => {
    const refresh = newRefreshToken();
    await ctx.data.refreshTokens.create({
      id: `pact-${hashRefreshToken(refresh.token).slice(0, 12)}`,
      tokenHash: refresh.hash,
      userId: userId('admin@contoso.example'),
      tenantId: 'contoso',
      expiresAt: new Date(ctx.now().getTime() + 3600_000).toISOString(),
    });
    return { refreshToken: refresh.token };
  },
  'user admin@contoso.example has not accepted the terms': async (ctx) => {
    // Terms are accepted per tenant: the admin's tenant has new terms no one accepted yet.
    await ctx.data.tenants.withdrawTermsAcceptance('contoso');
    return undefined;
  },

  'tenant fabrikam has twelve months of cost data': async (ctx) => {
    seedCosts(ctx.db, ['fabrikam']);
    seedCostEntities(ctx.db, ['fabrikam']);
    seedOffice(ctx.db, ['fabrikam']);
    seedOperations(ctx.db, ['fabrikam']);
    return { accessToken: await ctx.appToken('admin@contoso.example', 'fabrikam') };
  },
  'tenant fabrikam has an open Microsoft 365 recommendation': async (ctx) => {
    const open = (await ctx.data.costEntities.recommendations('fabrikam'))
      .filter((r) => r.source === 'm365' && r.state === 'open')
      .map((r) => r.id)
      .sort();
    if (!open[0]) throw new Error('fabrikam has no open Microsoft 365 recommendation: seed its costs first');
    return { recommendationId: open[0] };
  },
  'tenant fabrikam has alerts, definitions and configuration lists': async (ctx) => {
    const first = (kind: string) => firstRecord(ctx.data, 'fabrikam', kind);
    return {
      alertId: await firstRecord<{ state?: unknown }>(
        ctx.data,
        'fabrikam',
        'alert',
        (a) => a.state === 'active',
      ),
      alertDefinitionId: await first('alert-definition'),
      metricDefinitionId: await first('metric-definition'),
      pipelineId: await first('pipeline'),
      configUserId: await first('config-user'),
      tagRuleId: await first('tag-rule'),
      costRuleId: await first('cost-rule'),
      workerProfileId: await first('worker-profile'),
      automateEndpointId: await first('automate-endpoint'),
    };
  },
  'tenant fabrikam has sent and refused alert e-mails': async (ctx) => {
    const queuedAt = ctx.now().toISOString();
    const mail = (id: string, to: string) => ({
      id,
      tenantId: 'fabrikam',
      topic: `alert:${id}`,
      recipients: [to],
      subject: 'Alert: Budget exceeded (Fabrikam Inc)',
      text: 'The budget Storage budget has used $3,600.00 in 2026-11 (102%).',
      queuedAt,
    });
    await ctx.data.outbox.queue(mail('pact-mail-sent', 'finance@fabrikam.example'));
    await ctx.data.outbox.markSent('pact-mail-sent', queuedAt);
    await ctx.data.outbox.queue(mail('pact-mail-refused', 'nobody@refused.invalid'));
    await ctx.data.outbox.markFailed(
      'pact-mail-refused',
      'The mail server refused the message: 550 mailbox unavailable',
      queuedAt,
    );
    return undefined;
  },
  'user admin@contoso.example has a weekly e-mail of the budgets of fabrikam': async (ctx) => {
    const id = stableUuid('subscription', 'fabrikam', 'pact budgets weekly');
    // A token of the right shape, fixed so the pact's example is the real one.
    const token = 'pactUnsubscribeToken0123456789abcdefABCDEF_-';
    const at = ctx.now();
    await ctx.data.subscriptions.add({
      id,
      tenantId: 'fabrikam',
      userId: userId('admin@contoso.example'),
      targetKind: 'screen',
      target: 'budgets',
      name: 'Budgets',
      link: '/billing/azure/budgets',
      frequency: 'weekly',
      currency: 'USD',
      email: 'admin@contoso.example',
      tokenHash: unsubscribeTokenHash(token),
      tokenSealed: JSON.stringify(ctx.seal(token, unsubscribeTokenContext(id))),
      createdAt: at.toISOString(),
      nextAt: nextDelivery('weekly', at).toISOString(),
    });
    return { subscriptionId: id, unsubscribeToken: token };
  },
  'tenant fabrikam has a pipeline reading a storage': async (ctx) => {
    const id = stableUuid('pipeline', 'fabrikam', 'pact storage');
    await ctx.data.records.insert(
      'fabrikam',
      OPERATION_KINDS.pipeline,
      id,
      {
        name: 'Pact storage pipeline',
        source: 'focus-export',
        schedule: 'daily',
        enabled: true,
        lastStatus: 'never',
        // Nothing listens on port 9: a run fails 'unreachable', in its own time.
        storage: {
          kind: 's3',
          endpoint: 'http://127.0.0.1:9',
          region: 'us-east-1',
          bucket: 'pact-bucket',
          accessKeyId: 'PACTKEY',
        },
        sealedSecret: ctx.sealSecret('fabrikam', id, 'pact-secret'),
      },
      ctx.now(),
    );
    return { pipelineId: id };
  },
  'tenant fabrikam has answered the licence questionnaire': async (ctx) => {
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
    const at = ctx.now();
    await ctx.data.documents.write(
      'fabrikam',
      QUESTIONNAIRE_KEY,
      { answers, updatedAt: at.toISOString(), updatedBy: 'Megan Bowen' },
      at,
    );
    return undefined;
  },
  'the terms and conditions document is published': () => undefined,
  'tenant contoso has the standard menu': () => undefined,
  'tenant contoso has the tabbed page azure/cost-overview': async (ctx, params) => ({
    menuItemId: await menuItemId(
      ctx.data,
      text(params, 'tenantId', 'contoso'),
      text(params, 'name', 'azure/cost-overview'),
    ),
  }),
  'tenant contoso has no menu item ffffffff-ffff-4fff-bfff-ffffffffffff': () => undefined,
  'user admin@contoso.example has visited the page azure/cost-overview': async (ctx) => {
    await ctx.data.audit.recordEvent({
      tenantId: 'contoso',
      userId: userId('admin@contoso.example'),
      category: 'navigation',
      location: '/billing/azure/cost-overview',
      previousLocation: null,
      locationName: 'Azure → Cost overview',
      previousLocationName: null,
      reportId: null,
      tabName: null,
      at: new Date(ctx.now().getTime() - 3600_000).toISOString(),
    });
    return undefined;
  },

  'tenant contoso has the standard feature set': async (ctx) => {
    await ctx.data.features.replaceAll('contoso', [
      { kind: 'state', key: 'AZURE', name: 'Azure', description: null, active: true },
      { kind: 'state', key: 'M365', name: 'Microsoft 365', description: null, active: true },
      { kind: 'extra', key: 'RECOMMENDATIONS', name: 'Recommendations', description: null, active: false },
      { kind: 'pbi', key: 'azure-cost', name: 'Azure cost report', description: null, active: true },
    ]);
    return undefined;
  },
  'tenant contoso has the standard licences': async (ctx) => {
    const standard = [
      { key: 'azure-cost', name: 'Azure cost management', active: true },
      { key: 'm365-insights', name: 'Microsoft 365 insights', active: false },
    ];
    for (const { key, name } of standard) {
      await ctx.data.licences.define({
        licenceKey: key,
        name,
        description: `${name} pages`,
        features: [key.toUpperCase()],
      });
    }
    await ctx.data.licences.replaceAll(
      'contoso',
      standard.map(({ key, active }) => ({
        licenceKey: key,
        active,
        seats: 100,
        activatedAt: active ? ctx.now().toISOString() : null,
        expiresAt: null,
      })),
    );
    return undefined;
  },
  'tenant contoso has the file branding-logo': async (ctx) => {
    const png = readFileSync(join(PACTS_FIXTURES, 'branding-logo.png'));
    await ctx.data.files.put('contoso', {
      id: 'branding-logo',
      name: 'branding-logo.png',
      contentType: 'image/png',
      size: png.length,
      uploadedAt: ctx.now().toISOString(),
      data: png,
    });
    return undefined;
  },
  'tenant contoso is not branded': async (ctx) => {
    await ctx.data.tenants.setBrandedBy('contoso', null);
    return undefined;
  },
  'tenant contoso has the custom report Chargeback by team': async (ctx, params) => {
    const id = randomUUID();
    await ctx.data.customReports.add('contoso', 'report', {
      id,
      name: text(params, 'name', 'Chargeback by team'),
      description: 'Cost split by the team tag',
      reportType: 'azure-cost',
    });
    return { customReportId: id };
  },
  'tenant contoso has no custom report 5d1e8c2a-7f3b-4a6d-9c1e-0000000000ff': () => undefined,
  'tenant contoso is licensed for the report azure-cost': async (ctx) => {
    await ctx.data.features.setActive('contoso', 'azure-cost', true);
    return undefined;
  },
  'tenant contoso is not licensed for the report m365-security': async (ctx) => {
    await ctx.data.features.add('contoso', 'pbi', {
      key: 'm365-security',
      name: 'Security report',
      description: 'Secure Score and alerts',
      active: false,
    });
    return undefined;
  },

  'user admin@contoso.example has a previous chat': async (ctx) => {
    const chatId = randomUUID();
    const at = new Date(ctx.now().getTime() - 600_000).toISOString();
    const chat = { chatId, dataset: 'all', cost: 0.012, currency: 'USD' } as const;
    await ctx.data.chats.create({
      ...chat,
      tenantId: 'contoso',
      userId: userId('admin@contoso.example'),
      at,
    });
    const message = { type: null, relatedLinks: null, screenshot: null };
    await ctx.data.chats.addMessage(
      chatId,
      { ...message, sender: 'user', message: 'Which licences are unassigned?' },
      at,
    );
    await ctx.data.chats.addMessage(
      chatId,
      {
        ...message,
        sender: 'assistant',
        message: 'These pages answer that: **Licences**.',
        relatedLinks: [{ uuid: 'm365/licences', url: 'm365/licences', name: 'Licences' }],
      },
      at,
    );
    return { chatId };
  },
  'user admin@contoso.example has used up the chat rate limit': async (ctx) => {
    for (let i = 0; i < CHAT_RATE_LIMIT; i += 1) {
      await ctx.data.chats.recordRequest(
        'contoso',
        userId('admin@contoso.example'),
        ctx.now().getTime() - 10_000,
      );
    }
    return undefined;
  },

  "user admin@contoso.example has the saved view 'Q3 by service'": async (ctx, params) => {
    const savedViewId = randomUUID();
    const viewer = { tenantId: 'contoso', userId: userId(text(params, 'upn', 'admin@contoso.example')) };
    await ctx.data.savedViews.add(viewer, {
      entryId: savedViewId,
      tenantId: 'contoso',
      pageName: text(params, 'pageName', 'azure/cost-overview'),
      tabName: text(params, 'tabName', 'Summary'),
      name: text(params, 'name', 'Q3 by service'),
      state: '{"version":1,"page":"ReportSection1","filters":[]}',
      createdAt: '2026-10-01T08:00:00.000Z',
      lastUsedAt: '2026-11-20T08:00:00.000Z',
    });
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
