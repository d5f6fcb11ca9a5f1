import type { components } from '@portal/contracts/openapi';
import type { Handlers } from '../http/api.ts';
import { requireCaller } from './account.ts';

export const auditHandlers: Handlers = {
  recordAuditEvent: (ctx) => {
    const who = requireCaller(ctx);
    const event = ctx.matched.body as components['schemas']['AuditEvent'];
    ctx.db.transaction(() =>
      ctx.db.run(
        `INSERT INTO audit_events (tenant_id, user_id, category, location, previous_location, location_name,
           previous_location_name, report_id, tab_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          who.tenantId,
          who.userId,
          event.category,
          event.location,
          event.previousLocation ?? null,
          event.locationName,
          event.previousLocationName ?? null,
          event.reportId ?? null,
          event.tabName ?? null,
          ctx.now().toISOString(),
        ],
      ),
    );
    return { status: 202, body: undefined };
  },
  logReportView: (ctx) => {
    const who = requireCaller(ctx);
    const log = ctx.matched.body as components['schemas']['ReportViewLog'];
    ctx.db.transaction(() =>
      ctx.db.run(
        'INSERT INTO report_views (tenant_id, user_id, url, report_id, page_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [who.tenantId, who.userId, log.url, log.reportId, log.pageName, ctx.now().toISOString()],
      ),
    );
    return { status: 202, body: undefined };
  },
  logLogout: (ctx) => {
    const who = requireCaller(ctx);
    ctx.db.transaction(() =>
      ctx.db.run('INSERT INTO statistics_events (tenant_id, user_id, kind, created_at) VALUES (?, ?, ?, ?)', [
        who.tenantId,
        who.userId,
        'logout',
        ctx.now().toISOString(),
      ]),
    );
    return { status: 202, body: undefined };
  },
  keepalive: (ctx) => {
    requireCaller(ctx);
    return { status: 204, body: undefined };
  },
};
