import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContractOperations, readGraphQLOperations } from './contract.ts';
import { SDK_PORTAL_CLIENT_FILE } from './paths.ts';
import {
  REST_METHOD_OPERATIONS,
  restOperationOf,
  SAVED_VIEWS_METHOD_OPERATIONS,
  savedViewsOperationOf,
  sdkRestMethods,
  sdkSavedViewsMethods,
} from './sdk-operations.ts';

/**
 * The operationIds the SDK source names per method: `method: (...) => answer('operationId', ...)`.
 * Methods that build their call otherwise (the sign-in calls, the terms document) name none.
 */
function operationIdsInSdkSource(): Map<string, string> {
  const source = readFileSync(SDK_PORTAL_CLIENT_FILE, 'utf8');
  const found = new Map<string, string>();
  let group: string | undefined;
  let method: string | undefined;
  for (const line of source.split('\n')) {
    const groupMatch = /^ {4}(\w+): \{$/.exec(line);
    if (groupMatch?.[1]) {
      group = groupMatch[1];
      continue;
    }
    const methodMatch = /^ {6}(\w+): (?:async )?\(/.exec(line);
    if (methodMatch?.[1]) method = methodMatch[1];
    const answerMatch = /\banswer(?:Empty)?\(\s*'(\w+)'/.exec(line) ?? /^\s*'(\w+)',$/.exec(line);
    if (answerMatch?.[1] && group && method && !found.has(`${group}.${method}`)) {
      found.set(`${group}.${method}`, answerMatch[1]);
    }
  }
  return found;
}

describe('the SDK method → operation table', () => {
  it('maps every method of createPortalClient, and nothing else', () => {
    const sdk = sdkRestMethods();
    const missing = [...sdk].flatMap(([group, methods]) =>
      methods.filter((method) => restOperationOf(group, method) === undefined).map((m) => `${group}.${m}`),
    );
    expect(missing, 'SDK methods without an operationId in REST_METHOD_OPERATIONS').toEqual([]);
    const stale = Object.entries(REST_METHOD_OPERATIONS).flatMap(([group, methods]) =>
      Object.keys(methods)
        .filter((method) => !sdk.get(group)?.includes(method))
        .map((method) => `${group}.${method}`),
    );
    expect(stale, 'table entries the SDK does not have').toEqual([]);
  });

  it('names operations of portal.yaml, each for one method only', () => {
    const known = new Set(readContractOperations().map((operation) => operation.operationId));
    const ids = Object.values(REST_METHOD_OPERATIONS).flatMap((methods) => Object.values(methods));
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('agrees with the operationId each SDK method settles its answer with', () => {
    const inSource = operationIdsInSdkSource();
    // The parse must keep up with the SDK's layout: nearly every method names its operation.
    expect(inSource.size).toBeGreaterThan(60);
    const disagreeing = [...inSource].filter(([key, operationId]) => {
      const [group = '', method = ''] = key.split('.');
      return restOperationOf(group, method) !== operationId;
    });
    expect(disagreeing).toEqual([]);
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
