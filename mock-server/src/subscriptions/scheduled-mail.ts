/**
 * Scheduled e-mails (docs/backend/notifications.md): a user subscribes to a screen or one of
 * their saved views, daily, weekly or monthly; at each delivery time the figures are read as the
 * screen reads them, in the subscription's currency, and mailed through the outbox with their CSV.
 * A due subscription is moved on by compare and set, so one instance sends each delivery; the
 * outbox's topic `subscription:<id>:<slot>` keeps it once besides.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { relatedLinks, type Viewer, viewerPage } from '../assistant/links.ts';
import type { DataAccess, Repositories } from '../data/data-access.ts';
import type {
  StoredSubscription,
  SubscriptionFrequency,
  SubscriptionTargetKind,
} from '../data/subscription-repository.ts';
import { displayFor } from '../domain/costs/currency.ts';
import { nextDelivery, slotOf } from '../domain/subscriptions/schedule.ts';
import { type SealedSecret, type SecretBox, SecretKeyError } from '../secrets/secret-box.ts';
import type { Figures, ViewExporter } from './figures.ts';
import { scheduledMail } from './mail.ts';
import { SCREENS, type ScreenId } from './screens.ts';

/** Why a subscription cannot be made or sent; the HTTP layer answers it with `status`. */
export class SubscriptionRefusal extends Error {
  readonly status: 403 | 404 | 409;
  constructor(status: 403 | 404 | 409, detail: string) {
    super(detail);
    this.status = status;
  }
}

export type SubscriptionTarget = { kind: 'screen'; screen: ScreenId } | { kind: 'view'; viewId: string };

export interface SubscriptionRequest {
  target: SubscriptionTarget;
  frequency: SubscriptionFrequency;
  currency?: string | undefined;
}

export interface ScheduledMailOptions {
  box: SecretBox;
  /** The portal's public address, for the links. */
  publicUrl: string | (() => string);
  exportView: ViewExporter;
  /** Called when e-mails were queued (the deliveries drain the outbox). */
  onQueued?: () => void;
  now?: () => Date;
}

/** The portal's unsubscribe page, and the API the one-click POST goes to. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
export const UNSUBSCRIBE_API = '/services/api-portal-customer/api/notification/unsubscribe';

/** The owner a subscription's unsubscribe token is sealed to. */
export const unsubscribeTokenContext = (id: string) => `subscription/${id}/unsubscribe`;
/** How a link's token is found: its SHA-256, in hex. */
export const unsubscribeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** At most this many due subscriptions are mailed per tick. */
const BATCH = 50;

export const targetOf = (s: StoredSubscription): SubscriptionTarget =>
  s.targetKind === 'screen'
    ? { kind: 'screen', screen: s.target as ScreenId }
    : { kind: 'view', viewId: s.target };

/** What a target resolves to for one user: its name, its page, and how its figures are read. */
interface Resolved {
  kind: SubscriptionTargetKind;
  target: string;
  name: string;
  link: string;
  read(currency: string): Promise<Figures | undefined>;
}

export class ScheduledMails {
  readonly #data: DataAccess;
  readonly #options: ScheduledMailOptions;
  readonly #now: () => Date;

  constructor(data: DataAccess, options: ScheduledMailOptions) {
    this.#data = data;
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  #publicUrl(): string {
    const url = this.#options.publicUrl;
    return typeof url === 'function' ? url() : url;
  }

  /** The target for the user, or a refusal: a screen they cannot open, a view that is not theirs. */
  async #resolve(tenantId: string, userId: string, target: SubscriptionTarget): Promise<Resolved> {
    const membership = (await this.#data.accounts.signInMemberships(userId)).find(
      (m) => m.tenantId === tenantId,
    );
    if (!membership?.granted)
      throw new SubscriptionRefusal(403, 'The user no longer has access to this tenant.');
    const viewer = { tenantId, personas: membership.personas, features: membership.features };
    if (target.kind === 'screen') {
      const screen = SCREENS[target.screen];
      const [page] = await relatedLinks(this.#data, viewer, [{ name: screen.page }]);
      if (!page) throw new SubscriptionRefusal(403, `${screen.name} is not a page this user can open.`);
      return {
        kind: 'screen',
        target: target.screen,
        name: screen.name,
        link: `/billing/${page.url}`,
        read: (currency) => screen.read(this.#data, tenantId, currency),
      };
    }
    const view = await this.#data.savedViews.find({ tenantId, userId }, target.viewId);
    if (!view) throw new SubscriptionRefusal(404, `No saved view ${target.viewId} of this user.`);
    const report = await this.#reportOf(viewer, view.pageName, view.tabName);
    if (!report)
      throw new SubscriptionRefusal(
        403,
        `The page of the saved view '${view.name}' is not one this user can open.`,
      );
    return {
      kind: 'view',
      target: target.viewId,
      name: `${report.pageName}: ${view.name}`,
      link: report.link,
      read: (currency) =>
        this.#options.exportView({ tenantId, reportType: report.reportType, state: view.state, currency }),
    };
  }

  /** The report a saved view's page and tab show, if the viewer can open the page. */
  async #reportOf(viewer: Viewer, pageName: string, tabName: string) {
    const [page] = await relatedLinks(this.#data, viewer, [
      { name: pageName, ...(tabName ? { tab: tabName } : {}) },
    ]);
    if (!page) return undefined;
    const description = await viewerPage(this.#data, viewer, page.uuid);
    const tab = description?.contents.tabs?.find((t) => t.name === tabName);
    const reportType = tab?.type === 'report' ? tab.reportType : description?.contents.reportType;
    return reportType ? { reportType, pageName: page.name, link: `/billing/${page.url}` } : undefined;
  }

  async subscribe(
    tenantId: string,
    userId: string,
    request: SubscriptionRequest,
  ): Promise<StoredSubscription> {
    const user = await this.#data.accounts.userById(userId);
    if (!user) throw new SubscriptionRefusal(403, 'The user no longer has access to this tenant.');
    const resolved = await this.#resolve(tenantId, userId, request.target);
    // A currency without a rate is refused now (400), not at the first delivery.
    const currency = (await displayFor(this.#data, tenantId, request.currency)).currency;
    const now = this.#now();
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const sealed = this.#options.box.seal(token, unsubscribeTokenContext(id));
    const subscription = {
      id,
      tenantId,
      userId,
      targetKind: resolved.kind,
      target: resolved.target,
      name: resolved.name,
      link: resolved.link,
      frequency: request.frequency,
      currency,
      email: user.upn,
      tokenHash: unsubscribeTokenHash(token),
      tokenSealed: JSON.stringify(sealed),
      createdAt: now.toISOString(),
      nextAt: nextDelivery(request.frequency, now).toISOString(),
    };
    const added = await this.#data.transaction((tx) => tx.subscriptions.add(subscription));
    if (!added)
      throw new SubscriptionRefusal(409, `You already get ${resolved.name} ${request.frequency} by e-mail.`);
    return { ...subscription, lastSentAt: undefined };
  }

  list(tenantId: string, userId: string): Promise<StoredSubscription[]> {
    return this.#data.subscriptions.list(tenantId, userId);
  }

  /** False when the user has no subscription `id`. */
  async remove(tenantId: string, userId: string, id: string): Promise<boolean> {
    const found = await this.#data.subscriptions.get(tenantId, userId, id);
    if (!found) return false;
    return this.#data.transaction((tx) => tx.subscriptions.remove(id));
  }

  /** Queues the subscription's e-mail now, with today's figures; the schedule stays. */
  async sendNow(tenantId: string, userId: string, id: string): Promise<StoredSubscription> {
    const found = await this.#data.subscriptions.get(tenantId, userId, id);
    if (!found) throw new SubscriptionRefusal(404, `No subscription ${id} of this user.`);
    const at = this.#now().toISOString();
    await this.#deliver(found, `now:${at}`, async (tx) => {
      await tx.subscriptions.markSent(id, at);
      return true;
    });
    return { ...found, lastSentAt: at };
  }

  /** The subscription an unsubscribe link's token names. */
  async byToken(token: string): Promise<StoredSubscription | undefined> {
    return this.#data.subscriptions.byTokenHash(unsubscribeTokenHash(token));
  }

  async unsubscribe(token: string): Promise<StoredSubscription | undefined> {
    const found = await this.byToken(token);
    if (!found) return undefined;
    await this.#data.transaction((tx) => tx.subscriptions.remove(found.id));
    return found;
  }

  /** A key rotation's second half: every token sealed with a previous key sealed with the current one. */
  async resealTokens(): Promise<number> {
    const box = this.#options.box;
    let resealed = 0;
    for (const { id, tokenSealed } of await this.#data.subscriptions.sealedTokens()) {
      const sealed = JSON.parse(tokenSealed) as SealedSecret;
      if (!box.isStale(sealed)) continue;
      try {
        const fresh = box.reseal(sealed, unsubscribeTokenContext(id));
        await this.#data.transaction((tx) => tx.subscriptions.resealToken(id, JSON.stringify(fresh)));
        resealed += 1;
      } catch (error) {
        if (!(error instanceof SecretKeyError)) throw error;
      }
    }
    return resealed;
  }

  /** Mails every subscription that is due (each instance's notification tick); answers how many. */
  async deliverDue(): Promise<number> {
    const now = this.#now();
    let sent = 0;
    for (const due of await this.#data.subscriptions.due(now.toISOString(), BATCH)) {
      // Late (the backend was down): one e-mail for the latest slot, then on to the next time.
      const nextAt = nextDelivery(due.frequency, now).toISOString();
      const slot = slotOf(due.frequency, new Date(due.nextAt));
      try {
        const moved = await this.#deliver(due, slot, (tx) =>
          tx.subscriptions.advance(due.id, due.nextAt, nextAt, now.toISOString()),
        );
        if (moved) sent += 1;
      } catch (error) {
        if (!(error instanceof SubscriptionRefusal)) throw error;
        // The user can no longer open it (access or the page gone): this time is skipped.
        await this.#data.transaction((tx) => tx.subscriptions.advance(due.id, due.nextAt, nextAt));
      }
    }
    return sent;
  }

  /**
   * Reads the figures and, in one transaction, `claim`s the delivery and queues its e-mail: the
   * e-mail is queued only by the caller whose claim succeeded.
   */
  async #deliver(
    subscription: StoredSubscription,
    slot: string,
    claim: (tx: Repositories) => Promise<boolean>,
  ): Promise<boolean> {
    const { tenantId, userId } = subscription;
    const resolved = await this.#resolve(tenantId, userId, targetOf(subscription));
    const figures = (await resolved.read(subscription.currency)) ?? {
      currency: subscription.currency,
      period: '',
      tables: [],
      empty: "The saved view's state can no longer be read; save the view again.",
    };
    const token = this.#options.box.open(
      JSON.parse(subscription.tokenSealed) as SealedSecret,
      unsubscribeTokenContext(subscription.id),
    );
    const base = this.#publicUrl();
    const mail = scheduledMail(figures, {
      name: subscription.name,
      frequency: subscription.frequency,
      tenantName: (await this.#data.tenants.displayName(tenantId)) ?? tenantId,
      link: `${base}${resolved.link}`,
      unsubscribePage: `${base}${UNSUBSCRIBE_PAGE}?token=${token}`,
      unsubscribePost: `${base}${UNSUBSCRIBE_API}?token=${token}`,
    });
    const now = this.#now().toISOString();
    const queued = await this.#data.transaction(async (tx) => {
      if (!(await claim(tx))) return false;
      await tx.outbox.queue({
        id: randomUUID(),
        tenantId,
        userId,
        topic: `subscription:${subscription.id}:${slot}`,
        recipients: [subscription.email],
        ...mail,
        queuedAt: now,
      });
      return true;
    });
    if (queued) this.#options.onQueued?.();
    return queued;
  }
}
