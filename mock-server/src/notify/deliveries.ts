/**
 * What the portal sends on its own, from the database: the e-mail outbox and the webhook
 * deliveries, drained by every instance. Each item is claimed before it is sent (a conditional
 * update: one instance takes it) and marked after: sent, to be tried again with backoff, or failed
 * for good with its reason. A sender that dies mid-send leaves a claim that lapses, and the item is
 * taken up again; the message id and the event id stay the same, so the receiver can tell.
 *
 * An endpoint that fails {@link PAUSE_AFTER_FAILURES} times in a row is paused: its deliveries
 * wait, and an admin sees why on the endpoint; saving the endpoint resumes it.
 */
import type { DataAccess } from '../data/data-access.ts';
import { OPERATION_KINDS } from '../data/operation-records.ts';
import type { StoredMail } from '../data/outbox-repository.ts';
import { resealRecordSecrets } from '../data/record-secrets.ts';
import type { StoredWebhook } from '../data/webhook-repository.ts';
import { type SealedSecret, type SecretBox, SecretKeyError } from '../secrets/secret-box.ts';
import { MailError, type Mailer } from './mailer.ts';
import type { WebhookSender } from './webhooks.ts';

/** Attempts before a message or a delivery fails for good. */
export const MAX_ATTEMPTS = 8;
/** Failed attempts in a row after which an endpoint is paused. */
export const PAUSE_AFTER_FAILURES = 5;
/** The first retry's delay; each next one doubles, up to {@link MAX_BACKOFF_MS}. */
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 3_600_000;
/** How long a claim holds an item against the other instances. */
const LEASE_MS = 120_000;

/** The delay before the next try after `attempts` failed ones. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** The owner an automate endpoint's signing secret is sealed to. */
export const endpointSecretContext = (tenantId: string, endpointId: string) =>
  `${tenantId}/automate-endpoint/${endpointId}`;
/** The owner the monitoring integration's key is sealed to. */
export const monitoringSecretContext = (tenantId: string) => `${tenantId}/monitoring`;

/** The endpoint names of the deliveries. */
export const automateEndpointName = (id: string) => `automate:${id}`;
export const MONITORING_ENDPOINT = 'monitoring';

/** The monitoring integration as stored (document 'monitoring'). */
export interface MonitoringDocument {
  endpoint: string;
  enabled: boolean;
  sealedApiKey?: SealedSecret;
}

/** An automate endpoint as stored: its settings and its sealed signing secret. */
export interface EndpointSecret {
  sealedSecret?: SealedSecret;
}

export interface DeliveriesOptions {
  /** Undefined: no relay configured, so messages wait in the outbox. */
  mailer: Mailer | undefined;
  webhooks: WebhookSender;
  box: SecretBox;
  now?: () => Date;
}

interface Target {
  url: string;
  secret: string;
}

/**
 * Seals again with the current key the endpoints' signing secrets and the monitoring key sealed
 * with a previous one (a key rotation, at start-up); answers how many.
 */
export async function resealNotificationSecrets(data: DataAccess, box: SecretBox): Promise<number> {
  let resealed = 0;
  for (const tenantId of await data.focusImports.tenantIds()) {
    resealed += await resealRecordSecrets(data, box, tenantId, OPERATION_KINDS.automateEndpoint, (id) =>
      endpointSecretContext(tenantId, id),
    );
    const monitoring = await data.documents.read<MonitoringDocument | null>(tenantId, 'monitoring', null);
    const sealed = monitoring?.sealedApiKey;
    if (!monitoring || !sealed || !box.isStale(sealed)) continue;
    try {
      const sealedApiKey = box.reseal(sealed, monitoringSecretContext(tenantId));
      await data.transaction((tx) =>
        tx.documents.write(tenantId, 'monitoring', { ...monitoring, sealedApiKey }, new Date()),
      );
      resealed += 1;
    } catch (error) {
      if (!(error instanceof SecretKeyError)) throw error;
    }
  }
  return resealed;
}

export class Deliveries {
  readonly #data: DataAccess;
  readonly #options: DeliveriesOptions;
  readonly #now: () => Date;
  #running: Promise<{ mails: number; webhooks: number }> | undefined;

  constructor(data: DataAccess, options: DeliveriesOptions) {
    this.#data = data;
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** Sends everything due, once per instance at a time; answers how many were sent and delivered. */
  drain(): Promise<{ mails: number; webhooks: number }> {
    this.#running ??= this.#drainAll().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #drainAll() {
    let mails = 0;
    let webhooks = 0;
    for (;;) {
      const [mail, hooks] = await Promise.all([this.#mails(), this.#webhooks()]);
      mails += mail.done;
      webhooks += hooks.done;
      if (mail.seen === 0 && hooks.seen === 0) return { mails, webhooks };
    }
  }

  /** Claims what is due now: the items this instance took. */
  async #claimed<T extends { id: string }>(
    due: (now: string, limit: number) => Promise<T[]>,
    claim: (id: string, now: string, leaseUntil: string) => Promise<boolean>,
  ): Promise<T[]> {
    const now = this.#now();
    const at = now.toISOString();
    const leaseUntil = new Date(+now + LEASE_MS).toISOString();
    const taken: T[] = [];
    for (const item of await due(at, 20)) if (await claim(item.id, at, leaseUntil)) taken.push(item);
    return taken;
  }

  async #mails(): Promise<{ seen: number; done: number }> {
    const { mailer } = this.#options;
    if (!mailer) return { seen: 0, done: 0 };
    const outbox = this.#data.outbox;
    const taken = await this.#claimed(
      (now, limit) => outbox.due(now, limit),
      (id, now, lease) => outbox.claim(id, now, lease),
    );
    let done = 0;
    for (const mail of taken) if (await this.#sendMail(mailer, mail)) done += 1;
    return { seen: taken.length, done };
  }

  async #sendMail(mailer: Mailer, mail: StoredMail): Promise<boolean> {
    const outbox = this.#data.outbox;
    try {
      await mailer({
        messageId: `<${mail.id}@portal.invalid>`,
        to: mail.recipients,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: mail.headers,
      });
      await outbox.markSent(mail.id, this.#now().toISOString());
      return true;
    } catch (error) {
      const failure = error instanceof MailError ? error : new MailError(String(error), false);
      const attempts = mail.attempts + 1;
      const now = this.#now();
      if (failure.permanent) await outbox.markFailed(mail.id, failure.message, now.toISOString());
      else if (attempts >= MAX_ATTEMPTS)
        await outbox.markFailed(
          mail.id,
          `Gave up after ${attempts} attempts: ${failure.message}`,
          now.toISOString(),
        );
      else
        await outbox.markRetry(mail.id, failure.message, new Date(+now + backoffMs(attempts)).toISOString());
      return false;
    }
  }

  async #webhooks(): Promise<{ seen: number; done: number }> {
    const hooks = this.#data.webhooks;
    const taken = await this.#claimed(
      (now, limit) => hooks.due(now, limit),
      (id, now, lease) => hooks.claim(id, now, lease),
    );
    let done = 0;
    for (const delivery of taken) if (await this.#deliver(delivery)) done += 1;
    return { seen: taken.length, done };
  }

  /** Where an endpoint is and its secret; a string says why there is nowhere to post. */
  async #target(tenantId: string, endpoint: string): Promise<Target | string> {
    const box = this.#options.box;
    if (endpoint === MONITORING_ENDPOINT) {
      const doc = await this.#data.documents.read<MonitoringDocument | null>(tenantId, 'monitoring', null);
      if (!doc || doc.enabled === false) return 'The monitoring integration is off.';
      if (!doc.sealedApiKey) return 'The monitoring integration has no key to sign with.';
      return { url: doc.endpoint, secret: box.open(doc.sealedApiKey, monitoringSecretContext(tenantId)) };
    }
    const id = endpoint.replace(/^automate:/, '');
    const record = await this.#data.records.get<{ url: string; enabled: boolean } & EndpointSecret>(
      tenantId,
      OPERATION_KINDS.automateEndpoint,
      id,
    );
    if (!record) return 'The endpoint was deleted.';
    if (!record.data.enabled) return 'The endpoint is disabled.';
    if (!record.data.sealedSecret) return 'The endpoint has no signing secret.';
    return {
      url: record.data.url,
      secret: box.open(record.data.sealedSecret, endpointSecretContext(tenantId, id)),
    };
  }

  async #deliver(delivery: StoredWebhook): Promise<boolean> {
    const hooks = this.#data.webhooks;
    const now = this.#now();
    const at = now.toISOString();
    const status = (await hooks.statuses(delivery.tenantId)).get(delivery.endpoint);
    if (status?.pausedAt) {
      await hooks.hold(delivery.id);
      return false;
    }
    let target: Target | string;
    try {
      target = await this.#target(delivery.tenantId, delivery.endpoint);
    } catch {
      target = 'The signing secret cannot be opened with this instance’s key.';
    }
    if (typeof target === 'string') {
      await hooks.markFailed(delivery.id, target, at, undefined);
      return false;
    }
    const outcome = await this.#options.webhooks({
      url: target.url,
      body: delivery.body,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      secret: target.secret,
      at: now,
    });
    if (outcome.delivered) {
      await hooks.markDelivered(delivery.id, this.#now().toISOString(), outcome.status);
      await hooks.recordAttempt(delivery.tenantId, delivery.endpoint, { ok: true, at });
      return true;
    }
    const attempts = delivery.attempts + 1;
    await hooks.recordAttempt(delivery.tenantId, delivery.endpoint, {
      ok: false,
      at,
      error: outcome.error,
      pauseAfter: PAUSE_AFTER_FAILURES,
    });
    if (!outcome.retry) await hooks.markFailed(delivery.id, outcome.error, at, outcome.status);
    else if (attempts >= MAX_ATTEMPTS)
      await hooks.markFailed(
        delivery.id,
        `Gave up after ${attempts} attempts: ${outcome.error}`,
        at,
        outcome.status,
      );
    else
      await hooks.markRetry(
        delivery.id,
        outcome.error,
        new Date(+now + backoffMs(attempts)).toISOString(),
        outcome.status,
      );
    return false;
  }
}
