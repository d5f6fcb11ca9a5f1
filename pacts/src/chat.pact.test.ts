import { MatchersV3 } from '@pact-foundation/pact';
import type { GenerateRequest } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, CHAT_ID } from './support/data.ts';
import {
  CHAT,
  expectOk,
  expectProblem,
  fromState,
  oneOf,
  portalClient,
  restPact,
  withAppToken,
} from './support/pact.ts';

const { like, eachLike, atLeastLike, number } = MatchersV3;
const pact = restPact();

const admin = accountParams(accounts.admin);
const DATASETS = ['all', 'm365', 'azure'] as const;
/** The state's answer `{ chatId }` goes where the dialog sends the id of the restored chat. */
const chatId = fromState('{chatId}', { chatId: CHAT_ID });

const question: GenerateRequest = {
  chatId: CHAT_ID,
  question: 'What did Azure cost last month?',
  chat_dataset: 'all',
};

/** The dataset and the total cost line the dialog shows under the messages. */
const datasetAndCost = {
  chat_dataset: oneOf(DATASETS, 'all'),
  chat_cost: number(0.02),
  chat_cost_currency: like('USD'),
};

describe('chat: the AI assistant dialog', () => {
  it('getChatSettings: the assistant’s name and model for the dialog header (200)', async () => {
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
        expect(settings).toEqual({ name: 'Cloud Assistant', modelName: 'demo-assistant-1' });
      });
  });

  it('restoreChat: opening the dialog restores the previous chat with its messages (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, { upn: accounts.admin.upn })
      .uponReceiving('a request to restore the previous chat')
      .reference('openapi', 'operationId', 'restoreChat')
      .withRequest('POST', `${CHAT}/restore`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          chatId: like(CHAT_ID),
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
        expect(chat.messages[0]).toEqual({ sender: 'user', message: 'What did Azure cost last month?' });
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
          ...datasetAndCost,
        }),
      )
      .executeTest(async (server) => {
        const chat = expectOk(await portalClient(server).api.chat.create());
        expect(chat).toMatchObject({ chatId: 'chat-2', chat_dataset: 'all', chat_cost_currency: 'USD' });
      });
  });

  it('generateAnswer: the assistant answers a question in the restored chat (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, { upn: accounts.admin.upn })
      .uponReceiving('a question to the assistant')
      .reference('openapi', 'operationId', 'generateAnswer')
      .withRequest('POST', `${CHAT}/generate`, (builder) =>
        builder.headers(withAppToken).jsonBody({ ...question, chatId }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          response: like('Your Azure cost last month was **$12,345.67**.'),
          // Related links point to /{contentPrefix}/{url}.
          related_links: atLeastLike({ url: like('azure/cost-overview') }, 0, 1),
          ...datasetAndCost,
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
      .given(states.chat, { upn: accounts.admin.upn })
      .given(states.chatRateLimited, { upn: accounts.admin.upn })
      .uponReceiving('a question to the assistant beyond the rate limit')
      .reference('openapi', 'operationId', 'generateAnswer')
      .withRequest('POST', `${CHAT}/generate`, (builder) =>
        builder.headers(withAppToken).jsonBody({ ...question, chatId }),
      )
      // The dialog shows its own error text; the status is all it reads.
      .willRespondWith(429)
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.chat.generate(question), 429);
      });
  });

  it('getFollowupQuestions: suggested next questions for the buttons (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.chat, { upn: accounts.admin.upn })
      .uponReceiving('a request for follow-up questions')
      .reference('openapi', 'operationId', 'getFollowupQuestions')
      .withRequest('POST', `${CHAT}/followup`, (builder) =>
        builder.headers(withAppToken).jsonBody({ chatId }),
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
