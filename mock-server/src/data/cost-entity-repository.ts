import { jsonTextElements } from '../db/dialect.ts';
import type { SqlEngine } from '../db/engine.ts';
import { valuesPlaceholders } from '../db/placeholders.ts';
import { prepare, type Statement } from './statement.ts';

type Row = Record<string, string | number | null>;

export interface BudgetRecord {
  id: string;
  name: string;
  scopeKind: 'tenant' | 'subscription' | 'service';
  scopeValue: string | null;
  amountMicros: number;
  thresholds: number[];
  owner: string | null;
}

export interface AnomalyRecord {
  id: string;
  day: number;
  service: string;
  subscription: string;
  expectedMicros: number;
  actualMicros: number;
  usageMicros: number;
  topResource: string | null;
}

export interface SharedCostRuleRecord {
  id: string;
  name: string;
  sourceKind: 'subscription' | 'service';
  sourceValue: string;
  method: 'even' | 'proportional' | 'fixed';
  targets: { target: string; percent?: string }[];
}

export interface CommitmentContractRecord {
  id: string;
  name: string;
  type: string;
  agreement: 'EA' | 'CSP';
  sku: string;
  scope: string | null;
  term: 'P1Y' | 'P3Y';
  starts: string;
  expires: string;
  autoRenew: boolean;
}

export interface EnrollmentRecord {
  id: string;
  number: string;
  name: string;
  starts: string;
  ends: string;
  annualCommitmentMicros: number;
  departments: { department: string; subscription: string }[];
}

export interface MaccRecord {
  id: string;
  name: string;
  amountMicros: number;
  starts: string;
  ends: string;
}

export interface EndpointRecord {
  id: string;
  resourceId: string;
  resourceName: string;
  resourceType: string;
  subscription: string;
  region: string | null;
  address: string;
  kind: 'Public IP' | 'Host name' | 'API';
  exposure: 'public' | 'private';
  port: number | null;
  tlsExpires: string | null;
}

/** The fields an endpoint list can be sorted by, besides its cost. */
export type EndpointKeyField = 'address' | 'resourceName' | 'kind' | 'tlsExpires';

export interface EndpointKey {
  id: string;
  exposure: EndpointRecord['exposure'];
  key: string | null;
}

export interface SubscriptionRoleRecord {
  id: string;
  upn: string;
  displayName: string;
  subscription: string;
  role: 'Owner' | 'Contributor' | 'Reader' | 'Cost Management Reader';
  since: string;
}

/** A subscription's and service's usage on one day, in micro-units (what anomalies are found in). */
export interface UsagePoint {
  subscription: string;
  service: string;
  day: number;
  micros: number;
}

/**
 * The usage of each resource of a subscription and service: its quantity and effective cost summed
 * over the days before `day` from `from` (`q0`, `c0`), and on `day` itself (`q1`, `c1`).
 */
export interface ResourceWindow {
  name: string | null;
  q0: number;
  c0: number;
  q1: number;
  c1: number;
}

/** A resource with usage since a day and no endpoint on record. */
export interface ResourceWithoutEndpoint {
  id: string;
  name: string;
  type: string;
  subscription: string;
  region: string | null;
  regionId: string | null;
}

/** A commitment the cost rows name that has no contract yet, with its first day of cost. */
export interface UncontractedCommitment {
  id: string;
  type: string;
  sku: string;
  firstDay: number;
}

/**
 * The reads anomalies are derived from, on both engines (the demo seed runs them on the embedded
 * database directly). Usage rows of every service but `?2`; subscriptions without a name are ''.
 */
export const USAGE_SERIES_SQL = `SELECT COALESCE(r.sub_account_name, '') AS subscription, r.service_name AS service,
    d.day AS day, SUM(d.effective_cost) AS micros
  FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
  WHERE r.tenant_id = ?1 AND r.charge_category = 'Usage' AND r.service_name <> ?2
  GROUP BY COALESCE(r.sub_account_name, ''), r.service_name, d.day`;
/** Parameters: tenant, subscription, service, first day of the window, the anomalous day. */
export const RESOURCE_WINDOW_SQL = `SELECT r.resource_name AS name,
    SUM(CASE WHEN d.day < ?5 THEN d.quantity ELSE 0 END) AS q0,
    SUM(CASE WHEN d.day < ?5 THEN d.effective_cost ELSE 0 END) AS c0,
    SUM(CASE WHEN d.day = ?5 THEN d.quantity ELSE 0 END) AS q1,
    SUM(CASE WHEN d.day = ?5 THEN d.effective_cost ELSE 0 END) AS c1
  FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
  WHERE r.tenant_id = ?1 AND COALESCE(r.sub_account_name, '') = ?2 AND r.service_name = ?3
    AND r.charge_category = 'Usage' AND d.day BETWEEN ?4 AND ?5
  GROUP BY r.resource_name`;

/** A row of {@link USAGE_SERIES_SQL} as a point (PostgreSQL answers its sums as text). */
export const usagePoint = (r: Row): UsagePoint => ({
  subscription: String(r.subscription),
  service: String(r.service),
  day: Number(r.day),
  micros: Number(r.micros),
});

/** A row of {@link RESOURCE_WINDOW_SQL}. */
export const resourceWindow = (r: Row): ResourceWindow => ({
  name: r.name === null ? null : String(r.name),
  q0: Number(r.q0),
  c0: Number(r.c0),
  q1: Number(r.q1),
  c1: Number(r.c1),
});

/** The values of an anomaly as `cost_anomalies` keeps them, in its column order. */
export const anomalyValues = (tenantId: string, a: AnomalyRecord) => [
  a.id,
  tenantId,
  a.day,
  a.service,
  a.subscription,
  a.expectedMicros,
  a.actualMicros,
  a.usageMicros,
  a.topResource,
];

/** The tenant's cost entities beside its FOCUS rows (seeded by seed/cost-entities.ts). */
export interface CostEntityRepository {
  /** Daily usage per subscription and service of every service but `excludedService`. */
  usageSeries(tenantId: string, excludedService: string): Promise<UsagePoint[]>;
  /** Each resource's usage of a subscription and service over a window of days and on its last. */
  resourceWindows(
    tenantId: string,
    series: { subscription: string; service: string },
    window: { from: number; day: number },
  ): Promise<ResourceWindow[]>;
  /** Replaces the tenant's anomalies with these. */
  replaceAnomalies(tenantId: string, anomalies: readonly AnomalyRecord[]): Promise<void>;
  /** The commitments the tenant's cost rows name without a contract, by id. */
  uncontractedCommitments(tenantId: string): Promise<UncontractedCommitment[]>;
  addCommitmentContracts(tenantId: string, contracts: readonly CommitmentContractRecord[]): Promise<void>;
  addBudget(tenantId: string, budget: BudgetRecord): Promise<void>;
  /** Resources with usage since `fromDay` and without an endpoint, of types ending as `types` say. */
  resourcesWithoutEndpoint(
    tenantId: string,
    fromDay: number,
    types: readonly string[],
  ): Promise<ResourceWithoutEndpoint[]>;
  addEndpoints(tenantId: string, endpoints: readonly EndpointRecord[]): Promise<void>;
  budgets(tenantId: string): Promise<BudgetRecord[]>;
  anomalies(tenantId: string): Promise<AnomalyRecord[]>;
  sharedCostRules(tenantId: string): Promise<SharedCostRuleRecord[]>;
  commitmentContracts(tenantId: string): Promise<CommitmentContractRecord[]>;
  enrollments(tenantId: string): Promise<EnrollmentRecord[]>;
  macc(tenantId: string): Promise<MaccRecord | undefined>;
  endpoints(tenantId: string): Promise<EndpointRecord[]>;
  /**
   * Each endpoint's id, exposure and one field (`key`): what the list's filter and a sort by that
   * field read, without the rest of every row.
   */
  endpointKeys(tenantId: string, field: EndpointKeyField): Promise<EndpointKey[]>;
  /** The endpoints of these ids (in no order). */
  endpointsById(tenantId: string, ids: readonly string[]): Promise<EndpointRecord[]>;
  subscriptionRoles(tenantId: string): Promise<SubscriptionRoleRecord[]>;
  /** Open cost recommendations: how many, and what they save a month in micro-units. */
  openSavings(tenantId: string): Promise<{ count: number; micros: number }>;
  /** Every recommendation of the tenant, of every source and state. */
  recommendations(tenantId: string): Promise<RecommendationRecord[]>;
  /** Sets a recommendation's state; answers false when the tenant has no such recommendation. */
  setRecommendationState(
    tenantId: string,
    id: string,
    change: { state: RecommendationRecord['state']; at: string; by: string },
  ): Promise<boolean>;
}

export interface RecommendationRecord {
  id: string;
  source: 'm365' | 'azure' | 'directory' | 'aws';
  kind: string;
  category: string;
  title: string;
  description: string;
  resource: string;
  impact: 'high' | 'medium' | 'low';
  monthlySavingsMicros: bigint;
  state: 'open' | 'dismissed' | 'done';
  changedAt: string | null;
  changedBy: string | null;
}

const ENDPOINT_KEY_COLUMNS: Record<EndpointKeyField, string> = {
  address: 'address',
  resourceName: 'resource_name',
  kind: 'kind',
  tlsExpires: 'tls_expires',
};

function endpointRecord(r: Row): EndpointRecord {
  return {
    id: String(r.id),
    resourceId: String(r.resource_id),
    resourceName: String(r.resource_name),
    resourceType: String(r.resource_type),
    subscription: String(r.subscription),
    region: r.region === null ? null : String(r.region),
    address: String(r.address),
    kind: r.kind as EndpointRecord['kind'],
    exposure: r.exposure as EndpointRecord['exposure'],
    port: r.port === null ? null : Number(r.port),
    tlsExpires: r.tls_expires === null ? null : String(r.tls_expires),
  };
}

export class SqlCostEntityRepository implements CostEntityRepository {
  readonly #statements: Record<string, Statement<Row>>;

  readonly #engine: SqlEngine;

  constructor(engine: SqlEngine) {
    this.#engine = engine;
    const q = (sql: string) => prepare<Row>(engine, sql);
    this.#series = q(USAGE_SERIES_SQL);
    this.#windows = q(RESOURCE_WINDOW_SQL);
    this.#uncontracted = q(
      `SELECT r.commitment_discount_id AS id, MIN(r.commitment_discount_type) AS type, MIN(r.sku_id) AS sku,
         MIN(d.day) AS first_day
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ? AND r.commitment_discount_id IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM commitment_contracts c WHERE c.id = r.commitment_discount_id)
       GROUP BY r.commitment_discount_id ORDER BY r.commitment_discount_id`,
    );
    this.#statements = {
      budgets: q('SELECT * FROM budgets WHERE tenant_id = ? ORDER BY name, id'),
      anomalies: q('SELECT * FROM cost_anomalies WHERE tenant_id = ? ORDER BY day DESC, id'),
      rules: q('SELECT * FROM shared_cost_rules WHERE tenant_id = ? ORDER BY position, id'),
      contracts: q('SELECT * FROM commitment_contracts WHERE tenant_id = ? ORDER BY name, id'),
      enrollments: q('SELECT * FROM enrollments WHERE tenant_id = ? ORDER BY name, id'),
      departments: q(
        `SELECT d.enrollment_id, d.department, d.subscription FROM enrollment_departments d
         JOIN enrollments e ON e.id = d.enrollment_id WHERE e.tenant_id = ? ORDER BY d.department, d.subscription`,
      ),
      macc: q('SELECT * FROM macc_commitments WHERE tenant_id = ? ORDER BY id'),
      endpoints: q('SELECT * FROM resource_endpoints WHERE tenant_id = ? ORDER BY address, id'),
      endpointsById: q(
        `SELECT * FROM resource_endpoints WHERE tenant_id = ? AND id IN (${jsonTextElements(engine.dialect, '?')})`,
      ),
      ...Object.fromEntries(
        Object.entries(ENDPOINT_KEY_COLUMNS).map(([field, column]) => [
          `endpointKeys:${field}`,
          q(`SELECT id, exposure, ${column} AS key FROM resource_endpoints WHERE tenant_id = ?`),
        ]),
      ),
      roles: q('SELECT * FROM subscription_roles WHERE tenant_id = ? ORDER BY upn, subscription, id'),
      recommendations: q('SELECT * FROM cost_recommendations WHERE tenant_id = ? ORDER BY source, id'),
      savings: q(
        `SELECT COUNT(*) AS count, COALESCE(SUM(monthly_savings_micros), 0) AS micros FROM cost_recommendations
         WHERE tenant_id = ? AND status = 'open'`,
      ),
    };
    this.#setState = prepare(
      engine,
      'UPDATE cost_recommendations SET status = ?, changed_at = ?, changed_by = ? WHERE tenant_id = ? AND id = ?',
    );
  }

  readonly #setState: Statement<never>;
  readonly #series: Statement<Row>;
  readonly #windows: Statement<Row>;
  readonly #uncontracted: Statement<Row>;

  async usageSeries(tenantId: string, excludedService: string): Promise<UsagePoint[]> {
    return (await this.#series.all(tenantId, excludedService)).map(usagePoint);
  }

  async resourceWindows(
    tenantId: string,
    series: { subscription: string; service: string },
    window: { from: number; day: number },
  ): Promise<ResourceWindow[]> {
    const rows = await this.#windows.all(
      tenantId,
      series.subscription,
      series.service,
      window.from,
      window.day,
    );
    return rows.map(resourceWindow);
  }

  async replaceAnomalies(tenantId: string, anomalies: readonly AnomalyRecord[]): Promise<void> {
    await this.#engine.run('DELETE FROM cost_anomalies WHERE tenant_id = ?', [tenantId]);
    await this.#insertMany(
      'cost_anomalies',
      anomalies.map((a) => anomalyValues(tenantId, a)),
    );
  }

  async uncontractedCommitments(tenantId: string): Promise<UncontractedCommitment[]> {
    return (await this.#uncontracted.all(tenantId)).map((r) => ({
      id: String(r.id),
      type: String(r.type ?? 'Reservation'),
      sku: String(r.sku ?? ''),
      firstDay: Number(r.first_day),
    }));
  }

  async addCommitmentContracts(
    tenantId: string,
    contracts: readonly CommitmentContractRecord[],
  ): Promise<void> {
    await this.#insertMany(
      'commitment_contracts',
      contracts.map((c) => [
        c.id,
        tenantId,
        c.name,
        c.type,
        c.agreement,
        c.sku,
        c.scope,
        c.term,
        c.starts,
        c.expires,
        c.autoRenew ? 1 : 0,
      ]),
    );
  }

  async resourcesWithoutEndpoint(
    tenantId: string,
    fromDay: number,
    types: readonly string[],
  ): Promise<ResourceWithoutEndpoint[]> {
    if (types.length === 0) return [];
    const rows = await this.#engine.all<Row>(
      `SELECT r.resource_id AS id, MIN(r.resource_name) AS name, MIN(r.resource_type) AS type,
         MIN(r.sub_account_name) AS subscription, MIN(r.region_name) AS region, MIN(r.region_id) AS region_id
       FROM cost_resources r
       WHERE r.tenant_id = ? AND r.resource_id IS NOT NULL AND r.resource_name IS NOT NULL
         AND r.resource_type IS NOT NULL AND r.charge_category = 'Usage'
         AND (${types.map(() => 'lower(r.resource_type) LIKE ?').join(' OR ')})
         AND EXISTS (SELECT 1 FROM cost_daily d WHERE d.resource = r.id AND d.day >= ?)
         AND NOT EXISTS (
           SELECT 1 FROM resource_endpoints e WHERE e.tenant_id = r.tenant_id AND e.resource_id = r.resource_id)
       GROUP BY r.resource_id ORDER BY r.resource_id`,
      [tenantId, ...types.map((t) => `%${t.toLowerCase()}`), fromDay],
    );
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      type: String(r.type),
      subscription: r.subscription === null ? '' : String(r.subscription),
      region: r.region === null ? null : String(r.region),
      regionId: r.region_id === null ? null : String(r.region_id),
    }));
  }

  async addEndpoints(tenantId: string, endpoints: readonly EndpointRecord[]): Promise<void> {
    await this.#insertMany(
      'resource_endpoints',
      endpoints.map((e) => [
        e.id,
        tenantId,
        e.resourceId,
        e.resourceName,
        e.resourceType,
        e.subscription,
        e.region,
        e.address,
        e.kind,
        e.exposure,
        e.port,
        e.tlsExpires,
      ]),
    );
  }

  async addBudget(tenantId: string, b: BudgetRecord): Promise<void> {
    await this.#insertMany('budgets', [
      [
        b.id,
        tenantId,
        b.name,
        b.scopeKind,
        b.scopeValue,
        b.amountMicros,
        JSON.stringify(b.thresholds),
        b.owner,
      ],
    ]);
  }

  /** Inserts rows into a table in its column order, a hundred rows a statement. */
  async #insertMany(table: string, rows: readonly (string | number | null)[][]): Promise<void> {
    for (let i = 0; i < rows.length; i += 100) {
      const batch = rows.slice(i, i + 100);
      await this.#engine.run(
        `INSERT INTO ${table} VALUES ${valuesPlaceholders(batch.length, batch[0]?.length ?? 0)}`,
        batch.flat(),
      );
    }
  }

  async #all(name: string, tenantId: string): Promise<Row[]> {
    return (await this.#statements[name]?.all(tenantId)) ?? [];
  }

  async budgets(tenantId: string): Promise<BudgetRecord[]> {
    return (await this.#all('budgets', tenantId)).map((r) => ({
      id: String(r.id),
      name: String(r.name),
      scopeKind: r.scope_kind as BudgetRecord['scopeKind'],
      scopeValue: r.scope_value === null ? null : String(r.scope_value),
      amountMicros: Number(r.amount_micros),
      thresholds: JSON.parse(String(r.thresholds)) as number[],
      owner: r.owner === null ? null : String(r.owner),
    }));
  }

  async anomalies(tenantId: string): Promise<AnomalyRecord[]> {
    return (await this.#all('anomalies', tenantId)).map((r) => ({
      id: String(r.id),
      day: Number(r.day),
      service: String(r.service),
      subscription: String(r.subscription),
      expectedMicros: Number(r.expected_micros),
      actualMicros: Number(r.actual_micros),
      usageMicros: Number(r.usage_micros),
      topResource: r.top_resource === null ? null : String(r.top_resource),
    }));
  }

  async sharedCostRules(tenantId: string): Promise<SharedCostRuleRecord[]> {
    return (await this.#all('rules', tenantId)).map((r) => ({
      id: String(r.id),
      name: String(r.name),
      sourceKind: r.source_kind as SharedCostRuleRecord['sourceKind'],
      sourceValue: String(r.source_value),
      method: r.method as SharedCostRuleRecord['method'],
      targets: JSON.parse(String(r.targets)) as SharedCostRuleRecord['targets'],
    }));
  }

  async commitmentContracts(tenantId: string): Promise<CommitmentContractRecord[]> {
    return (await this.#all('contracts', tenantId)).map((r) => ({
      id: String(r.id),
      name: String(r.name),
      type: String(r.type),
      agreement: r.agreement as CommitmentContractRecord['agreement'],
      sku: String(r.sku),
      scope: r.scope === null ? null : String(r.scope),
      term: r.term as CommitmentContractRecord['term'],
      starts: String(r.starts),
      expires: String(r.expires),
      autoRenew: Number(r.auto_renew) === 1,
    }));
  }

  async enrollments(tenantId: string): Promise<EnrollmentRecord[]> {
    const departments = await this.#all('departments', tenantId);
    return (await this.#all('enrollments', tenantId)).map((r) => ({
      id: String(r.id),
      number: String(r.number),
      name: String(r.name),
      starts: String(r.starts),
      ends: String(r.ends),
      annualCommitmentMicros: Number(r.annual_commitment_micros),
      departments: departments
        .filter((d) => d.enrollment_id === r.id)
        .map((d) => ({ department: String(d.department), subscription: String(d.subscription) })),
    }));
  }

  async macc(tenantId: string): Promise<MaccRecord | undefined> {
    const r = (await this.#all('macc', tenantId))[0];
    return r
      ? {
          id: String(r.id),
          name: String(r.name),
          amountMicros: Number(r.amount_micros),
          starts: String(r.starts),
          ends: String(r.ends),
        }
      : undefined;
  }

  async endpoints(tenantId: string): Promise<EndpointRecord[]> {
    return (await this.#all('endpoints', tenantId)).map(endpointRecord);
  }

  async endpointKeys(tenantId: string, field: EndpointKeyField): Promise<EndpointKey[]> {
    return (await this.#all(`endpointKeys:${field}`, tenantId)).map((r) => ({
      id: String(r.id),
      exposure: r.exposure as EndpointRecord['exposure'],
      key: r.key === null ? null : String(r.key),
    }));
  }

  async endpointsById(tenantId: string, ids: readonly string[]): Promise<EndpointRecord[]> {
    if (ids.length === 0) return [];
    return ((await this.#statements.endpointsById?.all(tenantId, JSON.stringify(ids))) ?? []).map(
      endpointRecord,
    );
  }

  async subscriptionRoles(tenantId: string): Promise<SubscriptionRoleRecord[]> {
    return (await this.#all('roles', tenantId)).map((r) => ({
      id: String(r.id),
      upn: String(r.upn),
      displayName: String(r.display_name),
      subscription: String(r.subscription),
      role: r.role as SubscriptionRoleRecord['role'],
      since: String(r.since),
    }));
  }

  async openSavings(tenantId: string): Promise<{ count: number; micros: number }> {
    const row = (await this.#all('savings', tenantId))[0];
    return { count: Number(row?.count ?? 0), micros: Number(row?.micros ?? 0) };
  }

  async recommendations(tenantId: string): Promise<RecommendationRecord[]> {
    return (await this.#all('recommendations', tenantId)).map((r) => ({
      id: String(r.id),
      source: r.source as RecommendationRecord['source'],
      kind: String(r.kind),
      category: String(r.category),
      title: String(r.title),
      description: String(r.description),
      resource: String(r.resource_name),
      impact: r.impact as RecommendationRecord['impact'],
      monthlySavingsMicros: BigInt(r.monthly_savings_micros ?? 0),
      state: r.status as RecommendationRecord['state'],
      changedAt: r.changed_at === null ? null : String(r.changed_at),
      changedBy: r.changed_by === null ? null : String(r.changed_by),
    }));
  }

  async setRecommendationState(
    tenantId: string,
    id: string,
    change: { state: RecommendationRecord['state']; at: string; by: string },
  ): Promise<boolean> {
    return (await this.#setState.run(change.state, change.at, change.by, tenantId, id)) > 0;
  }
}
