/**
 * The names a tenant's questions can use, read from its own cost data through the cost repository:
 * services, subscriptions, resource groups, regions, tag values and the Microsoft 365 licence SKUs.
 */

import type { CostDimension, CostRepository } from '../data/cost-repository.ts';
import { rankGroups } from '../domain/costs/groups.ts';
import { OFFICE_SUITE_SERVICE } from '../domain/costs/scopes.ts';

/** The office suite's service name in the cost data: the 'm365' data set is its rows. */
/** The office suite's service in the cost data (the domain's one definition). */
export const M365_SERVICE = OFFICE_SUITE_SERVICE;

/** Tag keys the assistant knows to look for, and the words that name them in questions. */
export const TAG_KEYS: Record<string, string[]> = {
  team: ['team', 'teams'],
  project: ['project', 'projects'],
  environment: ['environment', 'environments', 'env', 'envs', 'stage'],
  costcenter: ['costcenter', 'cost center', 'cost centre', 'cost-center', 'cost centers', 'cost centres'],
  owner: ['owner', 'owners'],
  application: ['application', 'applications', 'app'],
  department: ['department', 'departments'],
};

export interface Vocabulary {
  /** Every service with cost, largest first. */
  services: string[];
  subscriptions: string[];
  resourceGroups: string[];
  regions: string[];
  /** Tag key → its values (largest first); only keys the data has. */
  tags: Map<string, string[]>;
  /** The Microsoft 365 licence SKUs as the cost data names them ('Microsoft 365 E3'). */
  skus: string[];
}

export const EMPTY_VOCABULARY: Vocabulary = {
  services: [],
  subscriptions: [],
  resourceGroups: [],
  regions: [],
  tags: new Map(),
  skus: [],
};

/**
 * The names of the tenant's cost data over the days it has (largest first). The rows without a
 * value (a null group) name nothing: a question never picks them as if they were a group.
 */
export async function loadVocabulary(
  costs: CostRepository,
  tenantId: string,
  available: { first: number; last: number } | undefined,
): Promise<Vocabulary> {
  if (!available) return EMPTY_VOCABULARY;
  const names = async (groupBy: CostDimension) =>
    rankGroups(
      await costs.aggregate({
        tenantId,
        fromDay: available.first,
        toDay: available.last,
        metric: 'effective',
        granularity: 'total',
        groupBy,
        filters: {},
      }),
    )
      .map(([group]) => group)
      .filter((group): group is string => group !== null && group.trim() !== '');
  const column = (name: 'service' | 'subscription' | 'resourceGroup' | 'region') =>
    names({ kind: 'column', name });
  const tagKeys = Object.keys(TAG_KEYS);
  const [services, subscriptions, resourceGroups, regions, skuPage, ...tagValues] = await Promise.all([
    column('service'),
    column('subscription'),
    column('resourceGroup'),
    column('region'),
    costs.resourcePage({
      tenantId,
      fromDay: available.first,
      toDay: available.last,
      metric: 'effective',
      search: undefined,
      sort: 'cost',
      order: 'desc',
      offset: 0,
      limit: 100,
      filters: { service: [M365_SERVICE] },
    }),
    ...tagKeys.map((key) => names({ kind: 'tag', key })),
  ]);
  const tags = new Map<string, string[]>();
  tagKeys.forEach((key, index) => {
    const values = tagValues[index] ?? [];
    if (values.length > 0) tags.set(key, values);
  });
  const skus = [...new Set(skuPage.items.map((item) => item.name))];
  return { services, subscriptions, resourceGroups, regions, tags, skus };
}

/** How long a tenant's vocabulary is reused before it is read again (imports add names). */
export const VOCABULARY_TTL_MS = 60_000;
const cache = new WeakMap<CostRepository, Map<string, { at: number; vocabulary: Promise<Vocabulary> }>>();

/**
 * {@link loadVocabulary}, reused for {@link VOCABULARY_TTL_MS} per repository, tenant and range of
 * days with data (reading Contoso's names takes a few hundred milliseconds; a question, a few).
 */
export function cachedVocabulary(
  costs: CostRepository,
  tenantId: string,
  available: { first: number; last: number } | undefined,
): Promise<Vocabulary> {
  if (!available) return Promise.resolve(EMPTY_VOCABULARY);
  const key = `${tenantId}|${available.first}|${available.last}`;
  const perRepository = cache.get(costs) ?? new Map();
  cache.set(costs, perRepository);
  const now = Date.now();
  const hit = perRepository.get(key);
  if (hit && now - hit.at < VOCABULARY_TTL_MS) return hit.vocabulary;
  const vocabulary = loadVocabulary(costs, tenantId, available);
  perRepository.set(key, { at: now, vocabulary });
  // A failed read is not kept.
  vocabulary.catch(() => perRepository.delete(key));
  return vocabulary;
}
