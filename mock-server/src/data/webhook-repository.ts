import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** An event for one endpoint ('automate:<id>' or 'monitoring'), its body as it is posted. */
export interface QueuedWebhook {
  id: string;
  tenantId: string;
  endpoint: string;
  eventId: string;
  eventType: string;
  body: string;
  queuedAt: string;
}

export type WebhookStatus = 'queued' | 'sending' | 'delivered' | 'failed';

export interface StoredWebhook extends QueuedWebhook {
  status: WebhookStatus;
  attempts: number;
  nextAttemptAt: string;
  /** Waiting for its paused endpoint to be resumed: no attempt is due until then. */
  held: boolean;
  deliveredAt: string | undefined;
  responseStatus: number | undefined;
  error: string | undefined;
}

/** An endpoint's standing: failures in a row, whether it is paused, its last error and delivery. */
export interface EndpointStatus {
  consecutiveFailures: number;
  pausedAt: string | undefined;
  lastAttemptAt: string | undefined;
  lastDeliveredAt: string | undefined;
  lastError: string | undefined;
}

/** Webhook deliveries, once per endpoint and event id, and each endpoint's standing. */
export interface WebhookRepository {
  /** Answers false when the endpoint has this event already. */
  queue(delivery: QueuedWebhook): Promise<boolean>;
  /** Queued deliveries whose next attempt is due at `now`, the oldest first. */
  due(now: string, limit: number): Promise<StoredWebhook[]>;
  /**
   * Takes a due item for this sender until `leaseUntil` (status 'sending'); answers false when
   * another instance took it first. A sender that dies mid-send leaves it to be taken again then.
   */
  claim(id: string, now: string, leaseUntil: string): Promise<boolean>;
  markDelivered(id: string, at: string, responseStatus: number): Promise<void>;
  markRetry(id: string, error: string, nextAt: string, responseStatus: number | undefined): Promise<void>;
  markFailed(id: string, error: string, at: string, responseStatus: number | undefined): Promise<void>;
  /** The tenant's deliveries to an endpoint, the newest first. */
  list(tenantId: string, endpoint: string, limit: number): Promise<StoredWebhook[]>;
  /** Records an attempt; a failure that makes `pauseAfter` in a row pauses the endpoint. */
  recordAttempt(
    tenantId: string,
    endpoint: string,
    outcome: { ok: true; at: string } | { ok: false; at: string; error: string; pauseAfter: number },
  ): Promise<void>;
  statuses(tenantId: string): Promise<Map<string, EndpointStatus>>;
  /** Holds a delivery of a paused endpoint until the endpoint is resumed (not an attempt). */
  hold(id: string): Promise<void>;
  /** Clears the failures and the pause (the endpoint was saved again); its held deliveries are due at `now`. */
  resume(tenantId: string, endpoint: string, now: string): Promise<void>;
}

/** The next attempt of a held delivery: after every due one, until its endpoint is resumed. */
const HELD = '9999-12-31T00:00:00.000Z';

interface Row {
  id: string;
  tenant_id: string;
  endpoint: string;
  event_id: string;
  event_type: string;
  body: string;
  status: WebhookStatus;
  attempts: number;
  next_attempt_at: string;
  queued_at: string;
  delivered_at: string | null;
  response_status: number | null;
  error: string | null;
}

const COLUMNS =
  'id, tenant_id, endpoint, event_id, event_type, body, status, attempts, next_attempt_at, queued_at, delivered_at, response_status, error';

const stored = (r: Row): StoredWebhook => ({
  id: r.id,
  tenantId: r.tenant_id,
  endpoint: r.endpoint,
  eventId: r.event_id,
  eventType: r.event_type,
  body: r.body,
  queuedAt: r.queued_at,
  status: r.status,
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at ?? undefined,
  held: r.next_attempt_at === HELD,
  responseStatus: r.response_status === null ? undefined : Number(r.response_status),
  error: r.error ?? undefined,
});

interface StatusRow {
  endpoint: string;
  consecutive_failures: number;
  paused_at: string | null;
  last_attempt_at: string | null;
  last_delivered_at: string | null;
  last_error: string | null;
}

export class SqlWebhookRepository implements WebhookRepository {
  readonly #queue;
  readonly #due;
  readonly #claim;
  readonly #delivered;
  readonly #retry;
  readonly #failed;
  readonly #list;
  readonly #succeeded;
  readonly #failedAttempt;
  readonly #statuses;
  readonly #resume;
  readonly #hold;
  readonly #release;

  constructor(engine: SqlEngine) {
    this.#queue = prepare(
      engine,
      `INSERT INTO webhook_deliveries (id, tenant_id, endpoint, event_id, event_type, body, status, attempts, next_attempt_at, queued_at)
       VALUES (?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?) ON CONFLICT (tenant_id, endpoint, event_id) DO NOTHING`,
    );
    this.#claim = prepare(
      engine,
      "UPDATE webhook_deliveries SET status = 'sending', next_attempt_at = ? WHERE id = ? AND status IN ('queued', 'sending') AND next_attempt_at <= ?",
    );
    this.#due = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM webhook_deliveries WHERE status IN ('queued', 'sending') AND next_attempt_at <= ?
       ORDER BY next_attempt_at, queued_at, id LIMIT ?`,
    );
    this.#delivered = prepare(
      engine,
      `UPDATE webhook_deliveries SET status = 'delivered', delivered_at = ?, response_status = ?,
         attempts = attempts + 1, error = NULL WHERE id = ?`,
    );
    this.#retry = prepare(
      engine,
      "UPDATE webhook_deliveries SET status = 'queued', attempts = attempts + 1, error = ?, next_attempt_at = ?, response_status = ? WHERE id = ?",
    );
    this.#failed = prepare(
      engine,
      `UPDATE webhook_deliveries SET status = 'failed', attempts = attempts + 1, error = ?, next_attempt_at = ?,
         response_status = ? WHERE id = ?`,
    );
    this.#list = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM webhook_deliveries WHERE tenant_id = ? AND endpoint = ? ORDER BY queued_at DESC, id LIMIT ?`,
    );
    this.#succeeded = prepare(
      engine,
      `INSERT INTO webhook_endpoint_status (tenant_id, endpoint, consecutive_failures, last_attempt_at, last_delivered_at)
       VALUES (?1, ?2, 0, ?3, ?3)
       ON CONFLICT (tenant_id, endpoint) DO UPDATE SET consecutive_failures = 0, last_attempt_at = ?3,
         last_delivered_at = ?3`,
    );
    this.#failedAttempt = prepare(
      engine,
      `INSERT INTO webhook_endpoint_status (tenant_id, endpoint, consecutive_failures, last_attempt_at, last_error, paused_at)
       VALUES (?1, ?2, 1, ?3, ?4, CASE WHEN ?5 <= 1 THEN ?3 END)
       ON CONFLICT (tenant_id, endpoint) DO UPDATE SET
         consecutive_failures = webhook_endpoint_status.consecutive_failures + 1,
         last_attempt_at = ?3, last_error = ?4,
         paused_at = COALESCE(webhook_endpoint_status.paused_at,
           CASE WHEN webhook_endpoint_status.consecutive_failures + 1 >= ?5 THEN ?3 END)`,
    );
    this.#statuses = prepare<StatusRow>(
      engine,
      `SELECT endpoint, consecutive_failures, paused_at, last_attempt_at, last_delivered_at, last_error
       FROM webhook_endpoint_status WHERE tenant_id = ?`,
    );
    this.#hold = prepare(
      engine,
      `UPDATE webhook_deliveries SET status = 'queued', next_attempt_at = '${HELD}' WHERE id = ?`,
    );
    this.#release = prepare(
      engine,
      `UPDATE webhook_deliveries SET next_attempt_at = ? WHERE tenant_id = ? AND endpoint = ? AND status = 'queued' AND next_attempt_at = '${HELD}'`,
    );
    this.#resume = prepare(
      engine,
      'UPDATE webhook_endpoint_status SET consecutive_failures = 0, paused_at = NULL WHERE tenant_id = ? AND endpoint = ?',
    );
  }

  async queue(d: QueuedWebhook) {
    return (
      (await this.#queue.run(
        d.id,
        d.tenantId,
        d.endpoint,
        d.eventId,
        d.eventType,
        d.body,
        d.queuedAt,
        d.queuedAt,
      )) > 0
    );
  }

  async claim(id: string, now: string, leaseUntil: string) {
    return (await this.#claim.run(leaseUntil, id, now)) > 0;
  }

  async due(now: string, limit: number) {
    return (await this.#due.all(now, limit)).map(stored);
  }

  async markDelivered(id: string, at: string, responseStatus: number) {
    await this.#delivered.run(at, responseStatus, id);
  }

  async markRetry(id: string, error: string, nextAt: string, responseStatus: number | undefined) {
    await this.#retry.run(error, nextAt, responseStatus ?? null, id);
  }

  async markFailed(id: string, error: string, at: string, responseStatus: number | undefined) {
    await this.#failed.run(error, at, responseStatus ?? null, id);
  }

  async list(tenantId: string, endpoint: string, limit: number) {
    return (await this.#list.all(tenantId, endpoint, limit)).map(stored);
  }

  async recordAttempt(
    tenantId: string,
    endpoint: string,
    outcome: { ok: true; at: string } | { ok: false; at: string; error: string; pauseAfter: number },
  ) {
    if (outcome.ok) await this.#succeeded.run(tenantId, endpoint, outcome.at);
    else await this.#failedAttempt.run(tenantId, endpoint, outcome.at, outcome.error, outcome.pauseAfter);
  }

  async statuses(tenantId: string) {
    return new Map(
      (await this.#statuses.all(tenantId)).map((r) => [
        r.endpoint,
        {
          consecutiveFailures: Number(r.consecutive_failures),
          pausedAt: r.paused_at ?? undefined,
          lastAttemptAt: r.last_attempt_at ?? undefined,
          lastDeliveredAt: r.last_delivered_at ?? undefined,
          lastError: r.last_error ?? undefined,
        },
      ]),
    );
  }

  async hold(id: string) {
    await this.#hold.run(id);
  }

  async resume(tenantId: string, endpoint: string, now: string) {
    await this.#resume.run(tenantId, endpoint);
    await this.#release.run(now, tenantId, endpoint);
  }
}
