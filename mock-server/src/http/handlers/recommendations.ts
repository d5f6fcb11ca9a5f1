/**
 * Recommendations of the office suite, the cloud platform, the directory and another cloud
 * vendor (Designed): open ones with their monthly savings in the tenant's currency, done and
 * dismissed ones in the archive, and the state an admin user changes (kept with who and when).
 */
import type { components } from '@portal/contracts/openapi';
import {
  IMPACT_RANK,
  recommendationSummary,
  toRecommendation,
} from '../../domain/recommendations/recommendations.ts';
import { tenantMoney } from '../../domain/tenant-money.ts';
import type { Handlers } from '../api.ts';
import { requireAdmin, requireCaller } from '../caller.ts';
import { priced, requestedDisplay } from '../display-currency.ts';
import { listHandler } from '../list-handler.ts';
import { notFound } from '../problem.ts';

type Schemas = components['schemas'];

export const recommendationHandlers: Handlers = {
  listRecommendations: listHandler('listRecommendations', {
    environment: async (ctx, who) => {
      const [records, money] = await Promise.all([
        ctx.data.costEntities.recommendations(who.tenantId),
        tenantMoney(ctx.data, who.tenantId, requestedDisplay(ctx)),
      ]);
      return { money, ofSource: records.filter((r) => r.source === ctx.matched.query.source) };
    },
    head: ({ env }) => priced(env.money),
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
    const { money, sources, licenceWasteCents } = await recommendationSummary(
      ctx.data,
      who.tenantId,
      requestedDisplay(ctx),
    );
    return {
      status: 200,
      body: {
        ...priced(money),
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
