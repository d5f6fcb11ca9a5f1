/**
 * Alerts that fire: after every change of a tenant's data (an import, a pipeline run, a reseed) and
 * once a day, every enabled alert definition of the tenant is evaluated on its figures
 * (domain/alerts/conditions.ts). A firing alert is raised once per definition, scope and period:
 * its id is derived from them and inserted only if absent, in the transaction that queues its
 * e-mails (one per recipient) and its webhook events (each automate endpoint that takes the event,
 * and the monitoring integration). However often, and on however many instances, the evaluation
 * runs, there is one alert, one mail per recipient and one event per endpoint. An alert whose
 * condition has cleared resolves itself and stays in the history.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess, Repositories } from '../data/data-access.ts';
import type { AlertData, AlertDefinitionData, AutomateEndpointData } from '../data/operation-records.ts';
import { OPERATION_KINDS } from '../data/operation-records.ts';
import { type Firing, firings } from '../domain/alerts/conditions.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { automateEndpointName, MONITORING_ENDPOINT, type MonitoringDocument } from '../notify/deliveries.ts';
import {
  type AlertNoticeContext,
  alertEvent,
  alertMail,
  alertMessage,
  eventTypesOf,
} from './alert-notice.ts';
import { tenantFigures } from './figures.ts';

type Schemas = components['schemas'];

/** An alert as stored: the contract's fields, and what the evaluation raised it for. */
export type RaisedAlertData = AlertData & {
  /** Set on the alerts the evaluation raised (the seed's history has none). */
  raisedFor?: { scope: string; period: string; scopeName: string; page: string };
};

/** Who resolves an alert whose condition cleared. */
export const CLEARED_BY = 'Portal (the condition cleared)';

export interface AlertingOptions {
  /** The portal's public address, for the links in mails and events (read when an alert is raised). */
  publicUrl: string | (() => string);
  now?: (() => Date) | undefined;
  /** Whether a mail relay sends the outbox (without one, messages wait). */
  relay?: boolean;
  /** Called after an evaluation queued mails or events (the deliveries start at once). */
  onQueued?: () => void;
}

export interface Evaluation {
  raised: number;
  resolved: number;
}

type Definition = { id: string; data: AlertDefinitionData };

export const alertIdOf = (tenantId: string, definitionId: string, scope: string, period: string) =>
  stableUuid('alert', tenantId, definitionId, scope, period);

export class Alerting {
  readonly #data: DataAccess;
  readonly #options: AlertingOptions;
  readonly #now: () => Date;
  #lastDay: string | undefined;
  /** Whether a mail relay sends the outbox. */
  readonly relay: boolean;

  constructor(data: DataAccess, options: AlertingOptions) {
    this.#data = data;
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    this.relay = options.relay ?? false;
  }

  /** Evaluates every enabled definition of the tenant on its data now. */
  async evaluate(tenantId: string): Promise<Evaluation> {
    const definitions = (
      await this.#data.records.list<AlertDefinitionData>(tenantId, OPERATION_KINDS.alertDefinition)
    ).filter((d) => d.data.enabled);
    if (definitions.length === 0) return this.#resolveCleared(tenantId, new Set(), new Set());
    const now = this.#now();
    const kinds = new Set(definitions.map((d) => d.data.kind));
    const figures = await tenantFigures(
      this.#data,
      tenantId,
      {
        costs: kinds.has('cost') || kinds.has('budget') || kinds.has('anomaly'),
        office: kinds.has('licence-waste'),
      },
      now,
    );
    const tenantName = (await this.#data.tenants.displayName(tenantId)) ?? tenantId;
    const fired = definitions.flatMap((d) =>
      firings({ id: d.id, ...d.data }, figures, tenantName).map((f) => ({ definition: d, firing: f })),
    );
    let raised = 0;
    const firingIds = new Set<string>();
    for (const { definition, firing } of fired) {
      const alertId = alertIdOf(tenantId, definition.id, firing.scope, firing.period);
      firingIds.add(alertId);
      const ctx: AlertNoticeContext = {
        alertId,
        definitionName: definition.data.name,
        kind: definition.data.kind,
        currency: figures.currency,
        tenantId,
        tenantName,
        raisedAt: now.toISOString(),
        publicUrl:
          typeof this.#options.publicUrl === 'string' ? this.#options.publicUrl : this.#options.publicUrl(),
      };
      if (await this.#raise(definition, firing, ctx)) raised += 1;
    }
    const evaluated = new Set(definitions.map((d) => d.id));
    const { resolved } = await this.#resolveCleared(tenantId, evaluated, firingIds);
    if (raised > 0) this.#options.onQueued?.();
    return { raised, resolved };
  }

  /** Raises one alert with its mails and events, unless it was raised before; answers whether it was now. */
  async #raise(definition: Definition, firing: Firing, ctx: AlertNoticeContext): Promise<boolean> {
    const at = new Date(ctx.raisedAt);
    return this.#data.transaction(async (tx) => {
      const alert: RaisedAlertData = {
        definitionId: definition.id,
        name: definition.data.name,
        kind: definition.data.kind,
        severity: firing.severity,
        state: 'active',
        message: alertMessage(firing, ctx.currency),
        raisedAt: ctx.raisedAt,
        raisedFor: {
          scope: firing.scope,
          period: firing.period,
          scopeName: firing.scope === 'tenant' ? ctx.tenantName : firing.scopeName,
          page: firing.page,
        },
      };
      const added = await tx.records.insertIfAbsent(
        ctx.tenantId,
        OPERATION_KINDS.alert,
        ctx.alertId,
        alert,
        at,
      );
      if (!added) return false;
      await tx.records.update(
        ctx.tenantId,
        OPERATION_KINDS.alertDefinition,
        definition.id,
        { ...definition.data, lastRaisedAt: ctx.raisedAt },
        at,
      );
      await queueMails(tx, definition, firing, ctx);
      await queueEvents(tx, firing, ctx);
      return true;
    });
  }

  /** Resolves the raised alerts of the evaluated definitions whose condition no longer holds. */
  async #resolveCleared(tenantId: string, evaluated: Set<string>, firing: Set<string>): Promise<Evaluation> {
    const open = (await this.#data.records.list<RaisedAlertData>(tenantId, OPERATION_KINDS.alert)).filter(
      (a) =>
        a.data.raisedFor &&
        a.data.state !== 'resolved' &&
        evaluated.has(a.data.definitionId ?? '') &&
        !firing.has(a.id),
    );
    if (open.length === 0) return { raised: 0, resolved: 0 };
    const now = this.#now();
    await this.#data.transaction(async (tx) => {
      for (const alert of open) {
        await tx.records.update(
          tenantId,
          OPERATION_KINDS.alert,
          alert.id,
          { ...alert.data, state: 'resolved', resolvedAt: now.toISOString(), resolvedBy: CLEARED_BY },
          now,
        );
      }
    });
    return { raised: 0, resolved: open.length };
  }

  /** Evaluates every tenant (the daily run, a reseed). */
  async evaluateAll(): Promise<Evaluation> {
    const total: Evaluation = { raised: 0, resolved: 0 };
    for (const tenantId of await this.#data.focusImports.tenantIds()) {
      const one = await this.evaluate(tenantId);
      total.raised += one.raised;
      total.resolved += one.resolved;
    }
    return total;
  }

  /** The daily evaluation: every tenant, at this instance's first tick of each UTC day. */
  async daily(): Promise<Evaluation | undefined> {
    const day = this.#now().toISOString().slice(0, 10);
    if (this.#lastDay === day) return undefined;
    this.#lastDay = day;
    return this.evaluateAll();
  }
}

async function queueMails(tx: Repositories, definition: Definition, firing: Firing, ctx: AlertNoticeContext) {
  const mail = alertMail(firing, ctx);
  for (const recipient of definition.data.recipients) {
    await tx.outbox.queue({
      id: stableUuid('mail', ctx.alertId, recipient.toLowerCase()),
      tenantId: ctx.tenantId,
      topic: `alert:${ctx.alertId}`,
      recipients: [recipient],
      ...mail,
      queuedAt: ctx.raisedAt,
    });
  }
}

async function queueEvents(tx: Repositories, firing: Firing, ctx: AlertNoticeContext) {
  const types = eventTypesOf(ctx.kind);
  const endpoints = await tx.records.list<AutomateEndpointData>(
    ctx.tenantId,
    OPERATION_KINDS.automateEndpoint,
  );
  const targets: { endpoint: string; type: string }[] = [];
  for (const e of endpoints) {
    const type = types.find((t) => e.data.enabled && e.data.events.includes(t as Schemas['AutomateEvent']));
    if (type) targets.push({ endpoint: automateEndpointName(e.id), type });
  }
  const monitoring = await tx.documents.read<MonitoringDocument | null>(ctx.tenantId, 'monitoring', null);
  if (monitoring?.enabled !== false && monitoring?.sealedApiKey)
    targets.push({ endpoint: MONITORING_ENDPOINT, type: 'alert-raised' });
  for (const target of targets) {
    await tx.webhooks.queue({
      id: stableUuid('webhook', ctx.alertId, target.endpoint),
      tenantId: ctx.tenantId,
      endpoint: target.endpoint,
      eventId: ctx.alertId,
      eventType: target.type,
      body: alertEvent(firing, ctx, target.type),
      queuedAt: ctx.raisedAt,
    });
  }
}
