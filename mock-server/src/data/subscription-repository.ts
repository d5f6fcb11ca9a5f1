import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export type SubscriptionFrequency = 'daily' | 'weekly' | 'monthly';
export type SubscriptionTargetKind = 'screen' | 'view';

/** A user's scheduled e-mail of a screen or a saved view, as it is kept. */
export interface StoredSubscription {
  id: string;
  tenantId: string;
  userId: string;
  targetKind: SubscriptionTargetKind;
  /** The screen ('budgets') or the saved view's entry id. */
  target: string;
  name: string;
  link: string;
  frequency: SubscriptionFrequency;
  currency: string;
  email: string;
  /** The unsubscribe token, sealed by the secret store (JSON of a SealedSecret). */
  tokenSealed: string;
  createdAt: string;
  nextAt: string;
  lastSentAt: string | undefined;
}

export interface NewSubscription extends Omit<StoredSubscription, 'lastSentAt'> {
  /** The SHA-256 (hex) of the unsubscribe token, by which a link finds its subscription. */
  tokenHash: string;
}

/** The users' subscriptions; every read but the schedule's and the unsubscribe link's is the user's own. */
export interface SubscriptionRepository {
  /** False when the user already has this target at this frequency. */
  add(subscription: NewSubscription): Promise<boolean>;
  list(tenantId: string, userId: string): Promise<StoredSubscription[]>;
  get(tenantId: string, userId: string, id: string): Promise<StoredSubscription | undefined>;
  byTokenHash(tokenHash: string): Promise<StoredSubscription | undefined>;
  remove(id: string): Promise<boolean>;
  /** Every user's subscriptions whose next e-mail is due at `now`, the most overdue first. */
  due(now: string, limit: number): Promise<StoredSubscription[]>;
  /**
   * Moves a due subscription on to `nextAt` if its next e-mail is still `dueAt` (compare and set):
   * true for the one instance that did, which sends that e-mail (and marks it sent at `sentAt`; a
   * time skipped has none).
   */
  advance(id: string, dueAt: string, nextAt: string, sentAt?: string): Promise<boolean>;
  markSent(id: string, at: string): Promise<void>;
  /** Every sealed token (for the key rotation's resealing). */
  sealedTokens(): Promise<{ id: string; tokenSealed: string }[]>;
  resealToken(id: string, tokenSealed: string): Promise<void>;
}

interface Row {
  id: string;
  tenant_id: string;
  user_id: string;
  target_kind: SubscriptionTargetKind;
  target: string;
  name: string;
  link: string;
  frequency: SubscriptionFrequency;
  currency: string;
  email: string;
  token_sealed: string;
  created_at: string;
  next_at: string;
  last_sent_at: string | null;
}

const COLUMNS =
  'id, tenant_id, user_id, target_kind, target, name, link, frequency, currency, email, token_sealed, created_at, next_at, last_sent_at';

const stored = (r: Row): StoredSubscription => ({
  id: r.id,
  tenantId: r.tenant_id,
  userId: r.user_id,
  targetKind: r.target_kind,
  target: r.target,
  name: r.name,
  link: r.link,
  frequency: r.frequency,
  currency: r.currency,
  email: r.email,
  tokenSealed: r.token_sealed,
  createdAt: r.created_at,
  nextAt: r.next_at,
  lastSentAt: r.last_sent_at ?? undefined,
});

export class SqlSubscriptionRepository implements SubscriptionRepository {
  readonly #add;
  readonly #list;
  readonly #get;
  readonly #byToken;
  readonly #remove;
  readonly #due;
  readonly #advance;
  readonly #markSent;
  readonly #tokens;
  readonly #reseal;

  constructor(engine: SqlEngine) {
    this.#add = prepare(
      engine,
      `INSERT INTO subscriptions (id, tenant_id, user_id, target_kind, target, name, link, frequency, currency,
         email, token_hash, token_sealed, created_at, next_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (tenant_id, user_id, target_kind, target, frequency) DO NOTHING`,
    );
    this.#list = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM subscriptions WHERE tenant_id = ? AND user_id = ? ORDER BY created_at, id`,
    );
    this.#get = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM subscriptions WHERE tenant_id = ? AND user_id = ? AND id = ?`,
    );
    this.#byToken = prepare<Row>(engine, `SELECT ${COLUMNS} FROM subscriptions WHERE token_hash = ?`);
    this.#remove = prepare(engine, 'DELETE FROM subscriptions WHERE id = ?');
    this.#due = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM subscriptions WHERE next_at <= ? ORDER BY next_at, id LIMIT ?`,
    );
    this.#advance = prepare(
      engine,
      'UPDATE subscriptions SET next_at = ?, last_sent_at = COALESCE(?, last_sent_at) WHERE id = ? AND next_at = ?',
    );
    this.#markSent = prepare(engine, 'UPDATE subscriptions SET last_sent_at = ? WHERE id = ?');
    this.#tokens = prepare<{ id: string; token_sealed: string }>(
      engine,
      'SELECT id, token_sealed FROM subscriptions ORDER BY id',
    );
    this.#reseal = prepare(engine, 'UPDATE subscriptions SET token_sealed = ? WHERE id = ?');
  }

  async add(s: NewSubscription) {
    const added = await this.#add.run(
      s.id,
      s.tenantId,
      s.userId,
      s.targetKind,
      s.target,
      s.name,
      s.link,
      s.frequency,
      s.currency,
      s.email,
      s.tokenHash,
      s.tokenSealed,
      s.createdAt,
      s.nextAt,
    );
    return added > 0;
  }

  async list(tenantId: string, userId: string) {
    return (await this.#list.all(tenantId, userId)).map(stored);
  }

  async get(tenantId: string, userId: string, id: string) {
    const row = await this.#get.get(tenantId, userId, id);
    return row ? stored(row) : undefined;
  }

  async byTokenHash(tokenHash: string) {
    const row = await this.#byToken.get(tokenHash);
    return row ? stored(row) : undefined;
  }

  async remove(id: string) {
    return (await this.#remove.run(id)) > 0;
  }

  async due(now: string, limit: number) {
    return (await this.#due.all(now, limit)).map(stored);
  }

  async advance(id: string, dueAt: string, nextAt: string, sentAt?: string) {
    return (await this.#advance.run(nextAt, sentAt ?? null, id, dueAt)) > 0;
  }

  async markSent(id: string, at: string) {
    await this.#markSent.run(at, id);
  }

  async sealedTokens() {
    return (await this.#tokens.all()).map((r) => ({ id: r.id, tokenSealed: r.token_sealed }));
  }

  async resealToken(id: string, tokenSealed: string) {
    await this.#reseal.run(tokenSealed, id);
  }
}
