/**
 * The cost without a value for a dimension in the assistant's answers: the rows without a resource
 * group are 'No resource group', without a team tag 'No team tag', never a group named '(none)'
 * or '(untagged)', and a question never picks them as if they were a group. Figures are computed
 * here from the FOCUS view, independently of the engine.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { createTestBackend } from '../testing/test-backend.ts';
import { type AssistantAnswer, answerQuestion } from './engine.ts';

const backend = await createTestBackend({
  seed: (db) => {
    seedCosts(db, ['fabrikam'], { scale: 1 });
    seedCostEntities(db, ['fabrikam']);
  },
});
afterAll(() => backend.close());

const answers: AssistantAnswer[] = [];
async function ask(question: string): Promise<string> {
  const answer = await answerQuestion({
    data: backend.data,
    viewer: { tenantId: 'fabrikam', personas: ['Admin'], features: ['AZURE', 'M365', 'RECOMMENDATIONS'] },
    question,
    dataset: 'all',
    now: new Date('2026-11-21T09:00:00Z'),
  });
  answers.push(answer);
  return answer.markdown;
}

interface FocusRow {
  cost: number | null;
  resource: string | null;
  region: string | null;
  tags: string | null;
}

/** October 2026's effective cost (micro-units) of the fabrikam rows `pick` keeps. */
async function octoberMicros(pick: (row: FocusRow) => boolean): Promise<bigint> {
  const rows = await backend.db.all<FocusRow>(
    `SELECT EffectiveCost AS cost, ResourceId AS resource, RegionName AS region, Tags AS tags FROM focus_costs
     WHERE TenantId = ? AND ChargePeriodStart BETWEEN ? AND ?`,
    ['fabrikam', '2026-10-01', '2026-10-31'],
  );
  return rows.filter(pick).reduce((sum, row) => sum + BigInt(Math.round((row.cost ?? 0) * 1e6)), 0n);
}

/** '$8,277.95': micro-units rounded half away from zero to the cent, as the assistant writes them. */
function usd(micros: bigint): string {
  const cents = (micros < 0n ? -micros - 5_000n : micros + 5_000n) / 10_000n;
  const [whole, part] = [(cents / 100n).toString(), (cents % 100n).toString().padStart(2, '0')];
  return `${micros < 0n ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

/** Markdown as it reads, without the escapes of names ('\\(none\\)' reads '(none)'). */
const shown = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

/** The table row whose first cell is `name`, as its cells. */
const rowOf = (markdown: string, name: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(`| ${name} |`))
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

const withoutResourceGroup = (row: FocusRow) => !/\/resourcegroups\/[^/]+/i.test(row.resource ?? '');
const withoutTag = (key: string) => (row: FocusRow) =>
  !row.tags || (JSON.parse(row.tags) as Record<string, string>)[key] === undefined;

describe('the cost without a value for a dimension, in answers', () => {
  it("names the rows without a resource group 'No resource group', with their cost", async () => {
    const text = await ask('What are my costs by resource group last month?');
    const row = rowOf(text, 'No resource group');
    expect(row?.[1]).toBe(usd(await octoberMicros(withoutResourceGroup)));
    expect(shown(text)).not.toContain('(none)');
    expect(shown(text)).not.toContain('(no resource group');
    // Why they have none, said once under the table.
    expect(text).toContain('No resource group sums the rows without one: tax, credits and licences.');
  });

  it("names the cost without a team tag 'No team tag', never '(untagged)'", async () => {
    const text = await ask('What does each team cost last month?');
    const row = rowOf(text, 'No team tag');
    expect(row?.[1]).toBe(usd(await octoberMicros(withoutTag('team'))));
    expect(shown(text)).not.toMatch(/\(none\)|\(untagged\)/);
  });

  it('ranks only groups that have a value for the most and the least, the rest under its own label', async () => {
    const top = await ask('Top 3 projects last month');
    const lines = top.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Project'));
    const names = lines.map((line) => line.split('|')[1]?.trim());
    // Three projects, then Other, then the cost without a project tag: it is not one of the three.
    expect(names.slice(0, 3)).not.toContain('No project tag');
    expect(names.at(-1)).toBe('No project tag');
    expect(rowOf(top, 'No project tag')?.[1]).toBe(usd(await octoberMicros(withoutTag('project'))));
    const least = await ask('Which projects cost the least last month?');
    expect(shown(least)).not.toContain('No project tag');
    const most = await ask('Which project cost the most last month?');
    expect(most).toMatch(/^\*\*[a-z]+\*\* cost the most in October 2026/);
    expect(shown(most)).not.toContain('No project tag');
  });

  it("says 'No region' in a change explained by region", async () => {
    const text = await ask('How did the cost change by region last month?');
    const row = rowOf(text, 'No region');
    expect(row?.[2]).toBe(usd(await octoberMicros((row) => row.region === null)));
    expect(shown(text)).not.toContain('(none)');
  });

  it("says 'No project tag' in a change by tag", async () => {
    const text = await ask('How did the cost by project change last month?');
    expect(rowOf(text, 'No project tag')).toBeDefined();
    expect(shown(text)).not.toMatch(/\(none\)|\(untagged\)/);
  });

  it("never reads a group named '(none)' in a question as the rows without a value", async () => {
    const byGroup = await ask('What did resource group (none) cost last month?');
    expect(shown(byGroup)).not.toContain('(none)');
    expect(shown(byGroup)).not.toMatch(/resource group \*\*/);
    const byTag = await ask('What did project (none) cost last month?');
    expect(shown(byTag)).not.toContain('(none)');
    expect(shown(byTag)).not.toMatch(/tag \*\*project = /);
  });

  it("never names a group '(none)' in any answer or follow-up", () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(shown(answer.markdown)).not.toContain('(none)');
      for (const followup of answer.followups)
        expect(followup).not.toMatch(/\(none\)|No [a-z ]+ tag|No region/);
    }
  });
});
