import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** A file a message carries (a scheduled report's CSV), as text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A message to queue: what it is about (`topic`), to whom, its text and HTML bodies. */
export interface QueuedMail {
  id: string;
  tenantId: string;
  /** The user who asked for it (a test e-mail); none for what the portal sends of itself. */
  userId?: string;
  /** What it is about: with the recipients, queued once ('alert:<id>', 'notice:<id>'). */
  topic: string;
  recipients: string[];
  subject: string;
  text?: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Headers beside the message's own (a scheduled e-mail's List-Unsubscribe). */
  headers?: Record<string, string>;
  queuedAt: string;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A message as the sender and the admins see it. */
export interface StoredMail {
  id: string;
  tenantId: string;
  topic: string;
  recipients: string[];
  subject: string;
  text: string | undefined;
  html: string | undefined;
  attachments: MailAttachment[];
  headers: Record<string, string>;
  status: MailStatus;
  attempts: number;
  queuedAt: string;
  nextAttemptAt: string;
  sentAt: string | undefined;
  error: string | undefined;
}

/** The e-mail outbox: every message is kept; the sender marks what it sent, will retry or gave up on. */
export interface OutboxRepository {
  /** Answers false when a message of this topic to these recipients is queued already. */
  queue(mail: QueuedMail): Promise<boolean>;
  /** Queued messages whose next attempt is due at `now`, the oldest first. */
  due(now: string, limit: number): Promise<StoredMail[]>;
  /**
   * Takes a due item for this sender until `leaseUntil` (status 'sending'); answers false when
   * another instance took it first. A sender that dies mid-send leaves it to be taken again then.
   */
  claim(id: string, now: string, leaseUntil: string): Promise<boolean>;
  markSent(id: string, at: string): Promise<void>;
  /** A failure to try again at `nextAt`. */
  markRetry(id: string, error: string, nextAt: string): Promise<void>;
  /** A failure for good (a refused recipient, the retries used up), its reason kept. */
  markFailed(id: string, error: string, at: string): Promise<void>;
  /** The tenant's messages, the newest first. */
  list(tenantId: string, limit: number): Promise<StoredMail[]>;
}

interface Row {
  id: string;
  tenant_id: string;
  topic: string;
  recipients: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  attachments: string | null;
  headers: string | null;
  status: MailStatus;
  attempts: number;
  queued_at: string;
  next_attempt_at: string;
  sent_at: string | null;
  error: string | null;
}

const COLUMNS =
  'id, tenant_id, topic, recipients, subject, text_body, html_body, attachments, headers, status, attempts, queued_at, next_attempt_at, sent_at, error';

const stored = (r: Row): StoredMail => ({
  id: r.id,
  tenantId: r.tenant_id,
  topic: r.topic,
  recipients: parseJson<string[]>(r.recipients, []),
  subject: r.subject,
  text: r.text_body ?? undefined,
  html: r.html_body ?? undefined,
  attachments: parseJson<MailAttachment[]>(r.attachments, []),
  headers: parseJson<Record<string, string>>(r.headers, {}),
  status: r.status,
  attempts: Number(r.attempts),
  queuedAt: r.queued_at,
  nextAttemptAt: r.next_attempt_at,
  sentAt: r.sent_at ?? undefined,
  error: r.error ?? undefined,
});

export class SqlOutboxRepository implements OutboxRepository {
  readonly #queue;
  readonly #due;
  readonly #claim;
  readonly #markSent;
  readonly #markRetry;
  readonly #markFailed;
  readonly #list;

  constructor(engine: SqlEngine) {
    this.#queue = prepare(
      engine,
      `INSERT INTO mail_outbox (id, tenant_id, user_id, topic, recipients, subject, text_body, html_body,
         attachments, headers, status, attempts, next_attempt_at, queued_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?)
       ON CONFLICT (topic, recipients) DO NOTHING`,
    );
    this.#claim = prepare(
      engine,
      "UPDATE mail_outbox SET status = 'sending', next_attempt_at = ? WHERE id = ? AND status IN ('queued', 'sending') AND next_attempt_at <= ?",
    );
    this.#due = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM mail_outbox WHERE status IN ('queued', 'sending') AND next_attempt_at <= ?
       ORDER BY next_attempt_at, queued_at, id LIMIT ?`,
    );
    this.#markSent = prepare(
      engine,
      "UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, error = NULL WHERE id = ?",
    );
    this.#markRetry = prepare(
      engine,
      "UPDATE mail_outbox SET status = 'queued', attempts = attempts + 1, error = ?, next_attempt_at = ? WHERE id = ?",
    );
    this.#markFailed = prepare(
      engine,
      "UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, error = ?, next_attempt_at = ? WHERE id = ?",
    );
    this.#list = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM mail_outbox WHERE tenant_id = ? ORDER BY queued_at DESC, id LIMIT ?`,
    );
  }

  async queue(m: QueuedMail) {
    const added = await this.#queue.run(
      m.id,
      m.tenantId,
      m.userId ?? null,
      m.topic,
      json(m.recipients),
      m.subject,
      m.text ?? null,
      m.html ?? null,
      m.attachments?.length ? json(m.attachments) : null,
      m.headers && Object.keys(m.headers).length > 0 ? json(m.headers) : null,
      m.queuedAt,
      m.queuedAt,
    );
    return added > 0;
  }

  async claim(id: string, now: string, leaseUntil: string) {
    return (await this.#claim.run(leaseUntil, id, now)) > 0;
  }

  async due(now: string, limit: number) {
    return (await this.#due.all(now, limit)).map(stored);
  }

  async markSent(id: string, at: string) {
    await this.#markSent.run(at, id);
  }

  async markRetry(id: string, error: string, nextAt: string) {
    await this.#markRetry.run(error, nextAt, id);
  }

  async markFailed(id: string, error: string, at: string) {
    await this.#markFailed.run(error, at, id);
  }

  async list(tenantId: string, limit: number) {
    return (await this.#list.all(tenantId, limit)).map(stored);
  }
}
