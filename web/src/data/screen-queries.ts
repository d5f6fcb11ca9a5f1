import { type DisplayCurrency, type DisplayCurrencyState, displayCurrencyParam } from '@portal/hooks/money';
import {
  DISPLAY_CURRENCY_OPERATIONS,
  type OperationId,
  type PortalClient,
  readsMadeStaleBy,
  TENANT_CURRENCY_OPERATIONS,
} from '@portal/sdk';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type ArgsOf, type Endpoint, fetchEndpoint, keyOf } from './endpoint.ts';

// The request layer's keys and the reads a screen makes as it opens, without React: the screens'
// registry starts them at start-up (registry.ts), useApiQuery reads them under the same keys.

/** The display currency parameter of an operation in a state of the display currency (useDisplayCurrencyParam). */
export function currencyParamOf(state: DisplayCurrencyState, operation: OperationId): string | undefined {
  if (!DISPLAY_CURRENCY_OPERATIONS.has(operation)) return undefined;
  return displayCurrencyParam(state, TENANT_CURRENCY_OPERATIONS.has(operation) ? 'tenant' : 'billing');
}

/** An answer's key: the endpoint's key, and the display currency the answer is converted to. */
export const apiQueryKey = <E extends Endpoint>(
  e: E,
  args: ArgsOf<E>,
  currency: string | undefined,
): QueryKey => (currency === undefined ? keyOf(e, args) : [...keyOf(e, args), { currency }]);

/**
 * Refreshes every answer a write's success makes stale: the answers of the operations that read
 * (x-reads) a data tag the write changes (x-changes), as the contract declares; awaited.
 */
export function invalidateStaleReads(queries: QueryClient, write: OperationId): Promise<void> {
  const stale = readsMadeStaleBy(write);
  if (stale.size === 0) return Promise.resolve();
  return queries.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && stale.has(queryKey[0] as OperationId),
  });
}

/** A read a screen makes as soon as it shows, as data: an endpoint and its arguments. */
export interface ScreenQuery<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  readonly args: ArgsOf<E>;
}

export const screenQuery = <E extends Endpoint>(endpoint: E, args: ArgsOf<E>): ScreenQuery<E> => ({
  endpoint,
  args,
});

/** What a screen's reads need before React renders: the SDK, the request layer, the display currency. */
export interface ScreenReads {
  api: PortalClient;
  queries: QueryClient;
  currency: DisplayCurrency;
}

/**
 * Asks a screen query before its screen shows (at start-up, beside the screen's code), under the
 * key the screen's useScreenQuery reads: the screen then finds the answer, or the call on its way.
 */
export function prefetchScreenQuery(portal: ScreenReads, query: ScreenQuery): Promise<void> {
  const { endpoint: e, args } = query;
  return portal.queries.prefetchQuery({
    queryKey: apiQueryKey(e, args, currencyParamOf(portal.currency.getSnapshot(), e.operation)),
    queryFn: ({ signal }) => fetchEndpoint(portal.api, e, args, { signal }),
  });
}
