/**
 * Recommendations of the office suite, the cloud platform, the directory and another cloud
 * vendor (Designed): open ones with their monthly savings in the tenant's currency, done and
 * dismissed ones in the archive, and the state an admin user changes (kept with who and when).
 */
import type { components } from '@portal/contracts/openapi';
import type { RecommendationRecord } from '../data/cost-entity-repository.ts';
import type { DataAccess } from '../data/data-access.ts';
import { type TenantMoney, tenantMoney } from '../domain/tenant-money.ts';
import type { Handlers } from '../http/api.ts';
import { notFound } from '../http/problem.ts';
import { requireAdmin, requireCaller } from './account.ts';
import { listHandler } from './list-handler.ts';
import { licenceSeats, officeModel } from './office.ts';

type Schemas = components['schemas'];

const SOURCES: Schemas['RecommendationSource'][] = ['m365', 'azure', 'directory', 'aws'];
const IMPACT_RANK = { high: 3, medium: 2, low: 1 } as const;

function toRecommendation(r: RecommendationRecord, money: TenantMoney): Schemas['Recommendation'] {
  return {
    id: r.id,
    source: r.source,
    category: r.category,
    title: r.title,
    description: r.description,
    ...(r.resource ? { resource: r.resource } : {}),
    impact: r.impact,
    monthlySavings: money.format(money.cents(r.monthlySavingsMicros)),
    currency: money.currency,
    state: r.state,
    ...(r.changedAt ? { changedAt: r.changedAt } : {}),
    ...(r.changedBy ? { changedBy: r.changedBy } : {}),
  };
}

/** Open and done savings per source in cents of the tenant's currency, and the licence waste. */
export async function recommendationSummary(data: DataAccess, tenantId: string) {
  const [records, money, model] = await Promise.all([
    data.costEntities.recommendations(tenantId),
    tenantMoney(data, tenantId),
    officeModel(data, tenantId),
  ]);
  const cents = (r: RecommendationRecord) => money.cents(r.monthlySavingsMicros);
  const sources = SOURCES.map((source) => {
    const mine = records.filter((r) => r.source === source);
    const of = (state: RecommendationRecord['state']) => mine.filter((r) => r.state === state);
    return {
      source,
      open: of('open').length,
      dismissed: of('dismissed').length,
      done: of('done').length,
      openCents: of('open').reduce((sum, r) => sum + cents(r), 0n),
      doneCents: of('done').reduce((sum, r) => sum + cents(r), 0n),
    };
  });
  const licenceWasteCents = licenceSeats(model).reduce((sum, s) => sum + s.wasteCents, 0n);
  return { money, sources, licenceWasteCents };
}

export const recommendationHandlers: Handlers = {
  listRecommendations: listHandler('listRecommendations', {
    environment: async (ctx, who) => {
      const [records, money] = await Promise.all([
        ctx.data.costEntities.recommendations(who.tenantId),
        tenantMoney(ctx.data, who.tenantId),
      ]);
      return { money, ofSource: records.filter((r) => r.source === ctx.matched.query.source) };
    },
    head: ({ env }) => ({ currency: env.money.currency }),
    rows: ({ env, query }) => {
      const archived: unknown = query.archived;
      const isArchived = archived === true || archived === 'true';
      return env.ofSource.filter((r) => (isArchived ? r.state !== 'open' : r.state === 'open'));
    },
    searchable: (r) => [r.title, r.resource, r.category],
    sortBy: {
      title: (r) => r.title,
      category: (r) => r.category,
      impact: (r) => IMPACT_RANK[r.impact],
      savings: (r) => r.monthlySavingsMicros,
      changed: (r) => r.changedAt,
    },
    defaultSort: 'savings',
    defaultOrder: 'desc',
    summary: ({ env: { money, ofSource } }) => ({
      openMonthlySavings: money.format(
        ofSource
          .filter((r) => r.state === 'open')
          .reduce((sum, r) => sum + money.cents(r.monthlySavingsMicros), 0n),
      ),
    }),
    present: (r, { money }) => toRecommendation(r, money),
  }),

  getRecommendationSummary: async (ctx) => {
    const who = requireCaller(ctx);
    const { money, sources, licenceWasteCents } = await recommendationSummary(ctx.data, who.tenantId);
    return {
      status: 200,
      body: {
        currency: money.currency,
        sources: sources.map((s) => ({
          source: s.source,
          open: s.open,
          dismissed: s.dismissed,
          done: s.done,
          openMonthlySavings: money.format(s.openCents),
          doneMonthlySavings: money.format(s.doneCents),
        })),
        openMonthlySavings: money.format(sources.reduce((sum, s) => sum + s.openCents, 0n)),
        doneMonthlySavings: money.format(sources.reduce((sum, s) => sum + s.doneCents, 0n)),
        licenceWaste: money.format(licenceWasteCents),
      },
    };
  },

  updateRecommendation: async (ctx) => {
    const who = await requireAdmin(ctx, 'Changing a recommendation');
    const id = ctx.matched.path.id ?? '';
    const { state } = ctx.matched.body as Schemas['RecommendationChange'];
    const changed = await ctx.data.costEntities.setRecommendationState(who.tenantId, id, {
      state,
      at: ctx.now().toISOString(),
      by: who.displayName,
    });
    if (!changed) throw notFound('There is no such recommendation.');
    const [records, money] = await Promise.all([
      ctx.data.costEntities.recommendations(who.tenantId),
      tenantMoney(ctx.data, who.tenantId),
    ]);
    const record = records.find((r) => r.id === id);
    if (!record) throw notFound('There is no such recommendation.');
    return { status: 200, body: toRecommendation(record, money) };
  },
};
