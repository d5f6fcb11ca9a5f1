import {
  DISPLAY_CURRENCY_OPERATIONS,
  OPERATIONS,
  type OperationId,
  TENANT_CURRENCY_OPERATIONS,
} from '@portal/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateStaleReads } from './screen-queries.ts';

const ids = Object.keys(OPERATIONS) as OperationId[];

/** A query client holding one answer for each of these operations (their key's first part). */
function cacheOf(operations: readonly OperationId[]): QueryClient {
  const queries = new QueryClient();
  for (const id of operations) queries.setQueryData([id, [], { currency: 'EUR' }], { id });
  queries.setQueryData(['not-an-operation'], 1);
  return queries;
}

const invalidated = (queries: QueryClient) =>
  queries
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[0]);

describe('invalidateStaleReads', () => {
  it('marks every cached cost answer stale after an import, and nothing the cost data does not feed', async () => {
    const queries = cacheOf(ids.filter((id) => OPERATIONS[id].method === 'GET'));
    await invalidateStaleReads(queries, 'importFocusExport');
    const stale = invalidated(queries);
    for (const id of ids.filter((id) => OPERATIONS[id].tag === 'costs')) expect(stale).toContain(id);
    expect(stale).toContain('listFocusImports');
    expect(stale).not.toContain('listOfficeUsers');
    expect(stale).not.toContain('getPortalSettings');
    expect(stale).not.toContain('not-an-operation');
  });

  it('marks every answer priced in the tenant currency stale after the partner settings change', async () => {
    const queries = cacheOf(ids.filter((id) => OPERATIONS[id].method === 'GET'));
    await invalidateStaleReads(queries, 'updatePartnerSettings');
    const stale = invalidated(queries);
    for (const id of TENANT_CURRENCY_OPERATIONS) expect(stale).toContain(id);
    expect(stale).toContain('getAccount');
    expect(stale).not.toContain('queryCosts');
  });

  it('marks every converted answer stale when rates are loaded', async () => {
    const queries = cacheOf(ids.filter((id) => OPERATIONS[id].method === 'GET'));
    await invalidateStaleReads(queries, 'loadExchangeRates');
    const stale = invalidated(queries);
    for (const id of DISPLAY_CURRENCY_OPERATIONS) expect(stale).toContain(id);
  });

  it('leaves the cache as it is for a write that changes nothing read', async () => {
    const queries = cacheOf(['queryCosts', 'getMenu']);
    await invalidateStaleReads(queries, 'submitFeedback');
    expect(invalidated(queries)).toEqual([]);
  });
});
