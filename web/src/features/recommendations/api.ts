import type { Recommendation, RecommendationState } from '@portal/sdk';
import { type ApiMutationOptions, useApiMutation } from '../../data/api-query.ts';
import { endpoint } from '../../data/endpoint.ts';

/** What the recommendations screens read and change. */
export const recommendationsApi = {
  /** One source's recommendations, open or archived, with the open savings (paged on the server). */
  list: endpoint('recommendations', 'list'),
  /** Counts and savings per source, with the licence waste. */
  summary: endpoint('recommendations', 'summary'),
  /** Sets a recommendation's state: see `useUpdateRecommendation`. */
  update: endpoint('recommendations', 'update'),
} as const;

/** A recommendation and the state an admin user gives it. */
export interface RecommendationChangeVariables {
  item: Recommendation;
  state: RecommendationState;
}

/**
 * Sets a recommendation's state (admin users). The change moves the lists (open and archived),
 * the summary, and the open savings of the cost summary and the customer metrics: all read the
 * recommendations (the contract's x-reads), so all are refreshed after it.
 */
export function useUpdateRecommendation(
  options: Omit<
    ApiMutationOptions<typeof recommendationsApi.update, RecommendationChangeVariables>,
    'args'
  > = {},
) {
  return useApiMutation<typeof recommendationsApi.update, RecommendationChangeVariables>(
    recommendationsApi.update,
    {
      ...options,
      args: ({ item, state }) => [item.id, { state }],
    },
  );
}
