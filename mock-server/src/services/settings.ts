import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import { parseJson } from '../db/database.ts';
import type { HandlerContext, Handlers } from '../http/api.ts';
import { badRequest, HttpProblem, notFound } from '../http/problem.ts';
import { requireCaller, requireSettingsManager } from './account.ts';
import { readDocument, writeDocument } from './documents.ts';

type Schemas = components['schemas'];

/** Files: at most 5 MiB, of the types a portal's settings need. */
export const FILE_LIMIT_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'application/pdf',
  'text/csv',
  'text/plain',
];

const body = <T>(ctx: HandlerContext) => ctx.matched.body as T;

function featureList(ctx: HandlerContext, kind: 'state' | 'extra' | 'pbi'): Schemas['FeatureState'][] {
  const who = requireCaller(ctx);
  return ctx.db
    .all<{ key: string; name: string; description: string | null; active: number }>(
      'SELECT key, name, description, active FROM features WHERE tenant_id = ? AND kind = ? ORDER BY rowid',
      [who.tenantId, kind],
    )
    .map((f) => ({
      key: f.key,
      name: f.name,
      ...(f.description ? { description: f.description } : {}),
      active: f.active === 1,
    }));
}

function licenses(ctx: HandlerContext, onlyActive: boolean): Schemas['License'][] {
  const who = requireCaller(ctx);
  return ctx.db
    .all<{
      license_key: string;
      name: string;
      description: string | null;
      active: number;
      seats: number | null;
      activated_at: string | null;
      expires_at: string | null;
    }>(
      `SELECT l.license_key, d.name, d.description, l.active, l.seats, l.activated_at, l.expires_at
       FROM licenses l JOIN license_definitions d ON d.license_key = l.license_key
       WHERE l.tenant_id = ? ${onlyActive ? 'AND l.active = 1' : ''} ORDER BY d.rowid`,
      [who.tenantId],
    )
    .map((l) => ({
      licenseKey: l.license_key,
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      active: l.active === 1,
      ...(l.seats === null ? {} : { seats: l.seats }),
      ...(l.activated_at ? { activatedAt: l.activated_at } : {}),
      ...(l.expires_at ? { expiresAt: l.expires_at } : {}),
    }));
}

function setLicense(ctx: HandlerContext, active: boolean): Schemas['License'] {
  const who = requireSettingsManager(ctx);
  const key = String(ctx.matched.query.licenseKey);
  const changed = ctx.db.transaction(() =>
    ctx.db.run('UPDATE licenses SET active = ?, activated_at = ? WHERE tenant_id = ? AND license_key = ?', [
      active ? 1 : 0,
      active ? ctx.now().toISOString() : null,
      who.tenantId,
      key,
    ]),
  );
  if (changed.changes === 0) throw notFound(`Licence ${key} does not exist.`);
  const licence = licenses(ctx, false).find((l) => l.licenseKey === key);
  if (!licence) throw notFound(`Licence ${key} does not exist.`);
  return licence;
}

function storedFile(ctx: HandlerContext, id: string): Schemas['StoredFile'] {
  const who = requireCaller(ctx);
  const row = ctx.db.get<{
    id: string;
    name: string;
    content_type: string;
    size: number;
    uploaded_at: string;
  }>('SELECT id, name, content_type, size, uploaded_at FROM files WHERE tenant_id = ? AND id = ?', [
    who.tenantId,
    id,
  ]);
  if (!row) throw notFound(`File ${id} does not exist.`);
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: row.size,
    uploadedAt: row.uploaded_at,
  };
}

/** A connection test that checks what can be checked offline: the shape and plausibility of the input. */
function connectionTest(ctx: HandlerContext, ok: boolean, message: string): Schemas['ConnectionTest'] {
  return { success: ok, message, checkedAt: ctx.now().toISOString() };
}

/** Keeps an integration's settings without its secret (the reference backend never stores one). */
function storeIntegration(ctx: HandlerContext, key: string, kept: Record<string, unknown>) {
  const who = requireSettingsManager(ctx);
  const updatedAt = ctx.now().toISOString();
  ctx.db.transaction(() => writeDocument(ctx.db, who.tenantId, key, kept, ctx.now()));
  return { status: 200 as const, body: { configured: true, updatedAt } };
}

function syncJob(ctx: HandlerContext, kind: 'clean' | 'core'): Schemas['SyncJob'] {
  const who = requireSettingsManager(ctx);
  const job = { id: randomUUID(), kind, status: 'started' as const, startedAt: ctx.now().toISOString() };
  ctx.db.transaction(() =>
    ctx.db.run('INSERT INTO sync_jobs VALUES (?, ?, ?, ?, ?)', [
      job.id,
      who.tenantId,
      kind,
      job.status,
      job.startedAt,
    ]),
  );
  return job;
}

export const settingsHandlers: Handlers = {
  updateGeneralSettings: (ctx) => {
    const who = requireSettingsManager(ctx);
    const current = readDocument<Schemas['PortalSettings'] | null>(
      ctx.db,
      who.tenantId,
      'portal-settings',
      null,
    );
    if (!current) throw notFound('The tenant has no portal settings.');
    const next = { ...current, ...body<Schemas['GeneralSettings']>(ctx) };
    ctx.db.transaction(() => writeDocument(ctx.db, who.tenantId, 'portal-settings', next, ctx.now()));
    return { status: 200, body: next };
  },
  partnerSyncClean: (ctx) => ({ status: 202, body: syncJob(ctx, 'clean') }),
  partnerSyncCore: (ctx) => ({ status: 202, body: syncJob(ctx, 'core') }),
  updateOffice365Settings: (ctx) => {
    const who = requireSettingsManager(ctx);
    const next = body<Schemas['Office365Settings']>(ctx);
    ctx.db.transaction(() => {
      writeDocument(ctx.db, who.tenantId, 'office365', next, ctx.now());
      if (next.deIdentifiedReports !== undefined) {
        writeDocument(
          ctx.db,
          who.tenantId,
          'features-status',
          { m365DeIdentifiedReports: next.deIdentifiedReports },
          ctx.now(),
        );
      }
    });
    return { status: 200, body: next };
  },
  testOffice365Permissions: (ctx) => {
    const who = requireSettingsManager(ctx);
    return {
      status: 200,
      body: readDocument(ctx.db, who.tenantId, 'office365-permissions', defaultPermissions()),
    };
  },
  addOffice365Permissions: (ctx) => {
    const who = requireSettingsManager(ctx);
    const msToken = ctx.request.headers.get('X-MS-Token');
    if (!msToken)
      throw badRequest('The X-MS-Token header is required.', [
        { field: 'header.X-MS-Token', message: 'is required' },
      ]);
    const current = readDocument(ctx.db, who.tenantId, 'office365-permissions', defaultPermissions());
    const granted = { granted: [...current.granted, ...current.missing], missing: [] };
    ctx.db.transaction(() =>
      writeDocument(ctx.db, who.tenantId, 'office365-permissions', granted, ctx.now()),
    );
    return { status: 200, body: granted };
  },
  updateEnterpriseAgreementSettings: (ctx) => {
    const who = requireSettingsManager(ctx);
    const input = body<Schemas['EnterpriseAgreementSettings']>(ctx);
    ctx.db.transaction(() =>
      writeDocument(
        ctx.db,
        who.tenantId,
        'enterprise-agreement',
        { enrollmentNumber: input.enrollmentNumber, keySet: true },
        ctx.now(),
      ),
    );
    return { status: 200, body: { configured: true, enrollmentNumber: input.enrollmentNumber } };
  },
  resetEnterpriseAgreementSettings: (ctx) => {
    const who = requireSettingsManager(ctx);
    ctx.db.transaction(() =>
      ctx.db.run("DELETE FROM tenant_documents WHERE tenant_id = ? AND key = 'enterprise-agreement'", [
        who.tenantId,
      ]),
    );
    return { status: 204, body: undefined };
  },
  updateMonitoringSettings: (ctx) => {
    const input = body<Schemas['MonitoringSettings']>(ctx);
    return storeIntegration(ctx, 'monitoring', { endpoint: input.endpoint, enabled: input.enabled ?? true });
  },
  testMonitoringSettings: (ctx) => {
    requireSettingsManager(ctx);
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
  storeTokenCredential: (ctx) => {
    const who = requireSettingsManager(ctx);
    const input = body<Schemas['TokenCredentialRequest']>(ctx);
    const storedAt = ctx.now().toISOString();
    ctx.db.transaction(() =>
      writeDocument(
        ctx.db,
        who.tenantId,
        `credential:${input.keyName}`,
        { scope: input.scope, resource: input.resource, storedAt },
        ctx.now(),
      ),
    );
    return { status: 200, body: { keyName: input.keyName, scope: input.scope, stored: true, storedAt } };
  },
  activateTenant: (ctx) => {
    const who = requireSettingsManager(ctx);
    const input = body<Schemas['ActivateRequest']>(ctx);
    if (input.tenantId !== who.tenantId) throw notFound(`Tenant ${input.tenantId} does not exist.`);
    const activatedAt = ctx.now().toISOString();
    ctx.db.transaction(() => ctx.db.run('UPDATE tenants SET onboarded = 1 WHERE id = ?', [who.tenantId]));
    return { status: 200, body: { tenantId: who.tenantId, activated: true, activatedAt } };
  },
  testAccess: (ctx) => {
    const who = requireCaller(ctx);
    const azure = featureList(ctx, 'state').find((f) => f.key === 'AZURE')?.active === true;
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
  getTagCoverage: (ctx) => {
    const who = requireCaller(ctx);
    const large =
      ctx.db.get<{ size: string }>('SELECT size FROM tenants WHERE id = ?', [who.tenantId])?.size === 'large';
    return {
      status: 200,
      body: large
        ? { tagged: 2140, untagged: 612, taggedCost: 184230.55, untaggedCost: 41277.1, currency: 'USD' }
        : { tagged: 96, untagged: 31, taggedCost: 6120.4, untaggedCost: 1893.75, currency: 'USD' },
    };
  },
  getSystemMessages: (ctx) => {
    const who = requireCaller(ctx);
    const now = ctx.now().toISOString();
    const rows = ctx.db.all<{
      id: string;
      severity: 'info' | 'warning' | 'error';
      text: string;
      valid_from: string | null;
      valid_to: string | null;
    }>(
      `SELECT id, severity, text, valid_from, valid_to FROM system_messages
       WHERE (tenant_id IS NULL OR tenant_id = ?) AND (valid_to IS NULL OR valid_to > ?) ORDER BY valid_from DESC`,
      [who.tenantId, now],
    );
    return {
      status: 200,
      body: rows.map((r) => ({
        id: r.id,
        severity: r.severity,
        text: r.text,
        ...(r.valid_from ? { validFrom: r.valid_from } : {}),
        ...(r.valid_to ? { validTo: r.valid_to } : {}),
      })),
    };
  },
  getPartnerSettings: (ctx) => {
    const who = requireCaller(ctx);
    return {
      status: 200,
      body: readDocument<Schemas['PartnerSettings']>(ctx.db, who.tenantId, 'partner', {}),
    };
  },
  updatePartnerSettings: (ctx) => {
    const who = requireSettingsManager(ctx);
    const next = {
      ...readDocument<Schemas['PartnerSettings']>(ctx.db, who.tenantId, 'partner', {}),
      ...body<Schemas['PartnerSettings']>(ctx),
    };
    ctx.db.transaction(() => writeDocument(ctx.db, who.tenantId, 'partner', next, ctx.now()));
    return { status: 200, body: next };
  },
  updatePartnerIntegration: (ctx) => {
    const input = body<Schemas['IntegrationSettings']>(ctx);
    return storeIntegration(ctx, 'partner-integration', {
      applicationId: input.applicationId,
      partnerTenantId: input.partnerTenantId ?? null,
    });
  },
  testPartnerIntegration: (ctx) => {
    requireSettingsManager(ctx);
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
  securePartnerCustomer: (ctx) => {
    const who = requireSettingsManager(ctx);
    const id = ctx.matched.path.id ?? '';
    const customers = readDocument<string[]>(ctx.db, who.tenantId, 'partner-customers', [
      'contoso-retail',
      'contoso-labs',
    ]);
    if (!customers.includes(id)) throw notFound(`Partner customer ${id} does not exist.`);
    const securedAt = ctx.now().toISOString();
    ctx.db.transaction(() => writeDocument(ctx.db, who.tenantId, `secured:${id}`, { securedAt }, ctx.now()));
    return { status: 200, body: { id, secured: true, securedAt } };
  },
  getFeatureState: (ctx) => ({ status: 200, body: featureList(ctx, 'state') }),
  getExtraFeatures: (ctx) => ({ status: 200, body: featureList(ctx, 'extra') }),
  getReportFeatures: (ctx) => ({ status: 200, body: featureList(ctx, 'pbi') }),
  activateFeatures: (ctx) => {
    const who = requireSettingsManager(ctx);
    const { features } = body<Schemas['FeatureActivation']>(ctx);
    ctx.db.transaction(() => {
      for (const f of features) {
        const changed = ctx.db.run('UPDATE features SET active = ? WHERE tenant_id = ? AND key = ?', [
          f.active ? 1 : 0,
          who.tenantId,
          f.key,
        ]);
        if (changed.changes === 0)
          throw badRequest(`Feature ${f.key} does not exist.`, [
            { field: '/features', message: `${f.key} does not exist` },
          ]);
      }
    });
    // Every feature of every kind after the change, so the caller sees the one it switched.
    return {
      status: 200,
      body: [...featureList(ctx, 'state'), ...featureList(ctx, 'extra'), ...featureList(ctx, 'pbi')],
    };
  },
  listLicenses: (ctx) => ({ status: 200, body: licenses(ctx, false) }),
  listActivatedLicenses: (ctx) => ({ status: 200, body: licenses(ctx, true) }),
  listLicenseDefinitions: (ctx) => {
    requireCaller(ctx);
    const rows = ctx.db.all<{
      license_key: string;
      name: string;
      description: string | null;
      features: string;
    }>('SELECT license_key, name, description, features FROM license_definitions ORDER BY rowid');
    return {
      status: 200,
      body: rows.map((d) => ({
        licenseKey: d.license_key,
        name: d.name,
        ...(d.description ? { description: d.description } : {}),
        features: parseJson<string[]>(d.features, []),
      })),
    };
  },
  activateLicense: (ctx) => ({ status: 200, body: setLicense(ctx, true) }),
  deactivateLicense: (ctx) => ({ status: 200, body: setLicense(ctx, false) }),
  uploadFile: async (ctx) => {
    const who = requireSettingsManager(ctx);
    const id = ctx.matched.path.id ?? '';
    const form = ctx.matched.body;
    const file = form instanceof FormData ? form.get('file') : null;
    if (!(file instanceof File))
      throw badRequest('The multipart field "file" is required.', [
        { field: 'file', message: 'is required' },
      ]);
    if (file.size > FILE_LIMIT_BYTES)
      throw new HttpProblem(413, 'Payload Too Large', { detail: 'Files may be at most 5 MiB.' });
    const type = file.type || 'application/octet-stream';
    if (!FILE_TYPES.includes(type))
      throw new HttpProblem(415, 'Unsupported Media Type', { detail: `${type} files are not accepted.` });
    const data = Buffer.from(await file.arrayBuffer());
    const uploadedAt = ctx.now().toISOString();
    const name = file.name.slice(0, 200) || id;
    ctx.db.transaction(() =>
      ctx.db.run(
        `INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, id) DO UPDATE SET
           name = excluded.name, content_type = excluded.content_type, size = excluded.size, data = excluded.data,
           uploaded_at = excluded.uploaded_at`,
        [who.tenantId, id, name, type, data.length, data, uploadedAt],
      ),
    );
    return { status: 201, body: { id, name, contentType: type, size: data.length, uploadedAt } };
  },
  getFile: (ctx) => ({ status: 200, body: storedFile(ctx, ctx.matched.path.id ?? '') }),
  deleteFile: (ctx) => {
    const who = requireSettingsManager(ctx);
    const id = ctx.matched.path.id ?? '';
    const deleted = ctx.db.transaction(() =>
      ctx.db.run('DELETE FROM files WHERE tenant_id = ? AND id = ?', [who.tenantId, id]),
    );
    if (deleted.changes === 0) throw notFound(`File ${id} does not exist.`);
    return { status: 204, body: undefined };
  },
  getFileContent: (ctx) => {
    const who = requireCaller(ctx);
    const id = ctx.matched.path.id ?? '';
    // Branding files are read from the brand owner's files, as the branding answer says.
    const owner = id.startsWith('branding-')
      ? (ctx.db.get<{ branded_by: string | null }>('SELECT branded_by FROM tenants WHERE id = ?', [
          who.tenantId,
        ])?.branded_by ?? who.tenantId)
      : who.tenantId;
    const row = ctx.db.get<{ content_type: string; data: Uint8Array; name: string }>(
      'SELECT content_type, data, name FROM files WHERE tenant_id = ? AND id = ?',
      [owner, id],
    );
    if (!row) throw notFound(`File ${id} does not exist.`);
    return new Response(Buffer.from(row.data), {
      status: 200,
      headers: {
        'Content-Type': row.content_type,
        'Content-Disposition': `inline; filename="${row.name.replace(/[^\w.-]/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=300',
      },
    });
  },
  getM365UserToken: (ctx) => {
    const who = requireCaller(ctx);
    const keyName = String(ctx.matched.query.keyName);
    const scope = String(ctx.matched.query.scope);
    const stored = readDocument<{ storedAt: string } | null>(
      ctx.db,
      who.tenantId,
      `m365-user:${who.userId}:${keyName}:${scope}`,
      null,
    );
    return {
      status: 200,
      body: { keyName, scope, stored: stored !== null, ...(stored ? { storedAt: stored.storedAt } : {}) },
    };
  },
  storeM365UserToken: (ctx) => {
    const who = requireCaller(ctx);
    const msToken = ctx.request.headers.get('X-MS-Token');
    if (!msToken)
      throw badRequest('The X-MS-Token header is required.', [
        { field: 'header.X-MS-Token', message: 'is required' },
      ]);
    const input = body<Schemas['TokenCredentialRequest']>(ctx);
    const storedAt = ctx.now().toISOString();
    // Only the fact of storage is kept: the reference backend never holds real office suite tokens.
    ctx.db.transaction(() =>
      writeDocument(
        ctx.db,
        who.tenantId,
        `m365-user:${who.userId}:${input.keyName}:${input.scope}`,
        { storedAt, resource: input.resource },
        ctx.now(),
      ),
    );
    return { status: 200, body: { keyName: input.keyName, scope: input.scope, stored: true, storedAt } };
  },
  sendEmailNotification: (ctx) => {
    // Notifications go to outside addresses: for settings managers only.
    const who = requireSettingsManager(ctx);
    const input = body<Schemas['EmailNotification']>(ctx);
    const id = randomUUID();
    const queuedAt = ctx.now().toISOString();
    ctx.db.transaction(() =>
      ctx.db.run(
        'INSERT INTO email_outbox (id, tenant_id, user_id, recipients, subject, body, html, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          id,
          who.tenantId,
          who.userId,
          JSON.stringify(input.recipients),
          input.subject,
          input.body,
          input.html ? 1 : 0,
          queuedAt,
        ],
      ),
    );
    return { status: 202, body: { id, queuedAt } };
  },
  listCustomReports: (ctx) => ({ status: 200, body: customReports(ctx, 'report') }),
  listCustomDashboards: (ctx) => ({ status: 200, body: customReports(ctx, 'dashboard') }),
};

function customReports(ctx: HandlerContext, kind: 'report' | 'dashboard'): Schemas['CustomReport'][] {
  const who = requireCaller(ctx);
  return ctx.db
    .all<{ id: string; name: string; description: string | null; report_type: string | null }>(
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND kind = ? ORDER BY name',
      [who.tenantId, kind],
    )
    .map((r) => ({
      id: r.id,
      name: r.name,
      ...(r.description ? { description: r.description } : {}),
      ...(r.report_type ? { reportType: r.report_type } : {}),
    }));
}

function defaultPermissions(): Schemas['PermissionCheck'] {
  return {
    granted: ['Reports.Read.All', 'User.Read.All', 'Directory.Read.All'],
    missing: ['SecurityEvents.Read.All', 'Organization.Read.All'],
  };
}
