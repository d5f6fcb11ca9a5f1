/**
 * Alerts and metrics of the tenant (Designed): raised alerts that admins acknowledge and resolve,
 * the alert definitions that raise them, security alerts, metric alerts and their definitions,
 * the tenant's own figures computed from its data (customer metrics) and the health of the cloud
 * services it uses. Alerts, definitions and events are tenant records (seed/operations.ts); the
 * figures come from the cost tables and the office suite's records.
 */
import type { components } from '@portal/contracts/openapi';
import type { RaisedAlertData } from '../../alerts/alerting.ts';
import type { FieldError } from '../../contract/contract.ts';
import {
  type AlertDefinitionData,
  type MetricAlertData,
  type MetricDefinitionData,
  OPERATION_KINDS,
  type SecurityAlertData,
  type ServiceHealthData,
} from '../../data/operation-records.ts';
import { latestWholeMonth, monthDays } from '../../domain/calendar.ts';
import { customerMetrics } from '../../domain/operations/customer-metrics.ts';
import { OFFICE_SERVICES, serviceStatuses } from '../../domain/operations/service-health.ts';
import { tenantMoney } from '../../domain/tenant-money.ts';
import type { Handler, HandlerContext, Handlers } from '../api.ts';
import { requireAdmin, requireCaller } from '../caller.ts';
import { type CollectionSpec, collectionHandlers } from '../collections.ts';
import { listHandler } from '../list-handler.ts';
import { badRequest, notFound } from '../problem.ts';

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

// ------------------------------------------------------------------------------- handlers

/**
 * The definitions' create and update, each followed by an evaluation of the tenant's definitions
 * (a definition its data already crosses raises its alert at once); a failed evaluation is logged
 * and the save stands.
 */
function evaluatedAfterSave(handlers: Handlers): Handlers {
  const after =
    (handler: Handler<'createAlertDefinition'> | Handler<'updateAlertDefinition'> | undefined) =>
    async (ctx: HandlerContext) => {
      if (!handler) throw new Error('no such handler');
      const reply = await handler(ctx);
      const tenantId = ctx.caller?.tenantId;
      if (!tenantId || reply instanceof Response) return reply;
      await ctx.alerting
        .evaluate(tenantId)
        .catch((error: unknown) => console.error('alerts after a definition was saved:', error));
      // The answer says when the definition last raised an alert, this evaluation included.
      const saved = await ctx.data.records.get<AlertDefinitionData>(
        tenantId,
        OPERATION_KINDS.alertDefinition,
        reply.body.id,
      );
      const lastRaisedAt = saved?.data.lastRaisedAt;
      return lastRaisedAt ? { ...reply, body: { ...reply.body, lastRaisedAt } } : reply;
    };
  return {
    ...handlers,
    createAlertDefinition: after(handlers.createAlertDefinition) as Handler<'createAlertDefinition'>,
    updateAlertDefinition: after(handlers.updateAlertDefinition) as Handler<'updateAlertDefinition'>,
  };
}

/** An alert as the contract answers it: what the evaluation raised it for, in words, with its page. */
function presentAlert(id: string, { raisedFor, ...alert }: RaisedAlertData): Schemas['Alert'] {
  return {
    id,
    ...alert,
    ...(raisedFor ? { scope: raisedFor.scopeName, period: raisedFor.period, link: raisedFor.page } : {}),
  };
}

function alertChange(
  alert: RaisedAlertData,
  wanted: Schemas['AlertChange']['state'],
  by: string,
  at: string,
): RaisedAlertData {
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
      (await ctx.data.records.list<RaisedAlertData>(caller.tenantId, OPERATION_KINDS.alert)).map((r) =>
        presentAlert(r.id, r.data),
      ),
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
      const record = await tx.records.get<RaisedAlertData>(who.tenantId, OPERATION_KINDS.alert, id);
      if (!record) throw notFound(`No alert ${id} in this tenant.`);
      const at = ctx.now();
      const next = alertChange(record.data, state, who.displayName, at.toISOString());
      await tx.records.update(who.tenantId, OPERATION_KINDS.alert, id, next, at);
      return next;
    });
    return { status: 200, body: presentAlert(id, data) };
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
    return { status: 200, body: await customerMetrics(ctx.data, who.tenantId) };
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

  ...evaluatedAfterSave(
    collectionHandlers(alertDefinitionSpec, {
      list: 'listAlertDefinitions',
      create: 'createAlertDefinition',
      update: 'updateAlertDefinition',
      remove: 'deleteAlertDefinition',
    }),
  ),
  ...collectionHandlers(metricDefinitionSpec, {
    list: 'listMetricDefinitions',
    create: 'createMetricDefinition',
    update: 'updateMetricDefinition',
    remove: 'deleteMetricDefinition',
  }),
};
