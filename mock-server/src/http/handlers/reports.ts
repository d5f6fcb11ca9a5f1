import type { components } from '@portal/contracts/openapi';
import { reportTypeEntry } from '../../domain/report-types.ts';
import { stableUuid } from '../../domain/stable-uuid.ts';
import type { HandlerContext, Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { notFound } from '../problem.ts';

type Schemas = components['schemas'];

/** Where the local report host serves a report (src/offline/report-host). */
const entityUrl = (ctx: HandlerContext, reportId: string) =>
  `${new URL(ctx.request.url).origin}/report-host/reports/${reportId}`;

async function embed(
  ctx: HandlerContext,
  tenantId: string,
  reportType: string,
  reportId: string,
): Promise<Schemas['ReportEmbed']> {
  // A demo report type may ask for a token that has already expired (the host then raises its
  // error event and the portal shows the marketing image).
  const ttlSeconds = reportTypeEntry(reportType).embedTokenTtlSeconds ?? 3600;
  const token = await ctx.tokens.issueEmbed({ tid: tenantId, reportType, reportId }, ttlSeconds);
  return {
    token,
    entityId: reportId,
    entityUrl: entityUrl(ctx, reportId),
    expiresAt: new Date(ctx.now().getTime() + ttlSeconds * 1000).toISOString(),
  };
}

async function reportFeature(ctx: HandlerContext, tenantId: string, type: string) {
  const feature = await ctx.data.features.find(tenantId, 'pbi', type);
  if (!feature) throw notFound(`Report ${type} does not exist.`);
  return feature;
}

async function customReport(ctx: HandlerContext, tenantId: string, id: string) {
  const report = await ctx.data.customReports.find(tenantId, id);
  if (!report) throw notFound(`Custom report ${id} does not exist.`);
  return report;
}

export const reportHandlers: Handlers = {
  getReportSettings: async (ctx) => {
    const who = requireCaller(ctx);
    const type = ctx.matched.path.type ?? '';
    const feature = await reportFeature(ctx, who.tenantId, type);
    // The page the portal opens: the report type's configured page, if it has one.
    const reportPage = reportTypeEntry(type).reportPage;
    const base = {
      name: feature.name,
      ...(feature.description ? { description: feature.description } : {}),
      ...(reportPage ? { reportPage } : {}),
    };
    if (!feature.active) {
      // No licence data: the portal shows the 'Unlicensed feature' card with this text.
      return {
        status: 200,
        body: {
          ...base,
          errorMessage: 'Ask your partner to activate this report for your tenant.',
          reportEmbedded: null,
        },
      };
    }
    return {
      status: 200,
      body: {
        ...base,
        reportEmbedded: await embed(ctx, who.tenantId, type, stableUuid(who.tenantId, 'report', type)),
      },
    };
  },
  createEmbedToken: async (ctx) => {
    const who = requireCaller(ctx);
    const { reportType } = ctx.matched.body as Schemas['EmbedTokenRequest'];
    const feature = await reportFeature(ctx, who.tenantId, reportType);
    if (!feature.active) throw notFound(`Report ${reportType} is not licensed for this tenant.`);
    return {
      status: 200,
      body: await embed(ctx, who.tenantId, reportType, stableUuid(who.tenantId, 'report', reportType)),
    };
  },
  getCustomReportEmbedToken: async (ctx) => {
    const who = requireCaller(ctx);
    const id = ctx.matched.path.id ?? '';
    const report = await customReport(ctx, who.tenantId, id);
    return { status: 200, body: await embed(ctx, who.tenantId, report.reportType ?? 'custom', id) };
  },
  getCustomReportSettings: async (ctx) => {
    const who = requireCaller(ctx);
    const id = ctx.matched.path.id ?? '';
    const report = await customReport(ctx, who.tenantId, id);
    return {
      status: 200,
      body: {
        name: report.name,
        ...(report.description ? { description: report.description } : {}),
        reportEmbedded: await embed(ctx, who.tenantId, report.reportType ?? 'custom', id),
      },
    };
  },
};
