import { useStore } from '@portal/hooks/react';
import type { OperationId, PortalClient, SavedViewsClient } from '@portal/sdk';
import { usePortalInternals } from '../lib/portal-context.tsx';
import { currencyParamOf } from './screen-queries.ts';

/**
 * The SDK's clients, for the data layer only (web/src/data and each feature's api.ts): a lint rule
 * keeps components from importing this module, so they read and change data through endpoints.
 */
export function usePortalApi(): { api: PortalClient; savedViews: SavedViewsClient } {
  const { api, savedViews } = usePortalInternals();
  return { api, savedViews };
}

/**
 * The display currency an operation's answers are converted to: the chosen one for the operations
 * whose contract takes `currency` (undefined when the operation answers in it without one),
 * undefined for the others.
 */
export function useDisplayCurrencyParam(operation: OperationId): string | undefined {
  const { currency } = usePortalInternals();
  // Only the parameter itself: a screen re-renders when its calls' currency changes, not on every
  // change of the display currency's state (its offer, the identity's start).
  return useStore(currency, (state) => currencyParamOf(state, operation));
}
