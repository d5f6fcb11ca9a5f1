/**
 * The tenant's alerts, metrics, service health and configuration lists as tenant records:
 * alert definitions and the alerts they raised (anomaly alerts from the detected anomalies),
 * security alerts on the tenant's resources, metric definitions and their alerts, incidents and
 * advisories of the services in its cost data, pipelines, portal users, tag rules on the tag keys
 * its resources carry, cost rules, worker profiles on its office licences and automation
 * endpoints. Deterministic per tenant and dated back from its last day of cost data. Run after
 * `seedCostEntities` and the office suite's seed (worker profiles name its licences).
 */

import {
  type AlertData,
  type AlertDefinitionData,
  type AutomateEndpointData,
  type ConfigUserData,
  type CostRuleData,
  type MetricAlertData,
  type MetricDefinitionData,
  OFFICE_SKU_KIND,
  type OfficeSkuPrice,
  OPERATION_KINDS,
  type PipelineData,
  type SecurityAlertData,
  type ServiceHealthData,
  type TagRuleData,
  type WorkerProfileData,
} from '../data/operation-records.ts';
import type { Database } from '../db/database.ts';
import { FALLBACK_SKUS } from '../domain/configuration/configuration.ts';
import { OFFICE_SERVICES } from '../domain/operations/service-health.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { FIRST_NAMES, LAST_NAMES } from './cost-entities.ts';
import { random } from './random.ts';

const DAY_MS = 86_400_000;

type Records = Record<string, { id: string; data: unknown }[]>;

interface TenantFacts {
  tenantId: string;
  /** The last day with cost data, as days since the epoch. */
  lastDay: number;
  /** The effective cost of the last 30 days, in whole currency units. */
  recentCost: number;
  resources: { name: string; type: string }[];
  services: string[];
  anomalies: { day: number; service: string; expectedMicros: number; actualMicros: number }[];
  tagKeys: string[];
  environments: string[];
  skus: OfficeSkuPrice[];
  large: boolean;
}

const isoAt = (day: number, hour: number, minute = 0) =>
  new Date(day * DAY_MS + hour * 3_600_000 + minute * 60_000).toISOString();

const money = (units: number) => `${Math.round(units)}.00`;
const usd = (micros: number) =>
  `USD ${(micros / 1e6).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Seeds the records of `tenantIds` (default: every tenant with cost rows). */
export function seedOperations(db: Database, tenantIds?: readonly string[]): void {
  const tenants =
    tenantIds ??
    db
      .all<{ id: string }>('SELECT DISTINCT tenant_id AS id FROM cost_resources ORDER BY id')
      .map((t) => t.id);
  const kinds = Object.values(OPERATION_KINDS);
  const insert = db.sqlite.prepare(
    'INSERT INTO tenant_records (tenant_id, kind, id, position, data, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const tenantId of tenants) {
      const facts = tenantFacts(db, tenantId);
      if (!facts) continue;
      for (const kind of kinds)
        db.run('DELETE FROM tenant_records WHERE tenant_id = ? AND kind = ?', [tenantId, kind]);
      const at = isoAt(facts.lastDay, 6);
      for (const [kind, items] of Object.entries(operationRecords(facts))) {
        items.forEach((item, index) => {
          insert.run(tenantId, kind, item.id, index + 1, JSON.stringify(item.data), at);
        });
      }
    }
  });
}

function tenantFacts(db: Database, tenantId: string): TenantFacts | undefined {
  const last = db.get<{ last: number | null }>(
    `SELECT MAX(d.day) AS last FROM cost_daily d JOIN cost_resources r ON r.id = d.resource WHERE r.tenant_id = ?`,
    [tenantId],
  )?.last;
  if (last === null || last === undefined) return undefined;
  const recent = db.get<{ micros: number | null }>(
    `SELECT SUM(d.effective_cost) AS micros FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
     WHERE r.tenant_id = ? AND d.day > ?`,
    [tenantId, last - 30],
  )?.micros;
  const resources = db.all<{ name: string; type: string }>(
    `SELECT DISTINCT resource_name AS name, resource_type AS type FROM cost_resources
     WHERE tenant_id = ? AND resource_name <> '' AND resource_type LIKE '%/%' ORDER BY resource_name LIMIT 400`,
    [tenantId],
  );
  const services = db
    .all<{ name: string }>(
      `SELECT DISTINCT service_name AS name FROM cost_resources WHERE tenant_id = ? AND charge_category = 'Usage'
       ORDER BY service_name`,
      [tenantId],
    )
    .map((s) => s.name);
  const anomalies = db.all<{ day: number; service: string; expectedMicros: number; actualMicros: number }>(
    `SELECT day, service, expected_micros AS expectedMicros, actual_micros AS actualMicros FROM cost_anomalies
     WHERE tenant_id = ? ORDER BY day DESC, id LIMIT 12`,
    [tenantId],
  );
  const tagKeys = db
    .all<{ key: string }>(
      `SELECT DISTINCT j.key AS key FROM cost_resources r, json_each(r.tags) j WHERE r.tenant_id = ? ORDER BY j.key`,
      [tenantId],
    )
    .map((t) => t.key);
  const environments = db
    .all<{ value: string }>(
      `SELECT DISTINCT json_extract(tags, '$.environment') AS value FROM cost_resources
       WHERE tenant_id = ? AND json_extract(tags, '$.environment') IS NOT NULL ORDER BY value LIMIT 10`,
      [tenantId],
    )
    .map((e) => String(e.value));
  const skus = db
    .all<{ data: string }>(
      'SELECT data FROM tenant_records WHERE tenant_id = ? AND kind = ? ORDER BY position',
      [tenantId, OFFICE_SKU_KIND],
    )
    .map((row) => JSON.parse(row.data) as Partial<OfficeSkuPrice>)
    .filter((s): s is OfficeSkuPrice => typeof s.sku === 'string' && typeof s.name === 'string')
    .filter((s) => Number.isSafeInteger(s.unitPriceMicros));
  return {
    tenantId,
    lastDay: last,
    recentCost: Number(recent ?? 0) / 1e6,
    resources,
    services,
    anomalies,
    tagKeys,
    environments,
    skus: skus.length > 0 ? skus : [...FALLBACK_SKUS],
    large: resources.length >= 200,
  };
}

/** What the steps of one tenant share: its facts, its generator and the ids and mail domain they derive. */
interface OperationsContext {
  facts: TenantFacts;
  /** The generator: the steps draw from it in the order of {@link operationRecords}. */
  r: () => number;
  /** One item of a list, drawn from {@link r}. */
  pick: <T>(items: readonly T[]) => T;
  /** A stable id of one of the tenant's records. */
  id: (...parts: (string | number)[]) => string;
  /** The tenant's mail domain. */
  domain: string;
}

/** Every record of the tenant, by kind. */
export function operationRecords(facts: TenantFacts): Records {
  const r = random(`operations|${facts.tenantId}`);
  const ctx: OperationsContext = {
    facts,
    r,
    pick: <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)] as T,
    id: (...parts) => stableUuid('operations', facts.tenantId, ...parts.map(String)),
    domain: `${facts.tenantId}.example`,
  };
  const { definitions, alerts } = alertRecords(ctx);
  const metricDefinitions = metricDefinitionRecords(ctx);
  return {
    [OPERATION_KINDS.alertDefinition]: definitions,
    [OPERATION_KINDS.alert]: alerts,
    [OPERATION_KINDS.securityAlert]: securityAlerts(ctx),
    [OPERATION_KINDS.metricDefinition]: metricDefinitions,
    [OPERATION_KINDS.metricAlert]: metricAlerts(ctx, metricDefinitions),
    [OPERATION_KINDS.serviceHealth]: serviceHealth(ctx),
    [OPERATION_KINDS.pipeline]: pipelines(ctx),
    [OPERATION_KINDS.configUser]: configUsers(ctx),
    [OPERATION_KINDS.tagRule]: tagRules(ctx),
    [OPERATION_KINDS.costRule]: costRules(ctx),
    [OPERATION_KINDS.workerProfile]: workerProfiles(ctx),
    [OPERATION_KINDS.automateEndpoint]: automateEndpoints(ctx),
  };
}

/** An alert definition record. */
type Definition = { id: string; data: AlertDefinitionData };

/**
 * Alert definitions, and the alerts they raised: the anomalies detected, and the other definitions'
 * alerts over the last 120 days, oldest first. Each definition notes when it last raised one.
 */
function alertRecords(ctx: OperationsContext): {
  definitions: Definition[];
  alerts: { id: string; data: AlertData }[];
} {
  // Thresholds in round figures above what the tenant spends.
  const monthlyCost = Math.max(100, Math.ceil((ctx.facts.recentCost * 1.1) / 100) * 100);
  const definitions = alertDefinitions(ctx, monthlyCost);
  const alerts = [
    ...anomalyAlerts(ctx, definitions[3] as Definition),
    ...thresholdAlerts(ctx, definitions, monthlyCost),
  ];
  alerts.sort((a, b) => a.data.raisedAt.localeCompare(b.data.raisedAt));
  for (const definition of definitions) {
    const lastRaised = alerts.filter((a) => a.data.definitionId === definition.id).at(-1)?.data.raisedAt;
    if (lastRaised) definition.data.lastRaisedAt = lastRaised;
  }
  return { definitions, alerts };
}

/** Alert definitions: cost, two budget levels, anomalies (the fourth) and unused licences. */
function alertDefinitions({ facts, id, domain }: OperationsContext, monthlyCost: number): Definition[] {
  return [
    {
      id: id('definition', 'cost'),
      data: {
        name: 'Monthly cloud cost above plan',
        kind: 'cost',
        threshold: money(monthlyCost),
        recipients: [`finance@${domain}`, `cloud-team@${domain}`],
        enabled: true,
      },
    },
    {
      id: id('definition', 'budget-90'),
      data: {
        name: 'Budget 90% used',
        kind: 'budget',
        thresholdPercent: 90,
        recipients: [`finance@${domain}`],
        enabled: true,
      },
    },
    {
      id: id('definition', 'budget-100'),
      data: {
        name: 'Budget exceeded',
        kind: 'budget',
        thresholdPercent: 100,
        recipients: [`finance@${domain}`, `cfo@${domain}`],
        enabled: true,
      },
    },
    {
      id: id('definition', 'anomaly'),
      data: {
        name: 'Cost anomaly detected',
        kind: 'anomaly',
        recipients: [`cloud-team@${domain}`],
        enabled: true,
      },
    },
    {
      id: id('definition', 'licence-waste'),
      data: {
        name: 'Unused licences',
        kind: 'licence-waste',
        threshold: money(facts.large ? 2000 : 250),
        recipients: [`it-admin@${domain}`],
        enabled: false,
      },
    },
  ];
}

/**
 * Where an alert raised on `day` stands: old ones resolved, some recent ones acknowledged, the
 * newest active (who acknowledged it drawn first).
 */
function alertState(
  { facts, pick }: OperationsContext,
  day: number,
  n: number,
): Pick<AlertData, 'state' | 'acknowledgedAt' | 'acknowledgedBy' | 'resolvedAt' | 'resolvedBy'> {
  const age = facts.lastDay - day;
  const who = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  if (age > 20 || (age > 6 && n % 3 === 0)) {
    return {
      state: 'resolved',
      acknowledgedAt: isoAt(day + 1, 9),
      acknowledgedBy: who,
      resolvedAt: isoAt(day + 2 + (n % 4), 15),
      resolvedBy: who,
    };
  }
  if (age > 3 && n % 2 === 0)
    return { state: 'acknowledged', acknowledgedAt: isoAt(day + 1, 10), acknowledgedBy: who };
  return { state: 'active' };
}

/** An alert of the anomaly definition for each anomaly detected, the day after it. */
function anomalyAlerts(
  ctx: OperationsContext,
  anomalyDefinition: Definition,
): { id: string; data: AlertData }[] {
  return ctx.facts.anomalies.map((a, n) => ({
    id: ctx.id('alert', 'anomaly', n),
    data: {
      definitionId: anomalyDefinition.id,
      name: anomalyDefinition.data.name,
      kind: 'anomaly',
      severity: a.actualMicros > a.expectedMicros * 2 ? 'high' : 'medium',
      message: `${a.service} cost ${usd(a.actualMicros)} on ${isoAt(a.day, 0).slice(0, 10)} against ${usd(a.expectedMicros)} expected.`,
      raisedAt: isoAt(a.day + 1, 7, n),
      ...alertState(ctx, a.day + 1, n),
    },
  }));
}

/** The alerts of the cost, budget and licence definitions over the last 120 days (more when large). */
function thresholdAlerts(
  ctx: OperationsContext,
  definitions: Definition[],
  monthlyCost: number,
): { id: string; data: AlertData }[] {
  const { facts, r, pick, id } = ctx;
  const alerts: { id: string; data: AlertData }[] = [];
  const count = facts.large ? 36 : 10;
  for (let n = 0; n < count; n++) {
    const definition = pick([definitions[0], definitions[1], definitions[2], definitions[4]]) as Definition;
    const day = facts.lastDay - Math.floor(r() * 120);
    const data = definition.data;
    const message =
      data.kind === 'cost'
        ? `The month's cost reached USD ${(monthlyCost * (1 + r() * 0.08)).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 })}, above the threshold of USD ${Number(data.threshold).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`
        : data.kind === 'budget'
          ? `${pick(['Platform', 'Data', 'Web', 'Shared services', 'Tenant'])} budget is ${(data.thresholdPercent ?? 90) + Math.floor(r() * 9)}% used.`
          : `${Math.floor(5 + r() * 40)} licences unused for 30 days (USD ${Math.floor(300 + r() * 2500)}.00 a month).`;
    alerts.push({
      id: id('alert', n),
      data: {
        definitionId: definition.id,
        name: data.name,
        kind: data.kind,
        severity:
          data.kind === 'budget' && data.thresholdPercent === 100
            ? 'high'
            : pick(['medium', 'low', 'medium']),
        message,
        raisedAt: isoAt(day, 8 + Math.floor(r() * 9), Math.floor(r() * 60)),
        ...alertState(ctx, day, n),
      },
    });
  }
  return alerts;
}

/** The findings security alerts are drawn from. */
const SECURITY_FINDINGS = [
  {
    title: 'Suspicious sign-in from an unfamiliar location',
    category: 'Identity',
    source: 'Entra ID Protection',
  },
  {
    title: 'Multi-factor authentication not enforced for an admin',
    category: 'Identity',
    source: 'Entra ID Protection',
  },
  { title: 'Storage account allows public blob access', category: 'Data', source: 'Defender for Cloud' },
  { title: 'Management port open to the internet', category: 'Network', source: 'Defender for Cloud' },
  { title: 'Virtual machine missing system updates', category: 'Compute', source: 'Defender for Cloud' },
  { title: 'SQL database auditing disabled', category: 'Data', source: 'Defender for Cloud' },
  { title: 'Phishing e-mail delivered to a mailbox', category: 'Email', source: 'Defender for Office 365' },
  { title: 'Mass download from a file share', category: 'Data', source: 'Defender for Cloud Apps' },
  { title: 'Key vault secret near expiry', category: 'Secrets', source: 'Defender for Cloud' },
  {
    title: 'Container image with critical vulnerabilities',
    category: 'Containers',
    source: 'Defender for Cloud',
  },
] as const;

/** Security alerts on the tenant's resources (or people) over the last 90 days, oldest first. */
function securityAlerts({
  facts,
  r,
  pick,
  id,
  domain,
}: OperationsContext): { id: string; data: SecurityAlertData }[] {
  const securityCount = facts.large ? 60 : 14;
  const security: { id: string; data: SecurityAlertData }[] = [];
  for (let n = 0; n < securityCount; n++) {
    const kind = pick(SECURITY_FINDINGS);
    const day = facts.lastDay - Math.floor(r() * 90);
    const age = facts.lastDay - day;
    const resource =
      kind.category === 'Identity' || kind.category === 'Email'
        ? `${pick(FIRST_NAMES).toLowerCase()}.${pick(LAST_NAMES).toLowerCase()}@${domain}`
        : facts.resources.length > 0
          ? pick(facts.resources).name
          : `resource-${n}`;
    security.push({
      id: id('security', n),
      data: {
        title: kind.title,
        severity: pick(['high', 'medium', 'medium', 'low', 'low', 'informational']),
        status:
          age > 45
            ? pick(['resolved', 'resolved', 'dismissed'])
            : age > 10
              ? pick(['in-progress', 'resolved', 'new'])
              : 'new',
        category: kind.category,
        source: kind.source,
        resource,
        description: `${kind.title} on ${resource}. Review the finding in ${kind.source} and apply its remediation.`,
        detectedAt: isoAt(day, Math.floor(r() * 24), Math.floor(r() * 60)),
      },
    });
  }
  security.sort((a, b) => a.data.detectedAt.localeCompare(b.data.detectedAt));
  return security;
}

/** Metric definitions: name, resource type, metric, aggregation, operator, threshold, window, enabled. */
const METRIC_DEFINITIONS = [
  [
    'High CPU on virtual machines',
    'Microsoft.Compute/virtualMachines',
    'Percentage CPU',
    'avg',
    'gt',
    90,
    15,
    true,
  ],
  [
    'Low available memory',
    'Microsoft.Compute/virtualMachines',
    'Available Memory Bytes',
    'min',
    'lt',
    524288000,
    5,
    true,
  ],
  [
    'SQL DTU saturation',
    'Microsoft.Sql/servers/databases',
    'dtu_consumption_percent',
    'max',
    'gt',
    95,
    30,
    true,
  ],
  ['App Service server errors', 'Microsoft.Web/sites', 'Http5xx', 'total', 'gt', 50, 5, true],
  ['Storage availability', 'Microsoft.Storage/storageAccounts', 'Availability', 'avg', 'lt', 99.9, 60, true],
  [
    'AKS node CPU',
    'Microsoft.ContainerService/managedClusters',
    'node_cpu_usage_percentage',
    'avg',
    'gt',
    85,
    15,
    false,
  ],
];

/** The tenant's metric definitions. */
function metricDefinitionRecords({ id }: OperationsContext): { id: string; data: MetricDefinitionData }[] {
  return METRIC_DEFINITIONS.map(
    ([name, resourceType, metric, aggregation, operator, threshold, windowMinutes, enabled], n) => ({
      id: id('metric-definition', n),
      data: {
        name: String(name),
        resourceType: String(resourceType),
        metric: String(metric),
        aggregation: aggregation as MetricDefinitionData['aggregation'],
        operator: operator as MetricDefinitionData['operator'],
        threshold: Number(threshold),
        windowMinutes: windowMinutes as MetricDefinitionData['windowMinutes'],
        enabled: Boolean(enabled),
      },
    }),
  );
}

/** The alerts of the enabled metric definitions on matching resources over 60 days, oldest first. */
function metricAlerts(
  { facts, r, pick, id }: OperationsContext,
  metricDefinitions: { id: string; data: MetricDefinitionData }[],
): { id: string; data: MetricAlertData }[] {
  const alerts: { id: string; data: MetricAlertData }[] = [];
  const enabledDefinitions = metricDefinitions.filter((d) => d.data.enabled);
  for (let n = 0; n < (facts.large ? 40 : 10); n++) {
    const definition = pick(enabledDefinitions);
    const matching = facts.resources.filter(
      (res) => res.type.toLowerCase() === definition.data.resourceType.toLowerCase(),
    );
    const resource =
      matching.length > 0 ? pick(matching).name : `${definition.data.resourceType.split('/').pop()}-${n}`;
    const { threshold, operator } = definition.data;
    const over = 1 + 0.02 + r() * 0.15;
    const value = operator === 'gt' ? threshold * over : threshold / over;
    const day = facts.lastDay - Math.floor(r() * 60);
    const firedAt = isoAt(day, Math.floor(r() * 24), Math.floor(r() * 60));
    const resolved = facts.lastDay - day > 2 || r() < 0.4;
    alerts.push({
      id: id('metric-alert', n),
      data: {
        definitionId: definition.id,
        name: definition.data.name,
        resource,
        resourceType: definition.data.resourceType,
        metric: definition.data.metric,
        operator,
        threshold,
        value: Math.round(value * 100) / 100,
        state: resolved ? 'resolved' : 'fired',
        firedAt,
        ...(resolved
          ? {
              resolvedAt: new Date(Date.parse(firedAt) + (20 + Math.floor(r() * 300)) * 60_000).toISOString(),
            }
          : {}),
      },
    });
  }
  alerts.sort((a, b) => a.data.firedAt.localeCompare(b.data.firedAt));
  return alerts;
}

/** The kinds of service health events ('{region}' stands for a region drawn from {@link HEALTH_REGIONS}). */
const HEALTH_EVENTS = [
  {
    type: 'incident',
    impact: 'degradation',
    title: 'Increased latency in {region}',
    summary: 'Some requests take longer than usual. Engineers are rerouting traffic.',
  },
  {
    type: 'incident',
    impact: 'outage',
    title: 'Requests failing in {region}',
    summary: 'A configuration change caused failed requests. The change was rolled back.',
  },
  {
    type: 'advisory',
    impact: 'information',
    title: 'Planned maintenance in {region}',
    summary: 'Maintenance windows are scheduled; no action is needed.',
  },
  {
    type: 'advisory',
    impact: 'information',
    title: 'Feature retirement notice',
    summary: 'An older API version retires in six months. Move to the current version.',
  },
  {
    type: 'incident',
    impact: 'degradation',
    title: 'Delayed usage data',
    summary: 'Usage and cost data arrive up to six hours late. No data is lost.',
  },
] as const;
const HEALTH_REGIONS = ['West Europe', 'North Europe', 'East US', 'Sweden Central'];

/** Service health: incidents and advisories of the services the tenant uses, the first three ongoing. */
function serviceHealth({ facts, r, pick, id }: OperationsContext): { id: string; data: ServiceHealthData }[] {
  const services = [...facts.services, ...OFFICE_SERVICES];
  const health: { id: string; data: ServiceHealthData }[] = [];
  for (let n = 0; n < (facts.large ? 14 : 8); n++) {
    // The first three are still going on: an incident, an advisory, and one of either.
    const event = n === 0 ? HEALTH_EVENTS[0] : n === 1 ? HEALTH_EVENTS[2] : pick(HEALTH_EVENTS);
    const day = facts.lastDay - (n < 3 ? n : 3 + Math.floor(r() * 42));
    const startedAt = isoAt(day, Math.floor(r() * 24), Math.floor(r() * 60));
    const active = n < 3;
    const hours = 1 + Math.floor(r() * 30);
    const resolvedAt = new Date(Date.parse(startedAt) + hours * 3_600_000).toISOString();
    health.push({
      id: id('health', n),
      data: {
        type: event.type,
        service: n === 0 ? (facts.services[0] ?? 'Microsoft Teams') : pick(services),
        title: event.title.replace('{region}', pick(HEALTH_REGIONS)),
        status: active ? 'active' : 'resolved',
        impact: event.impact,
        startedAt,
        updatedAt: active ? isoAt(facts.lastDay, 5) : resolvedAt,
        ...(active ? {} : { resolvedAt }),
        summary: event.summary,
      },
    });
  }
  return health;
}

/** Pipelines: name, source, schedule, enabled, last status, days since the last run. */
const PIPELINES = [
  ['Daily cost export', 'focus-export', 'daily', true, 'succeeded', 0],
  ['Cost Management sync', 'cost-management', 'hourly', true, 'succeeded', 0],
  ['Office usage reports', 'office-usage', 'daily', true, 'succeeded', 0],
  ['Licence inventory', 'office-licences', 'weekly', true, 'succeeded', 3],
  ['Security findings', 'security-center', 'daily', true, 'failed', 0],
  ['Partner Center invoices', 'partner-center', 'weekly', false, 'never', 0],
];

/** The data pipelines, with their last run dated back from the tenant's last day of cost. */
function pipelines({ facts, id }: OperationsContext): { id: string; data: PipelineData }[] {
  return PIPELINES.map(([name, source, schedule, enabled, lastStatus, daysAgo], n) => ({
    id: id('pipeline', n),
    data: {
      name: String(name),
      source: source as PipelineData['source'],
      schedule: schedule as PipelineData['schedule'],
      enabled: Boolean(enabled),
      lastStatus: lastStatus as PipelineData['lastStatus'],
      ...(lastStatus === 'never' ? {} : { lastRunAt: isoAt(facts.lastDay - Number(daysAgo), 2 + n, 5) }),
    },
  }));
}

/** The personas of the portal's named users, in turn. */
const USER_PERSONAS: ConfigUserData['personas'][] = [
  ['Finance'],
  ['IT'],
  ['Security'],
  ['IT', 'Security'],
  ['Finance', 'Admin'],
];

/** The portal's users: an admin and the finance team, then named people (more for a large tenant). */
function configUsers({ facts, id, domain }: OperationsContext): { id: string; data: ConfigUserData }[] {
  return [
    { displayName: 'Portal Admin', email: `admin@${domain}`, role: 'admin', personas: ['Admin', 'IT'] },
    { displayName: 'Finance Team', email: `finance@${domain}`, role: 'user', personas: ['Finance'] },
  ]
    .concat(
      Array.from({ length: facts.large ? 10 : 4 }, (_, n) => {
        const first = FIRST_NAMES[(n * 5 + 3) % FIRST_NAMES.length] as string;
        const last = LAST_NAMES[(n * 3 + 1) % LAST_NAMES.length] as string;
        const personas = USER_PERSONAS[n % 5] as ConfigUserData['personas'];
        return {
          displayName: `${first} ${last}`,
          email: `${first
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .toLowerCase()}.${last.toLowerCase()}@${domain}`,
          role: n % 4 === 0 ? 'admin' : 'user',
          personas,
        } as ConfigUserData;
      }),
    )
    .map((data, n) => ({ id: id('user', n), data: data as ConfigUserData }));
}

/** Tag rules on the tag keys the tenant's resources carry, and always one on 'application'. */
function tagRules({ facts, id }: OperationsContext): { id: string; data: TagRuleData }[] {
  const rules: { id: string; data: TagRuleData }[] = [];
  const wanted: [string, boolean, string[]][] = [
    ['costcenter', true, []],
    ['environment', true, facts.environments],
    ['team', true, []],
    ['owner', false, []],
    ['project', false, []],
    ['application', false, []],
  ];
  wanted.forEach(([key, required, allowedValues], n) => {
    if (key !== 'application' && facts.tagKeys.length > 0 && !facts.tagKeys.includes(key)) return;
    rules.push({ id: id('tag', n), data: { key, required, allowedValues } });
  });
  return rules;
}

/** The cost rules every tenant has, in their order. */
const COST_RULES = [
  {
    name: 'Exclude sandbox subscriptions',
    field: 'subscription',
    match: 'sandbox',
    action: 'exclude',
    enabled: true,
    order: 1,
  },
  {
    name: 'Log Analytics as Monitoring',
    field: 'service',
    match: 'Log Analytics',
    action: 'rename',
    value: 'Monitoring',
    enabled: true,
    order: 2,
  },
  {
    name: 'Platform team to CC-100',
    field: 'tag',
    match: 'team=platform',
    action: 'allocate',
    value: 'CC-100',
    enabled: true,
    order: 3,
  },
  {
    name: 'Shared networking',
    field: 'resourceGroup',
    match: 'rg-network',
    action: 'allocate',
    value: 'CC-900',
    enabled: false,
    order: 4,
  },
];

/** The tenant's cost rules. */
function costRules({ id }: OperationsContext): { id: string; data: CostRuleData }[] {
  return COST_RULES.map((data, n) => ({ id: id('cost-rule', n), data: data as CostRuleData }));
}

/** Worker profiles on the tenant's office licences: the middle-priced, the cheapest, the dearest. */
function workerProfiles({ facts, id }: OperationsContext): { id: string; data: WorkerProfileData }[] {
  const byPrice = [...facts.skus].sort(
    (a, b) => a.unitPriceMicros - b.unitPriceMicros || a.sku.localeCompare(b.sku),
  );
  const cheapest = byPrice[0] as OfficeSkuPrice;
  const middle = byPrice[Math.floor(byPrice.length / 2)] as OfficeSkuPrice;
  const dearest = byPrice.at(-1) as OfficeSkuPrice;
  const scale = facts.large ? 10 : 1;
  return [
    {
      name: 'Knowledge worker',
      description: 'Office staff with the desktop apps, mail and meetings.',
      licences: [middle.sku],
      users: 42 * scale,
    },
    {
      name: 'Frontline worker',
      description: 'Shift workers on shared or mobile devices.',
      licences: [cheapest.sku],
      users: 15 * scale,
    },
    {
      name: 'Power user',
      description: 'Analysts and engineers with the full suite.',
      licences: [...new Set([dearest.sku, middle.sku])],
      users: 6 * scale,
    },
  ].map((data, n) => ({ id: id('worker-profile', n), data }));
}

/** Automation endpoints at the tenant's own hosts. */
function automateEndpoints({ id, domain }: OperationsContext): { id: string; data: AutomateEndpointData }[] {
  return [
    {
      name: 'Finance channel',
      url: `https://hooks.${domain}/finance/portal-events`,
      events: ['budget-exceeded', 'alert-raised'],
      enabled: true,
    },
    {
      name: 'IT service desk',
      url: `https://itsm.${domain}/api/v2/events?source=portal`,
      events: ['anomaly-detected', 'alert-raised', 'recommendation-changed'],
      enabled: false,
    },
  ].map((data, n) => ({ id: id('endpoint', n), data: data as AutomateEndpointData }));
}
