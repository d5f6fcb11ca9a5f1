import { MatchersV3 } from '@pact-foundation/pact';
import type { GenerateRequest } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, CHAT_ID, menuItems } from './support/data.ts';
import {
  CHAT,
  expectOk,
  expectProblem,
  oneOf,
  portalClient,
  problemBody,
  problemHeaders,
  restPact,
  withAppToken,
} from './support/pact.ts';

const { like, eachLike, atLeastLike, number } = MatchersV3;
const pact = restPact();

const admin = accountParams(accounts.admin);
const chatParams = { upn: accounts.admin.upn, chatId: CHAT_ID };
const DATASETS = ['all', 'm365', 'azure'] as const;

/** A link to a portal page the assistant suggests. */
const relatedLink = { uuid: like(menuItems.costOverview), url: like('azure/cost-overview') };

const question: GenerateRequest = {
  chatId: CHAT_ID,
  question: 'What did Azure cost last month?',
  chat_dataset: 'all',
};

describe('chat: the AI assistant', () => {
  it('getChatSettings: the assistant’s name and model (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the chat assistant settings')
      .reference('openapi', 'operationId', 'getChatSettings')
      .withRequest('GET', `${CHAT}/settings`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ name: like('Cloud Assistant'), modelName: like('demo-assistant-1') }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.chat.settings());
        expect(settings.name).toBe('Cloud Assistant');
      });
  });

  it('createChat: a new chat with the assistant’s greeting (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request to start a new chat')
      .reference('openapi', 'operationId', 'createChat')
      .withRequest('POST', `${CHAT}/create`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          chatId: like('chat-2'),
          response: like('Hello! Ask me about your cloud costs and licences.'),
          chat_dataset: oneOf(DATASETS, 'all'),
          chat_cost: number(0),
          chat_cost_currency: like('USD'),
        }),
      )
      .executeTest(async (server) => {
        const chat = expectOk(await portalClient(server).api.chat.create());
        expect(chat.chatId).toBe('chat-2');
      });
  });

  it('restoreChat: the user’s previous chat with its messages (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, chatParams)
      .uponReceiving('a request to restore the previous chat')
      .reference('openapi', 'operationId', 'restoreChat')
      .withRequest('POST', `${CHAT}/restore`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          chatId: CHAT_ID,
          messages: eachLike({
            sender: oneOf(['assistant', 'user'], 'user'),
            message: like('What did Azure cost last month?'),
          }),
          chat_dataset: oneOf(DATASETS, 'all'),
        }),
      )
      .executeTest(async (server) => {
        const chat = expectOk(await portalClient(server).api.chat.restore());
        expect(chat.chatId).toBe(CHAT_ID);
        expect(chat.messages.length).toBeGreaterThan(0);
      });
  });

  it('generateAnswer: the assistant answers a question (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, chatParams)
      .uponReceiving('a question to the assistant')
      .reference('openapi', 'operationId', 'generateAnswer')
      .withRequest('POST', `${CHAT}/generate`, (builder) => builder.headers(withAppToken).jsonBody(question))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          response: like('Your Azure cost last month was **$12,345.67**.'),
          chat_dataset: 'all',
          related_links: atLeastLike(relatedLink, 0, 1),
          chat_cost: number(0.02),
          chat_cost_currency: like('USD'),
        }),
      )
      .executeTest(async (server) => {
        const answer = expectOk(await portalClient(server).api.chat.generate(question));
        expect(answer.response).toContain('Azure cost');
        expect(answer.related_links[0]?.url).toBe('azure/cost-overview');
      });
  });

  it('generateAnswer: more than 2 questions a minute are refused (429)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, chatParams)
      .given(states.chatRateLimited, { upn: accounts.admin.upn })
      .uponReceiving('a question to the assistant beyond the rate limit')
      .reference('openapi', 'operationId', 'generateAnswer')
      .withRequest('POST', `${CHAT}/generate`, (builder) => builder.headers(withAppToken).jsonBody(question))
      // The contract's Retry-After header is not asserted: the SDK's ApiError does not expose headers.
      .willRespondWith(429, (builder) =>
        builder.headers(problemHeaders).jsonBody(problemBody(429, like('Too Many Requests'))),
      )
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.chat.generate(question), 429);
      });
  });

  it('getFollowupQuestions: suggested next questions (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, chatParams)
      .uponReceiving('a request for follow-up questions')
      .reference('openapi', 'operationId', 'getFollowupQuestions')
      .withRequest('POST', `${CHAT}/followup`, (builder) =>
        builder.headers(withAppToken).jsonBody({ chatId: CHAT_ID }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ followup: atLeastLike('Which subscription costs the most?', 0, 1) }),
      )
      .executeTest(async (server) => {
        const followup = expectOk(await portalClient(server).api.chat.followup(CHAT_ID));
        expect(followup.followup).toEqual(['Which subscription costs the most?']);
      });
  });
});
