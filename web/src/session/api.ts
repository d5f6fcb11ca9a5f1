import type { ApiError } from '@portal/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../data/api-query.ts';
import { usePortalApi } from '../data/portal-api.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { resultData } from '../data/query-client.ts';

/**
 * The terms document at the portal settings' `eula` URL, read as text (when enabled). It is a URL
 * of the settings rather than an operation of the contract, so the SDK reads it with a method of its
 * own; the key follows the data layer's form, the operation's name and its arguments.
 */
export function useTermsDocument(eulaUrl: string | undefined, enabled = true) {
  const { api } = usePortalApi();
  return useQuery<string, ApiError>({
    queryKey: ['getEulaDocument', [eulaUrl]],
    queryFn: ({ signal }) => resultData(api.account.eulaDocument(eulaUrl ?? '', { signal })),
    enabled: enabled && Boolean(eulaUrl),
  });
}

/**
 * Accepts the terms for the tenant. What the portal shows depends on it (the settings' terms flag,
 * the licence settings' terms): the contract's tags have those read again after.
 */
export function useAcceptEula() {
  return useApiMutation(portalApi.acceptEula);
}
