import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import { OPERATIONS } from '@portal/contracts/operations';
import type { IdentityVerifier } from '../../auth/identity-verifier.ts';
import type { FeatureKind } from '../../data/feature-repository.ts';
import type { Licence } from '../../data/licence-repository.ts';
import { brandOwner } from '../../domain/settings/branding.ts';
import { switchLicence } from '../../domain/settings/licences.ts';
import { type MonitoringDocument, monitoringSecretContext } from '../../notify/deliveries.ts';
import type { Caller, HandlerContext, Handlers } from '../api.ts';
import { requireCaller, requireSettingsManager } from '../caller.ts';
import { listHandler } from '../list-handler.ts';
import { badRequest, forbidden, HttpProblem, notFound } from '../problem.ts';
import { uploadedFile } from '../uploaded-file.ts';
import { endpointUrlProblem } from './configuration.ts';

type Schemas = components['schemas'];

/** Files: the size and the types the contract's upload states (its part's x-max-bytes and encoding). */
const UPLOAD = OPERATIONS.uploadFile.upload.file;
export const FILE_LIMIT_BYTES = UPLOAD.maxBytes;
export const FILE_TYPES: readonly string[] = UPLOAD.accept;

const body = <T>(ctx: HandlerContext) => ctx.matched.body as T;

async function featureList(ctx: HandlerContext, kind: FeatureKind): Promise<Schemas['FeatureState'][]> {
  const who = requireCaller(ctx);
  return (await ctx.data.features.list(who.tenantId, kind)).map((f) => ({
    key: f.key,
    name: f.name,
    ...(f.description ? { description: f.description } : {}),
    active: f.active,
  }));
}

const toLicence = (l: Licence): Schemas['License'] => ({
  licenseKey: l.licenceKey,
  name: l.name,
  ...(l.description ? { description: l.description } : {}),
  active: l.active,
  ...(l.seats === null ? {} : { seats: l.seats }),
  ...(l.activatedAt ? { activatedAt: l.activatedAt } : {}),
  ...(l.expiresAt ? { expiresAt: l.expiresAt } : {}),
});

async function licences(ctx: HandlerContext, onlyActive: boolean): Promise<Schemas['License'][]> {
  const who = requireCaller(ctx);
  return (await ctx.data.licences.list(who.tenantId, { onlyActive })).map(toLicence);
}

async function setLicence(ctx: HandlerContext, active: boolean): Promise<Schemas['License']> {
  const who = await requireSettingsManager(ctx);
  const key = String(ctx.matched.query.licenseKey);
  return toLicence(await switchLicence(ctx.data, who.tenantId, key, active, ctx.now()));
}

async function storedFile(ctx: HandlerContext, id: string): Promise<Schemas['StoredFile']> {
  const who = requireCaller(ctx);
  const file = await ctx.data.files.describe(who.tenantId, id);
  if (!file) throw notFound(`File ${id} does not exist.`);
  return file;
}

/** A connection test that checks what can be checked offline: the shape and plausibility of the input. */
function connectionTest(ctx: HandlerContext, ok: boolean, message: string): Schemas['ConnectionTest'] {
  return { success: ok, message, checkedAt: ctx.now().toISOString() };
}

/** Keeps an integration's settings without its secret (the reference backend never stores one). */
async function storeIntegration(ctx: HandlerContext, key: string, kept: object) {
  const who = await requireSettingsManager(ctx);
  const updatedAt = ctx.now().toISOString();
  await ctx.data.transaction((tx) => tx.documents.write(who.tenantId, key, kept, ctx.now()));
  return { status: 200 as const, body: { configured: true, updatedAt } };
}

async function syncJob(ctx: HandlerContext, kind: 'clean' | 'core'): Promise<Schemas['SyncJob']> {
  const who = await requireSettingsManager(ctx);
  const job = { id: randomUUID(), kind, status: 'started' as const, startedAt: ctx.now().toISOString() };
  await ctx.data.transaction((tx) => tx.syncJobs.add({ ...job, tenantId: who.tenantId }));
  return job;
}

export const settingsHandlers: Handlers = {
  updateGeneralSettings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const current = await ctx.data.documents.read<Schemas['PortalSettings'] | null>(
      who.tenantId,
      'portal-settings',
      null,
    );
    if (!current) throw notFound('The tenant has no portal settings.');
    const next = { ...current, ...body<Schemas['GeneralSettings']>(ctx) };
    await ctx.data.transaction((tx) => tx.documents.write(who.tenantId, 'portal-settings', next, ctx.now()));
    return { status: 200, body: next };
  },
  partnerSyncClean: async (ctx) => ({ status: 202, body: await syncJob(ctx, 'clean') }),
  partnerSyncCore: async (ctx) => ({ status: 202, body: await syncJob(ctx, 'core') }),
  getOffice365Settings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    return { status: 200, body: await ctx.pipelines.office.settings(ctx.data, who.tenantId) };
  },
  updateOffice365Settings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['Office365Settings']>(ctx);
    const saved = await ctx.data.transaction(async (tx) => {
      const stored = await ctx.pipelines.office.save(tx, who.tenantId, input, ctx.now());
      if (input.deIdentifiedReports !== undefined) {
        await tx.documents.write(
          who.tenantId,
          'features-status',
          { m365DeIdentifiedReports: input.deIdentifiedReports },
          ctx.now(),
        );
      }
      return stored;
    });
    return { status: 200, body: saved };
  },
  testOffice365Connection: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['Office365Settings']>(ctx);
    return { status: 200, body: await ctx.pipelines.office.test(ctx.data, who.tenantId, input, ctx.now()) };
  },
  testOffice365Permissions: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    return {
      status: 200,
      body: await ctx.data.documents.read(who.tenantId, 'office365-permissions', defaultPermissions()),
    };
  },
  updateEnterpriseAgreementSettings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['EnterpriseAgreementSettings']>(ctx);
    await ctx.data.transaction((tx) =>
      tx.documents.write(
        who.tenantId,
        'enterprise-agreement',
        { enrollmentNumber: input.enrollmentNumber, keySet: true },
        ctx.now(),
      ),
    );
    return { status: 200, body: { configured: true, enrollmentNumber: input.enrollmentNumber } };
  },
  resetEnterpriseAgreementSettings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    await ctx.data.transaction((tx) => tx.documents.remove(who.tenantId, 'enterprise-agreement'));
    return { status: 204, body: undefined };
  },
  updateMonitoringSettings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['MonitoringSettings']>(ctx);
    const problem = endpointUrlProblem(input.endpoint);
    if (problem)
      throw badRequest(`The monitoring integration cannot be saved: ${problem}`, [
        { field: '/endpoint', message: problem },
      ]);
    // The key signs the alerts' events posted to the endpoint: sealed, never answered.
    const kept: MonitoringDocument = {
      endpoint: input.endpoint,
      enabled: input.enabled ?? true,
      sealedApiKey: ctx.pipelines.box.seal(input.apiKey, monitoringSecretContext(who.tenantId)),
    };
    return storeIntegration(ctx, 'monitoring', kept);
  },
  testMonitoringSettings: async (ctx) => {
    await requireSettingsManager(ctx);
    const input = body<Schemas['MonitoringSettings']>(ctx);
    let host: string | undefined;
    try {
      const url = new URL(input.endpoint);
      host = url.protocol === 'https:' && url.hostname ? url.host : undefined;
    } catch {
      host = undefined;
    }
    return {
      status: 200,
      body: connectionTest(
        ctx,
        host !== undefined,
        host ? `Reached ${host}.` : 'The endpoint must be an https URL with a host.',
      ),
    };
  },
  storeTokenCredential: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['TokenCredentialRequest']>(ctx);
    const storedAt = ctx.now().toISOString();
    await ctx.data.transaction((tx) =>
      tx.documents.write(
        who.tenantId,
        `credential:${input.keyName}`,
        { scope: input.scope, resource: input.resource, storedAt },
        ctx.now(),
      ),
    );
    return { status: 200, body: { keyName: input.keyName, scope: input.scope, stored: true, storedAt } };
  },
  activateTenant: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['ActivateRequest']>(ctx);
    if (input.tenantId !== who.tenantId) throw notFound(`Tenant ${input.tenantId} does not exist.`);
    const activatedAt = ctx.now().toISOString();
    await ctx.data.transaction((tx) => tx.tenants.markOnboarded(who.tenantId));
    return { status: 200, body: { tenantId: who.tenantId, activated: true, activatedAt } };
  },
  testAccess: async (ctx) => {
    const who = requireCaller(ctx);
    const azure = (await featureList(ctx, 'state')).find((f) => f.key === 'AZURE')?.active === true;
    return {
      status: 200,
      body: connectionTest(
        ctx,
        azure,
        azure ? `Cost data of ${who.tenantId} is readable.` : 'The Azure feature is not active.',
      ),
    };
  },
  testTagAccess: (ctx) => {
    requireCaller(ctx);
    return { status: 200, body: connectionTest(ctx, true, 'Resource tags are readable.') };
  },
  getTagCoverage: async (ctx) => {
    const who = requireCaller(ctx);
    const large = (await ctx.data.tenants.size(who.tenantId)) === 'large';
    return {
      status: 200,
      body: large
        ? { tagged: 2140, untagged: 612, taggedCost: 184230.55, untaggedCost: 41277.1, currency: 'USD' }
        : { tagged: 96, untagged: 31, taggedCost: 6120.4, untaggedCost: 1893.75, currency: 'USD' },
    };
  },
  getSystemMessages: async (ctx) => {
    const who = requireCaller(ctx);
    const messages = await ctx.data.systemMessages.current(who.tenantId, ctx.now().toISOString());
    return {
      status: 200,
      body: messages.map((m) => ({
        id: m.id,
        severity: m.severity,
        text: m.text,
        ...(m.validFrom ? { validFrom: m.validFrom } : {}),
        ...(m.validTo ? { validTo: m.validTo } : {}),
      })),
    };
  },
  getPartnerSettings: async (ctx) => {
    const who = requireCaller(ctx);
    return {
      status: 200,
      body: await ctx.data.documents.read<Schemas['PartnerSettings']>(who.tenantId, 'partner', {}),
    };
  },
  updatePartnerSettings: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const next = {
      ...(await ctx.data.documents.read<Schemas['PartnerSettings']>(who.tenantId, 'partner', {})),
      ...body<Schemas['PartnerSettings']>(ctx),
    };
    await ctx.data.transaction((tx) => tx.documents.write(who.tenantId, 'partner', next, ctx.now()));
    return { status: 200, body: next };
  },
  updatePartnerIntegration: (ctx) => {
    const input = body<Schemas['IntegrationSettings']>(ctx);
    return storeIntegration(ctx, 'partner-integration', {
      applicationId: input.applicationId,
      partnerTenantId: input.partnerTenantId ?? null,
    });
  },
  testPartnerIntegration: async (ctx) => {
    await requireSettingsManager(ctx);
    const input = body<Schemas['IntegrationSettings']>(ctx);
    const strong = input.applicationSecret.length >= 16;
    return {
      status: 200,
      body: connectionTest(
        ctx,
        strong,
        strong ? 'The application credentials were accepted.' : 'The application secret is too short.',
      ),
    };
  },
  securePartnerCustomer: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const id = ctx.matched.path.id ?? '';
    const customers = await ctx.data.documents.read<string[]>(who.tenantId, 'partner-customers', [
      'contoso-retail',
      'contoso-labs',
    ]);
    if (!customers.includes(id)) throw notFound(`Partner customer ${id} does not exist.`);
    const securedAt = ctx.now().toISOString();
    await ctx.data.transaction((tx) =>
      tx.documents.write(who.tenantId, `secured:${id}`, { securedAt }, ctx.now()),
    );
    return { status: 200, body: { id, secured: true, securedAt } };
  },
  getFeatureState: async (ctx) => ({ status: 200, body: await featureList(ctx, 'state') }),
  getExtraFeatures: async (ctx) => ({ status: 200, body: await featureList(ctx, 'extra') }),
  getReportFeatures: async (ctx) => ({ status: 200, body: await featureList(ctx, 'pbi') }),
  activateFeatures: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const { features } = body<Schemas['FeatureActivation']>(ctx);
    await ctx.data.transaction(async (tx) => {
      for (const f of features) {
        if (!(await tx.features.setActive(who.tenantId, f.key, f.active)))
          throw badRequest(`Feature ${f.key} does not exist.`, [
            { field: '/features', message: `${f.key} does not exist` },
          ]);
      }
    });
    // Every feature of every kind after the change, so the caller sees the one it switched.
    return {
      status: 200,
      body: [
        ...(await featureList(ctx, 'state')),
        ...(await featureList(ctx, 'extra')),
        ...(await featureList(ctx, 'pbi')),
      ],
    };
  },
  listLicenses: async (ctx) => ({ status: 200, body: await licences(ctx, false) }),
  listActivatedLicenses: async (ctx) => ({ status: 200, body: await licences(ctx, true) }),
  listLicenseDefinitions: async (ctx) => {
    requireCaller(ctx);
    const definitions = await ctx.data.licences.definitions();
    return {
      status: 200,
      body: definitions.map((d) => ({
        licenseKey: d.licenceKey,
        name: d.name,
        ...(d.description ? { description: d.description } : {}),
        features: d.features,
      })),
    };
  },
  activateLicense: async (ctx) => ({ status: 200, body: await setLicence(ctx, true) }),
  deactivateLicense: async (ctx) => ({ status: 200, body: await setLicence(ctx, false) }),
  uploadFile: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const id = ctx.matched.path.id ?? '';
    const file = uploadedFile(ctx, { bytes: FILE_LIMIT_BYTES, text: 'Files may be at most 5 MiB.' });
    const type = file.type || 'application/octet-stream';
    if (!FILE_TYPES.includes(type))
      throw new HttpProblem(415, 'Unsupported Media Type', { detail: `${type} files are not accepted.` });
    const data = Buffer.from(await file.arrayBuffer());
    const uploadedAt = ctx.now().toISOString();
    const name = file.name.slice(0, 200) || id;
    const stored = { id, name, contentType: type, size: data.length, uploadedAt };
    await ctx.data.transaction((tx) => tx.files.put(who.tenantId, { ...stored, data }));
    return { status: 201, body: stored };
  },
  listFiles: listHandler('listFiles', {
    access: requireSettingsManager,
    rows: ({ ctx, caller }) => ctx.data.files.list(caller.tenantId),
    searchable: (f) => [f.id, f.name],
    sortBy: {
      id: (f) => f.id,
      name: (f) => f.name,
      contentType: (f) => f.contentType,
      size: (f) => f.size,
      uploaded: (f) => f.uploadedAt,
    },
    defaultSort: 'uploaded',
    defaultOrder: 'desc',
    present: (f) => f,
  }),
  getFile: async (ctx) => ({ status: 200, body: await storedFile(ctx, ctx.matched.path.id ?? '') }),
  deleteFile: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const id = ctx.matched.path.id ?? '';
    const deleted = await ctx.data.transaction((tx) => tx.files.remove(who.tenantId, id));
    if (!deleted) throw notFound(`File ${id} does not exist.`);
    return { status: 204, body: undefined };
  },
  getFileContent: async (ctx) => {
    const who = requireCaller(ctx);
    const id = ctx.matched.path.id ?? '';
    // Branding files are read from the brand owner's files, as the branding answer says.
    const owner = id.startsWith('branding-')
      ? ((await brandOwner(ctx.data, who.tenantId)) ?? who.tenantId)
      : who.tenantId;
    const file = await ctx.data.files.content(owner, id);
    if (!file) throw notFound(`File ${id} does not exist.`);
    return new Response(Buffer.from(file.data), {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
        // An uploaded file (an SVG with a script, an HTML page) never runs as a page of the portal.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        // Branding can change at any time (the Branding settings): never show a stale copy.
        'Cache-Control': 'private, no-cache',
      },
    });
  },
  getM365UserToken: async (ctx) => {
    const who = requireCaller(ctx);
    const keyName = String(ctx.matched.query.keyName);
    const scope = String(ctx.matched.query.scope);
    const stored = await ctx.data.documents.read<{ storedAt: string } | null>(
      who.tenantId,
      m365UserTokenKey(who, keyName, scope),
      null,
    );
    return {
      status: 200,
      body: { keyName, scope, stored: stored !== null, ...(stored ? { storedAt: stored.storedAt } : {}) },
    };
  },
  sendEmailNotification: async (ctx) => {
    // Notifications go to outside addresses: for settings managers only.
    const who = await requireSettingsManager(ctx);
    const input = body<Schemas['EmailNotification']>(ctx);
    const id = randomUUID();
    const queuedAt = ctx.now().toISOString();
    await ctx.data.transaction((tx) =>
      tx.outbox.queue({
        id,
        tenantId: who.tenantId,
        userId: who.userId,
        topic: `notice:${id}`,
        recipients: input.recipients,
        subject: input.subject,
        ...(input.html ? { html: input.body } : { text: input.body }),
        queuedAt,
      }),
    );
    return { status: 202, body: { id, queuedAt } };
  },
  listCustomReports: async (ctx) => ({ status: 200, body: await customReports(ctx, 'report') }),
  listCustomDashboards: async (ctx) => ({ status: 200, body: await customReports(ctx, 'dashboard') }),
};

async function customReports(
  ctx: HandlerContext,
  kind: 'report' | 'dashboard',
): Promise<Schemas['CustomReport'][]> {
  const who = requireCaller(ctx);
  return (await ctx.data.customReports.list(who.tenantId, kind)).map((r) => ({
    id: r.id,
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    ...(r.reportType ? { reportType: r.reportType } : {}),
  }));
}

function defaultPermissions(): Schemas['PermissionCheck'] {
  return {
    granted: ['Reports.Read.All', 'User.Read.All', 'Directory.Read.All'],
    missing: ['SecurityEvents.Read.All', 'Organization.Read.All'],
  };
}

/** The document that records a user's stored delegated token, by key name and scope. */
const m365UserTokenKey = (who: Caller, keyName: string, scope: string) =>
  `m365-user:${who.userId}:${keyName}:${scope}`;

/**
 * The caller's delegated office suite token (the X-MS-Token header): it must be one the identity
 * provider signed (signature, issuer, audience, expiry) and it must name the signed-in user, so a
 * token of someone else, or an expired one, grants nothing.
 */
async function requireOfficeToken(ctx: HandlerContext, verifier: IdentityVerifier, who: Caller) {
  const msToken = ctx.request.headers.get('X-MS-Token');
  if (!msToken)
    throw badRequest('The X-MS-Token header is required.', [
      { field: 'header.X-MS-Token', message: 'is required' },
    ]);
  const identity = await verifier.verify(msToken);
  if (!identity)
    throw badRequest(
      'The office suite token is not valid or has expired. Sign in to the office suite again.',
      [{ field: 'header.X-MS-Token', message: 'is not a valid token' }],
    );
  if (identity.upn !== who.claims.sub.toLowerCase())
    throw forbidden('The office suite token belongs to another user.');
}

/** The calls that carry the user's delegated office suite token, checked by the identity provider's keys. */
export function officeTokenHandlers(verifier: IdentityVerifier): Handlers {
  return {
    addOffice365Permissions: async (ctx) => {
      const who = await requireSettingsManager(ctx);
      await requireOfficeToken(ctx, verifier, who);
      const current = await ctx.data.documents.read(
        who.tenantId,
        'office365-permissions',
        defaultPermissions(),
      );
      const granted = { granted: [...current.granted, ...current.missing], missing: [] };
      await ctx.data.transaction((tx) =>
        tx.documents.write(who.tenantId, 'office365-permissions', granted, ctx.now()),
      );
      return { status: 200, body: granted };
    },
    storeM365UserToken: async (ctx) => {
      const who = requireCaller(ctx);
      await requireOfficeToken(ctx, verifier, who);
      const input = body<Schemas['TokenCredentialRequest']>(ctx);
      const storedAt = ctx.now().toISOString();
      // Only the fact of storage is kept: the reference backend never holds office suite tokens.
      await ctx.data.transaction((tx) =>
        tx.documents.write(
          who.tenantId,
          m365UserTokenKey(who, input.keyName, input.scope),
          { storedAt, resource: input.resource },
          ctx.now(),
        ),
      );
      return { status: 200, body: { keyName: input.keyName, scope: input.scope, stored: true, storedAt } };
    },
  };
}
