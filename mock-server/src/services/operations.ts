/**
 * Alerts and metrics of the tenant (Designed): raised alerts that admins acknowledge and resolve,
 * the alert definitions that raise them, security alerts, metric alerts and their definitions,
 * the tenant's own figures computed from its data (customer metrics) and the health of the cloud
 * services it uses. Alerts, definitions and events are tenant records (seed/operations.ts); the
 * figures come from the cost tables and the office suite's records.
 */
import type { components } from '@portal/contracts/openapi';
import type { FieldError } from '../contract/contract.ts';
import type { CostDimension } from '../data/cost-repository.ts';
import {
  type AlertData,
  type AlertDefinitionData,
  type MetricAlertData,
  type MetricDefinitionData,
  OFFICE_SKU_KIND,
  OPERATION_KINDS,
  type SecurityAlertData,
  type ServiceHealthData,
} from '../data/operation-records.ts';
import { dayOf, latestWholeMonth, monthDays } from '../domain/calendar.ts';
import { tenantMoney } from '../domain/tenant-money.ts';
import type { HandlerContext, Handlers } from '../http/api.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { formatCents, microsToCents } from '../money/money.ts';
import { requireAdmin, requireCaller } from './account.ts';
import { type CollectionSpec, collectionHandlers } from './collections.ts';
import { BILLING_CURRENCY } from './costs.ts';
import { listHandler } from './list-handler.ts';

type Schemas = components['schemas'];

const SEVERITY_RANK: Record<string, number> = { informational: 0, low: 1, medium: 2, high: 3 };
const STATE_RANK: Record<Schemas['AlertState'], number> = { active: 0, acknowledged: 1, resolved: 2 };

// ------------------------------------------------------------------------------- alert definitions

/** The threshold each kind takes: an amount, a percentage or none. */
export function alertDefinitionProblems(input: Schemas['AlertDefinitionInput']): FieldError[] {
  const errors: FieldError[] = [];
  const amount = input.kind === 'cost' || input.kind === 'licence-waste';
  const kindName = {
    cost: 'A cost',
    'licence-waste': 'A licence-waste',
    budget: 'A budget',
    anomaly: 'An anomaly',
  }[input.kind];
  if (amount && input.threshold === undefined) {
    errors.push({ field: '/threshold', message: `${kindName} alert needs a threshold amount.` });
  }
  if (amount && input.threshold !== undefined && /^0+\.00$/.test(input.threshold)) {
    errors.push({ field: '/threshold', message: 'The threshold must be more than zero.' });
  }
  if (!amount && input.threshold !== undefined) {
    errors.push({ field: '/threshold', message: `${kindName} alert takes no threshold amount.` });
  }
  if (input.kind === 'budget' && input.thresholdPercent === undefined) {
    errors.push({
      field: '/thresholdPercent',
      message: 'A budget alert needs the percentage of the budget used.',
    });
  }
  if (input.kind !== 'budget' && input.thresholdPercent !== undefined) {
    errors.push({ field: '/thresholdPercent', message: `${kindName} alert takes no percentage.` });
  }
  const seen = new Set<string>();
  input.recipients.forEach((address, index) => {
    const key = address.toLowerCase();
    if (seen.has(key))
      errors.push({ field: `/recipients/${index}`, message: `'${address}' is listed twice.` });
    seen.add(key);
  });
  return errors;
}

export const alertDefinitionSpec: CollectionSpec<
  Schemas['AlertDefinitionInput'],
  AlertDefinitionData,
  Schemas['AlertDefinition'],
  string
> = {
  kind: OPERATION_KINDS.alertDefinition,
  noun: 'alert definition',
  adminAction: 'Changing alert definitions',
  unique: 'name',
  // Thresholds are amounts in the tenant's currency.
  environment: async (ctx, who) => (await tenantMoney(ctx.data, who.tenantId)).currency,
  check: alertDefinitionProblems,
  keep: ['lastRaisedAt'],
  present: ({ id, data, updatedAt }, currency) => ({ id, ...data, currency, updatedAt }),
  searchable: (d) => [d.name, d.kind, ...d.recipients],
  sortBy: { name: (d) => d.name, kind: (d) => d.kind, updated: (d) => d.updatedAt },
  defaultSort: 'name',
};

// ------------------------------------------------------------------------------- metric definitions

export const metricDefinitionSpec: CollectionSpec<
  Schemas['MetricDefinitionInput'],
  MetricDefinitionData,
  Schemas['MetricDefinition'],
  undefined
> = {
  kind: OPERATION_KINDS.metricDefinition,
  noun: 'metric definition',
  adminAction: 'Changing metric definitions',
  unique: 'name',
  environment: async () => undefined,
  present: ({ id, data, updatedAt }) => ({ id, ...data, updatedAt }),
  searchable: (d) => [d.name, d.resourceType, d.metric],
  sortBy: {
    name: (d) => d.name,
    resourceType: (d) => d.resourceType,
    metric: (d) => d.metric,
    updated: (d) => d.updatedAt,
  },
  defaultSort: 'name',
};

// ------------------------------------------------------------------------------- customer metrics

type Metric = Schemas['CustomerMetric'];

/** A value in hundredths (cents, or hundredths of a percent) as the contract's decimal string. */
const hundredths = (value: bigint) => formatCents(value);

/** part / whole in hundredths of a percent, rounded half up. */
function percentHundredths(part: bigint, whole: bigint): bigint | undefined {
  if (whole <= 0n) return undefined;
  return (part * 20_000n + whole) / (2n * whole);
}

/** A figure with its previous value, the change and the change in percent. */
export function metric(
  base: Omit<Metric, 'value' | 'previous' | 'change' | 'changePercent'>,
  value: bigint,
  previous: bigint | undefined,
): Metric {
  return {
    ...base,
    value: hundredths(value),
    ...(previous === undefined
      ? {}
      : {
          previous: hundredths(previous),
          change: hundredths(value - previous),
          ...(previous === 0n
            ? {}
            : {
                changePercent:
                  Number(((value - previous) * 10_000n) / (previous < 0n ? -previous : previous)) / 100,
              }),
        }),
  };
}

interface OfficeUserLike {
  deleted?: unknown;
  licences?: unknown;
  lastActive?: unknown;
}

interface OfficeSkuLike {
  sku?: unknown;
  purchased?: unknown;
  unitPriceMicros?: unknown;
}

/** The office suite's users and licences as far as the figures need them (absent before it is seeded). */
async function officeFigures(ctx: HandlerContext, tenantId: string, asOfDay: number) {
  const [users, skus] = await Promise.all([
    ctx.data.records.list<OfficeUserLike>(tenantId, 'office-user'),
    ctx.data.records.list<OfficeSkuLike>(tenantId, OFFICE_SKU_KIND),
  ]);
  if (users.length === 0 || skus.length === 0) return undefined;
  const prices = new Map<string, bigint>();
  let purchased = 0n;
  for (const { data } of skus) {
    if (typeof data.sku !== 'string') continue;
    prices.set(
      data.sku,
      BigInt(Number.isSafeInteger(data.unitPriceMicros) ? Number(data.unitPriceMicros) : 0),
    );
    purchased += BigInt(Number.isSafeInteger(data.purchased) ? Number(data.purchased) : 0);
  }
  let active = 0n;
  let activeSeats = 0n;
  let licenceMicros = 0n;
  for (const { data } of users) {
    const licences = Array.isArray(data.licences)
      ? data.licences.filter((l): l is string => typeof l === 'string')
      : [];
    for (const sku of licences) licenceMicros += prices.get(sku) ?? 0n;
    if (data.deleted) continue;
    const days = Object.values((data.lastActive ?? {}) as Record<string, unknown>)
      .filter((d): d is string => typeof d === 'string')
      .map((d) => dayOf(d.slice(0, 10)));
    const last = days.length > 0 ? Math.max(...days) : undefined;
    if (last !== undefined && last > asOfDay - 30) {
      active += 1n;
      activeSeats += BigInt(licences.length);
    }
  }
  return { active, activeSeats, purchased, licenceMicros };
}

const previousMonthOf = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 2, 1)).toISOString().slice(0, 7);
};

/** The tenant's figures for the latest whole month against the month before. */
export async function customerMetrics(
  ctx: HandlerContext,
  tenantId: string,
): Promise<Schemas['CustomerMetrics']> {
  const available = await ctx.data.costs.dataRange(tenantId);
  if (!available) return { month: '', previousMonth: '', currency: BILLING_CURRENCY, items: [] };
  const month = latestWholeMonth(available);
  const previousMonth = previousMonthOf(month);
  const days = monthDays(month);
  const before = monthDays(previousMonth);
  const hasBefore = before.from >= available.first;
  const range = { from: hasBefore ? before.from : days.from, to: days.to };

  const monthly = async (groupBy?: CostDimension) =>
    (
      await ctx.data.costs.aggregate({
        tenantId,
        fromDay: range.from,
        toDay: range.to,
        metric: 'effective',
        granularity: 'month',
        groupBy,
        filters: {},
      })
    ).map((row) => ({ ...row, micros: BigInt(row.micros) }));

  const [
    totals,
    bySubscription,
    byService,
    budgets,
    savings,
    anomalies,
    commitmentsNow,
    commitmentsBefore,
    tagsNow,
    tagsBefore,
  ] = await Promise.all([
    monthly(),
    monthly({ kind: 'column', name: 'subscription' }),
    monthly({ kind: 'column', name: 'service' }),
    ctx.data.costEntities.budgets(tenantId),
    ctx.data.costEntities.openSavings(tenantId),
    ctx.data.costEntities.anomalies(tenantId),
    ctx.data.costs.commitmentUsage(tenantId, days.from, days.to),
    hasBefore ? ctx.data.costs.commitmentUsage(tenantId, before.from, before.to) : Promise.resolve(undefined),
    ctx.data.costs.tagKeyCosts(tenantId, days.from, days.to),
    hasBefore ? ctx.data.costs.tagKeyCosts(tenantId, before.from, before.to) : Promise.resolve(undefined),
  ]);

  const sumOf = (
    rows: { period: string | null; group: string | null; micros: bigint }[],
    period: string,
    group?: string,
  ) =>
    rows
      .filter((r) => r.period === period && (group === undefined || r.group === group))
      .reduce((sum, r) => sum + r.micros, 0n);
  const costNow = sumOf(totals, month);
  const costBefore = hasBefore ? sumOf(totals, previousMonth) : undefined;

  const items: Metric[] = [];
  items.push(
    metric(
      {
        id: 'cloud-cost',
        name: 'Cloud cost',
        unit: 'money',
        better: 'down',
        description: "The month's effective cost of the cloud platform.",
      },
      microsToCents(costNow),
      costBefore === undefined ? undefined : microsToCents(costBefore),
    ),
  );

  const office = await officeFigures(ctx, tenantId, available.last);
  if (office && office.active > 0n) {
    items.push(
      metric(
        {
          id: 'cost-per-active-user',
          name: 'Cost per active office user',
          unit: 'money',
          better: 'down',
          description: "The office licences' monthly price, per user active in the last 30 days.",
        },
        microsToCents(office.licenceMicros / office.active),
        undefined,
      ),
    );
  }

  items.push(
    metric(
      {
        id: 'open-savings',
        name: 'Open savings',
        unit: 'money',
        better: 'down',
        description: 'What the open recommendations would save a month.',
      },
      microsToCents(BigInt(savings.micros)),
      undefined,
    ),
  );

  if (budgets.length > 0) {
    const used = (period: string) => {
      let actual = 0n;
      let amount = 0n;
      for (const budget of budgets) {
        amount += BigInt(budget.amountMicros);
        actual +=
          budget.scopeKind === 'tenant'
            ? sumOf(totals, period)
            : sumOf(
                budget.scopeKind === 'subscription' ? bySubscription : byService,
                period,
                budget.scopeValue ?? '',
              );
      }
      return percentHundredths(actual, amount);
    };
    const now = used(month);
    if (now !== undefined) {
      items.push(
        metric(
          {
            id: 'budget-use',
            name: 'Budget use',
            unit: 'percent',
            better: 'down',
            description: "The month's cost within the budgets' scopes against the sum of their amounts.",
          },
          now,
          hasBefore ? used(previousMonth) : undefined,
        ),
      );
    }
  }

  if (office && office.purchased > 0n) {
    items.push(
      metric(
        {
          id: 'licence-utilisation',
          name: 'Licence utilisation',
          unit: 'percent',
          better: 'up',
          description: 'Licences held by users active in the last 30 days against the licences bought.',
        },
        percentHundredths(office.activeSeats, office.purchased) ?? 0n,
        undefined,
      ),
    );
  }

  const tagged = (costs: { totalMicros: number; taggedMicros: number } | undefined) =>
    costs ? percentHundredths(BigInt(costs.taggedMicros), BigInt(costs.totalMicros)) : undefined;
  const taggedNow = tagged(tagsNow);
  if (taggedNow !== undefined) {
    items.push(
      metric(
        {
          id: 'tag-coverage',
          name: 'Tagged cost',
          unit: 'percent',
          better: 'up',
          description: "The share of the month's cost whose resources carry at least one tag.",
        },
        taggedNow,
        tagged(tagsBefore),
      ),
    );
  }

  const utilisation = (rows: { usedMicros: number; unusedMicros: number }[] | undefined) => {
    if (!rows) return undefined;
    const used = rows.reduce((sum, r) => sum + BigInt(r.usedMicros), 0n);
    const unused = rows.reduce((sum, r) => sum + BigInt(r.unusedMicros), 0n);
    return percentHundredths(used, used + unused);
  };
  const commitmentNow = utilisation(commitmentsNow);
  if (commitmentNow !== undefined) {
    items.push(
      metric(
        {
          id: 'commitment-utilisation',
          name: 'Commitment utilisation',
          unit: 'percent',
          better: 'up',
          description: 'The share of reservations and savings plans used by the month’s usage.',
        },
        commitmentNow,
        utilisation(commitmentsBefore),
      ),
    );
  }

  const anomaliesIn = (span: { from: number; to: number }) =>
    BigInt(anomalies.filter((a) => a.day >= span.from && a.day <= span.to).length) * 100n;
  items.push(
    metric(
      {
        id: 'anomalies',
        name: 'Cost anomalies',
        unit: 'count',
        better: 'down',
        description: 'Cost anomalies detected in the month.',
      },
      anomaliesIn(days),
      hasBefore ? anomaliesIn(before) : undefined,
    ),
  );

  return { month, previousMonth: hasBefore ? previousMonth : '', currency: BILLING_CURRENCY, items };
}

// ------------------------------------------------------------------------------- service health

/** The office suite's services, which every tenant uses beside those in its cost data. */
export const OFFICE_SERVICES = [
  'Exchange Online',
  'Microsoft Teams',
  'SharePoint Online',
  'Microsoft Entra ID',
];

const STATUS_RANK: Record<Schemas['ServiceStatus']['status'], number> = {
  outage: 0,
  degraded: 1,
  advisory: 2,
  operational: 3,
};

export function serviceStatuses(
  services: readonly string[],
  events: readonly Schemas['ServiceHealthEvent'][],
): Schemas['ServiceStatus'][] {
  const names = [...new Set([...services, ...events.map((e) => e.service)])];
  return names
    .map((service) => {
      const active = events.filter((e) => e.service === service && e.status === 'active');
      const incidents = active.filter((e) => e.type === 'incident');
      const advisories = active.filter((e) => e.type === 'advisory');
      const status: Schemas['ServiceStatus']['status'] = incidents.some((e) => e.impact === 'outage')
        ? 'outage'
        : incidents.length > 0
          ? 'degraded'
          : advisories.length > 0
            ? 'advisory'
            : 'operational';
      return { service, status, activeIncidents: incidents.length, activeAdvisories: advisories.length };
    })
    .sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || a.service.localeCompare(b.service));
}

// ------------------------------------------------------------------------------- handlers

function alertChange(
  alert: AlertData,
  wanted: Schemas['AlertChange']['state'],
  by: string,
  at: string,
): AlertData {
  if (alert.state === 'resolved') {
    throw badRequest('A resolved alert cannot change.', [
      { field: '/state', message: 'This alert is resolved already.' },
    ]);
  }
  if (wanted === 'acknowledged') {
    if (alert.state === 'acknowledged') {
      throw badRequest('The alert is acknowledged already.', [
        { field: '/state', message: 'This alert is acknowledged already.' },
      ]);
    }
    return { ...alert, state: 'acknowledged', acknowledgedAt: at, acknowledgedBy: by };
  }
  return { ...alert, state: 'resolved', resolvedAt: at, resolvedBy: by };
}

export const operationsHandlers: Handlers = {
  listAlerts: listHandler('listAlerts', {
    rows: async ({ ctx, caller }) =>
      (await ctx.data.records.list<AlertData>(caller.tenantId, OPERATION_KINDS.alert)).map((r) => ({
        id: r.id,
        ...r.data,
      })),
    filters: { state: (a, state) => a.state === state },
    searchable: (a) => [a.name, a.message, a.kind],
    sortBy: {
      raised: (a) => a.raisedAt,
      name: (a) => a.name,
      severity: (a) => SEVERITY_RANK[a.severity],
      state: (a) => STATE_RANK[a.state],
    },
    defaultSort: 'raised',
    defaultOrder: 'desc',
    summary: ({ all }) => ({ active: all.filter((a) => a.state === 'active').length }),
    present: (a) => a,
  }),

  updateAlert: async (ctx) => {
    const who = await requireAdmin(ctx, 'Acknowledging and resolving alerts');
    const id = String(ctx.matched.path.id);
    const { state } = ctx.matched.body as Schemas['AlertChange'];
    const data = await ctx.data.transaction(async (tx) => {
      const record = await tx.records.get<AlertData>(who.tenantId, OPERATION_KINDS.alert, id);
      if (!record) throw notFound(`No alert ${id} in this tenant.`);
      const at = ctx.now();
      const next = alertChange(record.data, state, who.displayName, at.toISOString());
      await tx.records.update(who.tenantId, OPERATION_KINDS.alert, id, next, at);
      return next;
    });
    return { status: 200, body: { id, ...data } };
  },

  listSecurityAlerts: listHandler('listSecurityAlerts', {
    rows: async ({ ctx, caller }) =>
      (await ctx.data.records.list<SecurityAlertData>(caller.tenantId, OPERATION_KINDS.securityAlert)).map(
        (r) => ({ id: r.id, ...r.data }),
      ),
    filters: {
      severity: (a, severity) => a.severity === severity,
      status: (a, status) => a.status === status,
    },
    searchable: (a) => [a.title, a.category, a.source, a.resource],
    sortBy: {
      detected: (a) => a.detectedAt,
      severity: (a) => SEVERITY_RANK[a.severity],
      title: (a) => a.title,
      status: (a) => a.status,
    },
    defaultSort: 'detected',
    defaultOrder: 'desc',
    present: (a) => a,
  }),

  listMetricAlerts: listHandler('listMetricAlerts', {
    rows: async ({ ctx, caller }) =>
      (await ctx.data.records.list<MetricAlertData>(caller.tenantId, OPERATION_KINDS.metricAlert)).map(
        (r) => ({
          id: r.id,
          ...r.data,
        }),
      ),
    filters: { state: (a, state) => a.state === state },
    searchable: (a) => [a.name, a.resource, a.metric, a.resourceType],
    sortBy: {
      fired: (a) => a.firedAt,
      name: (a) => a.name,
      resource: (a) => a.resource,
      state: (a) => a.state,
    },
    defaultSort: 'fired',
    defaultOrder: 'desc',
    present: (a) => a,
  }),

  getCustomerMetrics: async (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: await customerMetrics(ctx, who.tenantId) };
  },

  getServiceHealth: async (ctx) => {
    const who = requireCaller(ctx);
    const [records, available] = await Promise.all([
      ctx.data.records.list<ServiceHealthData>(who.tenantId, OPERATION_KINDS.serviceHealth),
      ctx.data.costs.dataRange(who.tenantId),
    ]);
    let services: string[] = [];
    if (available) {
      const days = monthDays(latestWholeMonth(available));
      const rows = await ctx.data.costs.aggregate({
        tenantId: who.tenantId,
        fromDay: days.from,
        toDay: days.to,
        metric: 'effective',
        granularity: 'total',
        groupBy: { kind: 'column', name: 'service' },
        filters: {},
      });
      // The rows without a service (group null) are no service whose health could be told.
      services = rows.flatMap((r) => (r.group === null ? [] : [r.group]));
    }
    const events = records
      .map((r) => ({ id: r.id, ...r.data }))
      .sort(
        (a, b) =>
          (a.status === 'active' ? 0 : 1) - (b.status === 'active' ? 0 : 1) ||
          b.startedAt.localeCompare(a.startedAt) ||
          a.id.localeCompare(b.id),
      );
    return {
      status: 200,
      body: { services: serviceStatuses([...services, ...OFFICE_SERVICES], events), events },
    };
  },

  ...collectionHandlers(alertDefinitionSpec, {
    list: 'listAlertDefinitions',
    create: 'createAlertDefinition',
    update: 'updateAlertDefinition',
    remove: 'deleteAlertDefinition',
  }),
  ...collectionHandlers(metricDefinitionSpec, {
    list: 'listMetricDefinitions',
    create: 'createMetricDefinition',
    update: 'updateMetricDefinition',
    remove: 'deleteMetricDefinition',
  }),
};
