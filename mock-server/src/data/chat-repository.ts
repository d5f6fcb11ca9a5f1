import type { components } from '@portal/contracts/openapi';
import { json, parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

type Dataset = components['schemas']['ChatDataset'];
type RelatedLink = components['schemas']['RelatedLink'];

export interface Chat {
  chatId: string;
  dataset: Dataset;
  cost: number;
  currency: string;
}

export interface ChatMessageRecord {
  sender: 'assistant' | 'user';
  message: string;
  type: 'error' | null;
  relatedLinks: RelatedLink[] | null;
  screenshot: string | null;
}

/** The assistant's chats per user, their messages, and the requests that count against the rate limit. */
export interface ChatRepository {
  create(chat: Chat & { tenantId: string; userId: string; at: string }): Promise<void>;
  /** The user's own chat with this id. */
  find(chatId: string, tenantId: string, userId: string): Promise<Chat | undefined>;
  /** The user's chat used last (of two used at the same instant, the one created last, then the greater id). */
  latest(tenantId: string, userId: string): Promise<Chat | undefined>;
  update(chatId: string, change: { dataset: Dataset; cost: number; at: string }): Promise<void>;
  /** The chat's messages in the order they were added. */
  messages(chatId: string): Promise<ChatMessageRecord[]>;
  addMessage(chatId: string, message: ChatMessageRecord, at: string): Promise<void>;
  recordRequest(tenantId: string, userId: string, atMs: number): Promise<void>;
  /** The user's requests after `sinceMs` (epoch milliseconds): how many, and the first one's time. */
  requestsSince(
    tenantId: string,
    userId: string,
    sinceMs: number,
  ): Promise<{ count: number; oldest: number | null }>;
}

type ChatRow = { chat_id: string; dataset: Dataset; cost: number; currency: string };
const toChat = (row: ChatRow): Chat => ({
  chatId: row.chat_id,
  dataset: row.dataset,
  cost: row.cost,
  currency: row.currency,
});

export class SqlChatRepository implements ChatRepository {
  readonly #create;
  readonly #find;
  readonly #latest;
  readonly #update;
  readonly #messages;
  readonly #addMessage;
  readonly #recordRequest;
  readonly #requestsSince;

  constructor(engine: SqlEngine) {
    this.#create = prepare(
      engine,
      `INSERT INTO chats (chat_id, tenant_id, user_id, dataset, cost, currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#find = prepare<ChatRow>(
      engine,
      'SELECT chat_id, dataset, cost, currency FROM chats WHERE chat_id = ? AND tenant_id = ? AND user_id = ?',
    );
    this.#latest = prepare<ChatRow>(
      engine,
      'SELECT chat_id, dataset, cost, currency FROM chats WHERE tenant_id = ? AND user_id = ? ORDER BY updated_at DESC, created_at DESC, chat_id DESC LIMIT 1',
    );
    this.#update = prepare(
      engine,
      'UPDATE chats SET dataset = ?, cost = ?, updated_at = ? WHERE chat_id = ?',
    );
    this.#messages = prepare<{
      sender: 'assistant' | 'user';
      message: string;
      type: 'error' | null;
      related_links: string | null;
      screenshot: string | null;
    }>(
      engine,
      'SELECT sender, message, type, related_links, screenshot FROM chat_messages WHERE chat_id = ? ORDER BY id',
    );
    this.#addMessage = prepare(
      engine,
      'INSERT INTO chat_messages (chat_id, sender, message, type, related_links, screenshot, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.#recordRequest = prepare(
      engine,
      'INSERT INTO chat_requests (tenant_id, user_id, requested_at) VALUES (?, ?, ?)',
    );
    this.#requestsSince = prepare<{ n: number; oldest: number | null }>(
      engine,
      'SELECT COUNT(*) AS n, MIN(requested_at) AS oldest FROM chat_requests WHERE tenant_id = ? AND user_id = ? AND requested_at > ?',
    );
  }

  async create(chat: Chat & { tenantId: string; userId: string; at: string }) {
    await this.#create.run(
      chat.chatId,
      chat.tenantId,
      chat.userId,
      chat.dataset,
      chat.cost,
      chat.currency,
      chat.at,
      chat.at,
    );
  }

  async find(chatId: string, tenantId: string, userId: string) {
    const row = await this.#find.get(chatId, tenantId, userId);
    return row && toChat(row);
  }

  async latest(tenantId: string, userId: string) {
    const row = await this.#latest.get(tenantId, userId);
    return row && toChat(row);
  }

  async update(chatId: string, change: { dataset: Dataset; cost: number; at: string }) {
    await this.#update.run(change.dataset, change.cost, change.at, chatId);
  }

  async messages(chatId: string) {
    return (await this.#messages.all(chatId)).map((m) => ({
      sender: m.sender,
      message: m.message,
      type: m.type,
      relatedLinks: m.related_links === null ? null : parseJson<RelatedLink[]>(m.related_links, []),
      screenshot: m.screenshot,
    }));
  }

  async addMessage(chatId: string, m: ChatMessageRecord, at: string) {
    await this.#addMessage.run(
      chatId,
      m.sender,
      m.message,
      m.type,
      m.relatedLinks ? json(m.relatedLinks) : null,
      m.screenshot,
      at,
    );
  }

  async recordRequest(tenantId: string, userId: string, atMs: number) {
    await this.#recordRequest.run(tenantId, userId, atMs);
  }

  async requestsSince(tenantId: string, userId: string, sinceMs: number) {
    const row = await this.#requestsSince.get(tenantId, userId, sinceMs);
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
  }
}
