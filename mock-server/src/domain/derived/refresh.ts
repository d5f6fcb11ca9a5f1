/**
 * What derives from a tenant's cost rows, whatever put them there (the demo seed or an import):
 * refreshed after each import, so anomalies, commitments and budgets follow the rows it holds.
 */
import type {
  AnomalyRecord,
  CommitmentContractRecord,
  CostEntityRepository,
  EndpointRecord,
  UncontractedCommitment,
} from '../../data/cost-entity-repository.ts';
import type { CostRepository } from '../../data/cost-repository.ts';
import {
  anomalyRecord,
  anomalyWindow,
  averagedResources,
  findAnomalies,
} from '../anomalies/anomaly-records.ts';
import { isoOf, monthOf } from '../calendar.ts';
import { sums, USAGE } from '../costs/cost-sums.ts';
import { OFFICE_SUITE_SERVICE } from '../costs/scopes.ts';
import { attosToMicros } from '../money.ts';
import { stableUuid } from '../stable-uuid.ts';

type DerivedData = { costs: CostRepository; costEntities: CostEntityRepository };

/** What a refresh found: the tenant's anomalies, and the contracts, endpoints and budget it added. */
export interface RefreshSummary {
  anomalies: number;
  commitmentsAdded: number;
  endpointsAdded: number;
  budgetAdded: boolean;
}

/**
 * Derives the tenant's entities again from its cost rows: its anomalies are found anew (replacing
 * the ones before), each commitment the rows name without a contract gets one, and a tenant
 * without budgets gets a starting monthly budget. Entities a tenant set itself are kept.
 */
export async function refreshCostEntities(data: DerivedData, tenantId: string): Promise<RefreshSummary> {
  const range = await data.costs.dataRange(tenantId);
  const anomalies = range ? await deriveAnomalies(data.costEntities, tenantId, range) : [];
  await data.costEntities.replaceAnomalies(tenantId, anomalies);
  const commitments = await data.costEntities.uncontractedCommitments(tenantId);
  await data.costEntities.addCommitmentContracts(
    tenantId,
    contractsFor(commitments, await data.costEntities.commitmentContracts(tenantId)),
  );
  const endpoints = range ? await deriveEndpoints(data.costEntities, tenantId, range.last) : [];
  await data.costEntities.addEndpoints(tenantId, endpoints);
  const budgetAdded = range ? await addStartingBudget(data, tenantId, range) : false;
  return {
    anomalies: anomalies.length,
    commitmentsAdded: commitments.length,
    endpointsAdded: endpoints.length,
    budgetAdded,
  };
}

/** How far back a resource's usage makes it current: about two months before the last day. */
const CURRENT_RESOURCE_DAYS = 61;

/**
 * The endpoints a resource's type and name give away, as the clouds name them: an App Service
 * plan's host name, a SQL database's server and an AKS cluster's API server (an address the cost
 * rows cannot tell, such as a public IP's, is not made up). Their certificates' expiry is not in
 * the cost data: none is stated.
 */
export const HOST_ENDPOINTS: Record<
  string,
  (resource: {
    name: string;
    regionId: string | null;
  }) => Pick<EndpointRecord, 'address' | 'kind' | 'exposure' | 'port'>
> = {
  serverfarms: ({ name }) => ({
    address: `${name}.azurewebsites.net`,
    kind: 'Host name',
    exposure: 'public',
    port: 443,
  }),
  'servers/databases': ({ name }) => ({
    address: `${name}.database.windows.net`,
    kind: 'Host name',
    exposure: 'private',
    port: 1433,
  }),
  managedclusters: ({ name, regionId }) => ({
    address: `${name}-dns.hcp.${regionId ?? 'westeurope'}.azmk8s.io`,
    kind: 'API',
    exposure: 'public',
    port: 443,
  }),
};

/** Endpoints of the current resources that have none yet, from their types and names. */
async function deriveEndpoints(
  repository: CostEntityRepository,
  tenantId: string,
  lastDay: number,
): Promise<EndpointRecord[]> {
  const kinds = Object.keys(HOST_ENDPOINTS);
  const resources = await repository.resourcesWithoutEndpoint(
    tenantId,
    lastDay - CURRENT_RESOURCE_DAYS,
    kinds,
  );
  return resources.flatMap((r) => {
    const kind = kinds.find((k) => r.type.toLowerCase().endsWith(k));
    const endpoint = kind ? HOST_ENDPOINTS[kind]?.(r) : undefined;
    if (!endpoint) return [];
    return [
      {
        id: stableUuid(tenantId, 'endpoint', r.id),
        resourceId: r.id,
        resourceName: r.name,
        resourceType: r.type,
        subscription: r.subscription,
        region: r.region,
        ...endpoint,
        tlsExpires: null,
      },
    ];
  });
}

/** The tenant's anomalies over the days it has cost, each with its causes. */
async function deriveAnomalies(
  repository: CostEntityRepository,
  tenantId: string,
  range: { first: number; last: number },
): Promise<AnomalyRecord[]> {
  const points = await repository.usageSeries(tenantId, OFFICE_SUITE_SERVICE);
  const records: AnomalyRecord[] = [];
  for (const found of findAnomalies(points, { firstDay: range.first, lastDay: range.last })) {
    const windows = await repository.resourceWindows(tenantId, found.series, anomalyWindow(found));
    records.push(anomalyRecord(tenantId, found.series, found.anomaly, averagedResources(windows, found)));
  }
  return records;
}

/**
 * Contracts for commitments known only from their cost rows. The rows say what the commitment is
 * (its type and SKU) and since when it applies, not its terms: a contract is taken to run a year
 * from its first day of cost, bought through the reseller (CSP), shared, without renewal, until
 * the tenant's own contract data says otherwise.
 */
export function contractsFor(
  commitments: readonly UncontractedCommitment[],
  existing: readonly CommitmentContractRecord[],
): CommitmentContractRecord[] {
  const perSku = new Map<string, number>();
  for (const contract of existing) {
    const key = `${contract.type} ${contract.sku}`;
    perSku.set(key, (perSku.get(key) ?? 0) + 1);
  }
  return commitments.map((c) => {
    const key = `${c.type} ${c.sku}`;
    const nth = (perSku.get(key) ?? 0) + 1;
    perSku.set(key, nth);
    const starts = new Date(c.firstDay * 86_400_000);
    const expires = new Date(starts);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    expires.setUTCDate(expires.getUTCDate() - 1);
    return {
      id: c.id,
      name: `${c.type} ${c.sku.replace(/_/g, ' ')} #${nth}`.replace(/\s+/g, ' '),
      type: c.type,
      agreement: 'CSP',
      sku: c.sku,
      scope: 'Shared',
      term: 'P1Y',
      starts: isoOf(c.firstDay),
      expires: expires.toISOString().slice(0, 10),
      autoRenew: false,
    };
  });
}

/** The starting budget's headroom over the recent monthly usage, in percent. */
const STARTING_BUDGET_HEADROOM = 112n;

/**
 * A tenant without budgets gets one for the whole tenant: its average monthly usage over the last
 * three whole months (or the month it has) plus 12 %, rounded up to a hundred, alerting at 50, 80
 * and 100 %.
 */
async function addStartingBudget(
  data: DerivedData,
  tenantId: string,
  range: { first: number; last: number },
): Promise<boolean> {
  if ((await data.costEntities.budgets(tenantId)).length > 0) return false;
  const monthly = await sums(
    data.costs,
    tenantId,
    { from: range.first, to: range.last },
    {
      granularity: 'month',
      filters: USAGE,
    },
  );
  const current = monthOf(range.last);
  monthly.sort((a, b) => String(a.period).localeCompare(String(b.period)));
  const whole = monthly.filter((m) => m.period !== current).slice(-3);
  const basis = whole.length > 0 ? whole : monthly;
  if (basis.length === 0) return false;
  // The months' exact costs, their average in micro-units (a budget's amount is set in them).
  const average = attosToMicros(basis.reduce((sum, m) => sum + m.attos, 0n) / BigInt(basis.length));
  const hundred = 100_000_000n;
  const amount = (((average * STARTING_BUDGET_HEADROOM) / 100n + hundred - 1n) / hundred) * hundred;
  await data.costEntities.addBudget(tenantId, {
    id: stableUuid(tenantId, 'budget', 'starting'),
    name: 'Monthly cloud budget',
    scopeKind: 'tenant',
    scopeValue: null,
    amountMicros: Number(amount > 0n ? amount : hundred),
    thresholds: [50, 80, 100],
    owner: null,
  });
  return true;
}
