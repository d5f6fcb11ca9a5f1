/**
 * One figure everywhere (issue 31): a month's cost of each scope, asked of the API, the report host's
 * pages and the assistant, is the same to the cent, and each surface calls the scope by the same
 * name (domain/costs/scopes.ts). The figures are fabrikam's October 2026.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { answerQuestion } from './assistant/engine.ts';
import { COST_SCOPE_NAMES, type CostScope, scopeServices } from './domain/costs/scopes.ts';
import { reportPageData } from './offline/report-host/report-data.ts';
import { seedCostEntities } from './seed/cost-entities.ts';
import { seedCosts } from './seed/costs.ts';
import { createTestBackend, readJson } from './testing/test-backend.ts';

const backend = await createTestBackend({
  seed: (db) => {
    seedCosts(db, ['fabrikam']);
    seedCostEntities(db, ['fabrikam']);
  },
});
afterAll(() => backend.close());

const COSTS = '/services/api-portal-customer/api/costs';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const usd = (amount: string) =>
  `$${Number(amount.split('.')[0]).toLocaleString('en-US')}.${amount.split('.')[1] ?? '00'}`;

/** The month's effective cost of a scope from GET /costs, with the scope's services as the filter. */
async function fromApi(scope: CostScope): Promise<string> {
  const token = await backend.tokenFor('admin@contoso.example', 'fabrikam');
  const all = await readJson(
    await backend.call(`${COSTS}?from=${OCTOBER.from}&to=${OCTOBER.to}&groupBy=service`, { token }),
  );
  const services = scopeServices(
    scope,
    (all.groups as { group: string }[]).map((row) => row.group),
  );
  if (!services) return all.total as string;
  const query = services.map((service) => `&service=${encodeURIComponent(service)}`).join('');
  const body = await readJson(
    await backend.call(`${COSTS}?from=${OCTOBER.from}&to=${OCTOBER.to}${query}`, { token }),
  );
  return body.total as string;
}

/** The assistant's answer to a question, asked in fabrikam on 21 November 2026. */
async function ask(question: string): Promise<string> {
  const answer = await answerQuestion({
    data: backend.data,
    viewer: { tenantId: 'fabrikam', personas: ['Admin'], features: ['AZURE', 'M365'] },
    question,
    dataset: 'all',
    now: new Date('2026-11-21T09:00:00Z'),
  });
  return answer.markdown;
}

/** A GET of the costs API as fabrikam's admin, its JSON answer. */
async function get(path: string) {
  const token = await backend.tokenFor('admin@contoso.example', 'fabrikam');
  return readJson(await backend.call(`${COSTS}${path}`, { token }));
}

/** The assistant's answer to 'What did <scope> cost in October 2026?', naming the scope as the report does. */
async function fromAssistant(scope: CostScope, question: string): Promise<string> {
  const markdown = await ask(question);
  expect(markdown).toContain(scope === 'all' ? 'October 2026' : COST_SCOPE_NAMES[scope]);
  return markdown;
}

describe('one figure on every surface', () => {
  it("gives Azure's October on the API, the Azure cost report and the assistant, to the cent", async () => {
    const api = await fromApi('azure');
    const page = await reportPageData(
      backend.data,
      { tenantId: 'fabrikam', reportType: 'azure-cost', reportId: 'consistency' },
      'ReportSection1',
      [],
    );
    const cards = (page.visuals[0] as { items: { label: string; value: string }[] }).items;
    const latest = cards.find((card) => card.label === 'Latest whole month');
    expect(latest?.value).toBe(api);
    expect(await fromAssistant('azure', 'What did Azure cost in October 2026?')).toContain(usd(api));
  });

  it("gives Microsoft 365's and the whole tenant's October on the API and the assistant", async () => {
    const m365 = await fromApi('m365');
    expect(await fromAssistant('m365', 'What did Microsoft 365 cost in October 2026?')).toContain(usd(m365));
    const all = await fromApi('all');
    expect(await fromAssistant('all', 'What did we spend in October 2026?')).toContain(usd(all));
    // The scopes add up: Azure and Microsoft 365 make the whole tenant.
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    expect(cents(await fromApi('azure')) + cents(m365)).toBe(cents(all));
  });

  it("gives each budget's actual and forecast on the API and the assistant", async () => {
    const budgets = (await get('/budgets?limit=100')).items as {
      name: string;
      actual: string;
      forecast: string;
    }[];
    expect(budgets.length).toBeGreaterThan(1);
    for (const budget of budgets) {
      const answer = await ask(`How is the budget ${budget.name} doing?`);
      expect(answer, budget.name).toContain(budget.name);
      expect(answer, budget.name).toContain(usd(budget.actual));
      expect(answer, budget.name).toContain(usd(budget.forecast));
    }
  });

  it("gives October's top services and a subscription's October on the API and the assistant", async () => {
    const top = await get(`?from=${OCTOBER.from}&to=${OCTOBER.to}&groupBy=service&top=3`);
    const groups = (top.groups as { group: string; amount: string }[]).filter((g) => g.group !== 'Other');
    expect(groups.length).toBe(3);
    const answer = await ask('Which services cost the most in October 2026?');
    for (const group of groups) {
      expect(answer, group.group).toContain(group.group);
      expect(answer, group.group).toContain(usd(group.amount));
    }
    const bySubscription = await get(`?from=${OCTOBER.from}&to=${OCTOBER.to}&groupBy=subscription`);
    const [largest] = (
      bySubscription.groups as { group: string; amount: string; noValue?: boolean }[]
    ).filter((g) => g.group !== 'Other' && !g.noValue);
    if (!largest) throw new Error('fabrikam has no subscription in October 2026');
    const subscription = await get(
      `?from=${OCTOBER.from}&to=${OCTOBER.to}&subscription=${encodeURIComponent(largest.group)}`,
    );
    expect(subscription.total).toBe(largest.amount);
    expect(await ask(`What did ${largest.group} cost in October 2026?`)).toContain(usd(largest.amount));
  });
});
