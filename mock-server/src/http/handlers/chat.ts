import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import { answerQuestion, SUGGESTIONS, type Viewer } from '../../assistant/engine.ts';
import { phraseWithLlm } from '../../assistant/llm.ts';
import { assistantLlmConfig } from '../../config.ts';
import type { Chat } from '../../data/chat-repository.ts';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '../../domain/chat/rate-limit.ts';
import type { Caller, HandlerContext, Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { badRequest, HttpProblem, notFound } from '../problem.ts';

type Schemas = components['schemas'];
type Dataset = Schemas['ChatDataset'];

export const ASSISTANT = { name: 'Cloud Assistant', modelName: 'portal-demo-assistant' };
/** Spec: 2 requests per minute. */
/** What one answer costs in the demo, in the chat's currency. */
const ANSWER_COST = 0.012;

const GREETING =
  "Hello! I'm your Cloud Assistant. Ask me about your cloud costs, budgets, anomalies, reservations and savings plans, or open savings.";

/**
 * The follow-ups of each chat's last answer (the contract's generate answer has no place for
 * them), kept with the chat's state they belong to: its cost, which every answer raises, and its
 * data set. Another backend instance that answered since, or a new data set, makes them stale, and
 * they are computed again from the stored chat.
 */
const LAST_FOLLOWUPS = new Map<string, { state: string; followups: string[] }>();
const MAX_REMEMBERED_CHATS = 2_000;
const stateOf = (chat: Pick<Chat, 'cost' | 'dataset'>) => `${chat.cost} ${chat.dataset}`;

function rememberFollowups(chatId: string, state: string, followups: string[]): void {
  LAST_FOLLOWUPS.delete(chatId);
  LAST_FOLLOWUPS.set(chatId, { state, followups });
  // The oldest chats go first; a forgotten chat's follow-ups are computed again when asked.
  for (const key of LAST_FOLLOWUPS.keys()) {
    if (LAST_FOLLOWUPS.size <= MAX_REMEMBERED_CHATS) break;
    LAST_FOLLOWUPS.delete(key);
  }
}

const viewerOf = (who: Caller): Viewer => ({
  tenantId: who.tenantId,
  personas: who.claims.personas,
  features: who.claims.features,
});

/**
 * The follow-up questions of a chat's last answer: remembered from the answer, or computed again
 * from the chat's last question (after a restart), or the data set's suggestions for a new chat.
 */
async function followupsOf(ctx: HandlerContext, who: Caller, chat: Chat): Promise<string[]> {
  const remembered = LAST_FOLLOWUPS.get(chat.chatId);
  if (remembered?.state === stateOf(chat)) return remembered.followups;
  const messages = await ctx.data.chats.messages(chat.chatId);
  const last = [...messages].reverse().find((m) => m.sender === 'user');
  if (!last) return SUGGESTIONS[chat.dataset];
  const answer = await answerQuestion({
    data: ctx.data,
    viewer: viewerOf(who),
    question: last.message,
    dataset: chat.dataset,
    now: ctx.now(),
    screenshot: last.screenshot !== null,
  });
  rememberFollowups(chat.chatId, stateOf(chat), answer.followups);
  return answer.followups;
}

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

export const chatHandlers: Handlers = {
  getChatSettings: (ctx) => {
    requireCaller(ctx);
    const llm = assistantLlmConfig();
    return {
      status: 200,
      body: llm ? { ...ASSISTANT, modelName: `${ASSISTANT.modelName} with ${llm.model}` } : ASSISTANT,
    };
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
        followup: await followupsOf(ctx, who, chat),
        chat_cost: chat.cost,
        chat_cost_currency: chat.currency,
      },
    };
  },
  generateAnswer: async (ctx) => {
    const who = requireCaller(ctx);
    const input = ctx.matched.body as Schemas['GenerateRequest'];
    const chat = await ownChat(ctx, who, input.chatId);
    const question = (input.question ?? input.message ?? '').trim();
    if (!question && !input.screenshot) {
      throw badRequest('A question or a screenshot is required.', [
        { field: '/question', message: 'is required without a screenshot' },
      ]);
    }
    // The request takes its place in the user's minute before the answer is worked out, one user's
    // requests at a time on every instance: requests at several instances at once cannot all pass.
    const nowMs = ctx.now().getTime();
    await ctx.data.exclusive(JSON.stringify(['chat rate', who.tenantId, who.userId]), async (tx) => {
      const recent = await tx.chats.requestsSince(who.tenantId, who.userId, nowMs - CHAT_RATE_WINDOW_MS);
      if (recent.count >= CHAT_RATE_LIMIT) {
        const oldest = recent.oldest ?? nowMs;
        const retryAfter = Math.max(1, Math.ceil((oldest + CHAT_RATE_WINDOW_MS - nowMs) / 1000));
        throw new HttpProblem(429, 'Too Many Requests', {
          detail: `The rate limit is ${CHAT_RATE_LIMIT} requests per minute.`,
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
      await tx.chats.recordRequest(who.tenantId, who.userId, nowMs);
    });
    const dataset: Dataset = input.chat_dataset ?? input.dataset ?? chat.dataset;
    const answer = await answerQuestion({
      data: ctx.data,
      viewer: viewerOf(who),
      question,
      dataset,
      now: ctx.now(),
      screenshot: Boolean(input.screenshot),
      currency: input.currency,
    });
    const links = answer.links;
    // The optional language model phrases the engine's facts; without it, or when it fails, the
    // engine's own answer stands.
    const llm = question ? assistantLlmConfig() : undefined;
    const phrased = llm ? await phraseWithLlm(llm, { question, dataset, facts: answer.markdown }) : undefined;
    const response = phrased ?? answer.markdown;
    const cost = Math.round((chat.cost + ANSWER_COST) * 1000) / 1000;
    const at = ctx.now().toISOString();
    await ctx.data.transaction(async (tx) => {
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
    rememberFollowups(chat.chatId, stateOf({ cost, dataset }), answer.followups);
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
    return { status: 200, body: { followup: await followupsOf(ctx, who, chat) } };
  },
};
