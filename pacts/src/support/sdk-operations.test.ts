import { describe, expect, it } from 'vitest';
import { readContractOperations, readGraphQLOperations } from './contract.ts';
import {
  restOperationOf,
  SAVED_VIEWS_METHOD_OPERATIONS,
  savedViewsOperationOf,
  sdkRestMethods,
  sdkSavedViewsMethods,
} from './sdk-operations.ts';

describe('the SDK method → operation table', () => {
  it('names an operation of the contract for every method of createPortalClient, each for one method', () => {
    const sdk = sdkRestMethods();
    const missing = [...sdk].flatMap(([group, methods]) =>
      methods.filter((method) => restOperationOf(group, method) === undefined).map((m) => `${group}.${m}`),
    );
    expect(missing, 'SDK methods without an operation in PORTAL_API').toEqual([]);
    const known = new Set(readContractOperations().map((operation) => operation.operationId));
    const ids = [...sdk].flatMap(([group, methods]) =>
      methods.map((method) => restOperationOf(group, method)),
    );
    expect(ids.filter((id) => id === undefined || !known.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps every method of createSavedViewsClient to a GraphQL operation of the contract', () => {
    const missing = sdkSavedViewsMethods().filter((method) => savedViewsOperationOf(method) === undefined);
    expect(missing, 'saved-views methods without a GraphQL operation').toEqual([]);
    const operations = readGraphQLOperations();
    const names = Object.values(SAVED_VIEWS_METHOD_OPERATIONS);
    expect(names.filter((name) => !operations.has(name))).toEqual([]);
    expect(new Set(names).size).toBe(operations.size);
  });
});
