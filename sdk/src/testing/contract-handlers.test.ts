import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient } from '../portal-client.ts';
import { contract, delayed, networkError, problem } from './contract-handlers.ts';
import { createDefaultHandlers } from './default-handlers.ts';
import { currentUser, menu } from './fixtures.ts';

const server = setupServer(...createDefaultHandlers());
const api = createPortalClient({ baseUrl: 'http://portal.test', prefix: '/gw' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('contract handlers', () => {
  it('answer the shared fixtures on any origin and behind any prefix', async () => {
    expect(await api.account.whois()).toEqual({ ok: true, status: 200, data: currentUser });
    expect(await api.portal.menu()).toEqual({ ok: true, status: 200, data: menu });
  });

  it('answer a documented non-200 status', async () => {
    const result = await api.portal.submitFeedback({
      menuUuid: menu[0]?.uuid ?? '',
      rating: 4,
      type: 'Bug',
      comment: 'The chart is empty',
    });
    expect(result.status).toBe(201);
  });

  it('override one call with a problem answer', async () => {
    server.use(
      contract.get('/services/api-portal-customer/api/whois', () =>
        problem(403, 'Forbidden', { detail: 'No' }),
      ),
    );
    const result = await api.account.whois();
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.problem).toEqual({
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'No',
      });
  });

  it('override one call with a network failure', async () => {
    server.use(contract.get('/services/api-portal-customer/api/portal/menu', () => networkError()));
    const result = await api.portal.menu();
    expect(result.ok === false && result.error.isNetworkError).toBe(true);
  });

  it('delay an answer behind undelayed ones', async () => {
    server.use(
      contract.get(
        '/services/api-portal-customer/api/whois',
        delayed(50, () => currentUser),
      ),
    );
    const order: string[] = [];
    await Promise.all([
      api.account.whois().then((r) => order.push(`whois ${r.status}`)),
      api.portal.menu().then((r) => order.push(`menu ${r.status}`)),
    ]);
    expect(order).toEqual(['menu 200', 'whois 200']);
  });

  it('see the request the SDK sent', async () => {
    let seen: unknown;
    server.use(
      contract.post('/services/ai-chatbot/api/chat/generate', async ({ request }) => {
        seen = await request.json();
        return {
          response: 'Hi',
          chat_dataset: 'm365' as const,
          related_links: [],
          chat_cost: 0.01,
          chat_cost_currency: 'USD',
        };
      }),
    );
    await api.chat.generate({ chatId: 'c1', question: 'Licences?', chat_dataset: 'm365' });
    expect(seen).toEqual({ chatId: 'c1', question: 'Licences?', chat_dataset: 'm365' });
  });
});
