import {
  isJsonObject,
  isoDateOfDay,
  isoMonthOfDay,
  jsonObjectKeys,
  jsonTextElements,
  jsonTextField,
  textPosition,
} from '../db/dialect.ts';
import type { Dialect, SqlEngine } from '../db/engine.ts';
import {
  type AmountParts,
  ATTOS_PER_MICRO,
  attosOf,
  microsDoubleSql,
  partsNamed,
  passParts,
  resumParts,
  rowParts,
  sumParts,
  zeroParts,
} from './exact-amounts.ts';
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
    /** Only the rows of resources of these names (ResourceName). */
    resource?: readonly string[] | undefined;
  };
}

/**
 * One sum: its period and group, exactly, in integer atto-units (1e-18 of the currency, as BigInt:
 * domain/money.ts). The group is null when no `groupBy` was
 * asked for, and, when one was, for the rows without a value for the dimension (no resource group,
 * no tag, an empty text): they are not a group with a name, and are labelled only where text is
 * written (domain/dimension-labels.ts).
 */
export interface CostAggregateRow {
  period: string | null;
  group: string | null;
  attos: bigint;
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
    /** Only these resources (their ResourceId). */
    ids?: readonly string[] | undefined;
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
  attos: bigint;
}

/** A resource's effective cost and quantity in two periods. */
export interface ResourceTwoPeriods {
  /** The resource's row (one per resource, charge and pricing of the tenant's cost data). */
  id: string;
  /** Its value of the dimension; null when it has none (a resource without a region). */
  group: string | null;
  quantity0: number;
  attos0: bigint;
  quantity1: number;
  attos1: bigint;
}

/**
 * A commitment discount (reservation or savings plan) over a range of days, in integer
 * atto-units: what its Purchase rows billed, the effective cost of the usage it covered ('Used')
 * and of its unused part ('Unused'), and the list cost of the covered usage (list − used effective
 * is the saving). A month's purchase equals its used plus unused effective cost.
 */
export interface CommitmentUsageRecord {
  /** The CommitmentDiscountId. */
  id: string;
  /** 'Reservation', 'Savings Plan', or what an imported file names. */
  type: string | null;
  sku: string | null;
  service: string | null;
  /** Billed cost of its Purchase rows. */
  purchaseAttos: bigint;
  /** Effective cost of the usage it covered (CommitmentDiscountStatus 'Used'). */
  usedAttos: bigint;
  /** Effective cost of its unused part ('Unused'). */
  unusedAttos: bigint;
  /** List cost of the usage it covered. */
  coveredListAttos: bigint;
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
  /**
   * One page of resources (rows with a ResourceId; tax, credits and adjustments have none) with
   * their cost, and the count and sum of every match.
   */
  resourcePage(
    query: ResourcePageQuery,
  ): Promise<{ total: number; attos: bigint; items: ResourceCostRecord[] }>;
  aggregate(query: CostAggregateQuery): Promise<CostAggregateRow[]>;
  /** The first and last day (days since the epoch) the tenant has cost for. */
  dataRange(tenantId: string): Promise<{ first: number; last: number } | undefined>;
  /** Per commitment discount id, its purchases, used and unused cost in the days (both included). */
  commitmentUsage(tenantId: string, fromDay: number, toDay: number): Promise<CommitmentUsageRecord[]>;
  /**
   * The effective cost of the days (both included): all of it, the part whose rows carry at least
   * one tag, and per tag key (lower-cased; a row counts once per key whatever its case).
   */
  tagKeyCosts(tenantId: string, fromDay: number, toDay: number): Promise<TagKeyCosts>;
  /**
   * Day by day, from the daily rows, what {@link resourcePage} sums over its range: with `ids`, per
   * resource (its ResourceId) of those; without, all the matching resources together (`id` null).
   * For a display currency that converts each day at its own rate.
   */
  resourceDays(
    query: Omit<ResourcePageQuery, 'sort' | 'order' | 'offset' | 'limit'>,
    ids?: readonly string[],
  ): Promise<{ id: string | null; day: number; attos: bigint }[]>;
  /** Day by day, from the daily rows, each resource row's effective cost ({@link twoPeriods}' `id`). */
  rowDays(
    tenantId: string,
    fromDay: number,
    toDay: number,
  ): Promise<{ id: string; day: number; attos: bigint }[]>;
  /**
   * Per group, {@link twoPeriods} summed: the two periods' cost and the usage part of the change
   * (domain/costs/change.ts `splitChange` of each resource row).
   */
  changeSums(
    tenantId: string,
    groupBy: 'service' | 'subscription' | 'region',
    previous: { from: number; to: number },
    current: { from: number; to: number },
  ): Promise<ChangeSums[]>;
  /** Day by day, from the daily rows, each commitment discount's sums of {@link commitmentUsage}. */
  commitmentDays(tenantId: string, fromDay: number, toDay: number): Promise<CommitmentDay[]>;
}

/**
 * A group's effective cost in two periods and the part of its change that is usage (each resource
 * row's quantity change at its previous unit price, `splitChange` of domain/costs/change.ts), in
 * atto-units: the two periods exactly, the usage part an estimate in whole micro-units (or a row's
 * whole change, exactly, when its change is not split).
 */
export interface ChangeSums {
  group: string | null;
  previousAttos: bigint;
  currentAttos: bigint;
  usageAttos: bigint;
}

/**
 * A usage effect this large (2^52 micro-units) or larger, from a tiny previous quantity, is taken
 * as the whole change: beyond it a double no longer holds every integer the rounding gives.
 */
export const USAGE_LIMIT = 4_503_599_627_370_496;

/** A commitment discount's sums of one day. */
export type CommitmentDay = Pick<
  CommitmentUsageRecord,
  'id' | 'purchaseAttos' | 'usedAttos' | 'unusedAttos' | 'coveredListAttos'
> & { day: number };

/** Effective cost in integer atto-units, split by the tag keys the rows carry. */
export interface TagKeyCosts {
  totalAttos: bigint;
  taggedAttos: bigint;
  /** Lower-cased tag key → the cost of the rows that carry it. */
  byKey: Map<string, bigint>;
}

const DAY_MS = 86_400_000;

/** Days, both included; [1, 0] is empty. */
type Span = readonly [number, number];
const EMPTY: Span = [1, 0];

const monthStart = (day: number) => {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
};
const nextMonthStart = (day: number) => {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
};

/**
 * Splits the days `from`..`to` into the whole calendar months inside it (read from the monthly
 * roll-up; `months` holds the first day of the first and of the last) and the days before and after
 * them (read from the daily rows).
 */
export function splitRange(from: number, to: number): { head: Span; months: Span; tail: Span } {
  const firstWhole = monthStart(from) === from ? from : nextMonthStart(from);
  const lastWholeEnd = nextMonthStart(to) - 1 === to ? to : monthStart(to) - 1;
  if (to < from || firstWhole > lastWholeEnd) return { head: [from, to], months: EMPTY, tail: EMPTY };
  return {
    head: from < firstWhole ? [from, firstWhole - 1] : EMPTY,
    months: [firstWhole, monthStart(lastWholeEnd)],
    tail: lastWholeEnd < to ? [lastWholeEnd + 1, to] : EMPTY,
  };
}

const spanParams = (split: { head: Span; months: Span; tail: Span }): number[] => [
  ...split.head,
  ...split.months,
  ...split.tail,
];

type Source = 'daily' | 'monthly';

/**
 * Which roll-up a query's whole months read: `cost_monthly` (per resource row, month and
 * commitment status, joined to its row), or one of migration 20's, which carry the attributes
 * beside the sums and are read without a join: `cost_monthly_resource` (per resource row and
 * month) or `cost_monthly_group` (per set of attributes other than the resource, and month).
 */
type Rollup = 'rows' | 'resource' | 'group';

/**
 * The rows a part of a query reads: `from` (the cost table aliased `f`), the alias of the
 * attribute columns (`r`, the resource row, or `f`, a roll-up carrying them) and the tenant's
 * condition on `?1`.
 */
function rowsOf(source: Source, rollup: Rollup): { from: string; a: 'r' | 'f'; tenant: string } {
  if (source === 'daily' || rollup === 'rows') {
    const table = source === 'daily' ? 'cost_daily' : 'cost_monthly';
    return {
      from: `cost_resources r JOIN ${table} f ON f.resource = r.id`,
      a: 'r',
      tenant: 'r.tenant_id = ?1',
    };
  }
  const table = rollup === 'resource' ? 'cost_monthly_resource' : 'cost_monthly_group';
  return { from: `${table} f`, a: 'f', tenant: 'f.tenant_id = ?1' };
}

/**
 * The same query over the three parts of a range: daily rows before the whole months, the monthly
 * roll-up, daily rows after them. `branch` gets the rows to read ({@link rowsOf}, the whole
 * months from `rollup`) and the condition on the parameters `?first` and `?first + 1`.
 */
function threeParts(
  firstParam: number,
  rollup: Rollup,
  branch: (rows: ReturnType<typeof rowsOf>, when: string, source: Source) => string,
): string {
  const part = (source: Source, n: number) => {
    const column = source === 'daily' ? 'f.day' : 'f.month';
    // An empty span (first after last) is told apart before any row is read: the guard holds no
    // column, so each engine checks it once (PostgreSQL as a one-time filter) and skips the part.
    return branch(
      rowsOf(source, rollup),
      `CAST(?${n} AS BIGINT) <= CAST(?${n + 1} AS BIGINT) AND ${column} BETWEEN ?${n} AND ?${n + 1}`,
      source,
    );
  };
  return [part('daily', firstParam), part('monthly', firstParam + 2), part('daily', firstParam + 4)].join(
    '\n        UNION ALL\n',
  );
}

const METRIC_COLUMN: Record<CostMetric, string> = {
  billed: 'f.billed_cost',
  effective: 'f.effective_cost',
  list: 'f.list_cost',
};

/** The period of a day column, as the granularity names it (ISO date or month text), or NULL. */
const period = (dialect: Dialect, granularity: CostGranularity, day: string): string =>
  granularity === 'total'
    ? 'CAST(NULL AS TEXT)'
    : granularity === 'day'
      ? isoDateOfDay(dialect, day)
      : isoMonthOfDay(dialect, day);

/**
 * The resource group of an Azure resource id ('/subscriptions/…/resourceGroups/{name}/…') in the
 * column `id`.
 */
const resourceGroup = (dialect: Dialect, id = 'r.resource_id') => {
  const at = (haystack: string, needle: string) => textPosition(dialect, haystack, needle);
  return `(SELECT CASE WHEN ${at('rest', "'/'")} > 0 THEN substr(rest, 1, ${at('rest', "'/'")} - 1) ELSE rest END
  FROM (SELECT substr(${id}, ${at(`lower(${id})`, "'/resourcegroups/'")} + 16) AS rest) AS g
  WHERE ${at(`lower(${id})`, "'/resourcegroups/'")} > 0)`;
};

/** A dimension's column, of the resource row (`r`) or of a roll-up carrying it (`f`, or another alias). */
const column = (dialect: Dialect, name: CostColumn, a = 'r'): string =>
  ({
    service: `${a}.service_name`,
    serviceCategory: `${a}.service_category`,
    subscription: `${a}.sub_account_name`,
    resourceGroup: resourceGroup(dialect, `${a}.resource_id`),
    resource: `${a}.resource_name`,
    region: `${a}.region_name`,
    chargeCategory: `${a}.charge_category`,
    pricingCategory: `${a}.pricing_category`,
  })[name];

/** A filter's values as a JSON array parameter, or NULL for no filter. */
const list = (values: readonly string[] | undefined): string | null =>
  values && values.length > 0 ? JSON.stringify(values) : null;

/** `column IN (the JSON array ?n)`, or true when the parameter is NULL. */
const inList = (dialect: Dialect, column: string, n: number) =>
  `(CAST(?${n} AS TEXT) IS NULL OR ${column} IN (${jsonTextElements(dialect, `?${n}`)}))`;

/** A row of sums, each amount in its three parts (exact-amounts.ts `attosOf` puts them together). */
type Sums = Record<string, string | number | bigint | null>;

interface ResourceRow extends Sums {
  id: string;
  name: string;
  type: string;
  service: string;
  subscription: string;
  resource_group: string | null;
  region: string | null;
  total: number;
}

interface CommitmentRow extends Sums {
  id: string;
  type: string | null;
  sku: string | null;
  service: string | null;
}

/** The commitment sums of a row: purchases billed, used and unused effective cost, covered list cost. */
const commitmentAmounts = (row: Sums) => ({
  purchaseAttos: attosOf(row, 'purchased'),
  usedAttos: attosOf(row, 'used'),
  unusedAttos: attosOf(row, 'unused'),
  coveredListAttos: attosOf(row, 'covered_list'),
});

/**
 * A resource's cost as a double, to order resources by (never summed): its three parts, each
 * converted once.
 */
const costOrder = (parts: AmountParts) =>
  `(CAST(${parts.m} AS DOUBLE PRECISION) + (CAST(${parts.h} AS DOUBLE PRECISION) * 1000000.0 + CAST(${parts.l} AS DOUBLE PRECISION)) / 1e12)`;

/**
 * The cost queries, on either engine. Amounts are exact: integer micro-units and their rest below
 * the micro-unit, summed as integers in three parts and put together as BigInt atto-units
 * (exact-amounts.ts); nothing is rounded here. A range's whole
 * months come from the monthly roll-ups (`cost_monthly` for the commitments, `cost_monthly_resource`
 * per resource row and `cost_monthly_group` per set of attributes, which carry the attributes and
 * are read without a join), only its partial months from `cost_daily`; the daily rows
 * and both roll-ups hold the demo seed's rows and those derived from imported FOCUS files alike. Sums per day, month
 * or range, by service or not and filtered by service alone, and the range of days with data, come
 * from the roll-up per tenant, day and service `cost_daily_service`.
 */
export class SqlCostRepository implements CostRepository {
  readonly #engine: SqlEngine;
  readonly #dialect: Dialect;
  readonly #statements = new Map<string, Statement<Sums & { period: string | null; grp: string | null }>>();
  readonly #range;
  readonly #rowDays;
  readonly #commitmentDays;
  readonly #commitments;

  constructor(engine: SqlEngine) {
    const when = (condition: string) => (value: string) => `CASE WHEN ${condition} THEN ${value} ELSE 0 END`;
    this.#commitmentDays = prepare<Sums & { id: string; day: number }>(
      engine,
      `SELECT r.commitment_discount_id AS id, d.day AS day,
         ${sumParts('d.billed_cost', 'purchased', when("r.charge_category = 'Purchase'"))},
         ${sumParts('d.effective_cost', 'used', when('d.committed = 1'))},
         ${sumParts('d.effective_cost', 'unused', when('d.committed = 2'))},
         ${sumParts('d.list_cost', 'covered_list', when('d.committed = 1'))}
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ? AND r.commitment_discount_id IS NOT NULL AND d.day BETWEEN ? AND ?
       GROUP BY r.commitment_discount_id, d.day`,
    );
    this.#rowDays = prepare<Sums & { id: string; day: number }>(
      engine,
      `SELECT CAST(r.id AS TEXT) AS id, d.day AS day, ${sumParts('d.effective_cost', 'amount')}
       FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
       WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ?
       GROUP BY r.id, d.day`,
    );
    this.#engine = engine;
    this.#dialect = engine.dialect;
    // From the roll-up per day and service: one row for each day and service with daily rows.
    this.#range = prepare<{ first: number | null; last: number | null }>(
      engine,
      `SELECT (SELECT MIN(day) FROM cost_daily_service WHERE tenant_id = ?1) AS first,
         (SELECT MAX(day) FROM cost_daily_service WHERE tenant_id = ?1) AS last`,
    );
    this.#commitments = prepare<CommitmentRow>(
      engine,
      `SELECT r.commitment_discount_id AS id, MIN(r.commitment_discount_type) AS type,
         COALESCE(MIN(CASE WHEN r.charge_category = 'Purchase' THEN r.sku_id END), MIN(r.sku_id)) AS sku,
         COALESCE(MIN(CASE WHEN r.charge_category = 'Purchase' THEN r.service_name END), MIN(r.service_name)) AS service,
         ${resumParts('billed', 'purchased', (v) => when("r.charge_category = 'Purchase'")(`p.${v}`))},
         ${resumParts('effective', 'used', (v) => when('p.committed = 1')(`p.${v}`))},
         ${resumParts('effective', 'unused', (v) => when('p.committed = 2')(`p.${v}`))},
         ${resumParts('list', 'covered_list', (v) => when('p.committed = 1')(`p.${v}`))}
       FROM (
        ${threeParts(
          2,
          'rows',
          (
            { from },
            when,
          ) => `SELECT r.id AS rid, f.committed AS committed, ${sumParts('f.billed_cost', 'billed')},
            ${sumParts('f.effective_cost', 'effective')}, ${sumParts('f.list_cost', 'list')}
          FROM ${from}
          WHERE r.tenant_id = ?1 AND r.commitment_discount_id IS NOT NULL AND ${when}
          GROUP BY r.id, f.committed`,
        )}
       ) p JOIN cost_resources r ON r.id = p.rid
       GROUP BY r.commitment_discount_id
       ORDER BY r.commitment_discount_id`,
    );
  }

  #tagKeys: Statement<Sums & { kind: string; key: string | null }> | undefined;

  async tagKeyCosts(tenantId: string, fromDay: number, toDay: number): Promise<TagKeyCosts> {
    const dialect = this.#dialect;
    this.#tagKeys ??= prepare(
      this.#engine,
      `WITH per_tags AS (
         SELECT tags, ${resumParts('amount')} FROM (
        ${threeParts(
          2,
          'group',
          ({ from, a, tenant }, when) => `SELECT ${a}.tags AS tags, ${sumParts('f.effective_cost', 'amount')}
          FROM ${from}
          WHERE ${tenant} AND ${when}
          GROUP BY ${a}.tags`,
        )}
         ) parts GROUP BY tags
       )
       SELECT 'total' AS kind, CAST(NULL AS TEXT) AS key, ${resumParts('amount')} FROM per_tags
       UNION ALL
       SELECT 'tagged', NULL, ${resumParts('amount')} FROM per_tags
         WHERE tags IS NOT NULL AND ${isJsonObject(dialect, 'tags')} AND tags <> '{}'
       UNION ALL
       SELECT 'key', k, ${resumParts('amount')} FROM (
         SELECT DISTINCT p.tags, p.amount, p.amount_h, p.amount_l, lower(j.key) AS k
         FROM per_tags p, ${jsonObjectKeys(dialect, 'p.tags', 'j')}
         WHERE p.tags IS NOT NULL AND ${isJsonObject(dialect, 'p.tags')}
       ) keys GROUP BY k`,
    );
    const result: TagKeyCosts = { totalAttos: 0n, taggedAttos: 0n, byKey: new Map() };
    const split = await this.#split(tenantId, fromDay, toDay);
    for (const row of await this.#tagKeys.all(tenantId, ...spanParams(split))) {
      const attos = attosOf(row, 'amount');
      if (row.kind === 'total') result.totalAttos = attos;
      else if (row.kind === 'tagged') result.taggedAttos = attos;
      else if (row.key !== null) result.byKey.set(row.key, attos);
    }
    return result;
  }

  readonly #pages = new Map<string, Statement<ResourceRow>>();

  /**
   * The statement of a resource page. A range of one whole month (what the screen asks by
   * default) reads `cost_monthly_resource` alone, and sums per resource only the rows of the few
   * resources with more than one row (`resource_rows`): the others are a resource each already.
   * Any other range adds its days before and after the months from the daily rows and sums every
   * resource's rows.
   */
  #pageStatement(query: ResourcePageQuery, monthsOnly: boolean): Statement<ResourceRow> {
    const key = `${query.metric}|${query.sort}|${query.order}|${monthsOnly}`;
    const known = this.#pages.get(key);
    if (known) return known;
    const dialect = this.#dialect;
    // Text sorts without regard to (ASCII) case; NULLs first ascending, last descending (SQLite's order).
    const sortColumn: Record<ResourceSort, string> = {
      cost: 'cost_order',
      name: 'lower(name)',
      service: 'lower(service)',
      subscription: 'lower(subscription)',
      resourceGroup: 'lower(resource_group)',
      region: 'lower(region)',
      type: 'lower(type)',
    };
    const direction = query.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
    const metric = METRIC_COLUMN[query.metric];
    // The filters on the rows of `a`, their parameters numbered from `n` (service, subscription,
    // region, search, ids).
    const matches = (a: 'r' | 'f', n: number) => {
      const found = (text: string) => `${textPosition(dialect, text, `?${n + 3}`)} > 0`;
      return `${a}.resource_id IS NOT NULL
            AND ${inList(dialect, `${a}.service_name`, n)} AND ${inList(dialect, `${a}.sub_account_name`, n + 1)}
            AND ${inList(dialect, `${a}.region_name`, n + 2)}
            AND (CAST(?${n + 3} AS TEXT) IS NULL OR ${found(`lower(${a}.resource_name)`)} OR ${found(`lower(${a}.resource_id)`)})
            AND ${inList(dialect, `${a}.resource_id`, n + 4)}`;
    };
    const amount = partsNamed('amount');
    const summed: AmountParts = { m: `SUM(${amount.m})`, h: `SUM(${amount.h})`, l: `SUM(${amount.l})` };
    const perResource = (rows: string) => `SELECT resource_id AS id, COALESCE(MIN(name), resource_id) AS name,
             COALESCE(MIN(type), '') AS type, MIN(service) AS service,
             COALESCE(MIN(subscription), '') AS subscription, MIN(region) AS region, ${resumParts('amount')},
             ${costOrder(summed)} AS cost_order
           FROM ${rows}
           GROUP BY resource_id`;
    const columns = (a: 'r' | 'f') => `${a}.resource_id AS resource_id, ${a}.resource_name AS name,
            ${a}.resource_type AS type, ${a}.service_name AS service, ${a}.sub_account_name AS subscription,
            ${a}.region_name AS region`;
    // The resource group, from the id alone, is worked out only for the page's rows unless the
    // page is sorted by it.
    const byGroup = query.sort === 'resourceGroup';
    const group = resourceGroup(dialect, 'id');
    const ordered = (resources: string, totals: string, limit: string) => `SELECT *${totals}
           FROM ${byGroup ? `(SELECT *, ${group} AS resource_group FROM ${resources}) AS grouped` : resources}
           ORDER BY ${sortColumn[query.sort]} ${direction}, id
           LIMIT ${limit}`;
    const last = (
      page: string,
      totals = '',
    ) => `SELECT page.*${totals ? ', totals.total, totals.every, totals.every_h, totals.every_l' : ''}${byGroup ? '' : `, ${group} AS resource_group`}
         FROM (${page}) AS page${totals}
         ORDER BY ${sortColumn[query.sort]} ${direction}, id`;
    let sql: string;
    if (monthsOnly) {
      // ?1 tenant, ?2..?3 the month (twice), ?4..?8 the filters, ?9 limit, ?10 offset.
      const rows = `cost_monthly_resource f WHERE f.tenant_id = ?1 AND f.month BETWEEN ?2 AND ?3 AND ${matches('f', 4)}`;
      const asBigint = (value: string) => `CAST(${value} AS BIGINT)`;
      const one: AmountParts = { m: metric, h: `${metric}_rest / 1000000`, l: `${metric}_rest % 1000000` };
      const resources = `(SELECT f.resource_id AS id, COALESCE(f.resource_name, f.resource_id) AS name,
             COALESCE(f.resource_type, '') AS type, f.service_name AS service,
             COALESCE(f.sub_account_name, '') AS subscription, f.region_name AS region,
             ${rowParts(metric, 'amount', asBigint)}, ${costOrder(one)} AS cost_order
           FROM ${rows} AND f.resource_rows = 1
           UNION ALL
           SELECT id, name, type, service, subscription, region, ${passParts('amount', 'amount', asBigint)}, cost_order FROM (
             ${perResource(`(SELECT ${columns('f')}, ${rowParts(metric, 'amount')} FROM ${rows} AND f.resource_rows > 1) AS several`)}
           ) AS summed) AS per_resource`;
      // The count and the sum of every match, in one read of the month's rows.
      const totals = ` CROSS JOIN (
           SELECT SUM(CASE WHEN f.resource_rows = 1 THEN 1 ELSE 0 END)
               + (SELECT COUNT(DISTINCT f.resource_id) FROM ${rows} AND f.resource_rows > 1) AS total,
             ${sumParts(metric, 'every')}
           FROM ${rows}) AS totals`;
      sql = last(ordered(resources, '', '?9 OFFSET ?10'), totals);
    } else {
      // ?1 tenant, ?2..?7 the three spans, ?8..?12 the filters, ?13 limit, ?14 offset.
      sql = `WITH per_row AS (
        ${threeParts(
          2,
          'resource',
          ({ from, a, tenant }, when, source) => `SELECT ${columns(a)},
            ${source === 'daily' ? sumParts(metric, 'amount') : rowParts(metric, 'amount')}
          FROM ${from}
          WHERE ${tenant} AND ${when} AND ${matches(a, 8)}
          ${source === 'daily' ? `GROUP BY r.id, ${a}.resource_id, ${a}.resource_name, ${a}.resource_type, ${a}.service_name, ${a}.sub_account_name, ${a}.region_name` : ''}`,
        )}
         ),
         per_resource AS (${perResource('per_row')})
         ${last(ordered('per_resource', ', COUNT(*) OVER () AS total, SUM(amount) OVER () AS every, SUM(amount_h) OVER () AS every_h, SUM(amount_l) OVER () AS every_l', '?13 OFFSET ?14'))}`;
    }
    const statement = prepare<ResourceRow>(this.#engine, sql);
    this.#pages.set(key, statement);
    return statement;
  }

  async resourcePage(
    query: ResourcePageQuery,
  ): Promise<{ total: number; attos: bigint; items: ResourceCostRecord[] }> {
    const split = await this.#split(query.tenantId, query.fromDay, query.toDay);
    // One whole month and nothing else (resource_rows counts a resource's rows of one month).
    const monthsOnly =
      split.head[0] > split.head[1] && split.tail[0] > split.tail[1] && split.months[0] === split.months[1];
    const filters = [
      list(query.filters.service),
      list(query.filters.subscription),
      list(query.filters.region),
      query.search ? query.search.toLowerCase() : null,
      list(query.filters.ids),
    ];
    const rows = await this.#pageStatement(query, monthsOnly).all(
      ...(monthsOnly
        ? [query.tenantId, ...split.months, ...filters, query.limit, query.offset]
        : [query.tenantId, ...spanParams(split), ...filters, query.limit, query.offset]),
    );
    // A page past the end has no rows to carry the window sums: count again without paging.
    if (rows.length === 0 && query.offset > 0) {
      const all = await this.resourcePage({ ...query, offset: 0, limit: 1 });
      return { total: all.total, attos: all.attos, items: [] };
    }
    return {
      total: Number(rows[0]?.total ?? 0),
      attos: rows[0] ? attosOf(rows[0], 'every') : 0n,
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        type: row.type,
        service: row.service,
        subscription: row.subscription,
        resourceGroup: row.resource_group,
        region: row.region,
        attos: attosOf(row, 'amount'),
      })),
    };
  }

  readonly #resourceDays = new Map<string, Statement<Sums & { id: string | null; day: number }>>();

  async resourceDays(
    query: Omit<ResourcePageQuery, 'sort' | 'order' | 'offset' | 'limit'>,
    ids?: readonly string[],
  ): Promise<{ id: string | null; day: number; attos: bigint }[]> {
    const byResource = ids !== undefined;
    const key = `${query.metric}|${byResource}`;
    let statement = this.#resourceDays.get(key);
    if (!statement) {
      const dialect = this.#dialect;
      const found = (text: string) => `${textPosition(dialect, text, '?7')} > 0`;
      statement = prepare(
        this.#engine,
        `SELECT ${byResource ? 'r.resource_id' : 'CAST(NULL AS TEXT)'} AS id, d.day AS day,
           ${sumParts(METRIC_COLUMN[query.metric].replace('f.', 'd.'), 'amount')}
         FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
         WHERE r.tenant_id = ?1 AND r.resource_id IS NOT NULL AND d.day BETWEEN ?2 AND ?3
           AND ${inList(dialect, 'r.service_name', 4)} AND ${inList(dialect, 'r.sub_account_name', 5)}
           AND ${inList(dialect, 'r.region_name', 6)}
           AND (CAST(?7 AS TEXT) IS NULL OR ${found('lower(r.resource_name)')} OR ${found('lower(r.resource_id)')})
           AND ${inList(dialect, 'r.resource_id', 8)}
         GROUP BY ${byResource ? 'r.resource_id, ' : ''}d.day`,
      );
      this.#resourceDays.set(key, statement);
    }
    const rows = await statement.all(
      query.tenantId,
      query.fromDay,
      query.toDay,
      list(query.filters.service),
      list(query.filters.subscription),
      list(query.filters.region),
      query.search ? query.search.toLowerCase() : null,
      byResource ? JSON.stringify(ids) : null,
    );
    return rows.map((row) => ({ id: row.id, day: Number(row.day), attos: attosOf(row, 'amount') }));
  }

  async commitmentDays(tenantId: string, fromDay: number, toDay: number): Promise<CommitmentDay[]> {
    return (await this.#commitmentDays.all(tenantId, fromDay, toDay)).map((row) => ({
      id: row.id,
      day: Number(row.day),
      ...commitmentAmounts(row),
    }));
  }

  async rowDays(tenantId: string, fromDay: number, toDay: number) {
    const rows = await this.#rowDays.all(tenantId, fromDay, toDay);
    return rows.map((row) => ({ id: row.id, day: Number(row.day), attos: attosOf(row, 'amount') }));
  }

  readonly #twoPeriods = new Map<string, Statement<Sums & { id: string; group: string | null }>>();

  /**
   * Per resource row, its group's value and its effective cost and quantity in two ranges (the
   * parameters ?2..?7 and ?8..?13): the rows of {@link twoPeriods} and {@link changeSums}.
   */
  #twoPeriodRows(groupBy: 'service' | 'subscription' | 'region') {
    const sums =
      (which: 0 | 1) =>
      ({ from, a, tenant }: ReturnType<typeof rowsOf>, when: string, source: Source) => {
        const daily = source === 'daily';
        const group = column(this.#dialect, groupBy, a);
        const q = daily ? 'SUM(f.quantity)' : 'f.quantity';
        const amount = (alias: string) =>
          daily ? sumParts('f.effective_cost', alias) : rowParts('f.effective_cost', alias);
        const [q0, m0, q1, m1] =
          which === 0 ? [q, amount('m0'), '0', zeroParts('m1')] : ['0', zeroParts('m0'), q, amount('m1')];
        return `SELECT f.resource AS rid, NULLIF(${group}, '') AS grp, ${q0} AS q0, ${m0}, ${q1} AS q1, ${m1}
          FROM ${from}
          WHERE ${tenant} AND ${when}
          ${daily ? `GROUP BY f.resource, ${group}` : ''}`;
      };
    return `SELECT rid, grp, COALESCE(SUM(p.q0), 0) AS quantity0, ${resumParts('m0', 'amount0', (v) => `p.${v}`)},
           COALESCE(SUM(p.q1), 0) AS quantity1, ${resumParts('m1', 'amount1', (v) => `p.${v}`)}
         FROM (
        ${threeParts(2, 'resource', sums(0))}
        UNION ALL
        ${threeParts(8, 'resource', sums(1))}
         ) p
         GROUP BY rid, grp`;
  }

  async #twoPeriodParams(
    tenantId: string,
    previous: { from: number; to: number },
    current: { from: number; to: number },
  ) {
    return [
      tenantId,
      ...spanParams(await this.#split(tenantId, previous.from, previous.to)),
      ...spanParams(await this.#split(tenantId, current.from, current.to)),
    ];
  }

  async twoPeriods(
    tenantId: string,
    groupBy: 'service' | 'subscription' | 'region',
    previous: { from: number; to: number },
    current: { from: number; to: number },
  ): Promise<ResourceTwoPeriods[]> {
    let statement = this.#twoPeriods.get(groupBy);
    if (!statement) {
      statement = prepare(
        this.#engine,
        `SELECT CAST(rid AS TEXT) AS id, grp AS "group", quantity0, amount0, amount0_h, amount0_l, quantity1,
           amount1, amount1_h, amount1_l
         FROM (${this.#twoPeriodRows(groupBy)}) rows_
         ORDER BY rid`,
      );
      this.#twoPeriods.set(groupBy, statement);
    }
    return (await statement.all(...(await this.#twoPeriodParams(tenantId, previous, current)))).map(
      (row) => ({
        id: row.id,
        group: row.group,
        quantity0: Number(row.quantity0),
        attos0: attosOf(row, 'amount0'),
        quantity1: Number(row.quantity1),
        attos1: attosOf(row, 'amount1'),
      }),
    );
  }

  readonly #changeSums = new Map<
    string,
    Statement<Sums & { grp: string | null; usage_micros: number | string }>
  >();

  async changeSums(
    tenantId: string,
    groupBy: 'service' | 'subscription' | 'region',
    previous: { from: number; to: number },
    current: { from: number; to: number },
  ): Promise<ChangeSums[]> {
    const [before, now] = [
      await this.#split(tenantId, previous.from, previous.to),
      await this.#split(tenantId, current.from, current.to),
    ];
    const month = (split: ReturnType<typeof splitRange>) =>
      split.head[0] > split.head[1] && split.tail[0] > split.tail[1] && split.months[0] === split.months[1]
        ? split.months[0]
        : undefined;
    const [m0, m1] = [month(before), month(now)];
    // Two whole months (the screen's question): each resource row's two months side by side.
    const oneMonthEach = m0 !== undefined && m1 !== undefined;
    const key = `${groupBy}|${oneMonthEach}`;
    let statement = this.#changeSums.get(key);
    if (!statement) {
      const group = (a: string) => column(this.#dialect, groupBy, a);
      const orZero = (value: string) => `COALESCE(${value}, 0)`;
      const columns = `NULLIF(COALESCE(${group('c')}, ${group('p')}), '') AS grp, COALESCE(p.quantity, 0) AS quantity0,
             ${rowParts('p.effective_cost', 'amount0', orZero)}, COALESCE(c.quantity, 0) AS quantity1,
             ${rowParts('c.effective_cost', 'amount1', orZero)}`;
      const month = (alias: string, n: number) => `${alias}.tenant_id = ?1 AND ${alias}.month = ?${n}`;
      // PostgreSQL joins the two months' rows in one hash join. SQLite has no hash join: it looks
      // each row of the month up in the other by the key (a full join of the two would compare
      // every pair), and adds the rows the previous month has alone.
      const rows = !oneMonthEach
        ? this.#twoPeriodRows(groupBy)
        : this.#dialect === 'postgres'
          ? `SELECT ${columns}
           FROM (SELECT * FROM cost_monthly_resource p WHERE ${month('p', 2)}) p
           FULL JOIN (SELECT * FROM cost_monthly_resource c WHERE ${month('c', 3)}) c ON c.resource = p.resource`
          : `SELECT ${columns}
           FROM cost_monthly_resource c
           LEFT JOIN cost_monthly_resource p ON ${month('p', 2)} AND p.resource = c.resource
           WHERE ${month('c', 3)}
           UNION ALL
           SELECT NULLIF(${group('p')}, ''), COALESCE(p.quantity, 0), ${rowParts('p.effective_cost', 'amount0', orZero)},
             0, ${zeroParts('amount1')}
           FROM cost_monthly_resource p
           WHERE ${month('p', 2)} AND NOT EXISTS (
             SELECT 1 FROM cost_monthly_resource n WHERE n.tenant_id = ?1 AND n.month = ?3 AND n.resource = p.resource)`;
      // splitChange (domain/costs/change.ts) in SQL, on the same doubles: the previous cost in
      // micro-units as money.ts microsDouble makes it, Math.round(x) as floor(x + 0.5), and a usage
      // effect of 2^52 micro-units or more counts as the whole change. A row whose change is not
      // split counts its whole change, exactly, as usage.
      const ratio = `(quantity1 - quantity0) / quantity0 * ${microsDoubleSql(partsNamed('amount0'))}`;
      const split = `quantity0 > 0 AND quantity1 > 0 AND abs(${ratio}) < ${USAGE_LIMIT}`;
      const whole = ['', '_h', '_l']
        .map(
          (part) => `SUM(CASE WHEN ${split} THEN 0 ELSE amount1${part} - amount0${part} END) AS whole${part}`,
        )
        .join(', ');
      statement = prepare(
        this.#engine,
        `SELECT grp, ${resumParts('amount0', 'previous')}, ${resumParts('amount1', 'current')},
           SUM(CASE WHEN ${split} THEN CAST(floor(${ratio} + 0.5) AS BIGINT) ELSE 0 END) AS usage_micros, ${whole}
         FROM (${rows}) rows_
         GROUP BY grp`,
      );
      this.#changeSums.set(key, statement);
    }
    const rows = await statement.all(
      ...(oneMonthEach ? [tenantId, m0, m1] : [tenantId, ...spanParams(before), ...spanParams(now)]),
    );
    return rows.map((row) => ({
      group: row.grp,
      previousAttos: attosOf(row, 'previous'),
      currentAttos: attosOf(row, 'current'),
      usageAttos: BigInt(row.usage_micros ?? 0) * ATTOS_PER_MICRO + attosOf(row, 'whole'),
    }));
  }

  /**
   * A range split for the roll-ups, stretched over the days without data at its ends: no row lies
   * before the tenant's first day with data or after its last, so a range reaching them may take the
   * calendar month around them whole, and a month to date (through the last day with data) is read
   * from the month's roll-up like a whole month, not from every resource's daily rows.
   */
  async #split(tenantId: string, from: number, to: number) {
    const data = to < from ? undefined : await this.dataRange(tenantId);
    if (!data) return splitRange(from, to);
    return splitRange(
      from <= data.first ? monthStart(from) : from,
      to >= data.last ? nextMonthStart(to) - 1 : to,
    );
  }

  async dataRange(tenantId: string) {
    const row = await this.#range.get(tenantId);
    return row?.first == null || row.last == null ? undefined : { first: row.first, last: row.last };
  }

  async commitmentUsage(tenantId: string, fromDay: number, toDay: number): Promise<CommitmentUsageRecord[]> {
    const split = await this.#split(tenantId, fromDay, toDay);
    return (await this.#commitments.all(tenantId, ...spanParams(split))).map((row) => ({
      id: row.id,
      type: row.type,
      sku: row.sku,
      service: row.service,
      ...commitmentAmounts(row),
    }));
  }

  readonly #perService = new Map<string, Statement<Sums & { period: string | null; grp: string | null }>>();

  /**
   * A sum per day, month or the whole range, by service or subscription or not, filtered by
   * service, subscription and charge category alone: read from the roll-up per day, service,
   * subscription and charge category (`cost_daily_service`, a few rows a day whatever the number
   * of resources) instead of every resource's daily rows. The same integer sums, in the same order
   * (period, then group).
   */
  async #perServiceRows(query: CostAggregateQuery): Promise<CostAggregateRow[] | undefined> {
    const group = query.groupBy;
    const by =
      group?.kind === 'column' && (group.name === 'service' || group.name === 'subscription')
        ? group.name
        : undefined;
    if ((group && !by) || list(query.filters.region) || list(query.filters.resource)) return undefined;
    const key = `${query.metric}|${query.granularity}|${by ?? ''}`;
    let statement = this.#perService.get(key);
    if (!statement) {
      const amount = { billed: 'billed_cost', effective: 'effective_cost', list: 'list_cost' }[query.metric];
      // Per day, grouped by the day itself (its ISO date sorts the same), so each day is formatted once.
      const periodKey = query.granularity === 'day' ? 'day' : 'period';
      const grp =
        by === 'service'
          ? "NULLIF(service_name, '')"
          : by === 'subscription'
            ? "NULLIF(sub_account_name, '')"
            : 'CAST(NULL AS TEXT)';
      statement = prepare(
        this.#engine,
        `SELECT ${period(this.#dialect, query.granularity, 'day')} AS period, ${grp} AS grp, ${sumParts(amount, 'amount')}
         FROM cost_daily_service
         WHERE tenant_id = ?1 AND day BETWEEN ?2 AND ?3 AND ${inList(this.#dialect, 'service_name', 4)}
           AND ${inList(this.#dialect, 'sub_account_name', 5)} AND ${inList(this.#dialect, 'charge_category', 6)}
         GROUP BY ${periodKey}, grp
         ORDER BY ${periodKey} NULLS FIRST, grp NULLS FIRST`,
      );
      this.#perService.set(key, statement);
    }
    const { service, subscription, chargeCategory } = query.filters;
    const rows = await statement.all(
      query.tenantId,
      query.fromDay,
      query.toDay,
      list(service),
      list(subscription),
      list(chargeCategory),
    );
    return rows.map((row) => ({
      period: row.period,
      group: by ? row.grp : null,
      attos: attosOf(row, 'amount'),
    }));
  }

  async aggregate(query: CostAggregateQuery): Promise<CostAggregateRow[]> {
    const perService = await this.#perServiceRows(query);
    if (perService) return perService;
    const group = query.groupBy;
    const byName = list(query.filters.resource) !== null;
    const key = `${query.metric}|${query.granularity}|${group?.kind === 'column' ? group.name : (group?.kind ?? '')}|${byName}`;
    let statement = this.#statements.get(key);
    if (!statement) {
      const dialect = this.#dialect;
      // The sums per resource or resource group, or of resources named, read the roll-up per
      // resource row; the others the roll-up per set of attributes, a few thousand rows a month.
      const rollup: Rollup =
        byName || (group?.kind === 'column' && (group.name === 'resource' || group.name === 'resourceGroup'))
          ? 'resource'
          : 'group';
      // A row without a value for the dimension, or with an empty one, has a NULL group.
      const groupSql = (a: 'r' | 'f') =>
        !group
          ? 'CAST(NULL AS TEXT)'
          : `NULLIF(${group.kind === 'tag' ? jsonTextField(dialect, `${a}.tags`, '?12') : column(dialect, group.name, a)}, '')`;
      const filters = (a: 'r' | 'f') =>
        [
          inList(dialect, `${a}.service_name`, 8),
          inList(dialect, `${a}.sub_account_name`, 9),
          inList(dialect, `${a}.region_name`, 10),
          inList(dialect, `${a}.charge_category`, 11),
          ...(byName ? [inList(dialect, `${a}.resource_name`, 13)] : []),
        ].join(' AND ');
      // Integers summed as integers, in three parts: exact however many rows.
      const sql = `SELECT period, grp, ${resumParts('amount')} FROM (
        ${threeParts(
          2,
          rollup,
          (
            { from, a, tenant },
            when,
            source,
          ) => `SELECT ${period(dialect, query.granularity, source === 'daily' ? 'f.day' : 'f.month')} AS period,
            ${groupSql(a)} AS grp,
            ${sumParts(METRIC_COLUMN[query.metric], 'amount')}
          FROM ${from}
          WHERE ${tenant} AND ${when} AND ${filters(a)}
          GROUP BY period, grp`,
        )}
        ) parts
        GROUP BY period, grp
        ORDER BY period NULLS FIRST, grp NULLS FIRST`;
      statement = prepare(this.#engine, sql);
      this.#statements.set(key, statement);
    }
    // Per day, every day is read from the daily rows; otherwise whole months from the roll-up.
    const split =
      query.granularity === 'day'
        ? { head: [query.fromDay, query.toDay] as const, months: EMPTY, tail: EMPTY }
        : await this.#split(query.tenantId, query.fromDay, query.toDay);
    const params = [
      query.tenantId,
      ...spanParams(split),
      list(query.filters.service),
      list(query.filters.subscription),
      list(query.filters.region),
      list(query.filters.chargeCategory),
      group?.kind === 'tag' ? group.key : null,
      list(query.filters.resource),
    ];
    return (await statement.all(...params)).map((row) => ({
      period: row.period,
      group: group ? row.grp : null,
      attos: attosOf(row, 'amount'),
    }));
  }
}
