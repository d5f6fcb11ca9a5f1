import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { stableUuid } from '../../domain/stable-uuid.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';

const API = '/services/api-portal-customer/api';
const CHAT = '/services/ai-chatbot/api/chat';

describe('report embedding', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

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

describe('chat', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

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

describe('chat answers from the tenant data', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
      seedCostEntities(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  const fabrikam = () => backend.tokenFor('admin@contoso.example', 'fabrikam');
  // Two questions a minute per user: each test starts a minute later.
  beforeEach(() => backend.advance(60_001));
  const start = async (token: string) =>
    (await readJson(backend.call(`${CHAT}/create`, { method: 'POST', token }))).chatId as string;
  const generate = (token: string, body: Record<string, unknown>) =>
    backend.call(`${CHAT}/generate`, { method: 'POST', token, body: JSON.stringify(body) });
  const followups = async (token: string, chatId: string) =>
    (
      await readJson(
        backend.call(`${CHAT}/followup`, { method: 'POST', token, body: JSON.stringify({ chatId }) }),
      )
    ).followup as string[];

  it('answers with a table of figures, the pages that show them, and the follow-ups of that answer', async () => {
    const token = await fabrikam();
    const chatId = await start(token);
    expect(await followups(token, chatId)).toHaveLength(3);
    const answer = await readJson(
      generate(token, { chatId, question: 'Which services cost the most last month?', chat_dataset: 'all' }),
    );
    expect(answer.response).toMatch(/^The 5 services that cost the most in October 2026:/);
    expect(answer.response).toMatch(/\| Log Analytics \| \$[\d,]+\.\d{2} \|/);
    expect(answer.chat_dataset).toBe('all');
    expect(answer.related_links[0]).toMatchObject({
      url: 'azure/cost-overview?tab=By+service',
      name: 'Cost overview (By service)',
      path: 'Azure / Cost overview / By service',
      description: 'FOCUS cost rows grouped by service',
    });
    const next = await followups(token, chatId);
    expect(next[0]).toBe('How did the cost of Log Analytics change last month?');
    const restored = await readJson(backend.call(`${CHAT}/restore`, { method: 'POST', token }));
    expect(restored.followup).toEqual(next);
    expect(restored.messages.at(-1)).toMatchObject({ sender: 'assistant', message: answer.response });
  });

  it('honours the data set of the question, and escapes what the user typed', async () => {
    const token = await fabrikam();
    const chatId = await start(token);
    const excluded = await readJson(
      generate(token, { chatId, message: 'Which budgets are over?', dataset: 'm365' }),
    );
    expect(excluded.chat_dataset).toBe('m365');
    expect(excluded.response).toContain('The data set **M365 data** leaves out Azure');
    expect(await followups(token, chatId)).toContain('What did Microsoft 365 cost last month?');
    const unknown = await readJson(
      generate(token, {
        chatId,
        question: '<script>alert(1)</script> [x](javascript:alert(1))',
        chat_dataset: 'azure',
      }),
    );
    expect(unknown.response).toContain("I can't answer");
    expect(unknown.response).not.toMatch(/(^|[^\\])[<[]/m);
  });

  it('answers a screenshot without a question, and a tenant without cost data, honestly', async () => {
    const token = await fabrikam();
    const chatId = await start(token);
    const screenshot = 'data:image/png;base64,iVBORw0KGgo=';
    const answer = await readJson(generate(token, { chatId, screenshot }));
    expect(answer.response).toContain("I can't read screenshots yet");
    const restored = await readJson(backend.call(`${CHAT}/restore`, { method: 'POST', token }));
    expect(restored.messages.at(-2)).toMatchObject({ sender: 'user', message: '', data: { screenshot } });

    const contoso = await backend.tokenFor('finance@contoso.example');
    const other = await start(contoso);
    const empty = await readJson(
      generate(contoso, { chatId: other, question: 'What did we spend last month?' }),
    );
    expect(empty.response).toContain('There is no cost data for this tenant yet');
  });

  it("computes a chat's follow-ups again from its last question when none are remembered", async () => {
    const token = await fabrikam();
    const chatId = 'c0ffee00-0000-4000-8000-000000000001';
    const userId = stableUuid('user', 'admin@contoso.example');
    const at = new Date().toISOString();
    await backend.db.run("INSERT INTO chats VALUES (?, 'fabrikam', ?, 'azure', 0.012, 'USD', ?, ?)", [
      chatId,
      userId,
      at,
      at,
    ]);
    await backend.db.run(
      "INSERT INTO chat_messages (chat_id, sender, message, created_at) VALUES (?, 'user', 'Which budgets are over?', ?)",
      [chatId, at],
    );
    expect(await followups(token, chatId)).toEqual([
      'Which budgets are at risk?',
      'What is the forecast for this month?',
      'Are there cost anomalies this month?',
    ]);
  });
});
