import {
  createPortalClient,
  createSavedViewsClient,
  type PortalClient,
  SAVED_VIEWS_PATH,
  type SavedViewsClient,
} from '@portal/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';

export interface Api {
  portal: PortalClient;
  savedViews: SavedViewsClient;
}

/** Builds the clients for the configured backend. */
export function createApi(config: RuntimeConfig, getAccessToken?: () => string | null | undefined): Api {
  const prefix = { services: config.servicesPrefix, logout: config.logoutPrefix };
  return {
    portal: createPortalClient({
      baseUrl: config.apiBaseUrl,
      prefix,
      ...(getAccessToken ? { getAccessToken } : {}),
    }),
    savedViews: createSavedViewsClient({
      url: `${config.apiBaseUrl}${config.servicesPrefix}${SAVED_VIEWS_PATH}`,
      ...(getAccessToken ? { getAccessToken } : {}),
    }),
  };
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The backend clients of the running portal. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider> above it');
  return api;
}
