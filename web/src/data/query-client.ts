import { ApiError, type ApiResult } from '@portal/sdk';
import { hashKey, QueryClient } from '@tanstack/react-query';

/** Answers worth asking again: no answer at all, a timeout, too many requests, a server failure. */
const TRANSIENT = new Set([0, 408, 425, 429, 500, 502, 503, 504]);

/**
 * The one request layer of the web app: every screen reads backend data through it, with
 * pending, error and success states, cancellation when a screen leaves, and retries for
 * transient failures. The SDK already refreshes an expired token and honours Retry-After.
 */
export function createQueryClient(scope: () => string | undefined = () => undefined): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The tenant scope, in one place: every key is kept under the signed-in tenant and user
        // (sessionScope), so an answer read in one tenant never shows in another.
        queryKeyHashFn: (key) => hashKey([scope() ?? null, ...key]),
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && error instanceof ApiError && !error.isAborted && TRANSIENT.has(error.status),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      },
      mutations: { retry: false },
    },
  });
}

/** The SDK's result as a value the request layer understands: data, or the ApiError thrown. */
export async function resultData<T>(pending: Promise<ApiResult<T, number>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.data;
  throw result.error;
}
