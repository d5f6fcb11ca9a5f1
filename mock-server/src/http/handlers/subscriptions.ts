/**
 * The signed-in user's scheduled e-mails (subscribe, list, send now, unsubscribe) and the
 * unsubscribe link of the e-mails, which needs no sign-in: its token names the subscription.
 */
import type { components } from '@portal/contracts/openapi';
import type { StoredSubscription } from '../../data/subscription-repository.ts';
import {
  SubscriptionRefusal,
  type SubscriptionRequest,
  targetOf,
} from '../../subscriptions/scheduled-mail.ts';
import type { Handler, HandlerContext, Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { forbidden, HttpProblem, notFound } from '../problem.ts';

type Schemas = components['schemas'];

/** A refusal of the service (a screen the user cannot open, a view not theirs) as its problem. */
async function refusedAs403Or404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SubscriptionRefusal) || error.status === 409) throw error;
    throw error.status === 404 ? notFound(error.message) : forbidden(error.message);
  }
}

/** As {@link refusedAs403Or404}, and the target already subscribed at the frequency (409). */
async function refusedAsProblem<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SubscriptionRefusal && error.status === 409)
      throw new HttpProblem(409, 'Conflict', { detail: error.message });
    throw error;
  }
}

function present(s: StoredSubscription): Schemas['Subscription'] {
  return {
    id: s.id,
    name: s.name,
    target: targetOf(s),
    frequency: s.frequency,
    currency: s.currency,
    email: s.email,
    link: s.link,
    createdAt: s.createdAt,
    nextDeliveryAt: s.nextAt,
    ...(s.lastSentAt ? { lastSentAt: s.lastSentAt } : {}),
  };
}

const GONE = 'This unsubscribe link is no longer valid: the subscription has ended or was removed.';

const tokenOf = (ctx: HandlerContext) => String(ctx.matched.query.token);

const listSubscriptions: Handler<'listSubscriptions'> = async (ctx) => {
  const who = requireCaller(ctx);
  const items = await ctx.scheduledMails.list(who.tenantId, who.userId);
  return { status: 200, body: { items: items.map(present) } };
};

const createSubscription: Handler<'createSubscription'> = async (ctx) => {
  const who = requireCaller(ctx);
  const input = ctx.matched.body as Schemas['SubscriptionInput'];
  const made = await refusedAsProblem(() =>
    refusedAs403Or404(() =>
      ctx.scheduledMails.subscribe(who.tenantId, who.userId, input as SubscriptionRequest),
    ),
  );
  return { status: 201, body: present(made) };
};

const deleteSubscription: Handler<'deleteSubscription'> = async (ctx) => {
  const who = requireCaller(ctx);
  const id = String(ctx.matched.path.id);
  if (!(await ctx.scheduledMails.remove(who.tenantId, who.userId, id)))
    throw notFound(`No subscription ${id} of this user.`);
  return { status: 204, body: undefined };
};

const sendSubscription: Handler<'sendSubscription'> = async (ctx) => {
  const who = requireCaller(ctx);
  const sent = await refusedAs403Or404(() =>
    ctx.scheduledMails.sendNow(who.tenantId, who.userId, String(ctx.matched.path.id)),
  );
  return { status: 202, body: present(sent) };
};

const describeUnsubscribe: Handler<'describeUnsubscribe'> = async (ctx) => {
  const found = await ctx.scheduledMails.byToken(tokenOf(ctx));
  if (!found) throw notFound(GONE);
  return { status: 200, body: { name: found.name, frequency: found.frequency, email: found.email } };
};

const unsubscribe: Handler<'unsubscribe'> = async (ctx) => {
  const gone = await ctx.scheduledMails.unsubscribe(tokenOf(ctx));
  if (!gone) throw notFound(GONE);
  return { status: 200, body: { name: gone.name, frequency: gone.frequency, email: gone.email } };
};

export const subscriptionHandlers: Handlers = {
  listSubscriptions,
  createSubscription,
  deleteSubscription,
  sendSubscription,
  describeUnsubscribe,
  unsubscribe,
};
