import { describe, expect, it } from 'vitest';
import { createTestBackend, readJson } from './testing/test-backend.ts';

const API = '/services/api-portal-customer/api';
const CHAT = '/services/ai-chatbot/api/chat';

describe('report embedding', () => {
  const backend = createTestBackend();

  it('gives a licensed report its embed token and entity', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    const settings = await readJson(backend.call(`${API}/report/embed/token/report/azure-cost`, { token }));
    expect(settings.name).toBe('Azure cost report');
    expect(settings.reportEmbedded.entityUrl).toMatch(
      /^http:\/\/localhost\/report-host\/reports\/[0-9a-f-]{36}$/,
    );
    expect(settings.reportEmbedded.token.split('.')).toHaveLength(3);
  });

  it('answers an unlicensed report with no embed and the action to take', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    await backend.call(`${API}/features/activate`, {
      method: 'POST',
      token,
      body: JSON.stringify({ features: [{ key: 'azure-invoice', active: false }] }),
    });
    const settings = await readJson(
      backend.call(`${API}/report/embed/token/report/azure-invoice`, { token }),
    );
    expect(settings.reportEmbedded).toBeNull();
    expect(settings.errorMessage).toBe('Ask your partner to activate this report for your tenant.');
    expect((await backend.call(`${API}/report/embed/token/report/nope`, { token })).status).toBe(404);
    expect((await backend.call(`${API}/report/embed/token/report/bad%20type`, { token })).status).toBe(400);
  });

  it("embeds only the tenant's own custom reports", async () => {
    const token = await backend.tokenFor('finance@contoso.example');
    const [report] = await readJson(backend.call(`${API}/reports/custom`, { token }));
    expect((await backend.call(`${API}/report/custom/${report.id}/embed/token`, { token })).status).toBe(200);
    const other = await backend.tokenFor('eula@fabrikam.example');
    expect((await backend.call(`${API}/report/custom/${report.id}/ext/embed`, { token: other })).status).toBe(
      404,
    );
  });
});

describe('chat', () => {
  const backend = createTestBackend();

  it('creates, answers with related pages, restores, and limits to 2 requests a minute', async () => {
    const token = await backend.tokenFor('finance@contoso.example');
    expect((await backend.call(`${CHAT}/restore`, { method: 'POST', token })).status).toBe(404);
    const created = await readJson(backend.call(`${CHAT}/create`, { method: 'POST', token }));
    expect(created).toMatchObject({ chat_dataset: 'all', chat_cost: 0, chat_cost_currency: 'USD' });
    const ask = (question: string) =>
      backend.call(`${CHAT}/generate`, {
        method: 'POST',
        token,
        body: JSON.stringify({ chatId: created.chatId, question, chat_dataset: 'm365' }),
      });
    const first = await readJson(ask('Which licences are unassigned?'));
    expect(first.related_links[0]).toMatchObject({ url: 'm365/licences', name: 'Licences' });
    expect(first.chat_cost).toBeGreaterThan(0);
    expect((await ask('And inactive users?')).status).toBe(200);
    const limited = await ask('A third question');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    backend.advance(60_001);
    expect((await ask('After a minute')).status).toBe(200);

    const restored = await readJson(backend.call(`${CHAT}/restore`, { method: 'POST', token }));
    expect(restored.chatId).toBe(created.chatId);
    expect(restored.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(restored.chat_dataset).toBe('m365');
  });

  it('accepts the other spelling of the request and keeps chats to their owner', async () => {
    const token = await backend.tokenFor('admin@contoso.example');
    const { chatId } = await readJson(backend.call(`${CHAT}/create`, { method: 'POST', token }));
    const other = await backend.call(`${CHAT}/generate`, {
      method: 'POST',
      token,
      body: JSON.stringify({ chatId, message: 'Which subscription costs the most?', dataset: 'azure' }),
    });
    expect((await readJson(other)).chat_dataset).toBe('azure');
    const stranger = await backend.tokenFor('demo@demo.example');
    const refused = await backend.call(`${CHAT}/followup`, {
      method: 'POST',
      token: stranger,
      body: JSON.stringify({ chatId }),
    });
    expect(refused.status).toBe(404);
    const empty = await backend.call(`${CHAT}/generate`, {
      method: 'POST',
      token,
      body: JSON.stringify({ chatId }),
    });
    expect(empty.status).toBe(400);
  });
});
