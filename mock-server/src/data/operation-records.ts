/**
 * The tenant's alerts, metrics, service health and configuration lists kept as tenant records (see
 * record-repository.ts): their kinds and shapes, shared by the seed that writes them and the
 * services that read and change them. Each shape is the contract's entity without its id and the
 * fields the services compute.
 */
import type { components } from '@portal/contracts/openapi';
import type { SealedSecret } from '../secrets/secret-box.ts';

type Schemas = components['schemas'];

/** The record kinds: seed/operations.ts writes them, services/operations.ts and configuration.ts read them. */
export const OPERATION_KINDS = {
  alert: 'alert',
  alertDefinition: 'alert-definition',
  securityAlert: 'security-alert',
  metricAlert: 'metric-alert',
  metricDefinition: 'metric-definition',
  serviceHealth: 'service-health',
  pipeline: 'pipeline',
  configUser: 'config-user',
  tagRule: 'tag-rule',
  costRule: 'cost-rule',
  workerProfile: 'worker-profile',
  automateEndpoint: 'automate-endpoint',
} as const;

/** The office suite's licences, as the office seed writes them (kind 'office-sku'). */
export const OFFICE_SKU_KIND = 'office-sku';

export type AlertData = Omit<Schemas['Alert'], 'id'>;
export type AlertDefinitionData = Schemas['AlertDefinitionInput'] & { lastRaisedAt?: string };
export type SecurityAlertData = Omit<Schemas['SecurityAlert'], 'id'>;
export type MetricAlertData = Omit<Schemas['MetricAlert'], 'id'>;
export type MetricDefinitionData = Schemas['MetricDefinitionInput'];
export type ServiceHealthData = Omit<Schemas['ServiceHealthEvent'], 'id'>;
export type PipelineData = Schemas['PipelineInput'] & Pick<Schemas['Pipeline'], 'lastRunAt' | 'lastStatus'>;
export type ConfigUserData = Schemas['ConfigUserInput'];
export type TagRuleData = Schemas['TagRuleInput'];
export type CostRuleData = Schemas['CostRuleInput'] & { order: number };
export type WorkerProfileData = Schemas['WorkerProfileInput'];
/** An automation endpoint as stored: its settings, its signing secret sealed (never the secret). */
export type AutomateEndpointData = Omit<Schemas['AutomateEndpointInput'], 'signingSecret'> & {
  sealedSecret?: SealedSecret;
};

/** What worker profiles read of an office licence record. */
export interface OfficeSkuPrice {
  sku: string;
  name: string;
  /** The monthly list price per seat in micro-units of the price currency. */
  unitPriceMicros: number;
}
