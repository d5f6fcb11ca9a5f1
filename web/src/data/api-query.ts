import { useStore } from '@portal/hooks/react';
import type { CallOptions } from '@portal/sdk';
import {
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { usePortal } from '../lib/portal-context.tsx';
import {
  type ApiError,
  type ArgsOf,
  type DataOfEndpoint,
  type Endpoint,
  fetchEndpoint,
  keyOf,
} from './endpoint.ts';
import { useDisplayCurrencyParam, usePortalApi } from './portal-api.ts';
import { apiQueryKey, invalidateStaleReads, type ScreenQuery } from './screen-queries.ts';

export { type ScreenQuery, screenQuery } from './screen-queries.ts';

export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, ApiError, T, QueryKey>, 'queryKey' | 'queryFn'> & {
  /**
   * A read of the frame's that no page's first content needs (the branding, the banners, the
   * tenant list, the breadcrumb): held back until the opened page has the data of its first
   * content (FirstContentGate), so a reload's own calls go first.
   */
  afterFirstContent?: boolean;
};

/**
 * Reads an endpoint's answer for a screen, keyed `[operationId, args]` within the tenant: pending,
 * error and success states, cancellation when nobody needs the answer, retries of transient
 * failures (query-client.ts).
 */
export function useApiQuery<E extends Endpoint>(
  e: E,
  args: ArgsOf<E>,
  { afterFirstContent = false, ...options }: ApiQueryOptions<DataOfEndpoint<E>> = {},
): UseQueryResult<DataOfEndpoint<E>, ApiError> {
  const { api } = usePortalApi();
  const held = !useStore(usePortal().firstContent) && afterFirstContent;
  // The display currency, which the SDK sends with the operations that convert: their answers are
  // kept per currency, and a new choice asks again.
  const converted = useDisplayCurrencyParam(e.operation);
  return useQuery<DataOfEndpoint<E>, ApiError, DataOfEndpoint<E>, QueryKey>({
    queryKey: apiQueryKey(e, args, converted),
    queryFn: ({ signal }) => fetchEndpoint(api, e, args, { signal }),
    ...options,
    ...(held ? { enabled: false } : {}),
  });
}

/** Reads a screen query's answer for a screen (useApiQuery of its endpoint and arguments). */
export function useScreenQuery<E extends Endpoint>(
  query: ScreenQuery<E>,
  options?: ApiQueryOptions<DataOfEndpoint<E>>,
): UseQueryResult<DataOfEndpoint<E>, ApiError> {
  return useApiQuery(query.endpoint, query.args, options);
}

export interface ApiMutationOptions<E extends Endpoint, V>
  extends Omit<UseMutationOptions<DataOfEndpoint<E>, ApiError, V>, 'mutationFn'> {
  /** The endpoint's arguments from the mutation's variables (by default the variables are the arguments). */
  args?: (variables: V) => ArgsOf<E>;
  /** The call's options from the variables (an upload told of its progress). */
  callOptions?: (variables: V) => CallOptions;
}

/**
 * Changes data through an endpoint. What the change makes stale is the contract's: after a
 * success every answer of an operation that reads (x-reads) what this one changes (x-changes) is
 * refreshed, awaited so a caller's next step sees it; nothing else.
 */
export function useApiMutation<E extends Endpoint, V = ArgsOf<E>>(
  e: E,
  { args, callOptions, onSuccess, ...options }: ApiMutationOptions<E, V> = {},
): UseMutationResult<DataOfEndpoint<E>, ApiError, V> {
  const { api } = usePortalApi();
  const queries = useQueryClient();
  return useMutation<DataOfEndpoint<E>, ApiError, V>({
    mutationFn: (variables) =>
      fetchEndpoint(
        api,
        e,
        args ? args(variables) : (variables as unknown as ArgsOf<E>),
        callOptions?.(variables),
      ),
    ...options,
    onSuccess: async (data, variables, ...rest) => {
      await invalidateStaleReads(queries, e.operation);
      await onSuccess?.(data, variables, ...rest);
    },
  });
}

/**
 * Reads an endpoint's answer outside a render (a download, a confirmation), through the cache; a
 * failure is the caller's to show at once, so it is not tried again.
 */
export function useApiFetch(): <E extends Endpoint>(e: E, args: ArgsOf<E>) => Promise<DataOfEndpoint<E>> {
  const { api } = usePortalApi();
  const queries = useQueryClient();
  return (e, args) =>
    queries.fetchQuery({
      queryKey: keyOf(e, args),
      queryFn: ({ signal }) => fetchEndpoint(api, e, args, { signal }),
      retry: false,
    });
}
