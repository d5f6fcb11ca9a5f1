/**
 * The alerts' mail and webhooks end to end in the suite: definitions evaluated on the seeded data,
 * the outbox sent by nodemailer to a real SMTP server (the offline mail catcher: STARTTLS and a
 * sign-in), the events posted to a real https receiver that checks each signature; retries,
 * refusals, time-outs and pauses on the test clock.
 */

import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import type { components } from '@portal/contracts/openapi';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { OPERATION_KINDS } from '../data/operation-records.ts';
import { type LocalCertificate, localCertificate } from '../offline/local-certificate.ts';
import { MailCatcher } from '../offline/mail/mail-catcher.ts';
import { WebhookReceiver } from '../offline/webhooks/webhook-receiver.ts';
import { type SealedSecret, SecretBox } from '../secrets/secret-box.ts';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { seedOperations } from '../seed/operations.ts';
import { createTestBackend } from '../testing/test-backend.ts';
import {
  Deliveries,
  FIRST_BACKOFF_MS,
  PAUSE_AFTER_FAILURES,
  resealNotificationSecrets,
} from './deliveries.ts';
import { smtpMailer } from './mailer.ts';
import { httpsWebhookSender, type WebhookSender } from './webhooks.ts';

let certificate!: LocalCertificate;
let catcher: MailCatcher;
let receiver: WebhookReceiver;

beforeAll(async () => {
  certificate = await localCertificate('notifications-test.localhost');
  catcher = new MailCatcher(certificate);
  await catcher.start(0);
  receiver = new WebhookReceiver(certificate);
  await receiver.start(0);
});
afterAll(async () => {
  await catcher.stop();
  await receiver.stop();
});

type Schemas = components['schemas'];
const ADMIN = 'admin@contoso.example';
/** A tenant with cost data, budgets and an automation endpoint of the seed's. */
const TENANT = 'fabrikam';
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const DEFINITIONS = '/services/api-portal-customer/api/alerts/definitions';
const ENDPOINTS = '/services/api-portal-customer/api/config/automate-endpoints';
const MAIL = '/services/api-portal-customer/api/notification/email';

async function backendWithDefinition(recipients: string[]) {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, [TENANT]);
      seedCostEntities(db, [TENANT]);
      seedOperations(db, [TENANT]);
    },
  });
  onTestFinished(() => backend.close());
  const token = await backend.tokenFor(ADMIN, TENANT);
  // Only this definition: the seed's are switched off, so the counts below are this one's.
  for (const d of await backend.data.records.list<{ enabled: boolean }>(
    TENANT,
    OPERATION_KINDS.alertDefinition,
  ))
    await backend.data.records.update(
      TENANT,
      OPERATION_KINDS.alertDefinition,
      d.id,
      { ...d.data, enabled: false },
      backend.now(),
    );
  const created = await backend.call(DEFINITIONS, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: 'Any budget at 1%',
      kind: 'budget',
      thresholdPercent: 1,
      recipients,
      enabled: true,
    }),
  });
  expect(created.status).toBe(201);
  return { backend, token };
}

const mailer = () =>
  smtpMailer({ url: catcher.url, from: 'portal@localhost', ca: certificate.cert, timeoutMs: 5000 });
/** The offline sender, trusting the receiver's certificate (made in beforeAll). */
const trusting: WebhookSender = (post) =>
  httpsWebhookSender({ policy: 'loopback', ca: [certificate.cert] })(post);

describe('alert mail through the SMTP server', () => {
  it('raises once however often it runs, mails over STARTTLS with a sign-in, and keeps a refused recipient with its reason', async () => {
    const { backend, token } = await backendWithDefinition([
      'finance@fabrikam.example',
      'nobody@refused.invalid',
    ]);
    // Saving the definition evaluated it: its data crosses 1% of every budget.
    const raised = (
      await backend.data.records.list<{ definitionId?: string; state: string }>(TENANT, OPERATION_KINDS.alert)
    ).filter(
      (a) =>
        a.data.state === 'active' && a.data.definitionId && (a.data as { raisedFor?: unknown }).raisedFor,
    );
    expect(raised.length).toBeGreaterThan(0);
    expect(await backend.alerting.evaluate(TENANT)).toEqual({ raised: 0, resolved: 0 });

    const before = catcher.messages.length;
    const deliveries = new Deliveries(backend.data, {
      mailer: mailer(),
      webhooks: trusting,
      box: backend.pipelines.box,
      now: backend.now,
    });
    await deliveries.drain();
    const mine = catcher.messages
      .slice(before)
      .filter((m) => m.subject.startsWith('Alert: Any budget at 1%'));
    expect(mine).toHaveLength(raised.length);
    for (const m of mine) {
      expect(m.to).toEqual(['finance@fabrikam.example']);
      expect(m.secure).toBe(true);
      expect(m.authenticated).toBe('portal');
      expect(m.text).toMatch(/Threshold: 1% of \$[\d,]+\.\d\d/);
      expect(m.text).toContain('See it in the portal: http://portal.test/billing/azure/budgets');
      expect(m.html).toContain('<a href="http://portal.test/billing/azure/budgets">');
    }
    // A second drain sends nothing again.
    await deliveries.drain();
    expect(
      catcher.messages.slice(before).filter((m) => m.subject.startsWith('Alert: Any budget at 1%')),
    ).toHaveLength(raised.length);

    const list = await json<Schemas['MailDeliveryList']>(backend.call(`${MAIL}?status=failed`, { token }));
    expect(list.relay).toBe(false);
    expect(list.items).toHaveLength(raised.length);
    expect(list.items[0]).toMatchObject({
      recipients: ['nobody@refused.invalid'],
      status: 'failed',
      attempts: 1,
    });
    expect(list.items[0]?.error).toMatch(/^The mail server refused the message: 550 /);
  });

  it('sends nothing in the clear to a server without STARTTLS, and tries again later', async () => {
    const { backend } = await backendWithDefinition(['finance@fabrikam.example']);
    // A server that speaks SMTP but offers no STARTTLS.
    const plain = createNetServer((socket) => {
      socket.write('220 plain ready\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString();
        if (/^EHLO/i.test(line)) socket.write('250-plain\r\n250 AUTH PLAIN\r\n');
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write(`502 not here (${line.trim().split(' ')[0]})\r\n`);
      });
    });
    const said: string[] = [];
    plain.on('connection', (socket) => socket.on('data', (chunk) => said.push(chunk.toString())));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => plain.close(() => resolve())));
    const port = (plain.address() as AddressInfo).port;
    await new Deliveries(backend.data, {
      mailer: smtpMailer({
        url: `smtp://portal:pw@localhost:${port}`,
        from: 'portal@localhost',
        timeoutMs: 5000,
      }),
      webhooks: trusting,
      box: backend.pipelines.box,
      now: backend.now,
    }).drain();
    const [mail] = (await backend.data.outbox.list(TENANT, 50)).filter((m) => m.topic.startsWith('alert:'));
    expect(mail).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'The mail server offers no STARTTLS, and the portal sends nothing in the clear.',
    });
    expect(said.join('')).not.toMatch(/AUTH|MAIL FROM/);
  });

  it('tries again with backoff when the server defers the message, and sends it once it takes it', async () => {
    const { backend } = await backendWithDefinition(['finance@fabrikam.example']);
    const deliveries = new Deliveries(backend.data, {
      mailer: mailer(),
      webhooks: trusting,
      box: backend.pipelines.box,
      now: backend.now,
    });
    const mine = async () =>
      (await backend.data.outbox.list(TENANT, 50)).filter((m) => m.topic.startsWith('alert:'));
    const count = (await mine()).length;
    catcher.deferNext(count);
    await deliveries.drain();
    let [mail] = await mine();
    expect(mail).toMatchObject({ status: 'queued', attempts: 1 });
    expect(mail?.error).toMatch(/^The mail server refused the message: 451 /);
    expect(Date.parse(mail?.nextAttemptAt ?? '') - +backend.now()).toBe(FIRST_BACKOFF_MS);
    await deliveries.drain();
    expect((await mine()).find((m) => m.id === mail?.id)?.status).toBe('queued');
    backend.advance(FIRST_BACKOFF_MS);
    await deliveries.drain();
    [mail] = (await mine()).filter((m) => m.id === mail?.id);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('raises one alert and queues one mail when two instances evaluate at the same moment', async () => {
    const { backend } = await backendWithDefinition(['finance@fabrikam.example']);
    await backend.data.transaction(async (tx) => {
      for (const a of await tx.records.list(TENANT, OPERATION_KINDS.alert))
        await tx.records.remove(TENANT, OPERATION_KINDS.alert, a.id);
    });
    const { Alerting } = await import('../alerts/alerting.ts');
    const other = new Alerting(backend.data, { publicUrl: 'http://portal.test', now: backend.now });
    const [a, b] = await Promise.all([backend.alerting.evaluate(TENANT), other.evaluate(TENANT)]);
    const alerts = (await backend.data.records.list(TENANT, OPERATION_KINDS.alert)).length;
    expect(a.raised + b.raised).toBe(alerts);
    const mails = (await backend.data.outbox.list(TENANT, 500)).filter((m) => m.topic.startsWith('alert:'));
    expect(new Set(mails.map((m) => m.topic)).size).toBe(mails.length);
  });
});

describe('alert webhooks to an https receiver', () => {
  async function withEndpoint(path: string) {
    const { backend, token } = await backendWithDefinition(['finance@fabrikam.example']);
    const secret = `secret-for-${path.slice(1)}-0123456789`;
    receiver.expect(path, secret);
    receiver.clock = backend.now;
    const response = await backend.call(ENDPOINTS, {
      method: 'POST',
      token,
      body: JSON.stringify({
        name: `Receiver ${path}`,
        url: `${receiver.url}${path}`,
        events: ['alert-raised'],
        enabled: true,
        signingSecret: secret,
      }),
    });
    expect(response.status).toBe(201);
    const endpoint = await json<Schemas['AutomateEndpoint']>(response);
    expect(endpoint).toMatchObject({ secretSet: true, status: { state: 'active', consecutiveFailures: 0 } });
    expect(JSON.stringify(endpoint)).not.toContain(secret);
    // Saving the endpoint is no data change: the alerts raised before it have no event for it.
    await backend.data.transaction(async (tx) => {
      for (const a of await tx.records.list(TENANT, OPERATION_KINDS.alert))
        await tx.records.remove(TENANT, OPERATION_KINDS.alert, a.id);
    });
    await backend.alerting.evaluate(TENANT);
    return { backend, token, endpoint, secret };
  }

  it('posts each event signed, tries again after a 500, and delivers it once', async () => {
    const { backend, token, endpoint } = await withEndpoint('/retry');
    const deliveries = new Deliveries(backend.data, {
      mailer: undefined,
      webhooks: trusting,
      box: backend.pipelines.box,
      now: backend.now,
    });
    receiver.failNext(1);
    await deliveries.drain();
    const failed = receiver.events.filter((e) => e.path === '/retry' && e.status === 500);
    expect(failed).toHaveLength(1);
    let list = await json<Schemas['WebhookDeliveryList']>(
      backend.call(`${ENDPOINTS}/${endpoint.id}/deliveries`, { token }),
    );
    const retried = list.items.find((d) => d.eventId === failed[0]?.eventId);
    expect(retried).toMatchObject({
      status: 'queued',
      attempts: 1,
      responseStatus: 500,
      error: 'The endpoint answered 500.',
    });
    backend.advance(FIRST_BACKOFF_MS);
    await deliveries.drain();
    const accepted = receiver.accepted('/retry');
    expect(accepted.length).toBe(list.items.length);
    expect(accepted.every((e) => e.signatureValid)).toBe(true);
    expect(new Set(accepted.map((e) => e.eventId)).size).toBe(accepted.length);
    list = await json<Schemas['WebhookDeliveryList']>(
      backend.call(`${ENDPOINTS}/${endpoint.id}/deliveries`, { token }),
    );
    expect(list.items.every((d) => d.status === 'delivered')).toBe(true);
    const body = accepted[0]?.body as { type: string; data: { alert: { figure: string; currency: string } } };
    expect(body.type).toBe('alert-raised');
    expect(body.data.alert.figure).toMatch(/^\d+\.\d\d$/);
  });

  it('counts a time-out and an untrusted certificate as failures to try again, and refuses loopback in production', async () => {
    const { backend, endpoint } = await withEndpoint('/faults');
    const [first] = await backend.data.webhooks.list(TENANT, `automate:${endpoint.id}`, 1);
    receiver.hangNext(50);
    await new Deliveries(backend.data, {
      mailer: undefined,
      webhooks: httpsWebhookSender({ policy: 'loopback', ca: [certificate.cert], timeoutMs: 300 }),
      box: backend.pipelines.box,
      now: backend.now,
    }).drain();
    receiver.hangNext(0);
    // Every event failed, so the endpoint is paused: resumed, as saving it does.
    await backend.data.webhooks.resume(TENANT, `automate:${endpoint.id}`, backend.now().toISOString());
    let [delivery] = (await backend.data.webhooks.list(TENANT, `automate:${endpoint.id}`, 50)).filter(
      (d) => d.id === first?.id,
    );
    expect(delivery).toMatchObject({ status: 'queued', error: 'The endpoint did not answer within 0.3 s.' });
    backend.advance(FIRST_BACKOFF_MS);
    await new Deliveries(backend.data, {
      mailer: undefined,
      webhooks: httpsWebhookSender({ policy: 'loopback' }),
      box: backend.pipelines.box,
      now: backend.now,
    }).drain();
    [delivery] = (await backend.data.webhooks.list(TENANT, `automate:${endpoint.id}`, 50)).filter(
      (d) => d.id === first?.id,
    );
    expect(delivery?.error).toMatch(/^The endpoint's certificate is not trusted/);
    expect(delivery?.status).toBe('queued');
    await backend.data.webhooks.resume(TENANT, `automate:${endpoint.id}`, backend.now().toISOString());
    backend.advance(FIRST_BACKOFF_MS * 2);
    await new Deliveries(backend.data, {
      mailer: undefined,
      webhooks: httpsWebhookSender({ policy: 'public', ca: [certificate.cert] }),
      box: backend.pipelines.box,
      now: backend.now,
    }).drain();
    [delivery] = (await backend.data.webhooks.list(TENANT, `automate:${endpoint.id}`, 50)).filter(
      (d) => d.id === first?.id,
    );
    expect(delivery?.status).toBe('failed');
    expect(delivery?.error).toMatch(/^Refused: .*loopback/);
  });

  it(`pauses an endpoint after ${PAUSE_AFTER_FAILURES} failures in a row, holds its events, and resumes when it is saved`, async () => {
    const { backend, endpoint, secret } = await withEndpoint('/pause');
    const deliveries = new Deliveries(backend.data, {
      mailer: undefined,
      webhooks: trusting,
      box: backend.pipelines.box,
      now: backend.now,
    });
    receiver.failNext(1000);
    for (let n = 0; n < PAUSE_AFTER_FAILURES; n += 1) {
      await deliveries.drain();
      backend.advance(3_600_000);
    }
    receiver.failNext(0);
    // Hours later: a fresh token.
    const token = await backend.tokenFor(ADMIN, TENANT);
    const read = async () =>
      (
        await json<Schemas['AutomateEndpointPage']>(backend.call(`${ENDPOINTS}?limit=100`, { token }))
      ).items.find((e) => e.id === endpoint.id);
    const paused = await read();
    expect(paused?.status).toMatchObject({ state: 'paused', lastError: 'The endpoint answered 500.' });
    expect(paused?.status?.consecutiveFailures).toBeGreaterThanOrEqual(PAUSE_AFTER_FAILURES);
    const posts = receiver.events.filter((e) => e.path === '/pause').length;
    await deliveries.drain();
    expect(receiver.events.filter((e) => e.path === '/pause').length).toBe(posts);

    const saved = await backend.call(`${ENDPOINTS}/${endpoint.id}`, {
      method: 'PUT',
      token,
      body: JSON.stringify({
        name: 'Receiver /pause',
        url: `${receiver.url}/pause`,
        events: ['alert-raised'],
        enabled: true,
      }),
    });
    expect((await json<Schemas['AutomateEndpoint']>(saved)).status).toMatchObject({
      state: 'active',
      consecutiveFailures: 0,
    });
    await deliveries.drain();
    expect(receiver.accepted('/pause').length).toBeGreaterThan(0);
    expect(receiver.accepted('/pause').every((e) => e.signatureValid)).toBe(true);
    expect(secret).toBeTruthy();
  });

  it('seals an endpoint’s secret again with a new key, and still posts signed with it', async () => {
    const { backend, endpoint, secret } = await withEndpoint('/rotated');
    // The key rotated: the test backend's key (32 bytes of 7) is now the previous one.
    const newKey = randomBytes(32);
    const rotated = new SecretBox(newKey, [Buffer.alloc(32, 7)]);
    expect(await resealNotificationSecrets(backend.data, rotated)).toBeGreaterThanOrEqual(1);
    const record = await backend.data.records.get<{ sealedSecret: SealedSecret }>(
      TENANT,
      OPERATION_KINDS.automateEndpoint,
      endpoint.id,
    );
    expect(record?.data.sealedSecret.key).toBe(rotated.currentKeyId);
    expect(JSON.stringify(record?.data)).not.toContain(secret);
    // Only the new key now: the resealed secret opens, and the posts are signed with it.
    const onlyNew = new SecretBox(newKey);
    await new Deliveries(backend.data, {
      mailer: undefined,
      webhooks: trusting,
      box: onlyNew,
      now: backend.now,
    }).drain();
    expect(receiver.accepted('/rotated').length).toBeGreaterThan(0);
    expect(receiver.accepted('/rotated').every((e) => e.signatureValid)).toBe(true);
  });
});
