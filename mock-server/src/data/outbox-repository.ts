import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { flag, prepare } from './statement.ts';

export interface QueuedMail {
  id: string;
  tenantId: string;
  userId: string;
  recipients: string[];
  subject: string;
  body: string;
  html: boolean;
  queuedAt: string;
}

export interface PendingMail {
  id: string;
  recipients: string[];
  subject: string;
  body: string;
  html: boolean;
}

/** The e-mail outbox: every notification is kept; a sender marks what it sent or failed to. */
export interface OutboxRepository {
  queue(mail: QueuedMail): Promise<void>;
  /** Unsent messages, the oldest first. */
  pending(limit: number): Promise<PendingMail[]>;
  markSent(id: string, at: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
}

export class SqlOutboxRepository implements OutboxRepository {
  readonly #queue;
  readonly #pending;
  readonly #markSent;
  readonly #markFailed;

  constructor(engine: SqlEngine) {
    this.#queue = prepare(
      engine,
      'INSERT INTO email_outbox (id, tenant_id, user_id, recipients, subject, body, html, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.#pending = prepare<{ id: string; recipients: string; subject: string; body: string; html: number }>(
      engine,
      'SELECT id, recipients, subject, body, html FROM email_outbox WHERE sent_at IS NULL ORDER BY queued_at, id LIMIT ?',
    );
    this.#markSent = prepare(engine, 'UPDATE email_outbox SET sent_at = ?, error = NULL WHERE id = ?');
    this.#markFailed = prepare(engine, 'UPDATE email_outbox SET error = ? WHERE id = ?');
  }

  async queue(m: QueuedMail) {
    await this.#queue.run(
      m.id,
      m.tenantId,
      m.userId,
      json(m.recipients),
      m.subject,
      m.body,
      flag(m.html),
      m.queuedAt,
    );
  }

  async pending(limit: number) {
    return (await this.#pending.all(limit)).map((m) => ({
      id: m.id,
      recipients: parseJson<string[]>(m.recipients, []),
      subject: m.subject,
      body: m.body,
      html: m.html === 1,
    }));
  }

  async markSent(id: string, at: string) {
    await this.#markSent.run(at, id);
  }

  async markFailed(id: string, error: string) {
    await this.#markFailed.run(error, id);
  }
}
