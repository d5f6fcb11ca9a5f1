/**
 * The tenant's cost entities beside its FOCUS rows: budgets, detected anomalies, shared-cost
 * rules, commitment contracts, EA enrollments, the macro commitment, resource endpoints, role
 * assignments on subscriptions and open cost recommendations. Deterministic per tenant, and
 * derived from the cost rows already seeded (read through the FOCUS view `focus_costs`), so the
 * figures agree with what the cost queries answer. Run after `seedCosts`.
 */
import type { StatementSync } from 'node:sqlite';
import {
  anomalyValues,
  RESOURCE_WINDOW_SQL,
  resourceWindow,
  USAGE_SERIES_SQL,
  usagePoint,
} from '../data/cost-entity-repository.ts';
import type { Database } from '../db/database.ts';
import {
  anomalyRecord,
  anomalyWindow,
  averagedResources,
  findAnomalies,
} from '../domain/anomalies/anomaly-records.ts';
import { OFFICE_SUITE_SERVICE } from '../domain/costs/scopes.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { random } from './random.ts';

const TABLES = [
  'budgets',
  'cost_anomalies',
  'shared_cost_rules',
  'commitment_contracts',
  'macc_commitments',
  'resource_endpoints',
  'subscription_roles',
  'cost_recommendations',
];

type Row = Record<string, string | number | null>;

const DAY_MS = 86_400_000;
const toMicros = (value: number) => Math.round(value * 1e6);
/** Rounds micro-units to whole currency units (budgets and commitments are set in round figures). */
const roundUnits = (micros: number, unit = 100) =>
  Math.max(unit, Math.round(micros / 1e6 / unit) * unit) * 1e6;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Names of the demo's people (role holders, owners, recipients), shared by the seeds. */
export const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloé',
  'Dev',
  'Eva',
  'Farid',
  'Grace',
  'Hiro',
  'Iris',
  'Jonas',
  'Kemi',
  'Luca',
];
export const LAST_NAMES = [
  'Silva',
  'Okafor',
  'Martin',
  'Patel',
  'Novak',
  'Haddad',
  'Kim',
  'Tanaka',
  'Berg',
  'Weber',
];
const ROLES = ['Owner', 'Contributor', 'Reader', 'Cost Management Reader'] as const;

/** The team of a subscription named '{tenant}-{team}-{environment}-{nn}'. */
const teamOf = (subscription: string) => subscription.split('-')[1] ?? 'shared';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Seeds the entities of `tenantIds` (default: every tenant with cost rows). */
export function seedCostEntities(db: Database, tenantIds?: readonly string[]): void {
  const tenants =
    tenantIds ??
    db
      .all<{ id: string }>('SELECT DISTINCT tenant_id AS id FROM cost_resources ORDER BY id')
      .map((t) => t.id);
  db.transaction(() => {
    for (const tenantId of tenants) {
      for (const table of TABLES) db.run(`DELETE FROM ${table} WHERE tenant_id = ?`, [tenantId]);
      db.run('DELETE FROM enrollments WHERE tenant_id = ?', [tenantId]);
      seedTenant(db, tenantId);
    }
  });
}

/**
 * What the steps of one tenant read: its cost rows summed per month, subscription and service
 * (usage at effective cost), its subscriptions and services, and its generator.
 */
interface TenantCosts {
  db: Database;
  tenantId: string;
  /** Draws in the order of the steps: shared costs, enrollment, resources, role assignments. */
  rand: () => number;
  /** The first and last day with cost, days since 1970-01-01. */
  firstDay: number;
  lastDay: number;
  /** The months with usage ('YYYY-MM'), in order. */
  months: string[];
  /** The last three whole months (the latest month may be month to date). */
  lastWhole: string[];
  /** The average monthly cost over {@link lastWhole} of the rows that match, micro-units. */
  averageOf: (match: (row: { sub: string; service: string }) => boolean) => number;
  /** Subscriptions other than the Microsoft 365 one, by name. */
  azureSubscriptions: string[];
  /** Services with usage, by name. */
  services: string[];
  /** Azure subscriptions, largest average first. */
  bySubscription: { sub: string; micros: number }[];
  /** Services other than Microsoft 365, largest average first. */
  byService: { service: string; micros: number }[];
}

/** Seeds one tenant's entities, entity by entity (the order keeps the generator's draws). */
function seedTenant(db: Database, tenantId: string): void {
  const costs = tenantCosts(db, tenantId);
  if (!costs) return;
  seedBudgets(costs);
  seedAnomalies(db, tenantId, costs.firstDay, costs.lastDay);
  seedSharedCostRules(costs);
  seedCommitmentContracts(costs);
  seedEnrollment(costs);
  seedMaccCommitment(costs);
  seedResourceEntities(costs);
  seedSubscriptionRoles(costs);
}

/** The tenant's cost rows as its steps read them; undefined without cost. */
function tenantCosts(db: Database, tenantId: string): TenantCosts | undefined {
  const range = db.get<{ first: string | null; last: string | null }>(
    'SELECT MIN(ChargePeriodStart) AS first, MAX(ChargePeriodStart) AS last FROM focus_costs WHERE TenantId = ?',
    [tenantId],
  );
  if (!range?.first || !range.last) return undefined;
  const rand = random(`cost-entities:${tenantId}`);
  const lastDay = dayOf(range.last);
  const firstDay = dayOf(range.first);

  // Monthly effective cost of usage per subscription and service: the base of budgets and commitments.
  const monthly = db.all<{ sub: string; service: string; month: string; cost: number }>(
    `SELECT SubAccountName AS sub, ServiceName AS service, substr(ChargePeriodStart, 1, 7) AS month,
            SUM(EffectiveCost) AS cost
     FROM focus_costs WHERE TenantId = ? AND ChargeCategory = 'Usage'
     GROUP BY sub, service, month`,
    [tenantId],
  );
  const months = [...new Set(monthly.map((row) => row.month))].sort();
  // Whole months only: the latest one may be month to date.
  const currentMonth = range.last.slice(0, 7);
  const wholeMonths = months.filter((month) => month < currentMonth);
  const lastWhole = wholeMonths.slice(-3);
  const averageOf = (match: (row: { sub: string; service: string }) => boolean) =>
    monthly
      .filter((row) => lastWhole.includes(row.month) && match(row))
      .reduce((sum, row) => sum + toMicros(row.cost), 0) / Math.max(1, lastWhole.length);
  const subscriptions = [...new Set(monthly.map((row) => row.sub))].sort();
  const azureSubscriptions = subscriptions.filter((sub) => sub !== `${tenantId} Microsoft 365`);
  const services = [...new Set(monthly.map((row) => row.service))].sort();
  const bySubscription = azureSubscriptions
    .map((sub) => ({ sub, micros: averageOf((row) => row.sub === sub) }))
    .sort((a, b) => b.micros - a.micros);
  const byService = services
    .filter((service) => service !== 'Microsoft 365')
    .map((service) => ({ service, micros: averageOf((row) => row.service === service) }))
    .sort((a, b) => b.micros - a.micros);
  return {
    db,
    tenantId,
    rand,
    firstDay,
    lastDay,
    months,
    lastWhole,
    averageOf,
    azureSubscriptions,
    services,
    bySubscription,
    byService,
  };
}

/**
 * Budgets: the tenant, its three largest subscriptions and two largest services. Their amounts sit
 * around the recent average so that some are on track, one is at risk and one is over.
 */
function seedBudgets({ db, tenantId, averageOf, bySubscription, byService }: TenantCosts): void {
  const insertBudget = db.sqlite.prepare('INSERT INTO budgets VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const budgetFactors = [1.12, 0.93, 1.3, 1.02, 1.25, 0.85];
  const budgetScopes: {
    kind: 'tenant' | 'subscription' | 'service';
    value: string | null;
    micros: number;
  }[] = [
    { kind: 'tenant', value: null, micros: averageOf(() => true) },
    ...bySubscription
      .slice(0, 3)
      .map((s) => ({ kind: 'subscription' as const, value: s.sub, micros: s.micros })),
    ...byService.slice(0, 2).map((s) => ({ kind: 'service' as const, value: s.service, micros: s.micros })),
  ];
  budgetScopes.forEach((scope, i) => {
    const name =
      scope.kind === 'tenant'
        ? 'Monthly cloud budget'
        : scope.kind === 'subscription'
          ? `${capitalise(teamOf(scope.value ?? ''))} subscription ${scope.value?.split('-').at(-1) ?? ''}`.trim()
          : `${scope.value} budget`;
    insertBudget.run(
      stableUuid(tenantId, 'budget', String(i)),
      tenantId,
      name,
      scope.kind,
      scope.value,
      roundUnits(scope.micros * (budgetFactors[i] ?? 1.1)),
      JSON.stringify(i === 0 ? [50, 80, 100] : [80, 100]),
      scope.kind === 'subscription'
        ? `${teamOf(scope.value ?? '')}@${tenantId}.example`
        : `finance@${tenantId}.example`,
    );
  });
}

/**
 * Shared costs: the platform subscription split in proportion to the teams' own cost, Log Analytics
 * evenly, and Bandwidth by fixed shares.
 */
function seedSharedCostRules(costs: TenantCosts): void {
  const { db, tenantId, rand, azureSubscriptions, services, bySubscription } = costs;
  const teams = [...new Set(azureSubscriptions.map(teamOf))].sort();
  const insertRule = db.sqlite.prepare('INSERT INTO shared_cost_rules VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const platform = azureSubscriptions.find((sub) => teamOf(sub) === 'platform') ?? bySubscription[0]?.sub;
  const rules: [string, 'subscription' | 'service', string | undefined, 'even' | 'proportional' | 'fixed'][] =
    [
      ['Platform subscription', 'subscription', platform, 'proportional'],
      ['Monitoring', 'service', services.includes('Log Analytics') ? 'Log Analytics' : undefined, 'even'],
      ['Network egress', 'service', services.includes('Bandwidth') ? 'Bandwidth' : undefined, 'fixed'],
    ];
  rules.forEach(([name, kind, value, method], position) => {
    if (!value || teams.length === 0) return;
    const targets =
      method === 'fixed'
        ? fixedShares(teams, rand).map(([target, percent]) => ({ target, percent }))
        : teams.map((target) => ({ target }));
    insertRule.run(
      stableUuid(tenantId, 'shared', name),
      tenantId,
      position,
      name,
      kind,
      value,
      method,
      JSON.stringify(targets),
    );
  });
}

/** Commitment contracts: the terms of each reservation and savings plan the cost rows name. */
function seedCommitmentContracts({ db, tenantId, azureSubscriptions }: TenantCosts): void {
  const commitments = db.all<{ id: string; type: string; sku: string; service: string }>(
    `SELECT CommitmentDiscountId AS id, MIN(CommitmentDiscountType) AS type, MIN(SkuId) AS sku, MIN(ServiceName) AS service
     FROM focus_costs WHERE TenantId = ? AND CommitmentDiscountId IS NOT NULL GROUP BY id ORDER BY id`,
    [tenantId],
  );
  const insertContract = db.sqlite.prepare(
    'INSERT INTO commitment_contracts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const perSku = new Map<string, number>();
  commitments.forEach((c, i) => {
    // Several commitments may cover one SKU: number them so each has its own name.
    const nth = (perSku.get(`${c.type} ${c.sku}`) ?? 0) + 1;
    perSku.set(`${c.type} ${c.sku}`, nth);
    const term = i % 3 === 1 ? 'P1Y' : 'P3Y';
    // Bought before the data starts; some run out within the next months.
    const starts = new Date(Date.UTC(2025, 10 - (i % 4) * 5 - (term === 'P1Y' ? -1 : 12), 1));
    const expires = new Date(starts);
    expires.setUTCFullYear(expires.getUTCFullYear() + (term === 'P1Y' ? 1 : 3));
    expires.setUTCDate(expires.getUTCDate() - 1);
    insertContract.run(
      c.id,
      tenantId,
      `${c.type} ${c.sku.replace(/_/g, ' ')} #${nth}`,
      c.type,
      i % 2 === 0 ? 'EA' : 'CSP',
      c.sku,
      i % 2 === 0 ? 'Shared' : (azureSubscriptions[i % Math.max(1, azureSubscriptions.length)] ?? 'Shared'),
      term,
      starts.toISOString().slice(0, 10),
      expires.toISOString().slice(0, 10),
      i % 3 === 0 ? 0 : 1,
    );
  });
}

/** The tenant's yearly Azure cost (its recent monthly average × 12): the base of its commitments. */
const annualAzureCost = ({ averageOf }: TenantCosts) =>
  averageOf((row) => row.service !== 'Microsoft 365') * 12;

/** The EA enrollment of every tenant with cost, with a department per Azure subscription. */
function seedEnrollment(costs: TenantCosts): void {
  const { db, tenantId, rand, azureSubscriptions } = costs;
  const enrollmentId = stableUuid(tenantId, 'enrollment');
  db.run('INSERT INTO enrollments VALUES (?, ?, ?, ?, ?, ?, ?)', [
    enrollmentId,
    tenantId,
    String(86_084_802 + Math.floor(rand() * 10_000_000)),
    `${capitalise(tenantId)} enterprise agreement`,
    '2024-07-01',
    '2027-06-30',
    roundUnits(annualAzureCost(costs) * 0.9, 10_000),
  ]);
  for (const sub of azureSubscriptions) {
    db.run('INSERT INTO enrollment_departments VALUES (?, ?, ?)', [
      enrollmentId,
      capitalise(teamOf(sub)),
      sub,
    ]);
  }
}

/** The macro commitment (MACC) of every tenant with cost: three years from its first day of cost. */
function seedMaccCommitment(costs: TenantCosts): void {
  const { db, tenantId, firstDay } = costs;
  db.run('INSERT INTO macc_commitments VALUES (?, ?, ?, ?, ?, ?)', [
    stableUuid(tenantId, 'macc'),
    tenantId,
    'Microsoft Azure Consumption Commitment',
    roundUnits(annualAzureCost(costs) * 3 * 1.08, 100_000),
    isoOf(firstDay),
    isoOf(
      Date.UTC(
        new Date(firstDay * DAY_MS).getUTCFullYear() + 3,
        new Date(firstDay * DAY_MS).getUTCMonth(),
        0,
      ) / DAY_MS,
    ),
  ]);
}

/** A resource with usage in the latest whole month, and its cost since then. */
interface UsedResource {
  id: string;
  name: string;
  type: string;
  sub: string;
  region: string | null;
  cost: number;
}

/**
 * Endpoints of the resources that have them, and open recommendations with money attached: one
 * pass over the resources, each drawing its endpoint and then its recommendation.
 */
function seedResourceEntities(costs: TenantCosts): void {
  const { db, tenantId, months, lastWhole } = costs;
  const resources = db.all<UsedResource>(
    `SELECT ResourceId AS id, MIN(ResourceName) AS name, MIN(ResourceType) AS type, MIN(SubAccountName) AS sub,
            MIN(RegionName) AS region, SUM(EffectiveCost) AS cost
     FROM focus_costs WHERE TenantId = ? AND ChargeCategory = 'Usage' AND ChargePeriodStart >= ?
     GROUP BY ResourceId ORDER BY ResourceId`,
    [tenantId, `${lastWhole.at(-1) ?? months[0]}-01`],
  );
  const insertEndpoint = db.sqlite.prepare(
    'INSERT INTO resource_endpoints VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRecommendation = db.sqlite.prepare(
    `INSERT INTO cost_recommendations (id, tenant_id, kind, resource_id, resource_name, title,
       monthly_savings_micros, status, source, category, description, impact)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'azure', ?, ?, ?)`,
  );
  for (const resource of resources) {
    seedEndpoint(costs, resource, insertEndpoint);
    seedRecommendation(costs, resource, insertRecommendation);
  }
}

/** The endpoint of a resource that has one (public IP, host name, API), with its certificate's expiry. */
function seedEndpoint(
  { tenantId, rand, lastDay }: TenantCosts,
  resource: UsedResource,
  insert: StatementSync,
): void {
  const endpoint = endpointFor(resource.name, resource.type.toLowerCase(), rand);
  if (!endpoint) return;
  insert.run(
    stableUuid(tenantId, 'endpoint', resource.id),
    tenantId,
    resource.id,
    resource.name,
    resource.type,
    resource.sub,
    resource.region,
    endpoint.address,
    endpoint.kind,
    endpoint.exposure,
    endpoint.port,
    endpoint.tls ? isoOf(lastDay + 5 + Math.floor(rand() * 360)) : null,
  );
}

/** A recommendation for some virtual machines: shut down the idle ones, rightsize the others. */
function seedRecommendation(
  { tenantId, rand }: TenantCosts,
  resource: UsedResource,
  insert: StatementSync,
): void {
  const roll = rand();
  const candidate =
    resource.type.toLowerCase().endsWith('virtualmachines') && roll < 0.08 && resource.cost > 0;
  if (!candidate) return;
  insert.run(
    stableUuid(tenantId, 'recommendation', resource.id),
    tenantId,
    roll < 0.03 ? 'shutdown' : 'rightsize',
    resource.id,
    resource.name,
    roll < 0.03 ? `Shut down idle ${resource.name}` : `Rightsize ${resource.name} to a smaller size`,
    // Whole cents: a saving is quoted to the cent, so every sum of savings is exact.
    Math.round(resource.cost * (roll < 0.03 ? 0.95 : 0.45) * 100) * 10_000,
    rand() < 0.8 ? 'open' : 'done',
    roll < 0.03 ? 'Idle resources' : 'Rightsizing',
    roll < 0.03
      ? `${resource.name} averaged under 2 % CPU over the last 14 days. Shut it down or deallocate it.`
      : `${resource.name} peaked under 40 % CPU over the last 30 days. The next smaller size keeps headroom.`,
    resource.cost * 0.45 > 200 ? 'high' : resource.cost * 0.45 > 50 ? 'medium' : 'low',
  );
}

/** Role assignments: two to four people per subscription, the owners of each team among them. */
function seedSubscriptionRoles({ db, tenantId, rand, firstDay, azureSubscriptions }: TenantCosts): void {
  const insertRole = db.sqlite.prepare('INSERT INTO subscription_roles VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const sub of azureSubscriptions) {
    const count = 2 + Math.floor(rand() * 3);
    const people = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const first = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)] ?? 'Alex';
      const last = LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)] ?? 'Lee';
      const upn = `${first
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}.${last.toLowerCase()}@${tenantId}.example`;
      if (people.has(upn)) continue;
      people.add(upn);
      insertRole.run(
        stableUuid(tenantId, 'role', sub, upn),
        tenantId,
        upn,
        `${first} ${last}`,
        sub,
        i === 0 ? 'Owner' : (ROLES[1 + Math.floor(rand() * 3)] ?? 'Reader'),
        isoOf(firstDay - 30 - Math.floor(rand() * 700)),
      );
    }
  }
}

/** Fixed shares in percent (two decimals) that add up to 100.00 exactly. */
function fixedShares(teams: string[], rand: () => number): [string, string][] {
  const weights = teams.map(() => 1 + Math.floor(rand() * 4));
  const sum = weights.reduce((a, b) => a + b, 0);
  const basisPoints = weights.map((w) => Math.floor((w * 10_000) / sum));
  basisPoints[0] = (basisPoints[0] ?? 0) + 10_000 - basisPoints.reduce((a, b) => a + b, 0);
  return teams.map((team, i) => {
    const bp = basisPoints[i] ?? 0;
    return [team, `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`];
  });
}

function endpointFor(
  name: string,
  type: string,
  rand: () => number,
):
  | { address: string; kind: string; exposure: 'public' | 'private'; port: number | null; tls: boolean }
  | undefined {
  const octet = () => 1 + Math.floor(rand() * 253);
  if (type.endsWith('publicipaddresses'))
    return {
      address: `20.${octet()}.${octet()}.${octet()}`,
      kind: 'Public IP',
      exposure: 'public',
      port: null,
      tls: false,
    };
  if (type.endsWith('serverfarms'))
    return {
      address: `${name}.azurewebsites.net`,
      kind: 'Host name',
      exposure: 'public',
      port: 443,
      tls: true,
    };
  if (type.endsWith('managedclusters'))
    return {
      address: `${name}-dns.hcp.westeurope.azmk8s.io`,
      kind: 'API',
      exposure: rand() < 0.5 ? 'public' : 'private',
      port: 443,
      tls: true,
    };
  if (type.endsWith('servers/databases'))
    return {
      address: `${name}.database.windows.net`,
      kind: 'Host name',
      exposure: 'private',
      port: 1433,
      tls: true,
    };
  return undefined;
}

/**
 * Anomalies: days far above the usual daily cost of a service in a subscription, with their causes.
 * The same reads and rules as an import's refresh (domain/derived), run here on the seed's database.
 */
function seedAnomalies(db: Database, tenantId: string, firstDay: number, lastDay: number): void {
  const points = db.all<Row>(USAGE_SERIES_SQL, [tenantId, OFFICE_SUITE_SERVICE]).map(usagePoint);
  const insert = db.sqlite.prepare('INSERT INTO cost_anomalies VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const found of findAnomalies(points, { firstDay, lastDay })) {
    const window = anomalyWindow(found);
    const windows = db
      .all<Row>(RESOURCE_WINDOW_SQL, [
        tenantId,
        found.series.subscription,
        found.series.service,
        window.from,
        window.day,
      ])
      .map(resourceWindow);
    const record = anomalyRecord(tenantId, found.series, found.anomaly, averagedResources(windows, found));
    insert.run(...anomalyValues(tenantId, record));
  }
}
