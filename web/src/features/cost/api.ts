import { endpoint } from '../../data/endpoint.ts';

/**
 * What the cost screens read, each an endpoint of the contract (keyed `[operationId, args]` in the
 * request layer). The cost screens change nothing.
 */
export const costApi = {
  /** Sums of cost by period and dimension. */
  query: endpoint('costs', 'query'),
  summary: endpoint('costs', 'summary'),
  changes: endpoint('costs', 'changes'),
  resources: endpoint('costs', 'resources'),
  budgets: endpoint('costs', 'budgets'),
  anomalies: endpoint('costs', 'anomalies'),
  shared: endpoint('costs', 'shared'),
  commitments: endpoint('costs', 'commitments'),
  enrollments: endpoint('costs', 'enrollments'),
  burnDown: endpoint('costs', 'burnDown'),
  endpoints: endpoint('costs', 'endpoints'),
  subscriptionUsers: endpoint('costs', 'subscriptionUsers'),
  /** The currencies the tenant's rates offer. */
  exchangeRates: endpoint('settings', 'exchangeRates'),
} as const;
