import type { Alert, AlertChange } from '@portal/sdk';
import { type ApiMutationOptions, useApiMutation } from '../../data/api-query.ts';
import { endpoint } from '../../data/endpoint.ts';

/** The tag rules with their coverage (configuration). */
export const tagRulesApi = {
  list: endpoint('config', 'listTagRules'),
  create: endpoint('config', 'createTagRule'),
  update: endpoint('config', 'updateTagRule'),
  remove: endpoint('config', 'deleteTagRule'),
};

/** The cost rules (configuration). */
export const costRulesApi = {
  list: endpoint('config', 'listCostRules'),
  create: endpoint('config', 'createCostRule'),
  update: endpoint('config', 'updateCostRule'),
  remove: endpoint('config', 'deleteCostRule'),
};

/** The pipelines that bring cost data in (configuration). */
export const pipelinesApi = {
  list: endpoint('config', 'listPipelines'),
  create: endpoint('config', 'createPipeline'),
  update: endpoint('config', 'updatePipeline'),
  remove: endpoint('config', 'deletePipeline'),
};

/** A pipeline's runs, 'Run now' and the check of a storage before it is saved. */
export const pipelineRunsApi = {
  list: endpoint('config', 'listPipelineRuns'),
  run: endpoint('config', 'runPipeline'),
  check: endpoint('config', 'checkPipelineStorage'),
};

/** The portal's users (configuration). */
export const configUsersApi = {
  list: endpoint('config', 'listUsers'),
  create: endpoint('config', 'createUser'),
  update: endpoint('config', 'updateUser'),
  remove: endpoint('config', 'deleteUser'),
};

/** The worker profiles with their licences (configuration). */
export const workerProfilesApi = {
  list: endpoint('config', 'listWorkerProfiles'),
  create: endpoint('config', 'createWorkerProfile'),
  update: endpoint('config', 'updateWorkerProfile'),
  remove: endpoint('config', 'deleteWorkerProfile'),
};

/** The automation endpoints the portal's events are sent to (configuration). */
export const automateEndpointsApi = {
  list: endpoint('config', 'listAutomateEndpoints'),
  create: endpoint('config', 'createAutomateEndpoint'),
  update: endpoint('config', 'updateAutomateEndpoint'),
  remove: endpoint('config', 'deleteAutomateEndpoint'),
};

/** The alert definitions that raise the alerts. */
export const alertDefinitionsApi = {
  list: endpoint('alerts', 'listDefinitions'),
  create: endpoint('alerts', 'createDefinition'),
  update: endpoint('alerts', 'updateDefinition'),
  remove: endpoint('alerts', 'deleteDefinition'),
};

/** The metric definitions that fire the metric alerts. */
export const metricDefinitionsApi = {
  list: endpoint('metrics', 'listDefinitions'),
  create: endpoint('metrics', 'createDefinition'),
  update: endpoint('metrics', 'updateDefinition'),
  remove: endpoint('metrics', 'deleteDefinition'),
};

/** What the alert and metric screens read. */
export const operationsApi = {
  /** The alerts raised in the tenant, with the count of active ones. */
  alerts: endpoint('alerts', 'list'),
  /** Acknowledges or resolves an alert: see `useChangeAlert`. */
  updateAlert: endpoint('alerts', 'update'),
  securityAlerts: endpoint('alerts', 'security'),
  metricAlerts: endpoint('metrics', 'alerts'),
  customerMetrics: endpoint('metrics', 'customer'),
  serviceHealth: endpoint('metrics', 'serviceHealth'),
  /** The e-mails the portal sent in the tenant (admin users). */
  mailDeliveries: endpoint('alerts', 'mailDeliveries'),
} as const;

/** An alert and the state an admin user moves it to. */
export interface AlertChangeVariables {
  alert: Alert;
  state: AlertChange['state'];
}

/**
 * Acknowledges or resolves an alert (admin users): the alerts list (its states and active count)
 * is refreshed after the change, nothing else moves.
 */
export function useChangeAlert(
  options: Omit<ApiMutationOptions<typeof operationsApi.updateAlert, AlertChangeVariables>, 'args'> = {},
) {
  return useApiMutation<typeof operationsApi.updateAlert, AlertChangeVariables>(operationsApi.updateAlert, {
    ...options,
    args: ({ alert, state }) => [alert.id, { state }],
  });
}
