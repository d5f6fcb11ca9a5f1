/**
 * Recommendations (Designed): open ones with their monthly savings in the tenant's currency, and the
 * summary by source with the licence waste.
 */
import type { components } from '@portal/contracts/openapi';
import type { RecommendationRecord } from '../../data/cost-entity-repository.ts';
import type { DataAccess } from '../../data/data-access.ts';
import type { Display } from '../costs/currency.ts';
import { licenceSeats, officeModel } from '../office/office-model.ts';
import { type TenantMoney, tenantMoney } from '../tenant-money.ts';

type Schemas = components['schemas'];

export const SOURCES: Schemas['RecommendationSource'][] = ['m365', 'azure', 'directory', 'aws'];
export const IMPACT_RANK = { high: 3, medium: 2, low: 1 } as const;

export function toRecommendation(r: RecommendationRecord, money: TenantMoney): Schemas['Recommendation'] {
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
export async function recommendationSummary(data: DataAccess, tenantId: string, display?: Display) {
  const [records, money, model] = await Promise.all([
    data.costEntities.recommendations(tenantId),
    tenantMoney(data, tenantId, display),
    officeModel(data, tenantId, display),
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
