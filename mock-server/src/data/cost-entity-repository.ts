import type { SqlEngine } from '../db/engine.ts';
import { prepare, type Statement } from './statement.ts';

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

export interface SubscriptionRoleRecord {
  id: string;
  upn: string;
  displayName: string;
  subscription: string;
  role: 'Owner' | 'Contributor' | 'Reader' | 'Cost Management Reader';
  since: string;
}

/** The tenant's cost entities beside its FOCUS rows (seeded by seed/cost-entities.ts). */
export interface CostEntityRepository {
  budgets(tenantId: string): Promise<BudgetRecord[]>;
  anomalies(tenantId: string): Promise<AnomalyRecord[]>;
  sharedCostRules(tenantId: string): Promise<SharedCostRuleRecord[]>;
  commitmentContracts(tenantId: string): Promise<CommitmentContractRecord[]>;
  enrollments(tenantId: string): Promise<EnrollmentRecord[]>;
  macc(tenantId: string): Promise<MaccRecord | undefined>;
  endpoints(tenantId: string): Promise<EndpointRecord[]>;
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

type Row = Record<string, string | number | null>;

export class SqlCostEntityRepository implements CostEntityRepository {
  readonly #statements: Record<string, Statement<Row>>;

  constructor(engine: SqlEngine) {
    const q = (sql: string) => prepare<Row>(engine, sql);
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
    return (await this.#all('endpoints', tenantId)).map((r) => ({
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
    }));
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
