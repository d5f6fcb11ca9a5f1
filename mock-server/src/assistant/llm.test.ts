/**
 * The optional language model, against a small local fake of an OpenAI-compatible chat-completions
 * API on 127.0.0.1 (nothing else is ever called): its reply becomes the answer's text, the engine's
 * links, follow-ups and data set stay, and any failure falls back to the engine's answer.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantLlmConfig, DEFAULT_LLM_TIMEOUT_MS } from '../config.ts';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { createTestBackend, readJson } from '../testing/test-backend.ts';
import { phraseWithLlm, SYSTEM_PROMPT } from './llm.ts';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; temperature: number };
}

const received: Received[] = [];

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/** The first amount of the facts the fake was sent, as the engine wrote it. */
const firstAmount = (content: string) => /\$[\d,]+\.\d{2}/.exec(content)?.[0] ?? '';

/** The fake: what it answers depends on the first part of the path. */
const fake: Server = createServer(async (request, response) => {
  const body = JSON.parse(await read(request)) as Received['body'];
  const path = request.url ?? '';
  received.push({ path, authorization: request.headers.authorization, body });
  const facts = body.messages[1]?.content ?? '';
  const reply = (content: unknown, status = 200) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    );
  };
  if (path.startsWith('/ok/')) return reply(`In short: you spent **${firstAmount(facts)}**.`);
  if (path.startsWith('/html/'))
    return reply(`<img src=x onerror=alert(1)> you spent **${firstAmount(facts)}**, \`<b>\``);
  if (path.startsWith('/invented/')) return reply('You spent **$1.23**.');
  if (path.startsWith('/empty/')) return reply('   ');
  if (path.startsWith('/error/')) return reply('overloaded', 503);
  if (path.startsWith('/garbage/')) {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    return response.end('{"choices": [');
  }
  if (path.startsWith('/slow/')) {
    setTimeout(() => reply('too late'), 2_000);
    return;
  }
  reply('not found', 404);
});

let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const FACTS = 'You spent **$39,468.96** in October 2026.';
const config = (path: string, timeoutMs = 500) => ({
  url: `${base}/${path}/v1/chat/completions`,
  model: 'fake-model',
  key: 'sk-test',
  timeoutMs,
});

describe('the language model settings', () => {
  it('is off without a URL and a model, and reads a base URL, a full URL, the key and the timeout', () => {
    expect(assistantLlmConfig({})).toBeUndefined();
    expect(assistantLlmConfig({ PORTAL_ASSISTANT_LLM_URL: 'http://127.0.0.1:1/v1' })).toBeUndefined();
    expect(
      assistantLlmConfig({ PORTAL_ASSISTANT_LLM_URL: 'file:///etc/passwd', PORTAL_ASSISTANT_LLM_MODEL: 'm' }),
    ).toBeUndefined();
    expect(
      assistantLlmConfig({ PORTAL_ASSISTANT_LLM_URL: 'not a url', PORTAL_ASSISTANT_LLM_MODEL: 'm' }),
    ).toBeUndefined();
    expect(
      assistantLlmConfig({
        PORTAL_ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1/',
        PORTAL_ASSISTANT_LLM_MODEL: 'llama3',
      }),
    ).toEqual({
      url: 'http://127.0.0.1:11434/v1/chat/completions',
      model: 'llama3',
      key: undefined,
      timeoutMs: DEFAULT_LLM_TIMEOUT_MS,
    });
    expect(
      assistantLlmConfig({
        PORTAL_ASSISTANT_LLM_URL: 'https://llm.example/openai/chat/completions',
        PORTAL_ASSISTANT_LLM_MODEL: 'gpt',
        PORTAL_ASSISTANT_LLM_KEY: 'k',
        PORTAL_ASSISTANT_LLM_TIMEOUT_MS: '1500',
      }),
    ).toEqual({
      url: 'https://llm.example/openai/chat/completions',
      model: 'gpt',
      key: 'k',
      timeoutMs: 1500,
    });
  });
});

describe('phrasing with the language model', () => {
  it("sends the question and the engine's facts, and uses the reply", async () => {
    const reply = await phraseWithLlm(config('ok'), {
      question: 'What did we spend last month?',
      dataset: 'azure',
      facts: FACTS,
    });
    expect(reply).toBe('In short: you spent **$39,468.96**.');
    const request = received.at(-1);
    expect(request?.path).toBe('/ok/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'fake-model', temperature: 0 });
    expect(request?.body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(request?.body.messages[1]?.content).toContain('Question: What did we spend last month?');
    expect(request?.body.messages[1]?.content).toContain('Data set: Azure data');
    expect(request?.body.messages[1]?.content).toContain(FACTS);
  });

  it('escapes raw HTML in the reply outside code', async () => {
    const reply = await phraseWithLlm(config('html'), { question: 'q', dataset: 'all', facts: FACTS });
    expect(reply).toBe('&lt;img src=x onerror=alert(1)> you spent **$39,468.96**, `<b>`');
  });

  it.each([
    ['invented', 'an amount the facts do not have'],
    ['empty', 'an empty reply'],
    ['error', 'an error status'],
    ['garbage', 'a body that is not JSON'],
    ['slow', 'a reply after the timeout'],
    ['missing', 'a 404'],
  ])('gives up on %s (%s)', async (path) => {
    const started = Date.now();
    expect(
      await phraseWithLlm(config(path, 300), { question: 'q', dataset: 'all', facts: FACTS }),
    ).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up when nothing listens', async () => {
    const closed = {
      url: 'http://127.0.0.1:9/v1/chat/completions',
      model: 'm',
      key: undefined,
      timeoutMs: 500,
    };
    expect(await phraseWithLlm(closed, { question: 'q', dataset: 'all', facts: FACTS })).toBeUndefined();
  });
});

describe('the chat with a language model', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
      seedCostEntities(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  const CHAT = '/services/ai-chatbot/api/chat';
  const saved = { ...process.env };
  const useModel = (path: string) => {
    process.env.PORTAL_ASSISTANT_LLM_URL = `${base}/${path}/v1`;
    process.env.PORTAL_ASSISTANT_LLM_MODEL = 'fake-model';
    process.env.PORTAL_ASSISTANT_LLM_KEY = 'sk-chat';
    process.env.PORTAL_ASSISTANT_LLM_TIMEOUT_MS = '300';
  };
  afterAll(() => {
    for (const key of Object.keys(process.env))
      if (key.startsWith('PORTAL_ASSISTANT_LLM_')) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it("answers with the model's words, the engine's links and follow-ups, and falls back when it fails", async () => {
    useModel('ok');
    const token = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    const settings = await readJson(backend.call(`${CHAT}/settings`, { token }));
    expect(settings.modelName).toBe('portal-demo-assistant with fake-model');
    const { chatId } = await readJson(backend.call(`${CHAT}/create`, { method: 'POST', token }));
    const ask = (question: string) =>
      readJson(
        backend.call(`${CHAT}/generate`, {
          method: 'POST',
          token,
          body: JSON.stringify({ chatId, question, chat_dataset: 'all' }),
        }),
      );
    const phrased = await ask('What did we spend last month?');
    expect(phrased.response).toMatch(/^In short: you spent \*\*\$[\d,]+\.\d{2}\*\*\.$/);
    expect(received.at(-1)?.authorization).toBe('Bearer sk-chat');
    expect(phrased.related_links.map((l: { url: string }) => l.url)).toContain(
      'azure/cost-overview?tab=By+service',
    );
    const followups = await readJson(
      backend.call(`${CHAT}/followup`, { method: 'POST', token, body: JSON.stringify({ chatId }) }),
    );
    expect(followups.followup).toContain('Which services cost the most last month?');

    // A model too slow for its timeout: the engine's own answer.
    useModel('slow');
    const fallback = await ask('What did we spend last month?');
    expect(fallback.response).toMatch(/^You spent \*\*\$[\d,]+\.\d{2}\*\* in October 2026\./);
    expect(fallback.response).toContain(firstAmount(phrased.response));
  });
});
