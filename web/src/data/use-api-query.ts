import { usePortalSession } from '@portal/hooks/react';
import type { ApiError, ApiResult } from '@portal/sdk';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { usePortal } from '../lib/portal-context.tsx';
import { resultData, tenantKey } from './query-client.ts';

export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/**
 * Reads backend data for a screen: `key` names the data (within the tenant), `call` makes the SDK
 * call with the signal that cancels it when nobody needs the answer any more.
 */
export function useApiQuery<T>(
  key: readonly unknown[],
  call: (signal: AbortSignal) => Promise<ApiResult<T, number>>,
  options: ApiQueryOptions<T> = {},
): UseQueryResult<T, ApiError> {
  const session = usePortalSession(usePortal().session);
  return useQuery<T, ApiError>({
    queryKey: tenantKey(session, key),
    queryFn: ({ signal }) => resultData(call(signal)),
    ...options,
  });
}
