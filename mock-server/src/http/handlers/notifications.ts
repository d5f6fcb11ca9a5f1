/**
 * What the portal sent, for admins: the e-mail outbox (queued, sending, sent, or failed for good
 * with the mail server's reason) and the events posted to each automation endpoint. The sending
 * itself: notify/deliveries.ts.
 */
import type { components } from '@portal/contracts/openapi';
import { OPERATION_KINDS } from '../../data/operation-records.ts';
import type { StoredMail } from '../../data/outbox-repository.ts';
import type { StoredWebhook } from '../../data/webhook-repository.ts';
import { automateEndpointName } from '../../notify/deliveries.ts';
import type { Handler, Handlers } from '../api.ts';
import { requireAdmin } from '../caller.ts';
import { notFound } from '../problem.ts';

type Schemas = components['schemas'];

function presentMail(m: StoredMail): Schemas['MailDelivery'] {
  return {
    id: m.id,
    subject: m.subject,
    recipients: m.recipients,
    status: m.status,
    attempts: m.attempts,
    queuedAt: m.queuedAt,
    ...(m.status === 'queued' && m.attempts > 0 ? { nextAttemptAt: m.nextAttemptAt } : {}),
    ...(m.sentAt ? { sentAt: m.sentAt } : {}),
    ...(m.error ? { error: m.error } : {}),
  };
}

function presentDelivery(d: StoredWebhook): Schemas['WebhookDelivery'] {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    queuedAt: d.queuedAt,
    // A held delivery waits for its endpoint, at no time a user could read.
    ...(d.status === 'queued' && !d.held ? { nextAttemptAt: d.nextAttemptAt } : {}),
    ...(d.deliveredAt ? { deliveredAt: d.deliveredAt } : {}),
    ...(d.responseStatus !== undefined ? { responseStatus: d.responseStatus } : {}),
    ...(d.error ? { error: d.error } : {}),
  };
}

const listMailDeliveries: Handler<'listMailDeliveries'> = async (ctx) => {
  const who = await requireAdmin(ctx, 'Reading the e-mails the portal sent');
  const limit = Number(ctx.matched.query.limit ?? 50);
  const status = ctx.matched.query.status as Schemas['MailDeliveryStatus'] | undefined;
  // Read past the limit when one status is asked for, so a page of it is still full.
  const mails = await ctx.data.outbox.list(who.tenantId, status ? 1000 : limit);
  return {
    status: 200,
    body: {
      relay: ctx.alerting.relay,
      items: mails
        .filter((m) => !status || m.status === status)
        .slice(0, limit)
        .map(presentMail),
    },
  };
};

const listAutomateEndpointDeliveries: Handler<'listAutomateEndpointDeliveries'> = async (ctx) => {
  const who = await requireAdmin(ctx, 'Reading what was posted to automation endpoints');
  const id = String(ctx.matched.path.id);
  if (!(await ctx.data.records.get(who.tenantId, OPERATION_KINDS.automateEndpoint, id)))
    throw notFound(`No automation endpoint ${id} in this tenant.`);
  const limit = Number(ctx.matched.query.limit ?? 20);
  const deliveries = await ctx.data.webhooks.list(who.tenantId, automateEndpointName(id), limit);
  return { status: 200, body: { items: deliveries.map(presentDelivery) } };
};

export const notificationHandlers: Handlers = { listMailDeliveries, listAutomateEndpointDeliveries };
