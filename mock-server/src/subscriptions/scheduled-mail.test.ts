/**
 * Scheduled e-mails through the API on the test clock: subscribe, the schedule (once per slot, on
 * however many instances), the figures to the cent as the screen's own operation answers them in
 * the subscription's currency, the CSV attached, send now, and the unsubscribe link (no sign-in,
 * one click, then no longer valid).
 */
import type { components } from '@portal/contracts/openapi';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { StoredMail } from '../data/outbox-repository.ts';
import { encodeState } from '../offline/report-host/browser/protocol-codecs.ts';
import { localViewExporter } from '../offline/report-host/view-export.ts';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { createTestBackend } from '../testing/test-backend.ts';
import { ScheduledMails } from './scheduled-mail.ts';

type Schemas = components['schemas'];
const ADMIN = 'admin@contoso.example';
const FINANCE = 'finance@contoso.example';
const TENANT = 'contoso';
const SUBSCRIPTIONS = '/services/api-portal-customer/api/notification/subscriptions';
const UNSUBSCRIBE = '/services/api-portal-customer/api/notification/unsubscribe';
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

async function backend() {
  const b = await createTestBackend({
    seed: (db) => {
      seedCosts(db, [TENANT]);
      seedCostEntities(db, [TENANT]);
    },
  });
  onTestFinished(() => b.close());
  return b;
}
type Backend = Awaited<ReturnType<typeof backend>>;

async function subscribe(b: Backend, token: string, body: unknown) {
  return b.call(SUBSCRIPTIONS, { method: 'POST', token, body: JSON.stringify(body) });
}

const mailsOf = async (b: Backend, subscriptionId: string): Promise<StoredMail[]> =>
  (await b.data.outbox.list(TENANT, 100)).filter((m) =>
    m.topic.startsWith(`subscription:${subscriptionId}:`),
  );

/** The CSV's records as fields (no field here holds a comma or a quote). */
const records = (csv: string) =>
  csv
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

describe('scheduled e-mails', () => {
  it('mails a screen once per slot at its delivery time, with the figures of its screen to the cent in the currency asked', async () => {
    const b = await backend();
    const token = await b.tokenFor(ADMIN, TENANT);
    // The test clock: Saturday 2026-11-21, 09:00 UTC; the next Monday is 2026-11-23.
    const made = await subscribe(b, token, {
      target: { kind: 'screen', screen: 'budgets' },
      frequency: 'weekly',
      currency: 'EUR',
    });
    expect(made.status).toBe(201);
    const subscription = (await made.json()) as Schemas['Subscription'];
    expect(subscription).toMatchObject({
      name: 'Budgets',
      frequency: 'weekly',
      currency: 'EUR',
      email: ADMIN,
      link: '/billing/azure/budgets',
      nextDeliveryAt: '2026-11-23T06:00:00.000Z',
    });
    expect(subscription.lastSentAt).toBeUndefined();

    // The same screen at the same frequency again: refused; at another frequency: a second one.
    const again = await subscribe(b, token, {
      target: { kind: 'screen', screen: 'budgets' },
      frequency: 'weekly',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Schemas['Problem']).detail).toBe(
      'You already get Budgets weekly by e-mail.',
    );
    const listed = await json<Schemas['SubscriptionList']>(b.call(SUBSCRIPTIONS, { token }));
    expect(listed.items.map((s) => s.id)).toEqual([subscription.id]);
    // Another user of the tenant sees none of it.
    const finance = await b.tokenFor(FINANCE, TENANT);
    expect(
      (await json<Schemas['SubscriptionList']>(b.call(SUBSCRIPTIONS, { token: finance }))).items,
    ).toEqual([]);
    expect(
      (await b.call(`${SUBSCRIPTIONS}/${subscription.id}/send`, { method: 'POST', token: finance })).status,
    ).toBe(404);

    // Not due yet: nothing is mailed. Due: one e-mail, and only one however often the tick runs.
    expect(await b.scheduledMails.deliverDue()).toBe(0);
    b.advance(((2 * 24 - 3) * 60 - 1) * 60_000); // 2026-11-23T05:59
    expect(await b.scheduledMails.deliverDue()).toBe(0);
    b.advance(60_000);
    // Two instances at the same moment: one of them sends it.
    const other = new ScheduledMails(b.data, {
      box: b.pipelines.box,
      publicUrl: 'http://portal.test',
      exportView: localViewExporter(b.data),
      now: b.now,
    });
    const sent = await Promise.all([b.scheduledMails.deliverDue(), other.deliverDue()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await b.scheduledMails.deliverDue()).toBe(0);
    const [mail, ...more] = await mailsOf(b, subscription.id);
    expect(more).toEqual([]);
    expect(mail?.topic).toBe(`subscription:${subscription.id}:2026-11-23`);
    expect(mail?.recipients).toEqual([ADMIN]);

    // The figures are the budgets screen's, in euros, to the cent (a token of this time).
    const fresh = await b.tokenFor(ADMIN, TENANT);
    const screen = await json<Schemas['BudgetPage']>(
      b.call('/services/api-portal-customer/api/costs/budgets?currency=EUR&sort=used&order=desc', {
        token: fresh,
      }),
    );
    expect(screen.items.length).toBeGreaterThan(0);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe('budgets.csv');
    const [header, ...rows] = records(attachment?.content ?? '');
    expect(header).toEqual([
      'Budget',
      'Scope',
      'Monthly budget (EUR)',
      'Spent this month (EUR)',
      'Forecast (EUR)',
      'Used (%)',
      'Status',
      'Owner',
    ]);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4]])).toEqual(
      screen.items.map((item) => [item.name, item.amount, item.actual, item.forecast]),
    );
    // The e-mail writes them as people read them, and says where to see them and how to stop.
    const first = screen.items[0] as Schemas['Budget'];
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
      first.actual as Intl.StringNumericLiteral,
    );
    expect(mail?.text).toContain(`Spent this month: ${shown}`);
    expect(mail?.html).toContain(shown);
    expect(mail?.text).toContain('See it in the portal: http://portal.test/billing/azure/budgets');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Moved on to the next Monday.
    const [after] = (await json<Schemas['SubscriptionList']>(b.call(SUBSCRIPTIONS, { token: fresh }))).items;
    expect(after).toMatchObject({
      nextDeliveryAt: '2026-11-30T06:00:00.000Z',
      lastSentAt: '2026-11-23T06:00:00.000Z',
    });
  });

  it("sends one now, and the e-mail's link unsubscribes without a sign-in, once", async () => {
    const b = await backend();
    const token = await b.tokenFor(ADMIN, TENANT);
    const subscription = await json<Schemas['Subscription']>(
      subscribe(b, token, { target: { kind: 'screen', screen: 'anomalies' }, frequency: 'daily' }),
    );
    const now = await b.call(`${SUBSCRIPTIONS}/${subscription.id}/send`, { method: 'POST', token });
    expect(now.status).toBe(202);
    expect(((await now.json()) as Schemas['Subscription']).lastSentAt).toBe(b.now().toISOString());
    const [mail] = await mailsOf(b, subscription.id);
    expect(mail?.subject).toContain('Anomalies');
    expect(records(mail?.attachments[0]?.content ?? '')[0]).toContain('Impact (USD)');

    const post = /^<http:\/\/portal\.test(\/[^?]+)\?token=([A-Za-z0-9_-]+)>$/.exec(
      mail?.headers['List-Unsubscribe'] ?? '',
    );
    expect(post?.[1]).toBe(UNSUBSCRIBE);
    const link = `${UNSUBSCRIBE}?token=${post?.[2]}`;
    expect(mail?.text).toContain(`http://portal.test/unsubscribe?token=${post?.[2]}`);
    // Reading the link changes nothing (mail scanners open links).
    expect(await json(b.call(link))).toEqual({ name: 'Anomalies', frequency: 'daily', email: ADMIN });
    expect((await json<Schemas['SubscriptionList']>(b.call(SUBSCRIPTIONS, { token }))).items).toHaveLength(1);
    // A mail client's one-click POST unsubscribes.
    const done = await b.call(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect((await json<Schemas['SubscriptionList']>(b.call(SUBSCRIPTIONS, { token }))).items).toEqual([]);
    const stale = await b.call(link, { method: 'POST' });
    expect(stale.status).toBe(404);
    expect(((await stale.json()) as Schemas['Problem']).detail).toBe(
      'This unsubscribe link is no longer valid: the subscription has ended or was removed.',
    );
    expect((await b.call(`${UNSUBSCRIBE}?token=${'x'.repeat(43)}`)).status).toBe(404);
  });

  it("mails a saved view's page with its filters, and refuses a view of someone else, a currency without a rate and bad input", async () => {
    const b = await backend();
    const token = await b.tokenFor(ADMIN, TENANT);
    const viewer = { tenantId: TENANT, userId: (await b.data.accounts.userByUpn(ADMIN))?.id ?? '' };
    const state = encodeState({
      v: 1,
      page: 'ReportSection2',
      filters: [],
      pageFilters: {},
    });
    await b.data.savedViews.add(viewer, {
      entryId: 'view-by-service',
      tenantId: TENANT,
      pageName: 'azure/cost-overview',
      tabName: 'Summary',
      name: 'By service this year',
      state,
      createdAt: b.now().toISOString(),
      lastUsedAt: null,
    });
    const made = await subscribe(b, token, {
      target: { kind: 'view', viewId: 'view-by-service' },
      frequency: 'monthly',
    });
    expect(made.status).toBe(201);
    const subscription = (await made.json()) as Schemas['Subscription'];
    expect(subscription).toMatchObject({
      name: 'Cost overview (Summary): By service this year',
      link: '/billing/azure/cost-overview?tab=Summary',
      nextDeliveryAt: '2026-12-01T06:00:00.000Z',
    });
    await b.call(`${SUBSCRIPTIONS}/${subscription.id}/send`, { method: 'POST', token });
    const [mail] = await mailsOf(b, subscription.id);
    expect(mail?.attachments.every((a) => a.filename.endsWith('.csv'))).toBe(true);
    // The page's cost per service: every service of the window.
    const byService = (m: StoredMail | undefined) => {
      const found = m?.attachments
        .map((a) => records(a.content))
        .find((r) => r[0]?.join(',') === 'Name,Value (USD)');
      return (found ?? []).slice(1);
    };
    const services = byService(mail);
    expect(services.length).toBeGreaterThan(1);
    const [first] = services as [string[]];

    // The same page with a page filter on one service: only that service, with the same figure.
    await b.data.savedViews.add(viewer, {
      entryId: 'view-one-service',
      tenantId: TENANT,
      pageName: 'azure/cost-overview',
      tabName: 'Summary',
      name: 'One service',
      state: encodeState({
        v: 1,
        page: 'ReportSection2',
        filters: [],
        pageFilters: {
          ReportSection2: [
            {
              $schema: 'http://powerbi.com/product/schema#basic',
              filterType: 1,
              target: { table: 'Costs', column: 'ServiceName' },
              operator: 'In',
              values: [first[0] as string],
            },
          ],
        },
      }),
      createdAt: b.now().toISOString(),
      lastUsedAt: null,
    });
    const filtered = await json<Schemas['Subscription']>(
      subscribe(b, token, { target: { kind: 'view', viewId: 'view-one-service' }, frequency: 'monthly' }),
    );
    await b.call(`${SUBSCRIPTIONS}/${filtered.id}/send`, { method: 'POST', token });
    expect(byService((await mailsOf(b, filtered.id))[0])).toEqual([first]);

    const finance = await b.tokenFor(FINANCE, TENANT);
    const theirs = await subscribe(b, finance, {
      target: { kind: 'view', viewId: 'view-by-service' },
      frequency: 'monthly',
    });
    expect(theirs.status).toBe(404);
    const unrated = await subscribe(b, token, {
      target: { kind: 'screen', screen: 'budgets' },
      frequency: 'daily',
      currency: 'XYZ',
    });
    expect(unrated.status).toBe(400);
    const bad = await subscribe(b, token, {
      target: { kind: 'screen', screen: 'nope' },
      frequency: 'hourly',
    });
    expect(bad.status).toBe(400);
    expect((await b.call(`${SUBSCRIPTIONS}/nope`, { method: 'DELETE', token })).status).toBe(404);
    expect((await b.call(`${SUBSCRIPTIONS}/${subscription.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect(
      (await json<Schemas['SubscriptionList']>(b.call(SUBSCRIPTIONS, { token }))).items.map((i) => i.id),
    ).toEqual([filtered.id]);
  });
});
