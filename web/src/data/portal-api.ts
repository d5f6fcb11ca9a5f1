import type { PortalClient, SavedViewsClient } from '@portal/sdk';
import { usePortalInternals } from '../lib/portal-context.tsx';

/**
 * The SDK's clients, for the data layer only (web/src/data and each feature's api.ts): a lint rule
 * keeps components from importing this module, so they read and change data through endpoints.
 */
export function usePortalApi(): { api: PortalClient; savedViews: SavedViewsClient } {
  const { api, savedViews } = usePortalInternals();
  return { api, savedViews };
}
