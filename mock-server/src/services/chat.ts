import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import type { Chat } from '../data/chat-repository.ts';
import type { Caller, HandlerContext, Handlers } from '../http/api.ts';
import { badRequest, HttpProblem, notFound } from '../http/problem.ts';
import { requireCaller } from './account.ts';
import { searchIndex } from './portal-content.ts';

type Schemas = components['schemas'];
type Dataset = Schemas['ChatDataset'];

export const ASSISTANT = { name: 'Cloud Assistant', modelName: 'portal-demo-assistant' };
/** Spec: 2 requests per minute. */
export const CHAT_RATE_LIMIT = 2;
const RATE_WINDOW_MS = 60_000;
/** What one answer costs in the demo, in the chat's currency. */
const ANSWER_COST = 0.012;

const GREETING =
  "Hello! I'm your Cloud Assistant. Ask me about your Azure cost, Microsoft 365 licences or savings.";

const FOLLOWUPS: Record<Dataset, string[]> = {
  all: [
    'Where can I see my total cloud spend?',
    'Which licences are unassigned?',
    'What savings are recommended?',
  ],
  m365: [
    'Which licences are unassigned?',
    'How many users are inactive for 90 days?',
    'Where are Copilot seats listed?',
  ],
  azure: [
    'Which subscription costs the most?',
    'Are there cost anomalies this month?',
    'How are my reservations used?',
  ],
};

async function ownChat(ctx: HandlerContext, who: Caller, chatId: string): Promise<Chat> {
  const chat = await ctx.data.chats.find(chatId, who.tenantId, who.userId);
  if (!chat) throw notFound(`Chat ${chatId} does not exist.`);
  return chat;
}

/** A message as the chat keeps it. */
const record = (message: Schemas['ChatMessage']) => ({
  sender: message.sender,
  message: message.message,
  type: message.type ?? null,
  relatedLinks: message.relatedLinks ?? null,
  screenshot: message.data?.screenshot ?? null,
});

/** Stop words that carry no meaning for finding pages. */
const STOP = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'is',
  'are',
  'what',
  'which',
  'how',
  'where',
  'can',
  'i',
  'see',
  'do',
  'of',
  'for',
  'in',
  'to',
  'me',
  'show',
]);

/**
 * The interim assistant: finds the portal pages that answer the question and links them. The demo
 * assistant's own engine (answers from the tenant's data) is built by its own issue.
 */
async function answer(ctx: HandlerContext, who: Caller, question: string, dataset: Dataset) {
  const words = question
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
  const seen = new Map<string, Schemas['SearchResult']>();
  for (const word of words) {
    for (const result of await searchIndex(ctx.data, who, word, who.claims.personas)) {
      const inDataset =
        dataset === 'all' ||
        (dataset === 'azure' ? result.name.startsWith('azure') : result.name.startsWith('m365'));
      if (inDataset && !seen.has(result.name)) seen.set(result.name, result);
    }
  }
  const links: Schemas['RelatedLink'][] = [...seen.values()].slice(0, 3).map((r) => {
    const description = r.description ?? '';
    return {
      uuid: r.name,
      url: r.name,
      path: r.path,
      name: r.displayName,
      ...(description ? { description } : {}),
    };
  });
  const response =
    links.length > 0
      ? `These pages answer that:\n\n${links.map((l) => `- **${l.name}** (${l.path})${l.description ? `: ${l.description}` : ''}`).join('\n')}`
      : "I couldn't find a page about that. Try asking about cost, licences, recommendations or security.";
  return { response, links };
}

export const chatHandlers: Handlers = {
  getChatSettings: (ctx) => {
    requireCaller(ctx);
    return { status: 200, body: ASSISTANT };
  },
  createChat: async (ctx) => {
    const who = requireCaller(ctx);
    const chatId = randomUUID();
    const at = ctx.now().toISOString();
    await ctx.data.transaction(async (tx) => {
      await tx.chats.create({
        chatId,
        tenantId: who.tenantId,
        userId: who.userId,
        dataset: 'all',
        cost: 0,
        currency: 'USD',
        at,
      });
      await tx.chats.addMessage(chatId, record({ sender: 'assistant', message: GREETING }), at);
    });
    return {
      status: 200,
      body: { chatId, response: GREETING, chat_dataset: 'all', chat_cost: 0, chat_cost_currency: 'USD' },
    };
  },
  restoreChat: async (ctx) => {
    const who = requireCaller(ctx);
    const chat = await ctx.data.chats.latest(who.tenantId, who.userId);
    if (!chat) throw notFound('There is no previous chat.');
    const messages = (await ctx.data.chats.messages(chat.chatId)).map((m) => ({
      sender: m.sender,
      message: m.message,
      ...(m.type ? { type: m.type } : {}),
      ...(m.relatedLinks ? { relatedLinks: m.relatedLinks } : {}),
      ...(m.screenshot ? { data: { screenshot: m.screenshot } } : {}),
    }));
    return {
      status: 200,
      body: {
        chatId: chat.chatId,
        messages,
        chat_dataset: chat.dataset,
        followup: FOLLOWUPS[chat.dataset],
        chat_cost: chat.cost,
        chat_cost_currency: chat.currency,
      },
    };
  },
  generateAnswer: async (ctx) => {
    const who = requireCaller(ctx);
    const input = ctx.matched.body as Schemas['GenerateRequest'];
    const chat = await ownChat(ctx, who, input.chatId);
    const nowMs = ctx.now().getTime();
    const recent = await ctx.data.chats.requestsSince(who.tenantId, who.userId, nowMs - RATE_WINDOW_MS);
    if (recent.count >= CHAT_RATE_LIMIT) {
      const oldest = recent.oldest ?? nowMs;
      const retryAfter = Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - nowMs) / 1000));
      throw new HttpProblem(429, 'Too Many Requests', {
        detail: `The rate limit is ${CHAT_RATE_LIMIT} requests per minute.`,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    const question = (input.question ?? input.message ?? '').trim();
    if (!question && !input.screenshot) {
      throw badRequest('A question or a screenshot is required.', [
        { field: '/question', message: 'is required without a screenshot' },
      ]);
    }
    const dataset: Dataset = input.chat_dataset ?? input.dataset ?? chat.dataset;
    const { response, links } = await answer(ctx, who, question, dataset);
    const cost = Math.round((chat.cost + ANSWER_COST) * 1000) / 1000;
    const at = ctx.now().toISOString();
    await ctx.data.transaction(async (tx) => {
      await tx.chats.recordRequest(who.tenantId, who.userId, nowMs);
      await tx.chats.addMessage(
        chat.chatId,
        record({
          sender: 'user',
          message: question,
          ...(input.screenshot ? { data: { screenshot: input.screenshot } } : {}),
        }),
        at,
      );
      await tx.chats.addMessage(
        chat.chatId,
        record({ sender: 'assistant', message: response, relatedLinks: links }),
        at,
      );
      await tx.chats.update(chat.chatId, { dataset, cost, at });
    });
    return {
      status: 200,
      body: {
        response,
        chat_dataset: dataset,
        related_links: links,
        chat_cost: cost,
        chat_cost_currency: chat.currency,
      },
    };
  },
  getFollowupQuestions: async (ctx) => {
    const who = requireCaller(ctx);
    const { chatId } = ctx.matched.body as Schemas['FollowupRequest'];
    const chat = await ownChat(ctx, who, chatId);
    return { status: 200, body: { followup: FOLLOWUPS[chat.dataset] } };
  },
};
