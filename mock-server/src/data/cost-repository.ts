import type { Database } from '../db/database.ts';
import { prepare, type Statement } from './statement.ts';

export type CostMetric = 'billed' | 'effective' | 'list';
export type CostGranularity = 'total' | 'day' | 'month';

/** A dimension to split by: a FOCUS column, or a tag key. */
export type CostDimension = { kind: 'column'; name: CostColumn } | { kind: 'tag'; key: string };

export type CostColumn =
  | 'service'
  | 'serviceCategory'
  | 'subscription'
  | 'resourceGroup'
  | 'resource'
  | 'region'
  | 'chargeCategory'
  | 'pricingCategory';

export interface CostAggregateQuery {
  tenantId: string;
  /** Days since the epoch, both included. */
  fromDay: number;
  toDay: number;
  metric: CostMetric;
  granularity: CostGranularity;
  groupBy: CostDimension | undefined;
  filters: {
    service?: readonly string[] | undefined;
    subscription?: readonly string[] | undefined;
    region?: readonly string[] | undefined;
    chargeCategory?: readonly string[] | undefined;
  };
}

/** One sum: its period and group (null when not asked for), in integer micro-units. */
export interface CostAggregateRow {
  period: string | null;
  group: string | null;
  micros: number;
}

export type ResourceSort = 'cost' | 'name' | 'service' | 'subscription' | 'resourceGroup' | 'region' | 'type';

export interface ResourcePageQuery {
  tenantId: string;
  fromDay: number;
  toDay: number;
  metric: CostMetric;
  search: string | undefined;
  sort: ResourceSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  filters: {
    service?: readonly string[] | undefined;
    subscription?: readonly string[] | undefined;
    region?: readonly string[] | undefined;
  };
}

export interface ResourceCostRecord {
  id: string;
  name: string;
  type: string;
  service: string;
  subscription: string;
  resourceGroup: string | null;
  region: string | null;
  micros: number;
}

/** A resource's effective cost and quantity in two periods. */
export interface ResourceTwoPeriods {
  group: string;
  quantity0: number;
  micros0: number;
  quantity1: number;
  micros1: number;
}

/** The tenant's cost rows as sums; the SQL of the cost queries lives here. */
export interface CostRepository {
  /** Per resource, its group's value and its effective cost and quantity in the two day ranges. */
  twoPeriods(
    tenantId: string,
    groupBy: 'service' | 'subscription' | 'region',
    previous: { from: number; to: number },
    current: { from: number; to: number },
  ): Promise<ResourceTwoPeriods[]>;
  /** One page of resources with their cost, and the count and sum of every match. */
  resourcePage(
    query: ResourcePageQuery,
  ): Promise<{ total: number; micros: number; items: ResourceCostRecord[] }>;
  aggregate(query: CostAggregateQuery): Promise<CostAggregateRow[]>;
  /** The first and last day (days since the epoch) the tenant has cost for. */
  dataRange(tenantId: string): Promise<{ first: number; last: number } | undefined>;
}

const METRIC_COLUMN: Record<CostMetric, string> = {
  billed: 'd.billed_cost',
  effective: 'd.effective_cost',
  list: 'd.list_cost',
};

const PERIOD: Record<CostGranularity, string> = {
  total: 'NULL',
  day: "date(d.day * 86400, 'unixepoch')",
  month: "strftime('%Y-%m', d.day * 86400, 'unixepoch')",
};

/** The resource group of an Azure resource id ('/subscriptions/…/resourceGroups/{name}/…'). */
const RESOURCE_GROUP = `(SELECT CASE WHEN instr(rest, '/') > 0 THEN substr(rest, 1, instr(rest, '/') - 1) ELSE rest END
  FROM (SELECT substr(r.resource_id, instr(lower(r.resource_id), '/resourcegroups/') + 16) AS rest)
  WHERE instr(lower(r.resource_id), '/resourcegroups/') > 0)`;

const COLUMN: Record<CostColumn, string> = {
  service: 'r.service_name',
  serviceCategory: 'r.service_category',
  subscription: 'r.sub_account_name',
  resourceGroup: RESOURCE_GROUP,
  resource: 'r.resource_name',
  region: 'r.region_name',
  chargeCategory: 'r.charge_category',
  pricingCategory: "CASE WHEN d.committed = 1 THEN 'Committed' ELSE 'Standard' END",
};

/** Filters as JSON arrays (or NULL for no filter), so one prepared statement serves every query. */
/** A filter's values as a JSON array parameter, or NULL for no filter. */
const list = (values: readonly string[] | undefined): string | null =>
  values && values.length > 0 ? JSON.stringify(values) : null;

const FILTERS = [
  ['r.service_name', 4],
  ['r.sub_account_name', 5],
  ['r.region_name', 6],
  ['r.charge_category', 7],
] as const;

interface ResourceRow {
  id: string;
  name: string;
  type: string;
  service: string;
  subscription: string;
  resource_group: string | null;
  region: string | null;
  micros: number;
  total: number;
  all_micros: number;
}

export class SqliteCostRepository implements CostRepository {
  readonly #db: Database;
  readonly #statements = new Map<
    string,
    Statement<{ period: string | null; grp: string | null; micros: number }>
  >();
  readonly #range;

  constructor(db: Database) {
    this.#db = db;
    this.#range = prepare<{ first: number | null; last: number | null }>(
      db,
      `SELECT MIN(d.day) AS first, MAX(d.day) AS last FROM cost_daily d
       JOIN cost_resources r ON r.id = d.resource WHERE r.tenant_id = ?`,
    );
  }

  readonly #pages = new Map<string, Statement<ResourceRow>>();

  async resourcePage(
    query: ResourcePageQuery,
  ): Promise<{ total: number; micros: number; items: ResourceCostRecord[] }> {
    const key = `${query.metric}|${query.sort}|${query.order}`;
    let statement = this.#pages.get(key);
    if (!statement) {
      const sortColumn: Record<ResourceSort, string> = {
        cost: 'micros',
        name: 'name COLLATE NOCASE',
        service: 'service COLLATE NOCASE',
        subscription: 'subscription COLLATE NOCASE',
        resourceGroup: 'resource_group COLLATE NOCASE',
        region: 'region COLLATE NOCASE',
        type: 'type COLLATE NOCASE',
      };
      const direction = query.order === 'asc' ? 'ASC' : 'DESC';
      statement = prepare<ResourceRow>(
        this.#db,
        `WITH per_resource AS (
           SELECT r.resource_id AS id, r.resource_name AS name, r.resource_type AS type, r.service_name AS service,
             r.sub_account_name AS subscription, ${RESOURCE_GROUP} AS resource_group, r.region_name AS region,
             SUM(CAST(ROUND(${METRIC_COLUMN[query.metric]} * 1000000) AS INTEGER)) AS micros
           FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
           WHERE r.tenant_id = ?1 AND d.day BETWEEN ?2 AND ?3
             AND (?4 IS NULL OR r.service_name IN (SELECT value FROM json_each(?4)))
             AND (?5 IS NULL OR r.sub_account_name IN (SELECT value FROM json_each(?5)))
             AND (?6 IS NULL OR r.region_name IN (SELECT value FROM json_each(?6)))
             AND (?7 IS NULL OR instr(lower(r.resource_name), ?7) > 0 OR instr(lower(r.resource_id), ?7) > 0)
           GROUP BY r.resource_id
         )
         SELECT *, COUNT(*) OVER () AS total, SUM(micros) OVER () AS all_micros FROM per_resource
         ORDER BY ${sortColumn[query.sort]} ${direction}, id
         LIMIT ?8 OFFSET ?9`,
      );
      this.#pages.set(key, statement);
    }
    const rows = statement.all(
      query.tenantId,
      query.fromDay,
      query.toDay,
      list(query.filters.service),
      list(query.filters.subscription),
      list(query.filters.region),
      query.search ? query.search.toLowerCase() : null,
      query.limit,
      query.offset,
    );
    // A page past the end has no rows to carry the window sums: count again without paging.
    if (rows.length === 0 && query.offset > 0) {
      const all = await this.resourcePage({ ...query, offset: 0, limit: 1 });
      return { total: all.total, micros: all.micros, items: [] };
    }
    return {
      total: Number(rows[0]?.total ?? 0),
      micros: Number(rows[0]?.all_micros ?? 0),
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        service: row.service,
        subscription: row.subscription,
        resourceGroup: row.resource_group,
        region: row.region,
        micros: Number(row.micros),
      })),
    };
  }

  readonly #twoPeriods = new Map<string, Statement<ResourceTwoPeriods>>();

  async twoPeriods(
    tenantId: string,
    groupBy: 'service' | 'subscription' | 'region',
    previous: { from: number; to: number },
    current: { from: number; to: number },
  ): Promise<ResourceTwoPeriods[]> {
    let statement = this.#twoPeriods.get(groupBy);
    if (!statement) {
      statement = prepare<ResourceTwoPeriods>(
        this.#db,
        `SELECT COALESCE(${COLUMN[groupBy]}, '(none)') AS "group",
           SUM(CASE WHEN d.day BETWEEN ?2 AND ?3 THEN d.quantity ELSE 0 END) AS quantity0,
           SUM(CASE WHEN d.day BETWEEN ?2 AND ?3 THEN CAST(ROUND(d.effective_cost * 1000000) AS INTEGER) ELSE 0 END) AS micros0,
           SUM(CASE WHEN d.day BETWEEN ?4 AND ?5 THEN d.quantity ELSE 0 END) AS quantity1,
           SUM(CASE WHEN d.day BETWEEN ?4 AND ?5 THEN CAST(ROUND(d.effective_cost * 1000000) AS INTEGER) ELSE 0 END) AS micros1
         FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
         WHERE r.tenant_id = ?1 AND (d.day BETWEEN ?2 AND ?3 OR d.day BETWEEN ?4 AND ?5)
         GROUP BY r.id`,
      );
      this.#twoPeriods.set(groupBy, statement);
    }
    return statement.all(tenantId, previous.from, previous.to, current.from, current.to);
  }

  async dataRange(tenantId: string) {
    const row = this.#range.get(tenantId);
    return row?.first == null || row.last == null ? undefined : { first: row.first, last: row.last };
  }

  async aggregate(query: CostAggregateQuery): Promise<CostAggregateRow[]> {
    const group = query.groupBy;
    const key = `${query.metric}|${query.granularity}|${group?.kind === 'column' ? group.name : (group?.kind ?? '')}`;
    let statement = this.#statements.get(key);
    if (!statement) {
      const groupSql = !group
        ? 'NULL'
        : group.kind === 'tag'
          ? 'json_extract(r.tags, ?8)'
          : COLUMN[group.name];
      // Each row is rounded to a micro-unit and summed as an integer: no float drift however many rows.
      const sql = `SELECT ${PERIOD[query.granularity]} AS period, ${groupSql} AS grp,
          SUM(CAST(ROUND(${METRIC_COLUMN[query.metric]} * 1000000) AS INTEGER)) AS micros
        FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
        WHERE r.tenant_id = ?1 AND d.day BETWEEN ?2 AND ?3
          ${FILTERS.map(([column, n]) => `AND (?${n} IS NULL OR ${column} IN (SELECT value FROM json_each(?${n})))`).join('\n          ')}
        GROUP BY period, grp
        ORDER BY period`;
      statement = prepare(this.#db, sql);
      this.#statements.set(key, statement);
    }
    const params = [
      query.tenantId,
      query.fromDay,
      query.toDay,
      list(query.filters.service),
      list(query.filters.subscription),
      list(query.filters.region),
      list(query.filters.chargeCategory),
      ...(group?.kind === 'tag' ? [`$."${group.key}"`] : []),
    ];
    return statement.all(...params).map((row) => ({
      period: row.period,
      group: group ? (row.grp ?? '(none)') : null,
      micros: Number(row.micros),
    }));
  }
}
