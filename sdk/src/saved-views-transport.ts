import { Client, type CombinedError, fetchExchange } from '@urql/core';
import { ApiError } from './api-error.ts';

/**
 * The GraphQL transport of the saved views (urql with no cache), in its own module so that the
 * client fetches it on the first saved-view call: pages without reports never load it.
 */
export function createTransport(url: string, fetch: (request: Request) => Promise<Response>): Client {
  return new Client({
    url,
    exchanges: [fetchExchange],
    // Views change from other tabs and windows; the spec asks for network fetches every time.
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetch: (input, init) => fetch(new Request(input, init)),
  });
}

export function toApiError(error: CombinedError): ApiError {
  const response = error.response as Response | undefined;
  if (error.networkError && !response) return ApiError.network(error.networkError);
  const status = response?.status ?? 200;
  return new ApiError(status, {
    title: error.graphQLErrors[0]?.message ?? error.networkError?.message ?? 'GraphQL error',
    status,
    detail: error.message,
  });
}
