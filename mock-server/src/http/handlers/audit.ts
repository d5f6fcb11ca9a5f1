import type { components } from '@portal/contracts/openapi';
import type { Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';

export const auditHandlers: Handlers = {
  recordAuditEvent: async (ctx) => {
    const who = requireCaller(ctx);
    const event = ctx.matched.body as components['schemas']['AuditEvent'];
    await ctx.data.transaction((tx) =>
      tx.audit.recordEvent({
        tenantId: who.tenantId,
        userId: who.userId,
        category: event.category,
        location: event.location,
        previousLocation: event.previousLocation ?? null,
        locationName: event.locationName,
        previousLocationName: event.previousLocationName ?? null,
        reportId: event.reportId ?? null,
        tabName: event.tabName ?? null,
        at: ctx.now().toISOString(),
      }),
    );
    return { status: 202, body: undefined };
  },
  logReportView: async (ctx) => {
    const who = requireCaller(ctx);
    const log = ctx.matched.body as components['schemas']['ReportViewLog'];
    await ctx.data.transaction((tx) =>
      tx.audit.recordReportView({
        tenantId: who.tenantId,
        userId: who.userId,
        url: log.url,
        reportId: log.reportId,
        pageName: log.pageName,
        at: ctx.now().toISOString(),
      }),
    );
    return { status: 202, body: undefined };
  },
  logLogout: async (ctx) => {
    const who = requireCaller(ctx);
    await ctx.data.transaction((tx) =>
      tx.audit.recordStatistic(who.tenantId, who.userId, 'logout', ctx.now().toISOString()),
    );
    return { status: 202, body: undefined };
  },
  keepalive: (ctx) => {
    requireCaller(ctx);
    return { status: 204, body: undefined };
  },
};
