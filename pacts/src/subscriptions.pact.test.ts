import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { API, expectOk, fromState, oneOf, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, eachLike, regex } = MatchersV3;

const pact = restPact();
const withJson = { ...withAppToken, 'Content-Type': 'application/json' };
const dateTime = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', example);
const SUBSCRIPTION_ID = '3a0f6c1e-0000-5000-a000-0000000000aa';
/** The state's unsubscribe token (fixed, so the example is the real one). */
const TOKEN = 'pactUnsubscribeToken0123456789abcdefABCDEF_-';
const onSubscription = (suffix = '') =>
  fromState(`${API}/notification/subscriptions/{subscriptionId}${suffix}`, {
    subscriptionId: SUBSCRIPTION_ID,
  });

/** What the subscribe dialog and the scheduled e-mails page read of a subscription. */
const subscription = {
  id: like(SUBSCRIPTION_ID),
  name: like('Budgets'),
  target: { kind: oneOf(['screen'], 'screen'), screen: oneOf(['budgets', 'anomalies'], 'budgets') },
  frequency: oneOf(['daily', 'weekly', 'monthly'], 'weekly'),
  currency: regex('^[A-Z]{3}$', 'USD'),
  email: like('admin@contoso.example'),
  link: like('/billing/azure/budgets'),
  nextDeliveryAt: dateTime('2026-11-23T06:00:00.000Z'),
};

describe('scheduled e-mails: the subscribe dialog, the scheduled e-mails page and the unsubscribe page', () => {
  it("listSubscriptions: the user's own subscriptions (200)", async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.budgetsSubscription)
      .uponReceiving('a user reads their scheduled e-mails')
      .reference('openapi', 'operationId', 'listSubscriptions')
      .withRequest('GET', `${API}/notification/subscriptions`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody({ items: eachLike(subscription) }))
      .executeTest(async (server) => {
        const mine = expectOk(await portalClient(server).api.subscriptions.list());
        expect(mine.items[0]?.frequency).toBe('weekly');
      });
  });

  it('createSubscription: a user subscribes to the anomalies screen, monthly, in euros (201)', async () => {
    const body = {
      target: { kind: 'screen', screen: 'anomalies' },
      frequency: 'monthly',
      currency: 'EUR',
    } as const;
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('a user subscribes to the anomalies screen monthly')
      .reference('openapi', 'operationId', 'createSubscription')
      .withRequest('POST', `${API}/notification/subscriptions`, (builder) =>
        builder.headers(withJson).jsonBody(body),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          ...subscription,
          name: like('Anomalies'),
          frequency: oneOf(['monthly'], 'monthly'),
          currency: oneOf(['EUR'], 'EUR'),
          nextDeliveryAt: dateTime('2026-12-01T06:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const made = expectOk(await portalClient(server).api.subscriptions.create(body), 201);
        expect(made.nextDeliveryAt).toBe('2026-12-01T06:00:00.000Z');
      });
  });

  it('sendSubscription: a user has one sent now (202)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.budgetsSubscription)
      .uponReceiving('a user has a scheduled e-mail sent now')
      .reference('openapi', 'operationId', 'sendSubscription')
      .withRequest('POST', onSubscription('/send') as unknown as string, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(202, (builder) =>
        builder.jsonBody({ ...subscription, lastSentAt: dateTime('2026-11-21T09:00:00.000Z') }),
      )
      .executeTest(async (server) => {
        const sent = expectOk(await portalClient(server).api.subscriptions.send(SUBSCRIPTION_ID), 202);
        expect(sent.lastSentAt).toBeDefined();
      });
  });

  it('deleteSubscription: a user unsubscribes in the portal (204)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.budgetsSubscription)
      .uponReceiving('a user unsubscribes from a scheduled e-mail')
      .reference('openapi', 'operationId', 'deleteSubscription')
      .withRequest('DELETE', onSubscription() as unknown as string, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.subscriptions.remove(SUBSCRIPTION_ID), 204);
      });
  });

  it("describeUnsubscribe: the e-mail's link names the subscription, without a sign-in (200)", async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.budgetsSubscription)
      .uponReceiving("an e-mail's unsubscribe link is opened")
      .reference('openapi', 'operationId', 'describeUnsubscribe')
      .withRequest('GET', `${API}/notification/unsubscribe`, (builder) => builder.query({ token: TOKEN }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          name: like('Budgets'),
          frequency: oneOf(['daily', 'weekly', 'monthly'], 'weekly'),
          email: like('admin@contoso.example'),
        }),
      )
      .executeTest(async (server) => {
        const found = expectOk(
          await portalClient(server, { accessToken: null }).api.subscriptions.describeUnsubscribe(TOKEN),
        );
        expect(found.name).toBe('Budgets');
      });
  });

  it("unsubscribe: the unsubscribe page's button, without a sign-in (200)", async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.budgetsSubscription)
      .uponReceiving("the unsubscribe page's button is pressed")
      .reference('openapi', 'operationId', 'unsubscribe')
      .withRequest('POST', `${API}/notification/unsubscribe`, (builder) => builder.query({ token: TOKEN }))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          name: like('Budgets'),
          email: like('admin@contoso.example'),
          frequency: like('weekly'),
        }),
      )
      .executeTest(async (server) => {
        const gone = expectOk(
          await portalClient(server, { accessToken: null }).api.subscriptions.unsubscribe(TOKEN),
        );
        expect(gone.email).toBe('admin@contoso.example');
      });
  });
});
