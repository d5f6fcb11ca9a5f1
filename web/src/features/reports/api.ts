import type { SavedViewsClient } from '@portal/sdk';
import { useApiMutation } from '../../data/api-query.ts';
import { endpoint } from '../../data/endpoint.ts';
import { usePortalApi } from '../../data/portal-api.ts';
import { portalApi } from '../../data/portal-endpoints.ts';

/**
 * What the report view reads, each an endpoint of the contract. A custom report's settings are
 * the custom report page's too (portalApi.customReportSettings): one key, fetched once.
 */
export const reportsApi = {
  /** A report type's settings, with its embed token when it is licensed. */
  reportSettings: endpoint('reports', 'reportSettings'),
  /** A custom report's settings. */
  customReportSettings: portalApi.customReportSettings,
  /** A custom report's embed token, once its settings say it is licensed. */
  customReportEmbedToken: endpoint('reports', 'customReportEmbedToken'),
} as const;

/** Records that a report was opened (the analytics of the audit log); nothing read changes. */
export function useLogReportView() {
  return useApiMutation(endpoint('audit', 'reportView'));
}

/**
 * The saved views' client (GraphQL, not an endpoint of the REST contract): the report toolbar's
 * `SavedViews` controller (hooks/core) keeps the views and their state itself.
 */
export function useSavedViewsClient(): SavedViewsClient {
  return usePortalApi().savedViews;
}
