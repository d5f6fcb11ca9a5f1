import { afterEach, describe, expect, it } from 'vitest';
import { stableUuid } from '../domain/stable-uuid.ts';
import { createTestBackend, type TestBackend } from '../testing/test-backend.ts';
import { createStateChangeEndpoint } from './state-change.ts';
import { testStateContext } from './test-state-context.ts';

const opened: TestBackend[] = [];
afterEach(async () => {
  for (const backend of opened.splice(0)) await backend.close();
});

async function setUp() {
  // The provider states write the embedded database directly: on SQLite on either run.
  const backend = await createTestBackend({ embedded: true });
  opened.push(backend);
  const endpoint = createStateChangeEndpoint(testStateContext(backend));
  const change = async (body: unknown) => {
    const response = await endpoint(
      new Request('http://localhost/_pact/provider-states', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const chats = () => backend.db.all<{ chat_id: string }>('SELECT chat_id FROM chats');
  return { backend, change, chats };
}

describe('the provider-state change endpoint', () => {
  it('answers what a setup hands back, for the verifier to inject', async () => {
    const { backend, change } = await setUp();
    const session = await change({
      state: 'user admin@contoso.example is signed in',
      params: {},
      action: 'setup',
    });
    expect(session.status).toBe(200);
    const whois = await backend.call('/services/api-portal-customer/api/whois', {
      token: String(session.body.accessToken),
    });
    expect(whois.status).toBe(200);

    const page = await change({
      state: 'tenant contoso has the tabbed page azure/cost-overview',
      params: { tenantId: 'contoso', name: 'azure/cost-overview' },
      action: 'setup',
    });
    expect(page.body.menuItemId).toBe(stableUuid('contoso', 'portal', 'azure/cost-overview'));
  });

  it('starts each interaction from the demo seed: the first setup after a teardown restores it', async () => {
    const { change, chats } = await setUp();
    const chatState = {
      state: 'user admin@contoso.example has a previous chat',
      params: {},
      action: 'setup',
    };
    const first = await change(chatState);
    // A second state of the same interaction keeps what the first set up.
    await change({ state: 'user admin@contoso.example is signed in', params: {}, action: 'setup' });
    expect((await chats()).map((row) => row.chat_id)).toContain(first.body.chatId);

    expect((await change({ ...chatState, action: 'teardown' })).status).toBe(200);
    const second = await change(chatState);
    expect((await chats()).map((row) => row.chat_id)).toEqual([second.body.chatId]);
  });

  it('refuses unknown states and bodies that are not state changes', async () => {
    const { change } = await setUp();
    expect((await change({ state: 'the moon is made of cheese', action: 'setup' })).status).toBe(400);
    expect((await change({ params: {} })).status).toBe(400);
    expect((await change({ state: 'no user is signed in', action: 'later' })).status).toBe(400);
  });
});
